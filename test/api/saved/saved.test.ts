/** Saved jobs, saved searches and their mail alerts, delivered to a real SMTP server. */
import { simpleParser } from 'mailparser';
import request from 'supertest';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { SAVED_MESSAGES } from '../../../common/saved';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../helpers/smtp';
import { type Agent, signedInUser } from '../../helpers/documents';

const DAY = 86_400_000;

function job(title: string, extra: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: `<p>${title} work with a friendly team.</p>`,
    corpTitle: 'Northwind Traders',
    employmentType: 'Contract',
    category: 'InformationTechnology',
    location: 'Austin, TX',
    postalCode: '78701',
    openedAt: Date.now() - DAY,
    ...extra,
  };
}

/** Waits for delivery, then the delivered mails whose decoded subject names `search`. */
async function mailsFor(smtp: TestSmtp, search: string) {
  await new Promise((r) => setTimeout(r, 300));
  const all = await Promise.all(smtp.mails.map(async (m) => ({ raw: m, parsed: await simpleParser(m.raw) })));
  return all.filter((m) => m.parsed.subject?.includes(`"${search}"`)).map((m) => m.raw);
}

async function parsed(mail: ReceivedMail) {
  const message = await simpleParser(mail.raw);
  const header = (name: string) =>
    message.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? null;
  return { message, header };
}

