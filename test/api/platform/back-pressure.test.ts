/**
 * Back-pressure on the database (SECURITY 4.4.x, 13.x): a saturated PostgreSQL pool sheds work with
 * 503 and Retry-After within the acquire timeout instead of queueing it forever, at once when the
 * queue for the pool is full (also under a burst
 * of 200 searches, none waiting past the acquire and statement timeouts), a statement over
 * the statement timeout is cancelled (503), the queued work of a client that went away never runs,
 * /healthz keeps answering at once off the saturated pool and /readyz says not ready, and a
 * database that stops, or ends our connections, is answered 503 (never 500) until it is back.
 * SQLite still locked after its busy timeout is a 503 too.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import http from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import request from 'supertest';
import { sqliteFile } from '../../../server/db';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { createTestDatabase, testDialect, type TestDatabase } from '../../helpers/db';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy';
import { signedInUser } from '../../helpers/users';
import { waitUntil } from '../../helpers/wait';

const describePostgres = testDialect() === 'postgres' ? describe : describe.skip;
const describeSqlite = testDialect() === 'sqlite' ? describe : describe.skip;
const PASSWORD = 'Back-pressure-2026!';

function job(title: string): JobInput {
  return {
    title,
    description: '<p>Keep the line moving.</p>',
    corpTitle: 'Northwind',
    employmentType: 'Contract',
    category: 'Manufacturing',
    location: 'Evanston, IL',
    postalCode: '60201',
    openedAt: Date.now() - 86_400_000,
  };
}

/** A session of its own on the test database: holds locks the server's queries then wait on. */
async function locker(testDb: TestDatabase) {
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  return {
    async lock(table: string) {
      await client.query('begin');
      await client.query(`lock table ${table} in access exclusive mode`);
    },
    release: () => client.query('commit'),
    /** Backends of the server's pool that wait on our lock. */
    async waiting(): Promise<number[]> {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows.map((r) => r.pid);
    },
    terminate: (pid: number) => client.query('select pg_terminate_backend($1)', [pid]),
    end: () => client.end(),
  };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

function expectShed(res: request.Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.body).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
}

describePostgres('A saturated PostgreSQL pool (DB_POOL_MAX=2)', () => {
  let server: TestServer;
  let jobId: number;
  let db: Awaited<ReturnType<typeof locker>>;

  beforeAll(async () => {
    server = await startTestServer({
      DB_POOL_MAX: '2',
      DB_ACQUIRE_TIMEOUT_MS: '500',
      DB_STATEMENT_TIMEOUT_MS: '3000',
      // The pool is what saturates here: this one test client may take every place of admission.
      ADMISSION_CAPACITY: '4',
      ADMISSION_PER_CLIENT: '4',
    });
    [jobId] = (await server.services.jobs.createJobs([job('Line Lead')])) as [number];
    db = await locker(server.testDb);
  });
  afterAll(async () => {
    await db?.end();
    await server?.stop();
  });

  /** Two requests that hold both pooled connections, waiting on our lock of job_order. */
  async function saturate() {
    await db.lock('job_order');
    const blockers = [1, 2].map(() =>
      request(server.url)
        .get(`/api/jobs/${jobId}`)
        .then((r) => r),
    );
    await waitUntil(async () => (await db.waiting()).length === 2);
    return blockers;
  }

  test('When every connection is taken, Then a request is answered 503 with Retry-After within the acquire timeout, /healthz answers at once, /readyz says saturated, and the next request after the jam succeeds at once', async () => {
    const blockers = await saturate();
    try {
      const shed = await timed(request(server.url).get(`/api/jobs/${jobId}`));
      expectShed(shed.value);
      expect(shed.ms).toBeLessThan(2_000);
      const health = await timed(request(server.url).get('/healthz'));
      expect(health.value.status).toBe(200);
      expect(health.value.body).toEqual({ status: 'ok' });
      // Generous: the point is that it does not wait for a pooled connection (it would wait 500 ms and fail).
      if (health.ms >= 400) throw new Error(`/healthz took ${health.ms.toFixed(0)} ms while the pool was saturated`);
      const ready = await request(server.url).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'saturated' });
    } finally {
      await db.release();
    }
    for (const res of await Promise.all(blockers)) expect(res.status).toBe(200);
    const after = await timed(request(server.url).get(`/api/jobs/${jobId}`));
    expect(after.value.status).toBe(200);
    expect(after.ms).toBeLessThan(1_000);
  });

  test('When a statement runs past the statement timeout, Then PostgreSQL cancels it and the request is answered 503, not 500', async () => {
    await db.lock('job_order');
    try {
      const res = await timed(request(server.url).get(`/api/jobs/${jobId}`));
      expectShed(res.value);
      expect(res.ms).toBeGreaterThanOrEqual(2_900);
      expect(res.ms).toBeLessThan(6_000);
    } finally {
      await db.release();
    }
  });

  test('When the backend serving a request is terminated by an administrator (57P01), Then the request is answered 503 and the next one succeeds', async () => {
    await db.lock('job_order');
    const pending = request(server.url)
      .get(`/api/jobs/${jobId}`)
      .then((r) => r);
    try {
      await waitUntil(async () => (await db.waiting()).length === 1);
      await db.terminate((await db.waiting())[0]!);
      expectShed(await pending);
    } finally {
      await db.release();
    }
    expect((await request(server.url).get(`/api/jobs/${jobId}`)).status).toBe(200);
  });
});

