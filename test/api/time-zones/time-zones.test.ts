/**
 * Which zone a time is shown in, over real HTTP, a real database and a real SMTP server: a job's
 * zone comes from where it is (or from the job form), an interview's times are proposed and mailed
 * in it and named in words; a reader's own zone is the browser's at registration and can be
 * changed on /profile, and their mails and pages follow it; with neither, DEFAULT_TIME_ZONE.
 */
import dayjs from 'dayjs';
import request from 'supertest';
import { STAFF_MESSAGES } from '../../../common/staff';
import { TIME_ZONE_MESSAGES } from '../../../common/time-zones';
import { solvedCaptcha } from '../../helpers/altcha';
import { useServerWithMail } from '../../helpers/mail-server';
import { pageStateOf } from '../../helpers/page-state';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Zones-Passw0rd!';
/** docs/product.md §9's date-time with the zone in words after it. */
const TIME_IN = (zone: string) => new RegExp(`[A-Z][a-z]{2} \\d{1,2}, \\d{4} \\d{1,2}:\\d{2}[ap]m ${zone}`);

describe('Time zones', () => {
  // The employer's default is Eastern here: nothing below is Central by accident.
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/New_York' });
  let staff: ReturnType<typeof request.agent>;

  const job = async (location: string, extra: Record<string, unknown> = {}) =>
    (
      await staff
        .post('/api/staff/jobs')
        .send({
          title: `Forklift Lead ${location}`,
          employmentType: 'Permanent',
          category: 'Distribution',
          location,
          payMin: 50000,
          payMax: 60000,
          payUnit: 'YEAR',
          descriptionMarkdown: 'Lead the night shift.',
          ...extra,
        })
        .expect(200)
    ).body as { jobOrderId: number; timeZone: string | null; version: number };

  async function applied(agent: ReturnType<typeof request.agent>, jobOrderId: number): Promise<number> {
    await agent.post(`/api/jobsearch/apply/${jobOrderId}`).expect(200);
    const list = (await agent.get('/api/me/applications').expect(200)).body as { id: number; jobOrderId: number }[];
    return list.find((a) => a.jobOrderId === jobOrderId)!.id;
  }

  beforeAll(async () => {
    ({ agent: staff } = await signedInUser(ctx.server, {
      email: 'sam.zones@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    }));
  });

  test('A job’s zone is where it is unless staff choose one; interviews are proposed in it', async () => {
    const { agent: casey } = await signedInUser(ctx.server, {
      email: 'casey.zones@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
    const chicago = await job('Chicago, IL');
    const denver = await job('Denver, CO');
    const chosen = await job('Chicago, IL', { timeZone: 'America/Phoenix' });
    expect(chicago.timeZone).toBeNull();
    expect(chosen.timeZone).toBe('America/Phoenix');

    const zoneOf = async (jobOrderId: number) =>
      (await staff.get(`/api/staff/applications/${await applied(casey, jobOrderId)}/interviews`).expect(200)).body;
    expect(await zoneOf(chicago.jobOrderId)).toEqual({ timeZone: 'America/Chicago', interviews: [] });
    expect((await zoneOf(denver.jobOrderId)).timeZone).toBe('America/Denver');
    expect((await zoneOf(chosen.jobOrderId)).timeZone).toBe('America/Phoenix');

    // Back to the zone of its place, and a zone nobody knows is refused beside its field.
    const cleared = await staff
      .put(`/api/staff/jobs/${chosen.jobOrderId}`)
      .send({
        title: 'Forklift Lead Chicago, IL',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Chicago, IL',
        payMin: 50000,
        payMax: 60000,
        payUnit: 'YEAR',
        descriptionMarkdown: 'Lead the night shift.',
        timeZone: '',
        version: chosen.version,
      })
      .expect(200);
    expect(cleared.body.timeZone).toBeNull();
    const bad = await staff
      .post('/api/staff/jobs')
      .send({ title: 'X', employmentType: 'Permanent', category: 'Distribution', location: 'Chicago, IL' })
      .send({ descriptionMarkdown: 'x', timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.timeZone).toBe(STAFF_MESSAGES.timeZoneUnknown);
    expect((await staff.get('/api/staff/applications/999999/interviews')).status).toBe(404);
  });

  test('Interview mails name the job’s zone in words: never the server’s time or an IANA name', async () => {
    const { agent: robin } = await signedInUser(ctx.server, {
      email: 'robin.zones@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'candidate',
    });
    const { jobOrderId } = await job('Chicago, IL');
    const applicationId = await applied(robin, jobOrderId);
    const date = dayjs().add(3, 'day').format('YYYY-MM-DD');
    await staff
      .post(`/api/staff/applications/${applicationId}/interviews`)
      .send({
        slots: [{ date, time: '09:30', lengthMinutes: 45, timeZone: 'America/Chicago', location: 'Dock 4' }],
      })
      .expect(200);
    const mail = await ctx.smtp.waitFor('robin.zones@example.com', /interview/i);
    expect(mail.text).toMatch(TIME_IN('Central Time'));
    expect(mail.text).toContain(`${dayjs(date).format('MMM D, YYYY')} 9:30am Central Time`);
    expect(mail.text).not.toMatch(/server time|America\/|\(UTC\)/i);
    const [mine] = (await robin.get('/api/me/interviews').expect(200)).body;
    expect(mine.slots[0].label).toBe(`${dayjs(date).format('MMM D, YYYY')} 9:30am Central Time · Dock 4`);
  });

  test('Registration keeps the browser’s zone; /profile changes it; pages and mails follow it', async () => {
    const register = async (email: string, timeZone: unknown) =>
      request(ctx.server.url)
        .post('/register')
        .send({
          email,
          firstName: 'Lee',
          lastName: 'Zone',
          password: PASSWORD,
          reCaptchaResponse: await solvedCaptcha(ctx.server.url),
          timeZone,
        })
        .expect(200);
    await register('lee.pacific@example.com', 'America/Los_Angeles');
    await register('lee.nowhere@example.com', 'Mars/Olympus');
    const stored = await ctx.server.database.db
      .selectFrom('userAccount')
      .select(['email', 'timeZone'])
      .where('email', 'like', 'lee.%')
      .orderBy('email')
      .execute();
    expect(stored).toEqual([
      { email: 'lee.nowhere@example.com', timeZone: null },
      { email: 'lee.pacific@example.com', timeZone: 'America/Los_Angeles' },
    ]);

    const { agent: kim, id } = await signedInUser(ctx.server, {
      email: 'kim.zones@example.com',
      password: PASSWORD,
      firstName: 'Kim',
      role: 'candidate',
    });
    // No zone of her own yet: the employer's default, on the API and in the page.
    expect((await kim.get('/api/me/time-zone').expect(200)).body).toEqual({
      timeZone: 'America/New_York',
      chosen: false,
    });
    expect(pageStateOf((await kim.get('/overview').expect(200)).text).timeZone).toBe('America/New_York');
    // Applying for a Denver job without a zone of her own: the job's zone.
    await applied(kim, (await job('Denver, CO')).jobOrderId);
    expect(
      (await ctx.smtp.waitFor('kim.zones@example.com', /Application received: Forklift Lead Denver/)).text,
    ).toMatch(TIME_IN('Mountain Time'));

    for (const bad of ['Mars/Olympus', '', 42, null]) {
      const refused = await kim.put('/api/me/time-zone').send({ timeZone: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ timeZone: TIME_ZONE_MESSAGES.invalid });
    }
    expect((await kim.put('/api/me/time-zone').send({ timeZone: 'America/Los_Angeles' }).expect(200)).body).toEqual({
      timeZone: 'America/Los_Angeles',
      chosen: true,
    });
    expect(pageStateOf((await kim.get('/overview').expect(200)).text).timeZone).toBe('America/Los_Angeles');
    await applied(kim, (await job('Chicago, IL')).jobOrderId);
    expect(
      (await ctx.smtp.waitFor('kim.zones@example.com', /Application received: Forklift Lead Chicago/)).text,
    ).toMatch(TIME_IN('Pacific Time'));
    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('userId', '=', id)
      .where('action', '=', 'profile.time_zone')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
