/**
 * The pipeline board: a card moved from its Move to… menu or dragged to a column shows there at
 * once, is sent naming the status the board showed, is announced, and goes back with the server's
 * reason when refused; a move that may mail the candidate asks first; filters read the board again.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Board, BoardCard } from '../../../common/pipeline';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { BoardPage } from './BoardPage';

const card = (applicationId: number, candidateName: string, over: Partial<BoardCard> = {}): BoardCard => ({
  applicationId,
  candidateId: applicationId + 100,
  candidateName,
  appliedAt: '2026-11-21T10:00:00.000Z',
  status: 'Submitted',
  accountDeleted: false,
  resume: null,
  tags: [],
  noteCount: 0,
  history: [],
  ...over,
});
const board = (cards: BoardCard[], over: Partial<Board> = {}): Board => ({
  job: {
    jobOrderId: 5,
    title: 'Bridge Engineer',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    salary: null,
    status: 'open',
    opened: '2026-11-20T10:00:00.000Z',
    applicants: cards.length,
  },
  cards,
  total: cards.length,
  tags: ['cad', 'night-shift'],
  questions: [],
  ...over,
});
const casey = card(11, 'Casey Morgan');
const robin = card(12, 'Robin Diaz', { status: 'Interview', tags: ['cad'] });

const column = (status: string) => within(screen.getByRole('region', { name: status }));
const names = (status: string) =>
  column(status)
    .queryAllByTestId('board-card')
    .map((c) => within(c).getByRole('heading').textContent);
const moves = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/status')).map((c) => c.body);
const announced = () => screen.getByTestId('board-announcement').textContent;

/** What a browser's drag carries, as the board reads it. */
function dragData() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'none',
    dropEffect: 'none',
  };
}

beforeAll(() => {
  // jsdom lays nothing out: the scroller's observer has nothing to report.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => window.history.replaceState(null, '', '/admin/jobs/5/board'));

describe('pipeline board', () => {
  test('When a card is moved from its menu, Then it shows in the new column at once, the move names the old status, is announced and the board is read again', async () => {
    const answer = deferred<{ json: unknown }>();
    let cards = [casey, robin];
    const { calls } = serveHttp({
      'GET /api/staff/jobs/5/board': () => ({ json: board(cards) }),
      'POST /api/staff/applications/11/status': () => answer.promise,
    });
    const user = userEvent.setup();
    render(<BoardPage jobId={5} initial={{}} />);
    await screen.findByText('Bridge Engineer · Chicago, IL');
    expect(names('Submitted')).toEqual(['Casey Morgan']);
    expect(column('Interview').getByText('1 application')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move to… (Casey Morgan)' }));
    await user.click(await screen.findByRole('button', { name: 'Under review' }));
    expect(names('Submitted')).toEqual([]);
    expect(names('Under review')).toEqual(['Casey Morgan']);
    expect(moves(calls)).toEqual([{ status: 'Under review', from: 'Submitted', sendMail: false }]);
    expect(announced()).toBe('Moving Casey Morgan to Under review…');
    // Moved from the keyboard: the card keeps the focus in its new column.
    expect(document.activeElement).toBe(column('Under review').getByTestId('board-card'));

    cards = [{ ...casey, status: 'Under review' }, robin];
    await act(async () => answer.resolve({ json: { status: 'Under review', mailSent: false } }));
    expect(announced()).toBe('Casey Morgan moved to Under review.');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  test("When a move is refused, Then the card goes back where it was and the server's reason is shown", async () => {
    serveHttp({
      'GET /api/staff/jobs/5/board': () => ({ json: board([casey, robin]) }),
      'POST /api/staff/applications/11/status': () => ({
        status: 409,
        json: { message: 'The application was withdrawn meanwhile.' },
      }),
    });
    const user = userEvent.setup();
    render(<BoardPage jobId={5} initial={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Move to… (Casey Morgan)' }));
    await user.click(await screen.findByRole('button', { name: 'Placed' }));
    const message =
      'Sorry, Casey Morgan could not be moved. The card is back where it was. The application was withdrawn meanwhile.';
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(names('Submitted')).toEqual(['Casey Morgan']);
    expect(names('Placed')).toEqual([]);
    expect(announced()).toBe(message);
  });

  test('When a card is dropped on Offer, Then the mail is asked about first: Cancel keeps it, Move sends the choice', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/jobs/5/board': () => ({ json: board([casey, robin]) }),
      'POST /api/staff/applications/11/status': () => ({ json: { status: 'Offer', mailSent: true } }),
    });
    const user = userEvent.setup();
    render(<BoardPage jobId={5} initial={{}} />);
    await screen.findByText('Bridge Engineer · Chicago, IL');
    const drag = () => {
      const dataTransfer = dragData();
      fireEvent.dragStart(column('Submitted').getByTestId('board-card'), { dataTransfer });
      const offer = screen.getByRole('region', { name: 'Offer' });
      fireEvent.dragOver(offer, { dataTransfer });
      fireEvent.drop(offer, { dataTransfer });
    };

    drag();
    let dialog = await screen.findByRole('dialog', { name: 'Move Casey Morgan to Offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(moves(calls)).toEqual([]);
    expect(names('Submitted')).toEqual(['Casey Morgan']);

    drag();
    dialog = await screen.findByRole('dialog', { name: 'Move Casey Morgan to Offer' });
    expect((within(dialog).getByLabelText('Send the candidate the status mail') as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(within(dialog).getByLabelText('Send the candidate the status mail'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(moves(calls)).toEqual([{ status: 'Offer', from: 'Submitted', sendMail: true }]);
    await waitFor(() => expect(announced()).toBe('Casey Morgan moved to Offer. The candidate was sent a mail.'));
  });

  test('When a card is dropped on Withdrawn, Then nothing is sent and the board says why', async () => {
    const { calls } = serveHttp({ 'GET /api/staff/jobs/5/board': () => ({ json: board([casey]) }) });
    render(<BoardPage jobId={5} initial={{}} />);
    await screen.findByText('Bridge Engineer · Chicago, IL');
    const dataTransfer = dragData();
    fireEvent.dragStart(column('Submitted').getByTestId('board-card'), { dataTransfer });
    fireEvent.drop(screen.getByRole('region', { name: 'Withdrawn' }), { dataTransfer });
    expect(announced()).toBe('Withdrawn is the candidate’s own step: staff cannot move an application there.');
    expect(moves(calls)).toEqual([]);
    expect(names('Submitted')).toEqual(['Casey Morgan']);
  });

  test('When a filter is applied, Then the board is read for it, the address follows, and the selection is cleared', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/jobs/5/board': (call) =>
        call.path.includes('tag=') ? { json: board([robin], { total: 2 }) } : { json: board([casey, robin]) },
    });
    const user = userEvent.setup();
    render(<BoardPage jobId={5} initial={{}} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Casey Morgan' }));
    expect(screen.getByText('1 selected')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tag'), 'cad');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('Showing 1 of 2 applications.');
    expect(calls.map((c) => c.path)).toEqual(['/api/staff/jobs/5/board', '/api/staff/jobs/5/board?tag=cad']);
    expect(window.location.pathname + window.location.search).toBe('/admin/jobs/5/board?tag=cad');
    expect(screen.getByText('0 selected')).toBeTruthy();
  });
});
