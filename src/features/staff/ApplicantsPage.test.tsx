/**
 * A job's applicants: moving an application's status (with the optional mail for Offer and Not
 * selected), the wait, the outcome in words, the list read again, and the server's refusal.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffApplicant, StaffApplicants } from '../../../common/staff';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { ApplicantsPage } from './ApplicantsPage';

const applicant = (over: Partial<StaffApplicant> = {}): StaffApplicant => ({
  applicationId: 11,
  candidateId: 3,
  candidateName: 'Casey Morgan',
  email: 'casey@example.com',
  appliedAt: '2026-11-21T10:00:00.000Z',
  status: 'Interview',
  accountDeleted: false,
  resume: null,
  history: [{ status: 'Submitted', changedAt: '2026-11-21T10:00:00.000Z', changedBy: 'Casey Morgan' }],
  ...over,
});
const data = (applicants: StaffApplicant[]): StaffApplicants => ({
  job: {
    jobOrderId: 5,
    title: 'Bridge Engineer',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    salary: null,
    status: 'open',
    opened: '2026-11-20T10:00:00.000Z',
    applicants: applicants.length,
  },
  applicants,
});

function serve(
  move: (call: Call) => Promise<{ status?: number; json?: unknown }> | { status?: number; json?: unknown },
) {
  let current = data([applicant()]);
  const served = serveHttp({
    'GET /api/staff/jobs/5/applicants': () => ({ json: current }),
    'GET /api/staff/jobs/5/invitations': () => ({ json: [] }),
    'POST /api/staff/applications/11/status': move,
    // At Offer the card asks whether the acceptance opened a Form I-9.
    'GET /api/staff/applications/11/offer-acceptance': () => ({ json: { form: null } }),
  });
  return { ...served, changeTo: (next: StaffApplicants) => (current = next) };
}

const card = async () => within(await screen.findByTestId('applicant'));
const moves = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('applicants pipeline', () => {
  test('When Offer is chosen with the mail, Then the move waits, says what changed and that a mail went, and the history is read again', async () => {
    const answer = deferred<{ json: unknown }>();
    const served = serve(() => answer.promise);
    const user = userEvent.setup();
    render(<ApplicantsPage id={5} />);
    const c = await card();
    const apply = c.getByRole('button', { name: 'Change status (Casey Morgan)' }) as HTMLButtonElement;
    const mail = c.getByLabelText('Send a mail to the candidate') as HTMLInputElement;
    // Nothing to change yet, and a mail only goes with Offer or Not selected.
    expect(apply.disabled).toBe(true);
    expect(mail.disabled).toBe(true);

    await user.selectOptions(c.getByLabelText('Move to (Casey Morgan)'), 'Offer');
    expect(apply.disabled).toBe(false);
    expect(mail.disabled).toBe(false);
    await user.click(mail);
    await user.click(apply);
    expect(moves(served.calls)).toEqual([{ status: 'Offer', sendMail: true }]);
    expect(apply.disabled).toBe(true);
    expect(c.getByRole('status').textContent).toBe('Changing the status…');

    served.changeTo(
      data([
        applicant({
          status: 'Offer',
          history: [
            ...applicant().history,
            { status: 'Offer', changedAt: '2026-11-22T10:00:00.000Z', changedBy: 'Alex Staff' },
          ],
        }),
      ]),
    );
    await act(async () => answer.resolve({ json: { status: 'Offer', mailSent: true } }));
    expect(c.getByRole('status').textContent).toBe(
      'Casey Morgan moved to Offer. A mail is on its way to the candidate.',
    );
    const history = c.getByRole('list', { name: 'Status history of Casey Morgan' });
    expect(within(history).getAllByRole('listitem').at(-1)!.textContent).toMatch(/^Offer · .* by Alex Staff$/);
    expect(c.getByTestId('application-status').textContent).toBe('Offer');
    expect(mail.checked).toBe(false);
  });

  test('When the mail was ticked for Offer and the status changes to Placed, Then no mail is asked for', async () => {
    const { calls } = serve(() => ({ json: { status: 'Placed', mailSent: false } }));
    const user = userEvent.setup();
    render(<ApplicantsPage id={5} />);
    const c = await card();
    await user.selectOptions(c.getByLabelText('Move to (Casey Morgan)'), 'Offer');
    await user.click(c.getByLabelText('Send a mail to the candidate'));
    await user.selectOptions(c.getByLabelText('Move to (Casey Morgan)'), 'Placed');
    expect((c.getByLabelText('Send a mail to the candidate') as HTMLInputElement).checked).toBe(false);
    await user.click(c.getByRole('button', { name: 'Change status (Casey Morgan)' }));
    await c.findByText('Casey Morgan moved to Placed.');
    expect(moves(calls)).toEqual([{ status: 'Placed', sendMail: false }]);
  });

  test("When the server refuses the move, Then its reason shows; when it fails, Then the screen's own sentence", async () => {
    let refuse = true;
    serve(() =>
      refuse
        ? { status: 409, json: { message: 'The application was withdrawn meanwhile.' } }
        : { status: 503, json: { message: 'Service Unavailable' } },
    );
    const user = userEvent.setup();
    render(<ApplicantsPage id={5} />);
    const c = await card();
    await user.selectOptions(c.getByLabelText('Move to (Casey Morgan)'), 'Placed');
    await user.click(c.getByRole('button', { name: 'Change status (Casey Morgan)' }));
    expect((await c.findByRole('alert')).textContent).toBe('The application was withdrawn meanwhile.');
    expect(c.getByRole('status').textContent).toBe('');

    refuse = false;
    await user.click(c.getByRole('button', { name: 'Change status (Casey Morgan)' }));
    expect((await c.findByRole('alert')).textContent).toBe('Sorry, the status could not be changed.');
  });

  test('When the candidate deleted their account, Then the card says so and offers no move', async () => {
    serveHttp({
      'GET /api/staff/jobs/5/applicants': () => ({ json: data([applicant({ accountDeleted: true })]) }),
      'GET /api/staff/jobs/5/invitations': () => ({ json: [] }),
    });
    render(<ApplicantsPage id={5} />);
    const c = await card();
    expect(c.getByTestId('account-deleted').textContent).toBe(
      'This candidate deleted their account: the application is closed, and nothing more can be sent or changed.',
    );
    expect(c.queryByRole('button', { name: /Change status/ })).toBeNull();
    expect(c.queryByText('casey@example.com')).toBeNull();
  });
});
