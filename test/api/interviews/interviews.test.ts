/**
 * Interviews over real HTTP, a real database and a real SMTP server: staff propose times, the
 * candidate chooses one from the mailed link, both people get a calendar invitation that an outside
 * parser (ical.js) reads, staff move and cancel it, and a reminder goes out once.
 * Past 300 lines because its stories share one server, its people and their applications, which
 * later stories build on.
 */
import dayjs from 'dayjs';
import request from 'supertest';
import { INTERVIEW_MESSAGES } from '../../../common/interviews';
import { inviteOf, parseInvite } from '../../helpers/calendar';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';
import { signedInUser } from '../../helpers/users';
import { applyTo } from '../../helpers/jobs';

const PASSWORD = 'Interview-Passw0rd!';
const ZONE = 'America/New_York';
const HOUR = 3_600_000;

const slot = (daysAhead: number, time: string, over: Record<string, unknown> = {}) => ({
  date: dayjs().add(daysAhead, 'day').format('YYYY-MM-DD'),
  time,
  lengthMinutes: 45,
  timeZone: ZONE,
  videoUrl: 'https://meet.example.com/room-1',
  ...over,
});

describe('Interviews', () => {
  const ctx = useServerWithMail();
  let staff: ReturnType<typeof request.agent>;
  let candidate: ReturnType<typeof request.agent>;
  let other: ReturnType<typeof request.agent>;
  let applicationId: number;
  let secondApplicationId: number;

  const user = (email: string, role: 'candidate' | 'staff', firstName: string) =>
    signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });

  async function newJob(title: string): Promise<number> {
    const res = await staff
      .post('/api/staff/jobs')
      .send({
        title,
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        company: 'Fabrikam Logistics',
        payMin: 50000,
        payMax: 60000,
        payUnit: 'YEAR',
        descriptionMarkdown: 'Lead a friendly team.',
      })
      .expect(200);
    return res.body.jobOrderId as number;
  }

  beforeAll(async () => {
    ({ agent: staff } = await user('robin.recruiter@example.com', 'staff', 'Robin'));
    ({ agent: candidate } = await user('casey.interview@example.com', 'candidate', 'Casey'));
    ({ agent: other } = await user('olly.other@example.com', 'candidate', 'Olly'));
    applicationId = await applyTo(candidate, await newJob('Warehouse Lead'));
    secondApplicationId = await applyTo(candidate, await newJob('Dock Supervisor'));
  });

  test('When staff propose bad slots, Then each is refused with a clear 400 naming the field', async () => {
    const propose = (body: string | object) =>
      staff.post(`/api/staff/applications/${applicationId}/interviews`).send(body);
    const cases: [string | object, string, string][] = [
      [{ slots: [] }, 'slots', INTERVIEW_MESSAGES.slotsRequired],
      [{ slots: Array.from({ length: 6 }, (_, i) => slot(2 + i, '10:00')) }, 'slots', INTERVIEW_MESSAGES.tooManySlots],
      [{ slots: [slot(-1, '10:00')] }, 'slots.0.date', INTERVIEW_MESSAGES.notFuture],
      [{ slots: [slot(2, '25:00')] }, 'slots.0.time', INTERVIEW_MESSAGES.timeInvalid],
      [{ slots: [slot(2, '10:00', { lengthMinutes: 5 })] }, 'slots.0.lengthMinutes', INTERVIEW_MESSAGES.lengthInvalid],
      [
        { slots: [slot(2, '10:00', { lengthMinutes: 900 })] },
        'slots.0.lengthMinutes',
        INTERVIEW_MESSAGES.lengthInvalid,
      ],
      [
        { slots: [slot(2, '10:00', { timeZone: 'Mars/Olympus' })] },
        'slots.0.timeZone',
        INTERVIEW_MESSAGES.timeZoneInvalid,
      ],
      [
        { slots: [slot(2, '10:00', { videoUrl: 'http://meet.example.com/x' })] },
        'slots.0.videoUrl',
        INTERVIEW_MESSAGES.httpsOnly,
      ],
      [
        { slots: [slot(2, '10:00', { videoUrl: 'javascript:alert(1)' })] },
        'slots.0.videoUrl',
        INTERVIEW_MESSAGES.httpsOnly,
      ],
      [{ slots: [slot(2, '10:00', { videoUrl: undefined })] }, 'slots.0.location', INTERVIEW_MESSAGES.placeRequired],
      [{ slots: [slot(2, '10:00'), slot(2, '10:00')] }, 'slots.1.time', INTERVIEW_MESSAGES.duplicateSlots],
      [{ slots: [slot(400, '10:00')] }, 'slots.0.date', INTERVIEW_MESSAGES.tooFar],
      ['not json object', 'slots', INTERVIEW_MESSAGES.slotsRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await propose(body);
      expect([field, res.status, res.body.fields?.[field]]).toEqual([field, 400, message]);
    }
    expect(
      (await staff.post('/api/staff/applications/999999/interviews').send({ slots: [slot(2, '10:00')] })).status,
    ).toBe(404);
    expect((await candidate.post(`/api/staff/applications/${applicationId}/interviews`).send({})).status).toBe(403);
  });

  test('When staff propose 3 slots and the candidate picks one from the mailed link, Then both get a REQUEST invitation (SEQUENCE 0) and the status is Interview', async () => {
    const proposed = await staff
      .post(`/api/staff/applications/${applicationId}/interviews`)
      .send({
        slots: [
          slot(3, '10:00'),
          slot(4, '14:30', { videoUrl: undefined, location: '100 Congress Ave' }),
          slot(5, '09:00'),
        ],
        note: 'Ask about night shifts.',
      })
      .expect(200);
    expect(proposed.body).toMatchObject({ status: 'proposed', note: 'Ask about night shifts.', sequence: 0 });
    expect(proposed.body.slots).toHaveLength(3);

    const invitation = await ctx.smtp.waitFor(
      'casey.interview@example.com',
      /Choose a time for your interview: Warehouse Lead/,
    );
    const link = linksIn(invitation).find((l) => l.includes('/interviews/choose?token='))!;
    expect(link.startsWith(ctx.server.config.publicUrl)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;

    // The link shows the proposal without sign-in, and nothing staff-only.
    const shown = await request(ctx.server.url).get('/api/interview-invitations').query({ token }).expect(200);
    expect(shown.body).toMatchObject({ status: 'proposed', jobTitle: 'Warehouse Lead', company: 'Fabrikam Logistics' });
    expect(JSON.stringify(shown.body)).not.toMatch(/night shifts|note|proposedBy|robin/i);
    const chosen = shown.body.slots[1];
    expect(chosen.location).toBe('100 Congress Ave');

    // Nothing to add to a calendar before a time is chosen.
    const early = await request(ctx.server.url).get('/api/interview-invitations/calendar.ics').query({ token });
    expect([early.status, early.body.message]).toEqual([409, INTERVIEW_MESSAGES.notBooked]);

    const picked = await request(ctx.server.url)
      .post('/api/interview-invitations/pick')
      .send({ token, slotId: chosen.id })
      .expect(200);
    expect(picked.body).toMatchObject({ status: 'scheduled', chosen: { id: chosen.id } });

    const toCandidate = await ctx.smtp.waitFor('casey.interview@example.com', /Interview booked: Warehouse Lead/);
    const toStaff = await ctx.smtp.waitFor('robin.recruiter@example.com', /Interview booked: Warehouse Lead/);
    const a = await inviteOf(toCandidate);
    const b = await inviteOf(toStaff);
    expect(a).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', location: '100 Congress Ave' });
    expect(a.contentType).toMatch(/text\/calendar/);
    expect(a.uid).toBeTruthy();
    expect(b.uid).toBe(a.uid);
    expect(a.start.toISOString()).toBe(chosen.startsAt);
    expect(a.end.getTime() - a.start.getTime()).toBe(45 * 60_000);
    expect(a.organizer.toLowerCase()).toBe('mailto:robin.recruiter@example.com');
    expect(a.attendees.map((x) => x.toLowerCase())).toEqual(['mailto:casey.interview@example.com']);
    expect(toCandidate.text).toContain('Eastern Time');
    expect(toCandidate.text).not.toContain(ZONE);

    // "Add to calendar", from the link and from the dashboard: the mailed event (its UID and
    // SEQUENCE) as a file to save, published rather than an invitation to answer.
    const fromLink = await request(ctx.server.url)
      .get('/api/interview-invitations/calendar.ics')
      .query({ token })
      .buffer(true)
      .expect(200);
    const fromDashboard = await candidate
      .get(`/api/me/interviews/${picked.body.id}/calendar.ics`)
      .buffer(true)
      .expect(200);
    for (const res of [fromLink, fromDashboard]) {
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?interview\.ics"?$/);
      const file = parseInvite(res.text, res.headers['content-type']!);
      expect(file).toMatchObject({ method: 'PUBLISH', uid: a.uid, sequence: 0, status: 'CONFIRMED', attendees: [] });
      expect(file.start.toISOString()).toBe(chosen.startsAt);
    }
    expect((await other.get(`/api/me/interviews/${picked.body.id}/calendar.ics`)).status).toBe(404);
    await request(ctx.server.url).get(`/api/me/interviews/${picked.body.id}/calendar.ics`).expect(401);

    const apps = (await candidate.get('/api/me/applications').expect(200)).body as {
      id: number;
      status: string;
      history: { status: string }[];
    }[];
    const app = apps.find((x) => x.id === applicationId)!;
    expect(app.status).toBe('Interview');
    expect(app.history.map((h) => h.status)).toEqual(['Submitted', 'Interview']);

    // A second pick, by link or from the dashboard, is refused; so is another candidate.
    const again = await request(ctx.server.url)
      .post('/api/interview-invitations/pick')
      .send({ token, slotId: shown.body.slots[0].id });
    expect([again.status, again.body.message]).toEqual([409, INTERVIEW_MESSAGES.alreadyChosen]);
    const dashboardAgain = await candidate
      .post(`/api/me/interviews/${picked.body.id}/pick`)
      .send({ slotId: chosen.id });
    expect(dashboardAgain.status).toBe(409);
    expect((await other.post(`/api/me/interviews/${picked.body.id}/pick`).send({ slotId: chosen.id })).status).toBe(
      404,
    );
    expect((await other.get('/api/me/interviews').expect(200)).body).toEqual([]);
    const bad = await request(ctx.server.url)
      .post('/api/interview-invitations/pick')
      .send({ token: 'x'.repeat(43), slotId: 1 });
    expect([bad.status, bad.body.message]).toEqual([404, INTERVIEW_MESSAGES.linkInvalid]);

    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', 'like', 'interview.%')
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['interview.picked', 'interview.proposed']);
  });

  test('When staff reschedule, Then both get SEQUENCE 1 with the same UID; when they cancel, METHOD:CANCEL', async () => {
    const [scheduled] = (await staff.get(`/api/staff/applications/${applicationId}/interviews`).expect(200)).body
      .interviews;
    const first = await inviteOf(await ctx.smtp.waitFor('casey.interview@example.com', /Interview booked/));
    const moved = await staff
      .post(`/api/staff/interviews/${scheduled.id}/reschedule`)
      .send({ slot: slot(6, '16:00') })
      .expect(200);
    expect(moved.body).toMatchObject({ status: 'scheduled', sequence: 1 });
    for (const to of ['casey.interview@example.com', 'robin.recruiter@example.com']) {
      const invite = await inviteOf(await ctx.smtp.waitFor(to, /Interview moved: Warehouse Lead/));
      expect(invite).toMatchObject({
        method: 'REQUEST',
        sequence: 1,
        uid: first.uid,
        url: 'https://meet.example.com/room-1',
      });
      expect(invite.start.toISOString()).toBe(moved.body.chosen.startsAt);
    }
    const refused = await staff
      .post(`/api/staff/interviews/${scheduled.id}/reschedule`)
      .send({ slot: slot(-2, '16:00') });
    expect(refused.status).toBe(400);

    await staff.post(`/api/staff/interviews/${scheduled.id}/cancel`).expect(200);
    for (const to of ['casey.interview@example.com', 'robin.recruiter@example.com']) {
      const invite = await inviteOf(await ctx.smtp.waitFor(to, /Interview cancelled: Warehouse Lead/));
      expect(invite).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2, uid: first.uid });
    }
    const twice = await staff.post(`/api/staff/interviews/${scheduled.id}/cancel`);
    expect([twice.status, twice.body.message]).toEqual([409, INTERVIEW_MESSAGES.cancelled]);
    const actions = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', 'in', ['interview.rescheduled', 'interview.cancelled'])
      .execute();
    expect(actions).toHaveLength(2);
  });

  test('When the candidate picks on the dashboard and the interview nears, Then one reminder is queued, once', async () => {
    const proposed = await staff
      .post(`/api/staff/applications/${secondApplicationId}/interviews`)
      .send({ slots: [slot(3, '11:00'), slot(4, '11:00')] })
      .expect(200);
    const again = await staff
      .post(`/api/staff/applications/${secondApplicationId}/interviews`)
      .send({ slots: [slot(3, '12:00')] });
    expect([again.status, again.body.message]).toEqual([409, INTERVIEW_MESSAGES.alreadyOpen]);
    const mine = (await candidate.get('/api/me/interviews').expect(200)).body as {
      id: number;
      slots: { id: number }[];
    }[];
    const pending = mine.find((i) => i.id === proposed.body.id)!;
    expect(JSON.stringify(mine)).not.toMatch(/"note"|proposedBy/);
    const picked = await candidate
      .post(`/api/me/interviews/${pending.id}/pick`)
      .send({ slotId: pending.slots[0]!.id })
      .expect(200);
    const startsAt = Date.parse(picked.body.chosen.startsAt as string);
    const apps = (await candidate.get('/api/me/applications').expect(200)).body as { id: number; status: string }[];
    expect(apps.find((a) => a.id === secondApplicationId)!.status).toBe('Interview');
    const reminders = () =>
      ctx.server.database.db
        .selectFrom('outbox')
        .select('subject')
        .where('toAddress', '=', 'casey.interview@example.com')
        .where('subject', 'like', 'Reminder: interview%')
        .execute();
    expect(await ctx.server.services.interviews.runDueReminders()).toBe(0);
    // 12 hours before the interview: inside the reminder's 24 hours.
    ctx.server.advance(startsAt - 12 * HOUR - ctx.server.services.clock());
    await Promise.all([
      ctx.server.services.interviews.runDueReminders(),
      ctx.server.services.interviews.runDueReminders(),
    ]);
    await ctx.server.services.interviews.runDueReminders();
    expect(await reminders()).toHaveLength(1);
    await ctx.smtp.waitFor('casey.interview@example.com', /Reminder: interview for Dock Supervisor/);
  });
});
