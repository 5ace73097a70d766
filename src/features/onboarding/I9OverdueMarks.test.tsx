/**
 * Overdue Form I-9 sections on the status board: every staff member reads which section is overdue;
 * the link to the form shows only when the server gave its id (staff with the `i9` permission).
 */
import { render, screen, within } from '@testing-library/react';
import type { I9BoardMark } from '../../../common/i9';
import type { StatusBoard } from '../../../common/onboarding';
import { serveHttp } from '../../../test/helpers/client/http';
import { history } from '../../lib/history';
import { StatusPage } from './StatusPage';

const board = (i9Overdue: I9BoardMark[]): StatusBoard => ({
  counts: { outstanding: 1, overdue: 0, review: 0, awaiting_employer: 0, completed: 0, rejected: 0, informational: 0 },
  candidates: [
    {
      userId: 3,
      name: 'Casey Morgan',
      email: 'casey@example.com',
      percent: 0,
      i9Overdue,
      documents: [
        {
          id: 21,
          formTitle: 'W-4',
          state: 'outstanding',
          declined: null,
          dueAt: '2026-12-01T23:59:59.000Z',
          signedAt: null,
          rejectedReason: null,
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
});

function show(marks: I9BoardMark[]) {
  serveHttp({
    'GET /api/staff/document-status': () => ({ json: board(marks) }),
    'GET /api/staff/document-reminders': () => ({
      json: { beforeDays: 3, onDueDay: true, afterDays: 2, undatedDays: 7 },
    }),
  });
  render(<StatusPage initial={{ state: '', q: '', page: 1 }} />);
}

beforeEach(() => history.replace('/admin/documents/status'));

describe('Form I-9 marks on the status board', () => {
  test('When a staff member without the I-9 permission reads the board, Then the overdue sections are named and no link is offered', async () => {
    show([
      { section: 1, formId: null },
      { section: 2, formId: null },
    ]);
    const marks = within(await screen.findByTestId('board-i9'));
    expect(marks.getByText('Form I-9 Section 1 overdue')).toBeTruthy();
    expect(marks.getByText('Form I-9 Section 2 overdue')).toBeTruthy();
    expect(marks.queryByRole('link')).toBeNull();
  });

  test('When I-9 staff read it, Then the mark leads to the form, named for the person', async () => {
    show([{ section: 2, formId: 14 }]);
    const marks = within(await screen.findByTestId('board-i9'));
    expect(marks.queryByText('Form I-9 Section 1 overdue')).toBeNull();
    const link = marks.getByRole('link', { name: 'Open the Form I-9 of Casey Morgan' });
    expect(link.getAttribute('href')).toBe('/admin/i9/14');
  });

  test('When no section is overdue, Then the board says nothing of Form I-9', async () => {
    show([]);
    await screen.findByTestId('status-board');
    expect(screen.queryByTestId('board-i9')).toBeNull();
  });
});
