/**
 * The onboarding status board: the counts, filters applied into the address, reminders to what
 * waits on candidates, a due date extended, a document cancelled after a question (its row goes,
 * the focus stays on the board), and the pager.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardDocument, StatusBoard } from '../../../common/onboarding';
import { type Call, serveHttp } from '../../../test/helpers/client/http';
import { history } from '../../lib/history';
import { StatusPage } from './StatusPage';

const doc = (id: number, formTitle: string, state: BoardDocument['state']): BoardDocument => ({
  id,
  formTitle,
  state,
  declined: null,
  dueAt: '2026-12-01T23:59:59.000Z',
  signedAt: state === 'completed' ? '2026-11-21T10:00:00.000Z' : null,
  rejectedReason: null,
});
const board = (documents: BoardDocument[], over: Partial<StatusBoard> = {}): StatusBoard => ({
  counts: { outstanding: 1, overdue: 1, review: 0, awaiting_employer: 0, completed: 1, rejected: 0, informational: 0 },
  candidates: [{ userId: 3, name: 'Casey Morgan', email: 'casey@example.com', percent: 33, documents }],
  total: 1,
  page: 1,
  pageSize: 25,
  ...over,
});
const all = [
  doc(21, 'W-4', 'outstanding'),
  doc(22, 'Safety Policy', 'overdue'),
  doc(23, 'Direct Deposit', 'completed'),
];

function serve(routes: Parameters<typeof serveHttp>[0] = {}, documents = () => all) {
  return serveHttp({
    'GET /api/staff/document-status': () => ({ json: board(documents()) }),
    'GET /api/staff/document-reminders': () => ({
      json: { beforeDays: 3, onDueDay: true, afterDays: 2, undatedDays: 7 },
    }),
    ...routes,
  });
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
const boardReads = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/staff/document-status')).length;
const row = (id: number) => within(screen.getByTestId(`board-row-${id}`));
const initial = { state: '' as const, q: '', page: 1 };

beforeEach(() => history.replace('/admin/documents/status'));

describe('onboarding status board', () => {
  test('When everyone shown is reminded, Then only documents waiting on the candidate are, and what went is said', async () => {
    const { calls } = serve({
      'POST /api/staff/document-reminders/send': () => ({
        json: {
          sent: 1,
          waiting: [
            { id: 22, formTitle: 'Safety Policy', message: 'Safety Policy was reminded today: again tomorrow.' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    render(<StatusPage initial={initial} />);
    await screen.findByTestId('status-board');
    expect(screen.getByTestId('count-overdue').textContent).toBe('1');
    expect(screen.getByTestId('candidate-percent').textContent).toBe('33% complete');
    // A completed document is neither reminded nor given more time.
    expect(row(23).queryByRole('button', { name: /Remind/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remind everyone shown' }));
    await screen.findByText('1 reminder sent. Safety Policy was reminded today: again tomorrow.');
    expect(posts(calls)).toEqual([['/api/staff/document-reminders/send', { documentIds: [21, 22] }]]);
  });

  test('When a due date is extended, Then it is sent, said in the row, and the board is read again', async () => {
    const { calls } = serve({
      'POST /api/staff/documents/21/extend': () => ({ json: { ok: true, dueAt: '2026-12-15' } }),
    });
    const user = userEvent.setup();
    render(<StatusPage initial={initial} />);
    await screen.findByTestId('status-board');
    await user.type(row(21).getByLabelText('New due date for W-4'), '2026-12-15');
    await user.click(row(21).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(row(21).getByRole('status').textContent).toBe('Due date extended.'));
    expect(posts(calls)).toEqual([['/api/staff/documents/21/extend', { dueDate: '2026-12-15' }]]);
    await waitFor(() => expect(boardReads(calls)).toBe(2));
  });

  test('When a document is cancelled, Then a question comes first; confirmed, its row leaves and the focus waits on the board', async () => {
    let documents = all;
    const { calls } = serve(
      {
        'POST /api/staff/documents/21/cancel': () => {
          documents = all.filter((d) => d.id !== 21);
          return { json: { ok: true } };
        },
      },
      () => documents,
    );
    const user = userEvent.setup();
    render(<StatusPage initial={initial} />);
    await screen.findByTestId('status-board');
    await user.click(row(21).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the document' });
    expect(
      within(dialog).getByText('Cancel this document? It leaves the candidate’s lists; the audit keeps it.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(posts(calls)).toEqual([]);

    await user.click(row(21).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel the document' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the document' }));
    await waitFor(() => expect(screen.queryByTestId('board-row-21')).toBeNull());
    expect(posts(calls)).toEqual([['/api/staff/documents/21/cancel', {}]]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('status-board').parentElement));
  });

  test('When filters are applied or a page is turned, Then the address names them (trimmed), from page 1 for new filters', async () => {
    serve({
      'GET /api/staff/document-status': () => ({ json: board(all, { total: 30 }) }),
    });
    const user = userEvent.setup();
    render(<StatusPage initial={{ state: 'overdue', q: '', page: 1 }} />);
    await screen.findByTestId('status-board');
    const pages = screen.getByRole('navigation', { name: 'Onboarding Status: Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(window.location.pathname + window.location.search).toBe('/admin/documents/status?state=overdue&page=2');

    await user.selectOptions(screen.getByLabelText('State'), 'Waiting for review');
    await user.type(screen.getByLabelText('Candidate name or email'), '  casey ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.pathname + window.location.search).toBe('/admin/documents/status?state=review&q=casey');
  });
});
