/**
 * Employer signatures: what waits (overdue against the time the list was opened), the wait while
 * a signing page is asked for (every Sign button waits), and a failure said with the buttons back.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AwaitingEmployer } from '../../../common/onboarding';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { CountersignPage } from './CountersignPage';

const awaiting = (id: number, formTitle: string, employerDueAt: string | null): AwaitingEmployer => ({
  id,
  formTitle,
  candidateName: 'Casey Morgan',
  candidateEmail: 'casey@example.com',
  candidateSignedAt: '2026-11-21T10:00:00.000Z',
  employerDueAt,
});
const list = [
  awaiting(31, 'I-9', '2020-01-10T12:00:00.000Z'),
  awaiting(32, 'Offer Letter', '2099-01-10T12:00:00.000Z'),
];
const signButtons = () =>
  screen.getAllByRole('button', { name: /Sign as employer|Opening the signing page…/ }) as HTMLButtonElement[];

describe('employer signatures', () => {
  test('When Sign as employer fails to open, Then every button waits meanwhile, then the failure is said and they are usable again', async () => {
    const answer = deferred<{ status: number; json: unknown }>();
    const { calls } = serveHttp({
      'GET /api/staff/countersignatures': () => ({ json: list }),
      'POST /api/staff/documents/32/countersign': () => answer.promise,
    });
    const user = userEvent.setup();
    render(<CountersignPage />);
    // Each document is a heading with what belongs to it, in the list's order.
    await screen.findByTestId('countersign-list');
    const items = screen.getAllByRole('heading', { level: 2 }).map((h) => h.closest<HTMLElement>('.list-group-item')!);
    expect(items.map((i) => i.querySelector('h2')!.textContent)).toEqual([
      'I-9 · Casey Morgan',
      'Offer Letter · Casey Morgan',
    ]);
    expect(items[0]!.textContent).toContain('Overdue since');
    expect(items[1]!.textContent).toContain('Due ');
    expect(items[1]!.textContent).not.toContain('Overdue');

    // Each button names its document: every row's visible words are the same.
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign as employer (Offer Letter · Casey Morgan)' }));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/staff/documents/32/countersign',
      body: { returnUrl: '/admin/documents/countersign' },
    });
    expect(within(items[1]!).getByRole('button').textContent).toBe('Opening the signing page…');
    expect(signButtons().map((b) => b.disabled)).toEqual([true, true]);

    await act(async () => answer.resolve({ status: 500, json: { message: 'down' } }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, the signing page could not be opened. Please try again.',
    );
    expect(signButtons().map((b) => [b.textContent, b.disabled])).toEqual([
      ['Sign as employer (I-9 · Casey Morgan)', false],
      ['Sign as employer (Offer Letter · Casey Morgan)', false],
    ]);
  });

  test('When the page comes back from a signing, Then it says the document is sealed; with nothing waiting, it says so', async () => {
    serveHttp({ 'GET /api/staff/countersignatures': () => ({ json: [] }) });
    render(<CountersignPage event="signing_complete" />);
    expect(screen.getByTestId('countersign-done').textContent).toBe('The document is countersigned and sealed.');
    expect((await screen.findByTestId('countersign-none')).textContent).toBe(
      'No document is waiting for an employer signature.',
    );
  });

  test('When the list cannot be read, Then the page says it could not be opened', async () => {
    serveHttp({ 'GET /api/staff/countersignatures': () => ({ status: 500, json: { message: 'down' } }) });
    render(<CountersignPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, the signing page could not be opened. Please try again.',
    );
    expect(screen.queryByRole('button', { name: /Sign as employer/ })).toBeNull();
  });
});
