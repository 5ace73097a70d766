/**
 * The signing page's time limit (WCAG 2.2.1, docs/product.md §2.7.4): a warning two minutes before
 * the page closes, "More time" and what follows it: the time given, or why none was, and the end.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenedCeremony } from '../../../common/esign';
import { serveHttp } from '../../../test/helpers/client/http';
import { history } from '../../lib/history';
import { EsignSignPage } from './EsignSignPage';

const MINUTE = 60_000;
const ceremony: OpenedCeremony = {
  ceremonyKey: 'key-1',
  formTitle: 'Safety Policy',
  informational: false,
  signerName: 'Casey Morgan',
  fields: [],
  timeoutMs: 5 * MINUTE,
  pages: {
    sha256: 'a'.repeat(64),
    pages: [{ width: 612, height: 792, image: '/p1.webp', srcset: '/p1.webp 1200w', text: [] }],
  },
};
const timedOut = {
  status: 400,
  json: {
    message: 'Your session has timed out.',
    event: 'session_timeout',
    redirectTo: '/onboarding?event=session_timeout',
  },
};
const CAP =
  'This signing page cannot have more time: it stays open at most 4 hours. Please finish now, or open the document again later.';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = () => null;
});
beforeEach(() => {
  history.replace('/esign/sign?token=t1');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** The page opened, the signer on the consent's box, the clock at the warning. */
async function warned() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<EsignSignPage token="t1" />);
  const agree = await screen.findByLabelText('I agree to use electronic records and signatures');
  await user.click(agree);
  await act(async () => jest.advanceTimersByTime(3 * MINUTE - 1000));
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => jest.advanceTimersByTime(1000));
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('This signing page closes in about 2 minutes. Need more time?More time');
  const button = within(alert).getByRole('button', { name: 'More time' });
  expect(document.activeElement).toBe(button);
  return { user, agree, button };
}

describe('signing page time limit', () => {
  test('When the signer asks for more time, Then a status says how much, the focus goes back, and the page closes only at the new time', async () => {
    const { calls } = serveHttp({
      'POST /api/esign/open': () => ({ json: ceremony }),
      'POST /api/esign/extend': () => ({ json: { timeoutMs: 20 * MINUTE } }),
      'POST /api/esign/timeout': () => timedOut,
    });
    const { user, agree } = await warned();
    await user.keyboard('{Enter}');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/esign/extend' });
    expect((await screen.findByText('You have 20 more minutes.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(agree);

    // Past the first deadline nothing happens; the next warning comes 2 minutes before the new one.
    await act(async () => jest.advanceTimersByTime(17 * MINUTE));
    expect(calls.some((c) => c.path === '/api/esign/timeout')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => jest.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('alert').textContent).toContain('closes in about 2 minutes');
    await act(async () => jest.advanceTimersByTime(2 * MINUTE));
    expect(calls.at(-1)!.path).toBe('/api/esign/timeout');
    expect(window.location.pathname + window.location.search).toBe('/onboarding?event=session_timeout');
  });

  test('When no more time may be given, Then the warning says why, keeps the button focused, and the page closes on time', async () => {
    const { calls } = serveHttp({
      'POST /api/esign/open': () => ({ json: ceremony }),
      'POST /api/esign/extend': () => ({ status: 409, json: { message: CAP } }),
      'POST /api/esign/timeout': () => timedOut,
    });
    const { user, button } = await warned();
    await user.keyboard('{Enter}');
    await within(screen.getByRole('alert')).findByText(CAP);
    expect(document.activeElement).toBe(button);
    await act(async () => jest.advanceTimersByTime(2 * MINUTE));
    expect(calls.at(-1)!.path).toBe('/api/esign/timeout');
    expect(window.location.pathname + window.location.search).toBe('/onboarding?event=session_timeout');
  });

  test('When the server cannot be reached, Then the warning says the time could not be added', async () => {
    serveHttp({
      'POST /api/esign/open': () => ({ json: ceremony }),
      'POST /api/esign/extend': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = await warned();
    await user.keyboard('{Enter}');
    await within(screen.getByRole('alert')).findByText(
      'Could not add more time: the page still closes when its time is up.',
    );
  });
});
