/**
 * The recruiter's mail to the selected candidates: subject and message sent for all of them, the
 * dialog kept open while sending, the result counted with each failure by name, the fields emptied
 * once a mail went, and the server's messages beside their fields.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardCard, BulkResult } from '../../../common/pipeline';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { BulkMailDialog } from './BulkMailDialog';

const card = (applicationId: number, candidateName: string) => ({ applicationId, candidateName }) as BoardCard;
const cards = [card(11, 'Casey Morgan'), card(12, 'Robin Diaz')];
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('bulk mail dialog', () => {
  test('When a mail is sent, Then it goes to every selected application, the dialog waits, and the outcome is counted by name', async () => {
    const answer = deferred<{ json: BulkResult }>();
    const { calls } = serveHttp({ 'POST /api/staff/jobs/5/board/mail': () => answer.promise });
    const closed = jest.fn();
    const user = userEvent.setup();
    render(<BulkMailDialog jobId={5} show selected={[11, 12]} cards={cards} onClose={closed} />);
    const dialog = screen.getByRole('dialog', { name: 'Mail 2 candidates' });
    await user.type(field(dialog, 'Subject'), 'Site visit');
    await user.type(field(dialog, 'Message'), 'See you Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(calls.map((c) => c.body)).toEqual([
      { applicationIds: [11, 12], subject: 'Site visit', body: 'See you Monday.' },
    ]);
    // Sending: the dialog cannot be closed (its header's button is gone, its footer's waits).
    const closers = within(dialog).getAllByRole('button', { name: 'Close' }) as HTMLButtonElement[];
    expect(closers.map((b) => [b.textContent, b.disabled])).toEqual([['Close', true]]);
    await user.keyboard('{Escape}');
    expect(closed).not.toHaveBeenCalled();

    await act(async () =>
      answer.resolve({
        json: {
          done: 1,
          results: [
            { applicationId: 11, ok: true },
            { applicationId: 12, ok: false, error: 'The candidate deleted their account.' },
          ],
        },
      }),
    );
    expect(
      within(dialog)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['1 of 2 mails queued; the others are listed below.', '']);
    expect(within(dialog).getByRole('listitem').textContent).toBe('Robin Diaz: The candidate deleted their account.');
    expect([field(dialog, 'Subject').value, field(dialog, 'Message').value]).toEqual(['', '']);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  test('When the server refuses the fields, Then each message sits beside its field and the text stays to correct', async () => {
    serveHttp({
      'POST /api/staff/jobs/5/board/mail': () => ({
        status: 422,
        json: {
          message: 'Please correct the fields marked below.',
          fields: { subject: 'The subject must fit on one line.', body: 'Write the message.' },
        },
      }),
    });
    const user = userEvent.setup();
    render(<BulkMailDialog jobId={5} show selected={[11]} cards={cards} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Mail 1 candidate' });
    await user.type(field(dialog, 'Subject'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please correct the fields marked below.');
    const subject = field(dialog, 'Subject');
    expect(document.getElementById(subject.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The subject must fit on one line.',
    );
    expect(field(dialog, 'Message').getAttribute('aria-describedby')).toMatch(/-body-error$/);
    expect(subject.value).toBe('Hello');
  });

  test('When nothing is selected, Then there is nothing to send', () => {
    serveHttp({});
    render(<BulkMailDialog jobId={5} show selected={[]} cards={cards} onClose={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
