/**
 * An application that is over keeps no open interview: withdrawing cancels the booked meeting (both
 * calendars get METHOD:CANCEL), and a deleted account's applications are withdrawn and closed to
 * every staff action (move, interview, mail) with one clear message.
 */
import dayjs from 'dayjs';
import request from 'supertest';
import { APPLICATION_MESSAGES } from '../../../common/applications';
import { describeAuditEvent } from '../../../common/audit-text';
import { inviteOf } from '../../helpers/calendar';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';
import { aJob, applyTo } from '../../helpers/jobs';

const PASSWORD = 'Closed-Interview-Passw0rd!';
const slot = (daysAhead: number, time: string) => ({
  date: dayjs().add(daysAhead, 'day').format('YYYY-MM-DD'),
  time,
  lengthMinutes: 30,
  timeZone: 'America/Chicago',
  location: 'Dock 4, Austin',
});

describe('Interviews of applications that are over', () => {
  const ctx = useServerWithMail();
  let staff: ReturnType<typeof request.agent>;

  const user = (email: string, role: 'candidate' | 'staff', firstName: string) =>
    signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });

  const newJob = async (title: string) => (await ctx.server.services.jobs.createJobs([aJob(title)]))[0]!;

  /** Staff propose two times; the candidate books the first on the dashboard. */
  async function book(agent: typeof staff, applicationId: number): Promise<number> {
    const proposed = await staff
      .post(`/api/staff/applications/${applicationId}/interviews`)
      .send({ slots: [slot(3, '10:00'), slot(4, '10:00')] })
      .expect(200);
    const mine = (await agent.get('/api/me/interviews').expect(200)).body as { id: number; slots: { id: number }[] }[];
    const pending = mine.find((i) => i.id === proposed.body.id)!;
    await agent.post(`/api/me/interviews/${pending.id}/pick`).send({ slotId: pending.slots[0]!.id }).expect(200);
    return pending.id;
  }

  const interviewStatus = async (id: number) =>
    (
      await ctx.server.database.db
        .selectFrom('interview')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    ({ agent: staff } = await user('rae.recruiter@example.com', 'staff', 'Rae'));
  });

  test('When the candidate withdraws an application with a booked interview, Then the interview is cancelled in both calendars and the audit says why', async () => {
    const { agent: candidate } = await user('wren.withdraws@example.com', 'candidate', 'Wren');
    const applicationId = await applyTo(candidate, await newJob('Dock Coordinator'));
    const interviewId = await book(candidate, applicationId);
    const booked = await inviteOf(await ctx.smtp.waitFor('wren.withdraws@example.com', /Interview booked/));

    await candidate.post(`/api/me/applications/${applicationId}/withdraw`).expect(200);

    expect(await interviewStatus(interviewId)).toBe('cancelled');
    for (const to of ['wren.withdraws@example.com', 'rae.recruiter@example.com']) {
      const invite = await inviteOf(await ctx.smtp.waitFor(to, /Interview cancelled: Dock Coordinator/));
      expect(invite).toMatchObject({ method: 'CANCEL', uid: booked.uid });
    }
    const staffView = await staff.get(`/api/staff/applications/${applicationId}/interviews`).expect(200);
    expect(staffView.body.interviews[0]).toMatchObject({ id: interviewId, status: 'cancelled' });
    const row = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', '=', 'interview.cancelled')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(describeAuditEvent(row.action, row.detail)).toBe(
      'Cancelled the booked interview, as the application was closed.',
    );
  });

  test('When a candidate deletes the account, Then open applications are withdrawn, the booked interview cancelled, and staff can no longer move, interview or mail them', async () => {
    const { agent: candidate } = await user('dana.deletes@example.com', 'candidate', 'Dana');
    const bookedJob = await newJob('Yard Marshal');
    const bookedApplication = await applyTo(candidate, bookedJob);
    const interviewId = await book(candidate, bookedApplication);
    const offerApplication = await applyTo(candidate, await newJob('Night Loader'));
    await staff.post(`/api/staff/applications/${offerApplication}/status`).send({ status: 'Offer' }).expect(200);

    await candidate.post('/api/me/delete-account').send({ password: PASSWORD }).expect(200);

    expect(await interviewStatus(interviewId)).toBe('cancelled');
    await ctx.smtp.waitFor('rae.recruiter@example.com', /Interview cancelled: Yard Marshal/);
    const statuses = await ctx.server.database.db
      .selectFrom('jobApplication')
      .select(['id', 'status'])
      .where('id', 'in', [bookedApplication, offerApplication])
      .orderBy('id')
      .execute();
    // An open application is withdrawn; an offer keeps its status (it was the employer's step).
    expect(statuses).toEqual([
      { id: bookedApplication, status: 'Withdrawn' },
      { id: offerApplication, status: 'Offer' },
    ]);

    const applicants = (await staff.get(`/api/staff/jobs/${bookedJob}/applicants`).expect(200)).body.applicants;
    expect(applicants).toEqual([expect.objectContaining({ applicationId: bookedApplication, accountDeleted: true })]);
    const board = (await staff.get(`/api/staff/jobs/${bookedJob}/board`).expect(200)).body;
    expect(board.cards).toEqual([expect.objectContaining({ accountDeleted: true })]);

    for (const id of [bookedApplication, offerApplication]) {
      const moved = await staff.post(`/api/staff/applications/${id}/status`).send({ status: 'Placed' });
      expect([moved.status, moved.body.message]).toEqual([409, APPLICATION_MESSAGES.accountDeleted]);
    }
    const proposed = await staff
      .post(`/api/staff/applications/${offerApplication}/interviews`)
      .send({ slots: [slot(5, '09:00')] });
    expect([proposed.status, proposed.body.message]).toEqual([409, APPLICATION_MESSAGES.accountDeleted]);
    const mailed = await staff
      .post(`/api/staff/jobs/${bookedJob}/board/mail`)
      .send({ applicationIds: [bookedApplication], subject: 'Next steps', body: 'Hello again.' })
      .expect(200);
    expect(mailed.body).toEqual({
      done: 0,
      results: [{ applicationId: bookedApplication, ok: false, error: APPLICATION_MESSAGES.accountDeleted }],
    });
    const queued = await ctx.server.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('subject', '=', 'Next steps')
      .execute();
    expect(queued).toEqual([]);
  });
});
