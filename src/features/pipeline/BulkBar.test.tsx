/**
 * Moving the selected cards together: nothing to do without a selection, the status mail only for
 * Offer and Not selected, one request for all, the outcome counted and each failure by name.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardCard, BulkResult } from '../../../common/pipeline';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { BulkBar } from './BulkBar';

const card = (applicationId: number, candidateName: string) => ({ applicationId, candidateName }) as BoardCard;
const cards = [card(11, 'Casey Morgan'), card(12, 'Robin Diaz'), card(13, 'Sam Lee')];
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const mail = () => screen.getByLabelText('Send the status mail') as HTMLInputElement;

function renderBar(selected: number[]) {
  const on = { done: jest.fn(), clear: jest.fn(), mail: jest.fn() };
  render(<BulkBar jobId={5} selected={selected} cards={cards} onDone={on.done} onClear={on.clear} onMail={on.mail} />);
  return on;
}

describe('bulk actions of the board', () => {
  test('When nothing is selected, Then moving, mailing and clearing wait for a selection', () => {
    serveHttp({});
    renderBar([]);
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(['Move selected', 'Mail selected', 'Clear selection'].map((n) => button(n).disabled)).toEqual([
      true,
      true,
      true,
    ]);
  });

  test('When the selection moves to Not selected with the mail, Then one request carries them all, then the count and each failure by name', async () => {
    const answer = deferred<{ json: BulkResult }>();
    const { calls } = serveHttp({ 'POST /api/staff/jobs/5/board/move': () => answer.promise });
    const user = userEvent.setup();
    const on = renderBar([11, 12, 13]);
    expect(mail().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('New status'), 'Not selected');
    expect(mail().disabled).toBe(false);
    await user.click(mail());
    await user.click(button('Move selected'));
    expect(calls.map((c) => c.body)).toEqual([
      { applicationIds: [11, 12, 13], status: 'Not selected', sendMail: true },
    ]);
    expect(button('Move selected').disabled).toBe(true);
    expect(screen.getByText('Moving…')).toBeTruthy();

    await act(async () =>
      answer.resolve({
        json: {
          done: 1,
          results: [
            { applicationId: 11, ok: true, status: 'Not selected', mailSent: true },
            { applicationId: 12, ok: false, error: 'The application was withdrawn.' },
            { applicationId: 99, ok: false, error: 'Application not found on this job.' },
          ],
        },
      }),
    );
    expect(screen.getByText('1 of 3 moved; the others are listed below.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Robin Diaz: The application was withdrawn.',
      '#99: Application not found on this job.',
    ]);
    expect(on.done).toHaveBeenCalledTimes(1);
  });

  test('When the mail was ticked and the status changes to one without a mail, Then no mail is asked for', async () => {
    const { calls } = serveHttp({
      'POST /api/staff/jobs/5/board/move': () => ({ json: { done: 1, results: [{ applicationId: 11, ok: true }] } }),
    });
    const user = userEvent.setup();
    renderBar([11]);
    await user.selectOptions(screen.getByLabelText('New status'), 'Offer');
    await user.click(mail());
    await user.selectOptions(screen.getByLabelText('New status'), 'Interview');
    expect(mail().checked).toBe(false);
    await user.click(button('Move selected'));
    await screen.findByText('1 moved.');
    expect(calls.map((c) => c.body)).toEqual([{ applicationIds: [11], status: 'Interview', sendMail: false }]);
  });

  test("When the move is refused as a whole, Then the server's reason shows and nothing is reported done", async () => {
    serveHttp({
      'POST /api/staff/jobs/5/board/move': () => ({
        status: 422,
        json: { message: 'Select at most 50 applications at a time.' },
      }),
    });
    const user = userEvent.setup();
    const on = renderBar([11]);
    await user.click(button('Move selected'));
    expect((await screen.findByRole('alert')).textContent).toBe('Select at most 50 applications at a time.');
    expect(on.done).not.toHaveBeenCalled();
    await user.click(button('Mail selected'));
    await user.click(button('Clear selection'));
    expect([on.mail.mock.calls.length, on.clear.mock.calls.length]).toEqual([1, 1]);
  });
});