describePostgres('A full queue for the pool (DB_POOL_MAX=1, DB_QUEUE_MAX=1)', () => {
  let server: TestServer;
  let jobId: number;
  let db: Awaited<ReturnType<typeof locker>>;

  beforeAll(async () => {
    // Places enough (three of four may be anonymous reads) for the third request to reach the pool's queue.
    server = await startTestServer({
      DB_POOL_MAX: '1',
      DB_QUEUE_MAX: '1',
      DB_ACQUIRE_TIMEOUT_MS: '8000',
      ADMISSION_CAPACITY: '4',
      ADMISSION_PER_CLIENT: '4',
    });
    [jobId] = (await server.services.jobs.createJobs([job('Forklift Driver')])) as [number];
    db = await locker(server.testDb);
  });
  afterAll(async () => {
    await db?.end();
    await server?.stop();
  });

  test('When one request holds the connection and one waits for it, Then the next is answered 503 with Retry-After at once, long before the acquire timeout, and the two others are served once the jam clears', async () => {
    await db.lock('job_order');
    const get = () =>
      request(server.url)
        .get(`/api/jobs/${jobId}`)
        .then((r) => r);
    const holder = get();
    let queued: Promise<request.Response> | undefined;
    try {
      await waitUntil(async () => (await db.waiting()).length === 1);
      queued = get();
      // The second waits for the pool: /readyz counts it.
      await waitUntil(async () => (await request(server.url).get('/readyz')).status === 503);
      const shed = await timed(request(server.url).get(`/api/jobs/${jobId}`));
      expectShed(shed.value);
      // Refused on arrival, not after the 8 s it could have waited.
      expect(shed.ms).toBeLessThan(4_000);
    } finally {
      await db.release();
    }
    expect((await holder).status).toBe(200);
    expect((await queued)?.status).toBe(200);
  });
});

describePostgres('200 signed-in searches at once on a small pool', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      DB_POOL_MAX: '2',
      DB_ACQUIRE_TIMEOUT_MS: '300',
      DB_STATEMENT_TIMEOUT_MS: '3000',
    });
    await server.services.jobs.createJobs(
      Array.from({ length: 300 }, (_, i) => job(`${i % 2 ? 'Line' : 'Shift'} Lead ${i}`)),
    );
  });
  afterAll(() => server?.stop());

  test('When 200 searches arrive with no pause, Then the excess is shed with 503 and Retry-After, none takes longer than its wait for a connection and its statement timeout, and the next search is served at once', async () => {
    const { agent } = await signedInUser(server, {
      email: 'burst@example.com',
      password: PASSWORD,
      firstName: 'Bo',
      role: 'candidate',
    });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => timed(agent.post('/api/jobsearch').send({ query: 'lead ' }))),
    );
    const statuses = answers.map((a) => a.value.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const shed = answers.filter((a) => a.value.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const a of shed) expectShed(a.value);
    // A served search waited at most the acquire timeout (300 ms) for a connection, then ran for at
    // most the statement timeout (3 s); a second of slack covers 200 answers on a busy runner.
    const longest = Math.max(...answers.map((a) => a.ms));
    if (longest >= 4_300) throw new Error(`a request took ${longest.toFixed(0)} ms, past its 3.3 s wait and run`);
    const next = await timed(agent.post('/api/jobsearch').send({ query: 'lead ' }));
    expect(next.value.status).toBe(200);
    expect(next.ms).toBeLessThan(1_000);
  });
});

