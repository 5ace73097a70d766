/**
 * An application's staff-only side: its notes thread (read, added, one's own deleted) and its tags
 * (added when valid, removed), each change sent, shown from the server's answer and reported to the
 * board; a refusal is shown.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationNote, BoardCard } from '../../../common/pipeline';
import { type Call, serveHttp } from '../../../test/helpers/client/http';
import { CardDetails } from './CardDetails';

const card: BoardCard = {
  applicationId: 11,
  candidateId: 111,
  candidateName: 'Casey Morgan',
  appliedAt: '2026-11-21T10:00:00.000Z',
  status: 'Interview',
  accountDeleted: false,
  resume: null,
  tags: ['cad'],
  noteCount: 2,
  history: [
    { status: 'Submitted', changedAt: '2026-11-21T10:00:00.000Z', changedBy: 'Casey Morgan' },
    { status: 'Interview', changedAt: '2026-11-22T10:00:00.000Z', changedBy: 'Alex Staff' },
  ],
};
const note = (id: number, text: string, mine: boolean, author: string | null = 'Alex Staff'): ApplicationNote => ({
  id,
  author,
  createdAt: '2026-11-22T10:00:00.000Z',
  text,
  mine,
});
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);
const notes = () => screen.getAllByTestId('note').map((n) => n.querySelector('.board-note-text')!.textContent);

describe('card details', () => {
  test('When a note is added and one of mine deleted, Then each is sent, the thread shows the answer, and the board is told', async () => {
    let thread = [note(1, 'Strong portfolio.', true), note(2, 'Call back Friday.', false, null)];
    const { calls } = serveHttp({
      'GET /api/staff/applications/11/notes': () => ({ json: thread }),
      'POST /api/staff/applications/11/notes': (call) => {
        thread = [...thread, note(3, (call.body as { text: string }).text, true)];
        return { json: thread };
      },
      'DELETE /api/staff/applications/11/notes/1': () => {
        thread = thread.filter((n) => n.id !== 1);
        return { json: thread };
      },
    });
    const changed = jest.fn();
    const user = userEvent.setup();
    render(<CardDetails card={card} onClose={() => undefined} onChanged={changed} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Casey Morgan: notes, tags and history' }));
    expect(within(dialog.getByTestId('status-history')).getAllByRole('listitem')[1]!.textContent).toMatch(
      /^Interview · .* by Alex Staff$/,
    );
    await dialog.findByText('Strong portfolio.');
    // A former staff member's note, which only its author could delete.
    expect(screen.getAllByTestId('note')[1]!.textContent).toContain('A former staff member');
    expect(within(screen.getAllByTestId('note')[1]!).queryByRole('button', { name: 'Delete' })).toBeNull();

    const add = dialog.getByRole('button', { name: 'Add note' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(dialog.getByLabelText('New note'), 'Offer ready.');
    expect(dialog.getByText('12 / 2000')).toBeTruthy();
    await user.click(add);
    await waitFor(() => expect(notes()).toEqual(['Strong portfolio.', 'Call back Friday.', 'Offer ready.']));
    expect(dialog.getAllByRole('status').map((s) => s.textContent)).toContain('Note added.');
    expect((dialog.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');

    await user.click(within(screen.getAllByTestId('note')[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notes()).toEqual(['Call back Friday.', 'Offer ready.']));
    expect(dialog.getAllByRole('status').map((s) => s.textContent)).toContain('Note deleted.');
    expect(writes(calls)).toEqual([
      ['POST', '/api/staff/applications/11/notes', { text: 'Offer ready.' }],
      ['DELETE', '/api/staff/applications/11/notes/1', null],
    ]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  test('When tags are added and removed, Then only a valid tag can be added, each change is sent and the list is the answer', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/applications/11/notes': () => ({ json: [] }),
      'POST /api/staff/applications/11/tags': () => ({ json: { tags: ['cad', 'night shift'] } }),
      'DELETE /api/staff/applications/11/tags/cad': () => ({ json: { tags: ['night shift'] } }),
    });
    const changed = jest.fn();
    const user = userEvent.setup();
    render(<CardDetails card={card} onClose={() => undefined} onChanged={changed} />);
    const dialog = within(screen.getByRole('dialog'));
    await dialog.findByText('No notes yet.');
    const add = dialog.getByRole('button', { name: 'Add tag' }) as HTMLButtonElement;
    await user.type(dialog.getByLabelText('New tag'), '#night');
    expect(add.disabled).toBe(true);
    expect(dialog.getByLabelText('New tag').classList.contains('is-invalid')).toBe(true);
    await user.clear(dialog.getByLabelText('New tag'));
    await user.type(dialog.getByLabelText('New tag'), '  night   shift ');
    await user.click(add);
    await dialog.findByRole('button', { name: 'Remove tag night shift' });
    expect((dialog.getByLabelText('New tag') as HTMLInputElement).value).toBe('');

    await user.click(dialog.getByRole('button', { name: 'Remove tag cad' }));
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Remove tag cad' })).toBeNull());
    expect(writes(calls)).toEqual([
      ['POST', '/api/staff/applications/11/tags', { label: '  night   shift ' }],
      ['DELETE', '/api/staff/applications/11/tags/cad', null],
    ]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  test("When a tag is refused, Then the server's reason shows and the tags stay", async () => {
    serveHttp({
      'GET /api/staff/applications/11/notes': () => ({ json: [] }),
      'POST /api/staff/applications/11/tags': () => ({
        status: 422,
        json: { message: 'An application can carry at most 10 tags.' },
      }),
    });
    const changed = jest.fn();
    const user = userEvent.setup();
    render(<CardDetails card={card} onClose={() => undefined} onChanged={changed} />);
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('New tag'), 'eleventh');
    await user.click(dialog.getByRole('button', { name: 'Add tag' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('An application can carry at most 10 tags.');
    expect(dialog.getByRole('button', { name: 'Remove tag cad' })).toBeTruthy();
    expect(changed).not.toHaveBeenCalled();
  });
});
