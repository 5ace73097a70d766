/**
 * The built-in signing page's phases (docs/architecture.md §5): opening -> consent -> review -> submitting
 * -> saved -> back to the return URL, with Decline asked in a dialog and a used link refused.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenedCeremony } from '../../../common/esign';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { history } from '../../lib/history';
import { EsignSignPage } from './EsignSignPage';

const ceremony: OpenedCeremony = {
  ceremonyKey: 'key-1',
  formTitle: 'Safety Policy',
  informational: false,
  signerName: 'Casey Morgan',
  fields: [{ name: 'startDate', label: 'Start date', type: 'date', required: true }],
  timeoutMs: 300_000,
  pages: {
    sha256: 'a'.repeat(64),
    pages: [{ width: 612, height: 792, image: '/p1.webp', srcset: '/p1.webp 1200w', text: [] }],
  },
};
const back = { event: 'signing_complete', redirectTo: '/documents/signed-report?id=7&event=signing_complete' };

// jsdom draws nothing: like a browser without a 2D canvas, where the typed signature still signs.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = () => null;
});
beforeEach(() => history.replace('/esign/sign?token=t1'));
afterEach(() => jest.useRealTimers());

describe('signing page phases', () => {
  test('When opened, Then consent first; Finish checks fields and signature; a typed signature is saved and the page returns', async () => {
    const finished = deferred<{ json: unknown }>();
    const { calls } = serveHttp({
      'POST /api/esign/open': () => ({ json: ceremony }),
      'POST /api/esign/consent': () => ({ json: {} }),
      'POST /api/esign/finish': () => finished.promise,
    });
    const user = userEvent.setup();
    render(<EsignSignPage token="t1" />);
    // Opening: the token is exchanged for the key (and left out of the address).
    expect(screen.getByText('Opening the document…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Consent to sign electronically' });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('img', { name: 'Safety Policy, page 1 of 1' })).toBeTruthy();

    // Consent: refused until the box is ticked; then recorded with the key.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('Please agree to sign electronically first.');
    expect(calls.some((c) => c.path === '/api/esign/consent')).toBe(false);
    await user.click(screen.getByLabelText('I agree to use electronic records and signatures'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Review: the fields, then the signature, are required before anything is sent.
    await screen.findByRole('group', { name: 'Your signature' });
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toContain('Please fill in every required field before finishing.');
    expect(screen.getByText('Start date is required.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Start date/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toContain('Please draw or type your signature.');
    await user.click(screen.getByLabelText('Type'));
    await user.type(screen.getByLabelText('Type your full name'), 'Casey Morgan');
    // The request for a signature goes once there is one.
    expect(screen.queryByText('Please draw or type your signature.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    // Submitting: every action waits.
    expect((screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/esign/finish',
      body: { signature: { kind: 'typed', text: 'Casey Morgan' }, values: { startDate: '2026-12-01' } },
    });
    jest.useFakeTimers();
    await act(async () => finished.resolve({ json: back }));
    expect(screen.getByText('Save successful!')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(800));
    expect(window.location.pathname + window.location.search).toBe(back.redirectTo);
  });

  test('When the signer declines, Then a dialog asks first; Go back keeps the page, Decline sends it and returns', async () => {
    const { calls } = serveHttp({
      'POST /api/esign/open': () => ({ json: { ...ceremony, informational: false } }),
      'POST /api/esign/consent': () => ({ json: {} }),
      'POST /api/esign/decline': () => ({ json: { event: 'decline', redirectTo: '/onboarding' } }),
    });
    const user = userEvent.setup();
    render(<EsignSignPage token="t1" />);
    await user.click(await screen.findByLabelText('I agree to use electronic records and signatures'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Decline to sign this document?');
    await user.click(within(dialog).getByRole('button', { name: 'Go back to the document' }));
    expect(calls.some((c) => c.path === '/api/esign/decline')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await act(async () => undefined);
    expect(calls.at(-1)!.path).toBe('/api/esign/decline');
    expect(window.location.pathname).toBe('/onboarding');
  });

  test('When the document is informational, Then no consent or signature: one acknowledgement', async () => {
    serveHttp({
      'POST /api/esign/open': () => ({ json: { ...ceremony, informational: true, fields: [] } }),
      'POST /api/esign/finish': () => ({ json: { event: 'viewing_complete', redirectTo: '/onboarding' } }),
    });
    render(<EsignSignPage token="t1" />);
    await screen.findByRole('button', { name: 'I have viewed this document' });
    expect(screen.queryByRole('heading', { name: 'Consent to sign electronically' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your signature' })).toBeNull();
  });

  test('When the link was used or never existed, Then the page says so and offers nothing', async () => {
    serveHttp({ 'POST /api/esign/open': () => ({ status: 404, json: { message: 'Not found' } }) });
    render(<EsignSignPage token="used" />);
    await screen.findByText('This signing link is invalid or has already been used.');
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    const none = render(<EsignSignPage token={undefined} />);
    expect(within(none.container).getByText('This signing link is invalid or has already been used.')).toBeTruthy();
  });
});