describePostgres('Work queued for a client that went away', () => {
  let server: TestServer;
  let jobs: number[];
  let db: Awaited<ReturnType<typeof locker>>;

  beforeAll(async () => {
    // The blockers must hold their connections until the test lets go of its lock, however slow
    // the machine: no statement timeout ends their wait first.
    server = await startTestServer({
      DB_POOL_MAX: '2',
      DB_ACQUIRE_TIMEOUT_MS: '20000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
    });
    jobs = await server.services.jobs.createJobs([job('Picker'), job('Packer'), job('Line Lead')]);
    db = await locker(server.testDb);
  });
  afterAll(async () => {
    await db?.end();
    await server?.stop();
  });

  /** POST /api/jobsearch/apply/{id} over a connection of its own, so the test can hang up. */
  function apply(cookie: string, id: number) {
    let req: http.ClientRequest;
    const done = new Promise<number>((resolve, reject) => {
      req = http.request(`${server.url}/api/jobsearch/apply/${id}`, {
        method: 'POST',
        headers: { cookie, origin: server.config.publicUrl, 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{}');
    });
    return { done, hangUp: () => req.destroy() };
  }

  test('When a client hangs up while its request waits for a connection, Then its queries never run; one that stays is served once the pool frees', async () => {
    const userId = await server.services.auth.createUser({
      email: 'hangs-up@example.com',
      password: PASSWORD,
      firstName: 'Hal',
      lastName: 'Test',
      confirmed: true,
    });
    const login = await request(server.url)
      .post('/login')
      .type('form')
      .send({ username: 'hangs-up@example.com', password: PASSWORD })
      .expect(303);
    const cookieHeader = String(login.headers['set-cookie']).split(';')[0]!;
    await db.lock('job_order');
    const blockers = [1, 2].map(() =>
      request(server.url)
        .get(`/api/jobs/${jobs[2]}`)
        .then((r) => r),
    );
    let stays: Promise<number>;
    try {
      await waitUntil(async () => (await db.waiting()).length === 2);
      const leaves = apply(cookieHeader, jobs[0]!);
      leaves.done.catch(() => undefined);
      stays = apply(cookieHeader, jobs[1]!).done;
      await waitUntil(() => (server.database.load()?.waiting ?? 0) >= 2);
      leaves.hangUp();
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await db.release();
    }
    await Promise.all(blockers);
    expect(await stays!).toBe(200);
    await waitUntil(() => server.database.load()?.waiting === 0);
    const applied = await server.database.db
      .selectFrom('jobApplication')
      .select('jobOrderId')
      .where('userId', '=', userId)
      .execute();
    expect(applied.map((a) => a.jobOrderId)).toEqual([jobs[1]]);
  });
});

describePostgres('A database that goes down and comes back', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let jobId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const direct = new URL(testDb.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(testDb.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startTestServer({ DATABASE_URL: viaProxy.toString(), DB_ACQUIRE_TIMEOUT_MS: '1000' }, testDb);
    [jobId] = (await server.services.jobs.createJobs([job('Forklift Operator')])) as [number];
  });
  afterAll(async () => {
    await proxy?.start().catch(() => undefined);
    await server?.stop();
    await proxy?.stop();
    await testDb?.drop();
  });

  test('When the database stops answering, Then REST, GraphQL, /healthz and /readyz answer 503 with Retry-After (never 500), and all recover as soon as it is back', async () => {
    const { agent } = await signedInUser(server, {
      email: 'down@example.com',
      password: PASSWORD,
      firstName: 'Dee',
      role: 'candidate',
    });
    await proxy.stop();
    try {
      expectShed(await request(server.url).get(`/api/jobs/${jobId}`));
      expectShed(await agent.post('/api/jobsearch').send({ query: 'forklift' }));
      const graphql = await request(server.url)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: '{ content(path: "/about") { title } }' });
      expect(graphql.status).toBe(503);
      expect(Number(graphql.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(graphql.body.errors[0].extensions.code).toBe('UNAVAILABLE');
      await waitUntil(async () => (await request(server.url).get('/healthz')).status === 503, 5_000);
      expect((await request(server.url).get('/readyz')).status).toBe(503);
    } finally {
      await proxy.start();
    }
    expect((await request(server.url).get(`/api/jobs/${jobId}`)).status).toBe(200);
    expect((await agent.post('/api/jobsearch').send({ query: 'forklift' })).status).toBe(200);
    expect((await request(server.url).get('/healthz')).body).toEqual({ status: 'ok' });
  });
});

describeSqlite('SQLite still locked after its busy timeout', () => {
  let server: TestServer;
  let jobId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [jobId] = (await server.services.jobs.createJobs([job('Line Lead')])) as [number];
  });
  afterAll(() => server?.stop());

  test('When another process holds the write lock past busy_timeout, Then a write is answered 503 with Retry-After, not 500', async () => {
    const { agent } = await signedInUser(server, {
      email: 'busy@example.com',
      password: PASSWORD,
      firstName: 'Bea',
      role: 'candidate',
    });
    const other = new SQLite(sqliteFile(server.testDb.url));
    other.prepare('begin immediate').run();
    try {
      expectShed(await agent.post(`/api/jobsearch/apply/${jobId}`).send({}));
    } finally {
      other.prepare('rollback').run();
      other.close();
    }
    expect((await agent.post(`/api/jobsearch/apply/${jobId}`).send({})).status).toBe(200);
  });
});
