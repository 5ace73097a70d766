import { isSameSitePath, OPEN_REDIRECT_PAYLOADS, SAFE_REDIRECT_PATHS } from '../test/fixtures/open-redirects';
import { internalPath, safeRedirectPath } from './redirect';

describe('same-site redirect targets (SECURITY 3.7.2)', () => {
  const evil = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /overview',
    '/\t/evil.example',
    '/\n/evil.example',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '',
    null,
    undefined,
    42,
    ['/', '/x'],
  ];
  test.each(evil.map((v) => [JSON.stringify(v), v]))('%s falls back', (_label, value) => {
    expect(safeRedirectPath(value, '/home')).toBe('/home');
  });

  test.each(['/overview', '/search?q=nurse&type=Contract', '/about#team', '/documents?id=3'])('%s is kept', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  test('dot segments cannot climb off the site', () => {
    expect(safeRedirectPath('/../../overview')).toBe('/overview');
  });
});

describe('the open-redirect corpus (test/fixtures/open-redirects.ts)', () => {
  test.each(OPEN_REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))('%s stays on the site', (_label, payload) => {
    const result = safeRedirectPath(payload, '/home');
    expect(result === '/home' || isSameSitePath(result)).toBe(true);
    const link = internalPath(payload, 'https://portal.example/about');
    expect(link === null || isSameSitePath(link)).toBe(true);
  });

  test('dot segments that normalise to a protocol-relative URL fall back', () => {
    for (const payload of ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example']) {
      expect(safeRedirectPath(payload, '/home')).toBe('/home');
    }
  });

  test.each(SAFE_REDIRECT_PATHS)('%s is kept, also as a CMS link', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
    expect(internalPath(path, 'https://portal.example/about')).toBe(path);
  });

  test('CMS links to other sites are left to the browser', () => {
    expect(internalPath('https://other.example/x', 'https://portal.example/about')).toBeNull();
    expect(internalPath('mailto:help@portal.example', 'https://portal.example/about')).toBeNull();
    expect(internalPath('jobs?id=1', 'https://portal.example/about/')).toBe('/about/jobs?id=1');
  });
});
