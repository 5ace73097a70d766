/**
 * Admission under load (SECURITY 4.4.x): with every place for anonymous reads taken, a sign-in is
 * still admitted while an anonymous read waits its budget and is answered 503 with Retry-After; one
 * client's flood of sign-ins waits behind its own requests while another client's sign-in is
 * admitted; the 503 is logged as a warning without headers and counted in /metrics. Requests are
 * held at work by sending their bodies only in part, so no timing decides the outcome.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Admission-2026!';
const TOKEN = 'metrics-token-admission-0123456789';

/** A request whose body never ends: it holds its place until released. */
function held(server: TestServer, address: string) {
  const req = http.request(`${server.url}/api/account/two-factor/enrolment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': '64',
      'x-forwarded-for': address,
      origin: server.config.publicUrl,
    },
  });
  const done = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
  req.write('{"partial":');
  return { done, release: () => req.destroy() };
}

const signIn = (server: TestServer, address: string, username: string) =>
  request(server.url)
    .post('/login')
    .set('X-Forwarded-For', address)
    .type('form')
    .send({ username, password: PASSWORD })
    .then((r) => r);

describe('Admission with every place of anonymous reads taken (ADMISSION_CAPACITY=4, ADMISSION_PER_CLIENT=2)', () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    server = await startTestServer(
      {
        ADMISSION_CAPACITY: '4',
        ADMISSION_PER_CLIENT: '2',
        DB_ACQUIRE_TIMEOUT_MS: '300',
        TRUST_PROXY: 'loopback',
        METRICS_TOKEN: TOKEN,
      },
      undefined,
      { logger: pino({ level: 'info' }, sink) },
    );
    for (const name of ['sam', 'yan', 'xia']) {
      await server.services.auth.createUser({
        email: `${name}@example.com`,
        password: PASSWORD,
        firstName: name,
        lastName: 'Test',
        confirmed: true,
      });
    }
  });
  afterAll(() => server?.stop());

  test('When three requests are at work, Then a sign-in is admitted while an anonymous read is answered 503 with Retry-After; one client flooding sign-ins waits behind its own requests while another client signs in; all recover once the places free', async () => {
    // Client 10.0.0.1 at its share (2), 10.0.0.2 with one: three of four places, all anonymous reads may take.
    const holders = [held(server, '10.0.0.1'), held(server, '10.0.0.1'), held(server, '10.0.0.2')];
    try {
      await waitUntil(() => server.services.admission.load().atWork === 3);

      const [read, sam] = await Promise.all([
        request(server.url)
          .get('/api/jobs')
          .set('X-Forwarded-For', '10.0.0.3')
          .then((r) => r),
        signIn(server, '10.0.0.4', 'sam@example.com'),
      ]);
      expect(sam.status).toBe(303);
      expect(read.status).toBe(503);
      expect(Number(read.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(read.body).toMatchObject({ code: 'UNAVAILABLE', status: 503 });

      // 10.0.0.1 already has its two at work: its flood waits; 10.0.0.5 is admitted past it.
      const flood = Array.from({ length: 5 }, () => signIn(server, '10.0.0.1', 'xia@example.com'));
      await waitUntil(() => server.services.admission.load().waiting === 5);
      const yan = await signIn(server, '10.0.0.5', 'yan@example.com');
      expect(yan.status).toBe(303);
      const flooded = await Promise.all(flood);
      expect(flooded.map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);
    } finally {
      for (const h of holders) h.release();
    }
    await Promise.all(holders.map((h) => h.done));
    await waitUntil(() => server.services.admission.load().atWork === 0);
    expect((await request(server.url).get('/api/jobs').set('X-Forwarded-For', '10.0.0.3')).status).toBe(200);
    expect((await signIn(server, '10.0.0.1', 'xia@example.com')).status).toBe(303);
  });

  test('A 503 is logged as a warning with no headers, and counted in /metrics by class and stage', async () => {
    const shed = lines
      .map((line) => JSON.parse(line) as { level: number; req?: { path?: string }; res?: { statusCode?: number } })
      .filter((entry) => entry.res?.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const entry of shed) expect(entry.level).toBe(40);
    const text = lines.filter((line) => line.includes('"statusCode":503')).join('\n');
    expect(text).not.toMatch(/headers|x-forwarded-for|cookie|10\.0\.0\./i);
    // The anonymous read and the five flooding sign-ins, all refused at admission.
    const metrics = await request(server.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(metrics.text).toMatch(/http_requests_unavailable_total\{class="anonymousRead",stage="admission"\} 1\b/);
    expect(metrics.text).toMatch(/http_requests_unavailable_total\{class="signIn",stage="admission"\} 5\b/);
  });
});
