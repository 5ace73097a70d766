/**
 * The public job board (/jobs) and its API: visitors search open jobs by keyword, type, category
 * and location a page at a time; the first page is in the HTML as links to the job pages, and
 * anonymous reads are throttled like the job pages.
 */
import request from 'supertest';
import type { SearchResults } from '../../common/jobs';
import type { JobInput } from '../../server/features/jobs/jobs.service';
import { startTestServer, type TestServer } from '../helpers/server';

const DAY = 86_400_000;

function job(title: string, over: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: '<p>Build and test with a friendly team.</p>',
    corpTitle: 'Tailspin Engineering',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Evanston, IL',
    postalCode: '60201',
    salary: '$55–$70/hr',
    openedAt: Date.now() - DAY,
    ...over,
  };
}

describe('Public job board', () => {
  let server: TestServer;
  let ids: number[];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS_READS: '40' });
    const now = Date.now();
    ids = await server.services.jobs.createJobs([
      ...Array.from({ length: 23 }, (_, i) => job(`Welder ${i + 1}`, { openedAt: now - (i + 2) * 3_600_000 })),
      job('Registered Nurse', {
        category: 'Healthcare',
        employmentType: 'Permanent',
        location: 'Austin, TX',
        postalCode: '78701',
      }),
      job('Bridge <Design> Engineer', { openedAt: now - 3_600_000 }),
      job('Closed Welder', { status: 'Closed', active: false }),
    ]);
  }, 60_000);
  afterAll(() => server?.stop());

  test('When a visitor GETs /jobs without JavaScript, Then the HTML lists the newest open jobs as links to their pages, with the next page', async () => {
    const res = await request(server.url).get('/jobs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Open Jobs | Test Careers</title>');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(res.text)?.[1] ?? '';
    const links = [...noscript.matchAll(/<a href="\/jobs\/(\d+)">([^<]*)<\/a>/g)].map((m) => [Number(m[1]), m[2]]);
    expect(links).toHaveLength(20);
    expect(links[0]).toEqual([ids[24], 'Bridge &#60;Design&#62; Engineer']);
    expect(noscript).toContain('25 open jobs');
    expect(noscript).toContain('<a href="/jobs?page=2" rel="next">Next page</a>');
    expect(noscript).not.toContain('Closed Welder');
    expect(res.text).toMatch(/<link rel="canonical" href="[^"]*\/jobs"/);
  });

  test('When the board is filtered by keyword, type, category and location, Then only matching open jobs come, from the same search as signed-in users', async () => {
    const get = async (query: Record<string, string>) => {
      const res = await request(server.url).get('/api/jobs').query(query);
      expect(res.status).toBe(200);
      return res.body as SearchResults;
    };
    const welders = await get({ q: 'welder' });
    expect(welders.total).toBe(23);
    expect(welders.hits).toHaveLength(20);
    const second = await get({ q: 'welder', page: '2' });
    expect(second.page).toBe(2);
    expect(second.hits.map((h) => h.title)).toEqual(['Welder 21', 'Welder 22', 'Welder 23']);
    expect((await get({ type: 'Permanent' })).hits.map((h) => h.title)).toEqual(['Registered Nurse']);
    expect((await get({ category: 'Healthcare' })).hits.map((h) => h.title)).toEqual(['Registered Nurse']);
    expect((await get({ location: 'Austin, TX' })).hits.map((h) => h.title)).toEqual(['Registered Nurse']);
    // A mistyped type or category shows every job rather than nothing.
    expect((await get({ type: 'Temp', category: 'Nope' })).total).toBe(25);
    const page = await request(server.url).get('/jobs').query({ q: 'nurse', type: 'Permanent' });
    expect(page.text).toContain(`<a href="/jobs/${ids[23]}">Registered Nurse</a>`);
    expect(page.text).not.toContain('Welder 1<');
  });

  test('When the location is unknown, Then the API answers 400 naming it and the page says so', async () => {
    const res = await request(server.url).get('/api/jobs').query({ location: 'Atlantis, ZZ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Unknown location: Atlantis, ZZ');
    const page = await request(server.url).get('/jobs').query({ location: 'Atlantis, ZZ' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Unknown location: Atlantis, ZZ');
  });

  test('When a visitor reads the board too fast, Then it answers 429 with Retry-After', async () => {
    let status = 200;
    let retryAfter: string | undefined;
    for (let i = 0; i < 45 && status !== 429; i += 1) {
      const res = await request(server.url).get('/api/jobs').set('X-Forwarded-For', '203.0.113.9');
      status = res.status;
      retryAfter = res.headers['retry-after'];
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
