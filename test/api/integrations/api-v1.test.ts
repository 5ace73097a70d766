/**
 * The REST API for the employer's systems (/api/v1) over real HTTP and a real database: keys made
 * by admins (shown once, kept hashed, revoked or expired → 401, a missing scope → 403), cursor
 * pages of jobs and applications, a create under an Idempotency-Key, an upsert by external id,
 * close, a status move with its history, RFC 9457 problem details, the per-key rate limit, and the
 * OpenAPI 3.1 document checked by an OpenAPI validator.
 * Past 300 lines because its stories share one server, its keys and its seeded jobs and applications.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { apiKeyOfRequest, apiV1Routes, requireScope } from '../../../server/features/integrations/api-v1.routes';
import { createRouteGuards } from '../../../server/http/declared-router';
import { createLogger } from '../../../server/logger';
import { startTestServer, type TestServer } from '../../helpers/server';
import { aJob } from '../../helpers/jobs';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'Api-Passw0rd-2026!';
const RATE = 20;

const jobBody = (title: string) => ({
  title,
  description: 'Keep the **line** moving.',
  employmentType: 'Permanent',
  category: 'Distribution',
  location: 'Austin, TX',
  pay: { min: 20, max: 25, unit: 'HOUR', currency: 'USD' },
});

describe('REST API /api/v1', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let key = '';
  let readOnly = '';
  const candidates: number[] = [];
  let firstJob = 0;

  const api = (k = key) => ({
    get: (p: string) => request(server.url).get(`/api/v1${p}`).set('Authorization', `Bearer ${k}`),
    post: (p: string) => request(server.url).post(`/api/v1${p}`).set('Authorization', `Bearer ${k}`),
    put: (p: string) => request(server.url).put(`/api/v1${p}`).set('Authorization', `Bearer ${k}`),
  });
  const makeKey = async (body: Record<string, unknown>) =>
    (await admin.agent.post('/api/admin/api-keys').send(body).expect(200)).body as { id: number; key: string };
  const expectProblem = (res: request.Response, status: number) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      status,
      type: expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
    });
  };

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_API: String(RATE) });
    admin = await signedInUser(server, {
      email: 'admin@api.test',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
    staff = await signedInUser(server, {
      email: 'staff@api.test',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    const ids = await server.services.jobs.createJobs(Array.from({ length: 25 }, (_, n) => aJob(`Picker ${n + 1}`)));
    firstJob = ids[0]!;
    for (const n of [1, 2, 3]) {
      const id = await server.services.auth.createUser({
        email: `casey${n}@api.test`,
        password: PASSWORD,
        firstName: `Casey${n}`,
        lastName: 'Applicant',
        role: 'candidate',
        confirmed: true,
      });
      candidates.push(id);
      await server.services.jobs.apply(id, firstJob, { ip: '127.0.0.1', userAgent: 'test' });
    }
  });

  afterAll(async () => {
    await server?.stop();
  });

  // Each test starts a fresh rate window (the limiter reads the server's clock).
  beforeEach(() => server.advance(61_000));

  test('Admins make a key that is shown once and kept hashed; others may not; bad input is named', async () => {
    expect((await staff.agent.get('/api/admin/api-keys')).status).toBe(403);
    expect((await request(server.url).get('/api/admin/api-keys')).status).toBe(401);
    const bad = await admin.agent.post('/api/admin/api-keys').send({ name: '', scopes: ['jobs:fly'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'scopes']));

    const made = await makeKey({
      name: 'ATS',
      scopes: ['jobs:read', 'jobs:write', 'applications:read', 'applications:write', 'candidates:read'],
    });
    key = made.key;
    expect(key).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);
    readOnly = (await makeKey({ name: 'Reports', scopes: ['jobs:read'] })).key;

    const list = (await admin.agent.get('/api/admin/api-keys').expect(200)).body as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(JSON.stringify(list)).not.toContain(key);
    expect(list[0]).toMatchObject({ name: 'ATS', prefix: key.slice(0, 10), revokedAt: null, lastUsedAt: null });

    const row = await server.database.db
      .selectFrom('apiKey')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(10));
    const audit = await server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', '=', 'api_key.created')
      .execute();
    expect(audit).toHaveLength(2);
  });

  test('No key, an unknown key or a session cookie → 401; a missing scope → 403; the use is recorded', async () => {
    const none = await request(server.url).get('/api/v1/jobs');
    expectProblem(none, 401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expectProblem(await api('cpk_nope').get('/jobs'), 401);
    // A signed-in admin's cookie is no authority here.
    expectProblem(await admin.agent.get('/api/v1/jobs'), 401);
    expectProblem(await api(readOnly).post('/jobs').send(jobBody('Nope')), 403);
    expectProblem(await api(readOnly).get('/applications'), 403);
    await api(readOnly).get('/jobs').expect(200);
    // The key is the authority, not the origin: no same-origin check applies (a browser cannot
    // send the header cross-site without a CORS preflight, which is never granted).
    const crossSite = await api()
      .post('/jobs')
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(jobBody('Sent from elsewhere'));
    expect(crossSite.status).toBe(201);
    expect(crossSite.headers['access-control-allow-origin']).toBeUndefined();
    const list = (await admin.agent.get('/api/admin/api-keys').expect(200)).body as {
      name: string;
      lastUsedAt: string | null;
    }[];
    expect(list.find((k) => k.name === 'Reports')!.lastUsedAt).not.toBeNull();
  });

  test('Jobs come a page at a time by an opaque cursor, each once, in order', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=10&cursor=${encodeURIComponent(cursor)}` : '?limit=10';
      const res = await api().get(`/jobs${query}`).expect(200);
      seen.push(...(res.body.data as { id: number }[]).map((j) => j.id));
      cursor = res.body.next_cursor as string | null;
      pages += 1;
    } while (cursor);
    // The 25 made above and the one sent from elsewhere in the test before.
    const all = await server.database.db.selectFrom('jobOrder').select('id').orderBy('id').execute();
    expect(all).toHaveLength(26);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((j) => j.id));
    const one = await api().get(`/jobs/${firstJob}`).expect(200);
    expect(one.body).toMatchObject({ id: firstJob, title: 'Picker 1', status: 'open', applicants: 3 });
  });

  test('Problem details for 400 (with field errors) and 404', async () => {
    const bad = await api().post('/jobs').send({ title: '', employmentType: 'Gig' });
    expectProblem(bad, 400);
    const fields = (bad.body.errors as { field: string; detail: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'employmentType', 'description']));
    expectProblem(await api().get('/jobs?limit=0'), 400);
    expectProblem(await api().get('/jobs?cursor=not-a-cursor'), 400);
    expectProblem(await api().get('/jobs/999999'), 404);
    expectProblem(await api().get('/jobs/abc'), 404);
    expectProblem(await api().get('/nowhere'), 404);
    const broken = await api().post('/jobs').set('Content-Type', 'application/json').send('{"title":');
    expectProblem(broken, 400);
    const unknownPlace = await api()
      .post('/jobs')
      .send({ ...jobBody('Somewhere'), location: 'Atlantis, ZZ' });
    expectProblem(unknownPlace, 400);
  });

  test('A create sent twice (or twice at once) with one Idempotency-Key makes one job; another body under it is refused', async () => {
    const body = jobBody('Forklift Lead');
    const first = await api().post('/jobs').set('Idempotency-Key', 'req-1').send(body);
    expect(first.status).toBe(201);
    const again = await api().post('/jobs').set('Idempotency-Key', 'req-1').send(body);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      title: 'Forklift Lead',
      status: 'open',
      pay: { min: 20, max: 25, unit: 'HOUR' },
    });
    const rows = await server.database.db
      .selectFrom('jobOrder')
      .select('id')
      .where('title', '=', 'Forklift Lead')
      .execute();
    expect(rows).toHaveLength(1);
    expectProblem(await api().post('/jobs').set('Idempotency-Key', 'req-1').send(jobBody('Other')), 409);
    // Two at once under one key: one job; the other waits for it (409) or gets its answer.
    const [x, y] = await Promise.all([
      api().post('/jobs').set('Idempotency-Key', 'race-1').send(jobBody('Racer')),
      api().post('/jobs').set('Idempotency-Key', 'race-1').send(jobBody('Racer')),
    ]);
    expect([x.status, y.status].sort()).toEqual(expect.arrayContaining([201]));
    expect([x.status, y.status].every((st) => st === 201 || st === 409)).toBe(true);
    const racers = await server.database.db.selectFrom('jobOrder').select('id').where('title', '=', 'Racer').execute();
    expect(racers).toHaveLength(1);
    // A day later the key is free again.
    server.advance(25 * 3_600_000);
    // The admin's session has gone idle meanwhile: the later tests sign in again.
    admin = await signedInUser(server, {
      email: 'admin2@api.test',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
    expect((await api().post('/jobs').set('Idempotency-Key', 'req-1').send(body)).body.id).not.toBe(first.body.id);
  });

  test('PUT by external id makes the job once, then updates the same job', async () => {
    const made = await api().put('/jobs/by-external-id/ATS-42').send(jobBody('Dock Clerk'));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ externalId: 'ATS-42', created: true, job: { title: 'Dock Clerk' } });
    const changed = await api().put('/jobs/by-external-id/ATS-42').send(jobBody('Senior Dock Clerk'));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      created: false,
      job: { id: made.body.job.id, title: 'Senior Dock Clerk', description: 'Keep the **line** moving.' },
    });
    const rows = await server.database.db
      .selectFrom('jobOrder')
      .select(['id', 'title', 'externalSource'])
      .where('externalId', '=', 'ATS-42')
      .execute();
    expect(rows).toEqual([{ id: made.body.job.id, title: 'Senior Dock Clerk', externalSource: 'api' }]);
    expectProblem(await api().put('/jobs/by-external-id/bad%20id!').send(jobBody('X')), 400);

    const closed = await api().post(`/jobs/${made.body.job.id}/close`).expect(200);
    expect(closed.body.status).toBe('closed');
    expect((await request(server.url).get(`/api/jobs/${made.body.job.id}`)).status).toBe(404);
  });

  test('Applications since a time, a page at a time; a status move keeps its history; no self-identification', async () => {
    const first = await api().get('/applications?limit=2&since=2000-01-01T00:00:00Z').expect(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({
      jobId: firstJob,
      status: 'Submitted',
      candidate: { id: candidates[0], firstName: 'Casey1' },
    });
    const rest = await api()
      .get(`/applications?cursor=${encodeURIComponent(first.body.next_cursor)}`)
      .expect(200);
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.next_cursor).toBeNull();
    const later = await api()
      .get(`/applications?since=${new Date(Date.now() + 86_400_000 * 10).toISOString()}`)
      .expect(200);
    expect(later.body.data).toHaveLength(0);
    expectProblem(await api().get('/applications?since=yesterday'), 400);

    const id = first.body.data[0].id as number;
    const moved = await api().post(`/applications/${id}/status`).send({ status: 'Interview' }).expect(200);
    expect(moved.body.status).toBe('Interview');
    expect(moved.body.history.map((h: { status: string }) => h.status)).toContain('Interview');
    const history = await server.database.db
      .selectFrom('jobApplicationStatus')
      .selectAll()
      .where('applicationId', '=', id)
      .execute();
    expect(history.some((h) => h.status === 'Interview')).toBe(true);
    expectProblem(await api().post(`/applications/${id}/status`).send({ status: 'Promoted' }), 400);
    expectProblem(await api().get('/applications/999999'), 404);
    const text = JSON.stringify((await api().get(`/applications/${id}`).expect(200)).body);
    expect(text).not.toMatch(/selfId|gender|race|ethnic|veteran|disabilit/i);
    // Without candidates:read the candidate is an id only.
    const onlyApps = (await makeKey({ name: 'Apps', scopes: ['applications:read'] })).key;
    expect((await api(onlyApps).get(`/applications/${id}`).expect(200)).body.candidate).toEqual({ id: candidates[0] });
  });

  test('Revoked and expired keys are refused; revoking is audited', async () => {
    const temp = await makeKey({ name: 'Temp', scopes: ['jobs:read'] });
    await api(temp.key).get('/jobs').expect(200);
    const revoked = await admin.agent.post(`/api/admin/api-keys/${temp.id}/revoke`).expect(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expectProblem(await api(temp.key).get('/jobs'), 401);
    const audit = await server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', '=', 'api_key.revoked')
      .execute();
    expect(audit).toHaveLength(1);
    expect((await admin.agent.post('/api/admin/api-keys/999999/revoke')).status).toBe(404);

    // Today on the server's clock, which these tests move forward.
    const today = new Date(server.services.clock()).toISOString().slice(0, 10);
    const soon = await makeKey({ name: 'Short', scopes: ['jobs:read'], expiresOn: today });
    await api(soon.key).get('/jobs').expect(200);
    const past = await admin.agent
      .post('/api/admin/api-keys')
      .send({ name: 'Old', scopes: ['jobs:read'], expiresOn: '2001-01-01' });
    expect(past.status).toBe(400);
    server.advance(2 * 86_400_000);
    expectProblem(await api(soon.key).get('/jobs'), 401);
  });

  test(`A key past ${RATE} requests a minute gets 429 with Retry-After`, async () => {
    for (let n = 0; n < RATE; n += 1) await api(readOnly).get('/jobs?limit=1').expect(200);
    const limited = await api(readOnly).get('/jobs?limit=1');
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key is counted on its own.
    await api().get('/jobs?limit=1').expect(200);
  });

  test('The OpenAPI 3.1 document names every operation and passes an OpenAPI validator; the reference page reads it', async () => {
    const res = await request(server.url).get('/api/v1/openapi.json').expect(200);
    const doc = JSON.parse(res.text) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const routes = [
      ['get', '/jobs'],
      ['post', '/jobs'],
      ['get', '/jobs/{id}'],
      ['put', '/jobs/by-external-id/{externalId}'],
      ['post', '/jobs/{id}/close'],
      ['get', '/applications'],
      ['get', '/applications/{id}'],
      ['post', '/applications/{id}/status'],
      ['get', '/candidates/{id}'],
      ['get', '/document-templates'],
      ['get', '/documents'],
      ['post', '/documents'],
      ['get', '/documents/{id}'],
      ['get', '/documents/{id}/signed.pdf'],
    ];
    for (const [method, p] of routes) expect(doc.paths[p!]?.[method!]).toBeDefined();
    expect(Object.values(doc.paths).flatMap((m) => Object.keys(m))).toHaveLength(routes.length);
    // And the router serves exactly these, besides the reference itself.
    interface Layer {
      route?: { path: string; methods: Record<string, boolean> };
    }
    const router = apiV1Routes({
      api: server.services.apiV1,
      apiKeys: server.services.apiKeys,
      rateLimiter: server.services.rateLimiter,
      clock: server.services.clock,
      perMinute: RATE,
      publicUrl: server.config.publicUrl,
      siteName: server.config.siteName,
      logger: createLogger('silent'),
      guards: createRouteGuards({
        audit: server.services.audit,
        clock: server.services.clock,
        rateLimiter: server.services.rateLimiter,
        perMinute: { publicReads: RATE, graphql: RATE },
        apiScope: requireScope,
        idempotency: server.services.idempotency,
        apiKeyOf: apiKeyOfRequest,
      }),
    }) as unknown as { stack: Layer[] };
    const served = router.stack
      .flatMap((l) =>
        l.route ? Object.keys(l.route.methods).map((m) => [m, l.route!.path.replace(/:(\w+)/g, '{$1}')]) : [],
      )
      .filter(([, p]) => !['/openapi.json', '/docs', '/docs.css'].includes(p!));
    expect(served.map((r) => r.join(' ')).sort()).toEqual(routes.map((r) => r.join(' ')).sort());

    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, res.text);
      const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      const out = execFileSync(process.execPath, [cli, file], { encoding: 'utf8' });
      expect(out).toMatch(/"valid":\s*true/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const page = await request(server.url).get('/api/v1/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.text).not.toMatch(/<script|style=/i);
    for (const [method, p] of routes) expect(page.text).toContain(`${method!.toUpperCase()} /api/v1${p}`);
    expect(page.text).toContain('id="problem-validation"');
    // Limits are printed as given (a pattern's `$` is no replacement token).
    expect(page.text).toContain('matches &#34;^[A-Za-z0-9._:-]+$&#34;');
    await request(server.url)
      .get('/api/v1/docs.css')
      .expect(200)
      .expect('Content-Type', /text\/css/);
  });
});
