/** Mail is never lost: outbox rows survive an SMTP outage and are delivered once (SECURITY reliability). */
import request from 'supertest';
import { retryDelayMs } from '../../../server/features/mail/outbox';
import { freePort, startTestServer, type TestServer } from '../../helpers/server';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { waitUntil } from '../../helpers/wait';

describe('Mail outbox', () => {
  let port: number;
  let server: TestServer;
  let smtp: TestSmtp | null = null;

  // Users who ask for a reset while the mail server is down: each of them must get exactly one mail.
  const others = ['ada', 'bo', 'cy', 'di'].map((name) => `${name}.outage@example.com`);

  beforeAll(async () => {
    port = await freePort();
    // Nothing listens on the SMTP port yet: the mail server is down.
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    for (const email of ['outage@example.com', ...others]) {
      await server.services.auth.createUser({
        email,
        password: 'Outage-Passw0rd!',
        firstName: 'Olly',
        lastName: 'Tage',
        confirmed: true,
      });
    }
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('When SMTP is down, Then the request is accepted, and when it is back the mail is delivered exactly once', async () => {
    await request(server.url).post('/api/request-password-reset').send({ email: 'outage@example.com' }).expect(200);
    await server.services.mailWorker.drain();
    const pending = await server.database.db.selectFrom('outbox').selectAll().execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', attempts: 1, toAddress: 'outage@example.com' });
    expect(pending[0]!.lastError).toBeTruthy();

    smtp = await startSmtp(port);
    // Backoff: not retried before its time …
    await server.services.mailWorker.drain();
    expect(smtp.mails).toHaveLength(0);
    // … and delivered once it is due.
    server.advance(retryDelayMs(1) + 1);
    await server.services.mailWorker.drain();
    await server.services.mailWorker.drain();
    await smtp.waitFor('outage@example.com', /Reset your/);
    const rows = await server.database.db.selectFrom('outbox').select(['status', 'attempts', 'sentAt']).execute();
    expect(rows).toEqual([{ status: 'sent', attempts: 2, sentAt: expect.any(Number) }]);
    server.advance(3_600_000);
    await server.services.mailWorker.drain();
    expect(smtp.mails.filter((m) => m.to.includes('outage@example.com'))).toHaveLength(1);
  });

  test('When several users ask for mail during an outage, Then each gets exactly one once SMTP is back (mails lost: 0)', async () => {
    await smtp?.stop();
    smtp = null;
    for (const email of others) {
      await request(server.url).post('/api/request-password-reset').send({ email }).expect(200);
    }
    await server.services.mailWorker.drain();
    smtp = await startSmtp(port);
    server.advance(3_600_000);
    await server.services.mailWorker.drain();
    await server.services.mailWorker.drain();
    for (const email of others) await smtp.waitFor(email, /Reset your/);
    server.advance(3_600_000);
    await server.services.mailWorker.drain();
    const delivered = others.map((email) => smtp!.mails.filter((m) => m.to.includes(email)).length);
    const lost = delivered.filter((n) => n === 0).length;
    const duplicated = delivered.filter((n) => n > 1).length;
    console.log(
      `mail outage: ${others.length} mails queued while SMTP was down, delivered ${delivered.filter((n) => n > 0).length}, ` +
        `mails lost: ${lost}, delivered twice: ${duplicated}`,
    );
    expect(delivered).toEqual(others.map(() => 1));
  });

  test('When the process dies after SMTP accepted a mail, Then the second delivery carries the same stable Message-ID', async () => {
    smtp ??= await startSmtp(port);
    await request(server.url).post('/api/request-password-reset').send({ email: 'outage@example.com' }).expect(200);
    const row = await server.database.db
      .selectFrom('outbox')
      .select(['id', 'messageId'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@[a-z0-9.-]+>$/);
    await server.services.mailWorker.drain();
    const received = () => smtp!.mails.filter((m) => m.raw.includes(row.messageId!));
    await waitUntil(() => received().length === 1);
    // The crash: SMTP took the mail, but the row was never marked sent.
    await server.database.db
      .updateTable('outbox')
      .set({ status: 'pending', sentAt: null, nextAttemptAt: 0, lockedUntil: null })
      .where('id', '=', row.id)
      .execute();
    await server.services.mailWorker.drain();
    await waitUntil(() => received().length === 2);
    const ids = received().map((m) => /^Message-ID:\s*(.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids).toEqual([row.messageId, row.messageId]);
  });

  test('Then the backoff doubles and is capped at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
