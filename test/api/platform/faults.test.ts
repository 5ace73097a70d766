/**
 * Faults (SECURITY, Reliability): a server killed with SIGKILL in the middle of uploads leaves no
 * torn or partial file that a row refers to, and housekeeping clears what it left behind; SQLite
 * under writers from two processes' worth of connections never hands SQLITE_BUSY to a user.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { STORAGE_GRACE_MS, sweepStorage } from '../../../server/lib/housekeeping';
import { createTestDatabase, testDialect, type TestDatabase } from '../../helpers/db';
import { startTestServer, testEnv, type TestServer } from '../../helpers/server';
import { startServerProcess } from '../../helpers/server-process';
import { assignSample, PASSWORD } from '../../helpers/documents';

/** A signed copy of 8 MB (an incompressible attachment), so uploads are still in flight at the kill. */
async function bulkyPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Signed by hand, scanned at high resolution.');
  await pdf.attach(randomBytes(8 * 1024 * 1024), 'scan.bin', { mimeType: 'application/octet-stream' });
  return pdf.save();
}

/** Files under `dir`; one renamed or removed between the listing and its stat (a write finishing) is left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => statSync(path.join(dir, f), { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

describe('A server killed during uploads', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const storage = mkdtempSync(path.join(os.tmpdir(), 'portal-kill-storage-'));
  const shared = { SESSION_SECRET: randomBytes(32).toString('hex'), STORAGE_DIR: storage };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // This instance prepares the data and checks the result; a second process is the one killed.
    server = await startTestServer(shared, testDb);
  });
  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
    rmSync(storage, { recursive: true, force: true });
  });

  test('When SIGKILL lands in the middle of ten uploads, Then no stored file is torn and housekeeping clears the rest', async () => {
    const userId = await server.services.auth.createUser({
      email: 'kill@example.com',
      password: PASSWORD,
      firstName: 'Kil',
      lastName: 'Ler',
      confirmed: true,
    });
    const docs = [];
    for (let i = 0; i < 10; i++) docs.push(await assignSample(server, userId, { delivery: 'manual' }));
    const env = await testEnv(shared, testDb);
    const { child, exited } = await startServerProcess(env);
    let completed = 0;
    let killedDuring = 'not killed';
    try {
      const login = await fetch(`${env.PUBLIC_URL}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'kill@example.com', password: PASSWORD }),
        redirect: 'manual',
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(cookie).toMatch(/=/);
      const bytes = await bulkyPdf();
      const upload = (docHandle: string) => {
        const form = new FormData();
        form.append('pdf_signed', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'signed.pdf');
        return fetch(`${env.PUBLIC_URL}/api/documents/${docHandle}.pdf`, {
          method: 'PUT',
          headers: { cookie, origin: env.PUBLIC_URL },
          body: form,
        });
      };
      // One upload alone tells how long one takes here (the fallback kill time below); the other nine
      // then run at once, so the kill finds them at different stages: written, being written, arriving.
      const [first, ...rest] = docs;
      const started = Date.now();
      expect((await upload(first!.docHandle)).status).toBe(200);
      completed += 1;
      const one = Date.now() - started;
      const uploads = rest.map((doc) =>
        upload(doc.docHandle).then(
          (r) => {
            if (r.ok) completed += 1;
            return r.status;
          },
          () => 'killed',
        ),
      );
      // Kill at the first sign of a file being written (a temporary in storage) or of another
      // upload answered, whichever comes first; at the latest after twelve single-upload durations.
      const baseline = new Set(filesUnder(storage));
      const answered = completed;
      killedDuring = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => finish('a timer'), 12 * one);
        const poll = setInterval(() => {
          const fresh = filesUnder(storage).filter((f) => !baseline.has(f));
          if (fresh.some((f) => path.basename(f).startsWith('.tmp-'))) finish('a file being written');
          else if (completed > answered) finish('an upload just stored');
        }, 1);
        function finish(stage: string) {
          clearTimeout(timer);
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve(stage);
        }
      });
      await Promise.all(uploads);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }

    // Every document a row calls signed has its file, whole: the bytes match the stored SHA-256.
    const rows = await server.database.db
      .selectFrom('document')
      .select(['id', 'signedKey', 'signedSha256'])
      .where('userId', '=', userId)
      .execute();
    const signed = rows.filter((r) => r.signedKey);
    let torn = 0;
    for (const row of signed) {
      const file = path.join(storage, row.signedKey!);
      const whole =
        existsSync(file) && createHash('sha256').update(readFileSync(file)).digest('hex') === row.signedSha256;
      if (!whole) torn += 1;
    }
    expect(torn).toBe(0);
    expect(signed.length).toBeGreaterThanOrEqual(completed);

    // What the kill left (temporaries, files whose row was never written) goes once it is old.
    const referenced = new Set(
      (await server.database.db.selectFrom('document').select(['sourceKey', 'signedKey']).execute()).flatMap((r) =>
        [r.sourceKey, r.signedKey].filter((k): k is string => Boolean(k)),
      ),
    );
    const templates = await server.database.db.selectFrom('documentTemplate').select('storageKey').execute();
    for (const t of templates) referenced.add(t.storageKey);
    const before = filesUnder(storage);
    await sweepStorage(server.database.db, server.services.storage, Date.now() + STORAGE_GRACE_MS + 60_000);
    const after = filesUnder(storage);
    // The embedded signing CA (STORAGE_DIR/.signing) is the server's own, never a stored file to sweep.
    expect(after.filter((f) => !referenced.has(f) && !f.startsWith('.signing/'))).toEqual([]);
    for (const key of referenced) expect(after).toContain(key);
    console.log(
      `faults: ${docs.length} uploads, SIGKILL at ${killedDuring}, ${completed} answered before it, ` +
        `${signed.length} stored and verified, ` +
        `torn files: ${torn}, left-overs removed by housekeeping: ${before.length - after.length}`,
    );
  }, 120_000);
});

const describeSqlite = testDialect() === 'sqlite' ? describe : describe.skip;

describeSqlite('SQLite under concurrent writers', () => {
  let testDb: TestDatabase;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    one = await startTestServer({}, testDb);
    two = await startTestServer({}, testDb);
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await testDb?.drop();
  });

  test('When two instances write at once (applies, saved jobs, profiles), Then no request fails with SQLITE_BUSY', async () => {
    const jobIds = await one.services.jobs.createJobs(
      Array.from({ length: 20 }, (_, i) => ({
        title: `Concurrent Writer ${i}`,
        description: '<p>Write things at the same time.</p>',
        corpTitle: 'Fabrikam',
        employmentType: 'Contract' as const,
        category: 'InformationTechnology' as const,
        location: 'Chicago, IL',
        postalCode: '60601',
        salary: null,
        openedAt: Date.now(),
      })),
    );
    const cookies: { server: TestServer; cookie: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `writer${i}@example.com`;
      await one.services.auth.createUser({ email, password: PASSWORD, firstName: 'W', lastName: 'R', confirmed: true });
      const target = i % 2 ? two : one;
      const res = await fetch(`${target.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: PASSWORD }),
        redirect: 'manual',
      });
      cookies.push({ server: target, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! });
    }
    const writes: Promise<number>[] = [];
    for (const { server, cookie } of cookies) {
      const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
      for (const id of jobIds) {
        writes.push(
          fetch(`${server.url}/api/jobsearch/apply/${id}`, { method: 'POST', headers }).then((r) => r.status),
        );
        writes.push(fetch(`${server.url}/api/me/saved-jobs/${id}`, { method: 'PUT', headers }).then((r) => r.status));
      }
      writes.push(
        fetch(`${server.url}/api/me/profile`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ firstName: 'Wri', lastName: 'Ter', zipCode: '60601', desiredWorkType: 'Contract' }),
        }).then((r) => r.status),
      );
    }
    const statuses = await Promise.all(writes);
    const failed = statuses.filter((s) => s >= 500);
    console.log(
      `faults: ${statuses.length} concurrent writes on one SQLite file from two instances, failed: ${failed.length}`,
    );
    expect(failed).toEqual([]);
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
    const applications = await one.database.db
      .selectFrom('jobApplication')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(applications.n)).toBe(cookies.length * jobIds.length);
  }, 120_000);
});
