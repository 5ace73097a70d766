/**
 * Scale-out (docs/architecture.md §7): two instances on one PostgreSQL database share sessions, rate
 * limits, the outbox (delivered exactly once over real SMTP) and stored files; and a server
 * stopped with SIGTERM finishes the requests in flight and exits 0. PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { scannedPdf } from '../../fixtures/pdfs';
import { createTestDatabase, testDialect, type TestDatabase } from '../../helpers/db';
import { startTestServer, testEnv, type TestServer } from '../../helpers/server';
import { startServerProcess } from '../../helpers/server-process';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { waitUntil } from '../../helpers/wait';
import { assignSample, PASSWORD } from '../../helpers/documents';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;

describePostgres('Two instances on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let smtp: TestSmtp;
  let one: TestServer;
  let two: TestServer;
  const storage = mkdtempSync(path.join(os.tmpdir(), 'portal-shared-storage-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtp = await startSmtp();
    const shared = {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      STORAGE_DIR: storage,
      SMTP_URL: smtp.url,
    };
    one = await startTestServer(shared, testDb);
    two = await startTestServer(shared, testDb);
    await one.services.auth.createUser({
      email: 'shared@example.com',
      password: PASSWORD,
      firstName: 'Shay',
      lastName: 'Red',
      confirmed: true,
    });
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await smtp?.stop();
    await testDb?.drop();
    rmSync(storage, { recursive: true, force: true });
  });
  beforeEach(() => one.database.db.deleteFrom('rateLimit').execute());

  async function signIn(server: TestServer): Promise<string> {
    const res = await request(server.url)
      .post('/login')
      .type('form')
      .send({ username: 'shared@example.com', password: PASSWORD });
    expect(res.status).toBe(303);
    return /portal\.sid=[^;]+/.exec(String(res.headers['set-cookie']))![0];
  }

  test('When a user signs in on one instance, Then the session works on the other, and logging out there ends it on both', async () => {
    const cookie = await signIn(one);
    await request(two.url).get('/api/is-user').set('Cookie', cookie).expect(200, { isUser: true });
    await request(two.url).post('/logout').set('Cookie', cookie).expect(303);
    await request(one.url).get('/api/is-user').set('Cookie', cookie).expect(200, { isUser: false });
  });

  test('When one client spreads 30 sign-ins over both instances, Then the 31st is refused on either', async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await request(i % 2 ? one.url : two.url)
        .post('/login')
        .type('form')
        .send({ username: `nobody${i}@example.com`, password: 'Wrong-pass1!' });
      expect(res.status).toBe(303);
    }
    for (const server of [one, two]) {
      const res = await request(server.url)
        .post('/login')
        .type('form')
        .send({ username: 'nobody@example.com', password: 'Wrong-pass1!' });
      expect(res.status).toBe(429);
    }
  });

  test('When both instances drain the outbox at once, Then every mail is delivered exactly once', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `outbox${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      await one.database.db.deleteFrom('rateLimit').execute(); // requests from many clients
      await one.services.auth.createUser({ email, password: PASSWORD, firstName: 'O', lastName: 'B', confirmed: true });
      await request(i % 2 ? one.url : two.url)
        .post('/api/request-password-reset')
        .send({ email })
        .expect(200);
    }
    await Promise.all([1, 2, 3].flatMap(() => [one.services.mailWorker.drain(), two.services.mailWorker.drain()]));
    await waitUntil(() => emails.every((e) => smtp.mails.some((m) => m.to.includes(e))));
    await Promise.all([one.services.mailWorker.drain(), two.services.mailWorker.drain()]);
    await new Promise((r) => setTimeout(r, 300));
    for (const email of emails) expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    const pending = await one.database.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
    expect(pending).toEqual([]);
  });

  test('When a signed copy is uploaded through one instance, Then it downloads through the other', async () => {
    const userId = (await one.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', 'shared@example.com')
      .executeTakeFirstOrThrow())!.id;
    const doc = await assignSample(one, userId, { delivery: 'manual' });
    const scan = Buffer.from(await scannedPdf());
    const cookie = await signIn(one);
    await request(one.url)
      .put(`/api/documents/${doc.docHandle}.pdf`)
      .set('Cookie', cookie)
      .attach('pdf_signed', scan, 'scan.pdf')
      .expect(200);
    const copy = await request(two.url)
      .get(`/api/documents/${doc.docHandle}.pdf`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(copy.body as Buffer, scan)).toBe(0);
  });
});

describePostgres('Graceful shutdown', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.drop());

  test('When SIGTERM arrives with requests in flight, Then they complete and the process exits 0', async () => {
    const env = await testEnv({}, testDb);
    // In a process of its own with tsx as a loader: tsx's CLI relays a signal to the server only if
    // it answers within 30 ms, and kills it otherwise, which a busy machine turned into a crash.
    const { child, exited } = await startServerProcess(env);
    try {
      // Each sign-in verifies a password hash (tens of milliseconds): they are in flight at SIGTERM.
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        fetch(`${env.PUBLIC_URL}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: `late${i}@example.com`, password: 'Wrong-pass1!' }),
          redirect: 'manual',
        }).then((r) => r.status),
      );
      // Every sign-in has been counted (so it is being handled) before the signal is sent.
      const db = new pg.Client({ connectionString: testDb.url });
      await db.connect();
      try {
        for (let seen = 0; seen < 8;) {
          const { rows } = await db.query<{ count: number }>(
            "select coalesce(sum(count), 0)::int as count from rate_limit where key like 'login:client:%'",
          );
          seen = rows[0]!.count;
        }
      } finally {
        await db.end();
      }
      child.kill('SIGTERM');
      expect(await Promise.all(inFlight)).toEqual(Array(8).fill(303));
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(env.STORAGE_DIR, { recursive: true, force: true });
    }
  }, 90_000);
});