describe('Saved jobs and searches', () => {
  let smtp: TestSmtp;
  let testDb: TestDatabase;
  let server: TestServer;
  let agent: Agent;
  let oldJob: number;
  const alertMails = async (search: string) => {
    await smtp.waitFor('robin.saver@example.com', undefined);
    return mailsFor(smtp, search);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    testDb = await createTestDatabase();
    server = await startTestServer({ SMTP_URL: smtp.url }, testDb);
    ({ agent } = await signedInUser(server, 'robin.saver@example.com'));
    oldJob = (await server.services.jobs.createJobs([job('TypeScript Developer (existing)')]))[0]!;
  });
  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
    await smtp?.stop();
  });

  test('When a job is saved, Then it is listed once, and unsaving removes it; bad ids get clear errors', async () => {
    await agent.put(`/api/me/saved-jobs/${oldJob}`).expect(200, { jobOrderId: oldJob, saved: true });
    await agent.put(`/api/me/saved-jobs/${oldJob}`).expect(200);
    const list = (await agent.get('/api/me/saved-jobs').expect(200)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      open: true,
      job: { jobOrderId: oldJob, title: 'TypeScript Developer (existing)' },
    });

    expect((await agent.put('/api/me/saved-jobs/999999').expect(404)).body.message).toBe(SAVED_MESSAGES.jobNotFound);
    expect((await agent.put('/api/me/saved-jobs/abc').expect(400)).body.message).toMatch(/job order id/);
    await request(server.url).get('/api/me/saved-jobs').expect(401);

    await agent.delete(`/api/me/saved-jobs/${oldJob}`).expect(200, { jobOrderId: oldJob, saved: false });
    expect((await agent.get('/api/me/saved-jobs').expect(200)).body).toEqual([]);
  });

  test('When searches are saved, renamed and deleted, Then only their owner can see or change them', async () => {
    const created = await agent
      .post('/api/me/saved-searches')
      .send({ name: 'Remote QA', search: { query: 'tester', type: 'Permanent', categories: [], geo: [] } })
      .expect(200);
    expect(created.body).toMatchObject({ name: 'Remote QA', frequency: 'off', search: { query: 'tester' } });
    const id = created.body.id as number;

    const renamed = await agent.patch(`/api/me/saved-searches/${id}`).send({ name: 'QA jobs', frequency: 'weekly' });
    expect(renamed.body).toMatchObject({ id, name: 'QA jobs', frequency: 'weekly' });

    for (const bad of [
      { name: '', search: {}, frequency: 'daily' },
      { name: 'See http://evil.example', search: {}, frequency: 'daily' },
      { name: 'Hourly', search: {}, frequency: 'hourly' },
      { name: 'Nowhere', search: { geo: [{ location: 'Atlantis, ZZ' }] }, frequency: 'daily' },
    ]) {
      const res = await agent.post('/api/me/saved-searches').send(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }

    const { agent: other } = await signedInUser(server, 'casey.other@example.com');
    await other.get(`/api/me/saved-searches/${id}`).expect(404);
    await other.patch(`/api/me/saved-searches/${id}`).send({ name: 'Mine now' }).expect(404);
    await other.delete(`/api/me/saved-searches/${id}`).expect(404);
    // An id no row can have is a search that does not exist, on either database.
    for (const bad of ['2147483648', '99999999999999999999', '1e3', '0x10', '-1']) {
      await agent.get(`/api/me/saved-searches/${bad}`).expect(404);
      await agent.patch(`/api/me/saved-searches/${bad}`).send({ name: 'x' }).expect(404);
      await agent.delete(`/api/me/saved-searches/${bad}`).expect(404);
    }

    await agent.delete(`/api/me/saved-searches/${id}`).expect(200);
    expect((await agent.get('/api/me/saved-searches').expect(200)).body).toEqual([]);
  });

  test('When a daily alert is due, Then one mail lists only the new matching jobs, and none is sent when nothing is new', async () => {
    const search = {
      query: 'TypeScript',
      type: 'Any',
      categories: [],
      geo: [{ location: 'Austin, TX', distance: 50 }],
    };
    const saved = await agent
      .post('/api/me/saved-searches')
      .send({ name: 'TypeScript in Austin', search, frequency: 'daily' })
      .expect(200);
    server.advance(60_000);
    await server.services.jobs.createJobs([
      job('Senior TypeScript Engineer'),
      job('TypeScript Platform Developer', { employmentType: 'Permanent' }),
      job('Warehouse Associate', { category: 'Distribution' }),
      job('TypeScript Developer in Boston', { location: 'Boston, MA', postalCode: '02108' }),
    ]);

    // Not due yet: nothing is sent.
    expect(await server.services.saved.runDueAlerts()).toBe(0);
    server.advance(DAY);
    expect(await server.services.saved.runDueAlerts()).toBe(1);
    await server.services.mailWorker.drain();
    const [mail] = await alertMails('TypeScript in Austin');
    const { message, header } = await parsed(mail!);
    expect(message.subject).toBe('2 new jobs for your saved search "TypeScript in Austin"');
    expect(message.text).toContain('Senior TypeScript Engineer');
    expect(message.text).toContain('TypeScript Platform Developer');
    expect(message.text).not.toContain('(existing)');
    expect(message.text).not.toContain('Boston');
    expect(message.text).not.toContain('Warehouse');
    expect(message.html).toContain(`/search?saved=${saved.body.id}`);
    const unsubscribeUrl = /^<(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toMatch(new RegExp(`^${server.config.publicUrl}/unsubscribe/${saved.body.id}\\.`));
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.text).toContain(unsubscribeUrl);

    server.advance(DAY + 1);
    expect(await server.services.saved.runDueAlerts()).toBe(0);
    await server.services.mailWorker.drain();
    expect(await mailsFor(smtp, 'TypeScript in Austin')).toHaveLength(1);

    // The unsubscribe link works without signing in: GET shows the page and changes nothing …
    const path = new URL(unsubscribeUrl!).pathname;
    const token = path.split('/').pop()!;
    // (the page itself is the SPA's, shown in the browser journeys)
    await request(server.url).get(path);
    expect((await request(server.url).get(`/api/unsubscribe/${token}`).expect(200)).body).toEqual({
      name: 'TypeScript in Austin',
      subscribed: true,
    });
    // … a forged token is refused …
    const forged = `${saved.body.id}.${'A'.repeat(43)}`;
    expect((await request(server.url).post(`/unsubscribe/${forged}`).expect(404)).body.message).toBe(
      SAVED_MESSAGES.unsubscribeInvalid,
    );
    // … and the mail client's one-click POST (RFC 8058) turns the alert off.
    await request(server.url)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { name: 'TypeScript in Austin', subscribed: false });
    const row = await server.database.db
      .selectFrom('savedSearch')
      .select(['frequency', 'nextRunAt'])
      .where('id', '=', saved.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ frequency: 'off', nextRunAt: null });
    await server.services.jobs.createJobs([job('TypeScript Lead')]);
    server.advance(2 * DAY);
    expect(await server.services.saved.runDueAlerts()).toBe(0);
  });

  test('When two instances run the scheduler on one database, Then a digest is sent exactly once', async () => {
    const second = await startTestServer({ SMTP_URL: smtp.url, ALERT_POLL_MS: '100' }, testDb);
    try {
      // The clock moved days ahead: the earlier sign-in has timed out.
      ({ agent } = await signedInUser(server, 'robin.racer@example.com'));
      await agent
        .post('/api/me/saved-searches')
        .send({ name: 'Rust roles', search: { query: 'Rust' }, frequency: 'daily' })
        .expect(200);
      server.advance(60_000);
      await server.services.jobs.createJobs([job('Rust Systems Engineer')]);
      server.advance(DAY);
      second.advance(DAY + 2 * 60_000 + 120_000);
      // Both instances race for the same due alert, the second one's own timer included.
      const sent = await Promise.all([
        server.services.saved.runDueAlerts(),
        second.services.saved.runDueAlerts(),
        server.services.saved.runDueAlerts(),
        second.services.saved.runDueAlerts(),
      ]);
      await smtp.waitFor('robin.racer@example.com');
      await new Promise((r) => setTimeout(r, 500));
      await Promise.all([server.services.mailWorker.drain(), second.services.mailWorker.drain()]);
      expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      expect(await mailsFor(smtp, 'Rust roles')).toHaveLength(1);
      const rows = await server.database.db.selectFrom('outbox').select('subject').execute();
      expect(rows.filter((r) => /Rust roles/.test(r.subject))).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});
