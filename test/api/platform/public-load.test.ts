/**
 * Expensive anonymous reads under load (SECURITY 4.4.x, 13.x): /sitemap.xml is built once per TTL
 * (not per request) and served pre-compressed with an ETag; a change made through one instance
 * shows on another within the TTL; 50 clients reading it at 50,000 jobs leave /healthz answering
 * quickly; a job page's "more jobs like it" is kept per job for a while; anonymous reads and
 * GraphQL are throttled per client with 429 and Retry-After.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { JobPageData } from '../../../common/jobs';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { insertBulkJobs } from '../../helpers/bulk-jobs';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser } from '../../helpers/users';

const MINUTE = 60_000;

function job(title: string, over: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: '<p>Weld frames for trailers.</p>',
    corpTitle: 'Fabrikam',
    employmentType: 'Permanent',
    category: 'Manufacturing',
    location: 'Evanston, IL',
    postalCode: '60201',
    openedAt: Date.now() - 3_600_000,
    ...over,
  };
}

/** A GET answered as the bytes sent (supertest would decode them). */
function raw(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('The sitemap, built once per TTL on each instance', () => {
  let testDb: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    a = await startTestServer({ SITEMAP_TTL_MS: String(MINUTE) }, testDb);
    b = await startTestServer({ SITEMAP_TTL_MS: String(MINUTE) }, testDb);
    await a.services.jobs.createJobs([job('Welder'), job('Fitter')]);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await testDb?.drop();
  });

  test('When it is asked for again, Then nothing is rebuilt: the same bytes in Brotli, gzip or plain, and 304 for the ETag the client holds', async () => {
    const first = await raw(a, '/sitemap.xml', { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/^application\/xml/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const xml = brotliDecompressSync(first.body).toString();
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    const builds = a.services.sitemaps.builds();

    const gz = await raw(a, '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(xml);
    const plain = await raw(a, '/sitemap.xml', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(xml);
    expect(gz.headers.etag).toBe(etag);

    const again = await request(a.url).get('/sitemap.xml').set('if-none-match', etag);
    expect(again.status).toBe(304);
    expect(a.services.sitemaps.builds()).toBe(builds);
  });

  test('When a job opens through one instance, Then the other lists it once its TTL has passed, not before', async () => {
    const listed = async (server: TestServer) =>
      (await raw(server, '/sitemap.xml', { 'accept-encoding': 'identity' })).body.toString();
    const before = await listed(b);
    const [id] = await a.services.jobs.createJobs([job('Press Brake Operator')]);
    expect(await listed(b)).toBe(before);
    expect(await listed(b)).not.toContain(`/jobs/${id}<`);
    b.advance(MINUTE + 1);
    expect(await listed(b)).toContain(`/jobs/${id}<`);
  });
});

describe('Many clients on /sitemap.xml at 50,000 open jobs', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The bulk insert is one long statement. The 50 clients share one address here, which
    // admission would hold to one client's share, shedding (503) those that wait past their budget
    // while a slow machine builds the sitemap: admission is not what this story measures.
    server = await startTestServer({
      RATE_LIMIT_ANONYMOUS_READS: '100000',
      DB_STATEMENT_TIMEOUT_MS: '0',
      ADMISSION_CAPACITY: '80',
      ADMISSION_PER_CLIENT: '80',
    });
    await insertBulkJobs(server.database.db, server.database.dialect, 50_000);
  }, 120_000);
  afterAll(() => server?.stop());

  test('When 50 clients read it at once, again and again, Then /healthz still answers quickly and the sitemap is built once', async () => {
    expect((await request(server.url).get('/healthz')).status).toBe(200);
    const healthMs: number[] = [];
    let reading = true;
    const probe = (async () => {
      while (reading) {
        const started = performance.now();
        const res = await request(server.url).get('/healthz');
        healthMs.push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const client = async () => {
      for (let i = 0; i < 4; i += 1) {
        const res = await raw(server, '/sitemap.xml', { 'accept-encoding': 'gzip' });
        expect(res.status).toBe(200);
        expect(res.body.length).toBeGreaterThan(100_000);
      }
    };
    await Promise.all(Array.from({ length: 50 }, client));
    reading = false;
    await probe;
    const worst = Math.max(...healthMs);
    console.log(
      `sitemap: 200 reads by 50 clients at 50,000 jobs; /healthz worst ${worst.toFixed(0)} ms over ${healthMs.length} checks`,
    );
    // Before the sitemap was cached, each of these 200 requests built 4 MB of XML from 50,000 rows
    // and /healthz waited 7 s behind 50 of them. The latency is a figure, not a limit (it follows the
    // machine's load; the load bench holds the goal): what must hold is that the file was built
    // once, and that /healthz was answered between the reads, not only after them.
    expect(server.services.sitemaps.builds()).toBe(1);
    expect(healthMs.length).toBeGreaterThan(1);
  }, 120_000);
});

describe('Throttled anonymous reads and GraphQL', () => {
  let server: TestServer;
  let jobId: number;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS_READS: '5', RATE_LIMIT_GRAPHQL: '3' });
    [jobId] = (await server.services.jobs.createJobs([job('Welder')])) as [number];
  });
  afterAll(() => server?.stop());

  test('When a visitor reads public pages past the limit, Then 429 with Retry-After; a signed-in candidate is not held back by it', async () => {
    const paths = [`/jobs/${jobId}`, `/api/jobs/${jobId}`, '/sitemap.xml', `/jobs/${jobId}`, `/api/jobs/${jobId}`];
    for (const path of paths) expect((await request(server.url).get(path)).status).toBe(200);
    const over = await request(server.url).get('/sitemap.xml');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await request(server.url).get(`/jobs/${jobId}`)).status).toBe(429);

    const { agent } = await signedInUser(server, {
      email: 'reader@example.com',
      password: 'Reader-Passw0rd!',
      firstName: 'Rita',
      role: 'candidate',
    });
    for (let i = 0; i < 8; i += 1) expect((await agent.get(`/api/jobs/${jobId}`)).status).toBe(200);
  });

  test('When GraphQL is asked past its limit, Then 429 with Retry-After, counted per signed-in user apart from anonymous callers', async () => {
    const query = (req: request.Test) => req.set('content-type', 'application/json').send({ query: '{ ok }' });
    for (let i = 0; i < 3; i += 1) expect((await query(request(server.url).post('/graphql'))).status).toBe(200);
    const over = await query(request(server.url).post('/graphql'));
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const { agent } = await signedInUser(server, {
      email: 'graph@example.com',
      password: 'Graph-Passw0rd!',
      firstName: 'Gus',
      role: 'candidate',
    });
    for (let i = 0; i < 3; i += 1) expect((await query(agent.post('/graphql'))).status).toBe(200);
    expect((await query(agent.post('/graphql'))).status).toBe(429);
  });
});

describe('"More jobs like it" on a public job page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  test('When a job page is opened again, Then its similar jobs come from the cache until the TTL passes', async () => {
    const [id] = (await server.services.jobs.createJobs([job('Trailer Welder'), job('Frame Welder')])) as [number];
    const similar = async () =>
      ((await request(server.url).get(`/api/jobs/${id}`).expect(200)).body as JobPageData).moreJobs.map((m) => m.title);
    expect(await similar()).toEqual(['Frame Welder']);
    await server.services.jobs.createJobs([job('Pipe Welder')]);
    expect(await similar()).toEqual(['Frame Welder']);
    server.advance(11 * MINUTE);
    expect((await similar()).sort()).toEqual(['Frame Welder', 'Pipe Welder']);
  });
});
