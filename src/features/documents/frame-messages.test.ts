import { isSameSitePath, OPEN_REDIRECT_PAYLOADS } from '../../../test/fixtures/open-redirects';
import { acceptFrameMessage } from './frame-messages';

describe('signing frame messages (docs/product.md §2, SECURITY 3.4.6)', () => {
  const own = 'https://portal.example';
  const frame = {} as Window;

  test('a boxSignComplete / esignReturn message from our own origin and frame is followed to a same-site path', () => {
    expect(
      acceptFrameMessage(
        { origin: own, source: frame, data: { type: 'boxSignComplete', redirectTo: '/onboarding' } },
        own,
        frame,
      ),
    ).toBe('/onboarding');
    expect(
      acceptFrameMessage(
        {
          origin: own,
          source: frame,
          data: { type: 'esignReturn', redirectTo: '/documents/signed-report?id=3&event=cancel' },
        },
        own,
        frame,
      ),
    ).toBe('/documents/signed-report?id=3&event=cancel');
  });

  test('messages from another origin, another window, of another type or to another site are ignored', () => {
    const data = { type: 'boxSignDeclined', redirectTo: '/onboarding' };
    expect(acceptFrameMessage({ origin: 'https://evil.example', source: frame, data }, own, frame)).toBeNull();
    expect(acceptFrameMessage({ origin: own, source: {} as Window, data }, own, frame)).toBeNull();
    expect(
      acceptFrameMessage({ origin: own, source: frame, data: { type: 'other', redirectTo: '/x' } }, own, frame),
    ).toBeNull();
    for (const redirectTo of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example']) {
      expect(
        acceptFrameMessage({ origin: own, source: frame, data: { type: 'boxSignComplete', redirectTo } }, own, frame),
      ).toBeNull();
    }
    expect(acceptFrameMessage({ origin: own, source: frame, data: null }, own, frame)).toBeNull();
  });
});

describe('frame messages with the open-redirect corpus (SECURITY 3.7.2)', () => {
  const own = 'https://portal.example';
  const frame = {} as Window;
  test.each(OPEN_REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))(
    '%s is ignored or kept on the site',
    (_l, redirectTo) => {
      const target = acceptFrameMessage(
        { origin: own, source: frame, data: { type: 'esignReturn', redirectTo } },
        own,
        frame,
      );
      expect(target === null || isSameSitePath(target)).toBe(true);
    },
  );
});
