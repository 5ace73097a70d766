/**
 * Job search and one-click apply over real HTTP and a real database (docs/product.md §2, §3, §5, §7).
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import request from 'supertest';
import { CATEGORY_KEYS, SALARY_TEXT, type JobHit, type SearchResults } from '../../../common/jobs';
import { insertGeneratedJobs } from '../../../server/dev/jobs.seed';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { greatCircleMiles } from '../../../server/providers/maps/geo';
import { startTestServer, type TestServer } from '../../helpers/server';

const PASSWORD = 'Jobs-Passw0rd!';
const DAY = 86_400_000;

function job(over: Partial<JobInput> & Pick<JobInput, 'title'>): JobInput {
  return {
    description: `<p>${over.title} wanted.</p>`,
    corpTitle: 'Acme Staffing',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    postalCode: '60601',
    salary: '$40–$50/hr',
    openedAt: Date.now() - DAY,
    ...over,
  };
}

describe('Jobs API', () => {
  let server: TestServer;
  let candidate: ReturnType<typeof request.agent>;
  let candidateId: number;
  let ids: Record<string, number>;

  async function signIn(email: string, role: 'candidate' | 'staff' = 'candidate') {
    const id = await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: email.split('@')[0]!,
      lastName: 'Test',
      role,
      confirmed: true,
    });
    const agent = request.agent(server.url);
    const res = await agent.post('/login').type('form').send({ username: email, password: PASSWORD });
    expect(res.status).toBe(303);
    return { agent, id };
  }

  const search = (body: unknown, page: string | number = 1, agent = candidate) =>
    agent.post(`/api/jobsearch/?page=${page}`).send(body as object);

  beforeAll(async () => {
    server = await startTestServer();
    const now = Date.now();
    const fixed: [string, JobInput][] = [
      ['chiEng', job({ title: 'Senior Mechanical Engineer', openedAt: now - 1 * DAY })],
      [
        'chiNurse',
        job({
          title: 'Registered Nurse',
          category: 'Healthcare',
          employmentType: 'Permanent',
          salary: null,
          description: '<p>Nursing on the <b>night</b> shift.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
          openedAt: now - 2 * DAY,
        }),
      ],
      [
        'evanstonDev',
        job({
          title: 'Software Developer',
          category: 'InformationTechnology',
          location: 'Evanston, IL',
          postalCode: '60201',
          description: '<p>Engineering web applications in TypeScript.</p>',
          openedAt: now - 3 * DAY,
        }),
      ],
      [
        'austinEng',
        job({ title: 'Electrical Engineer', location: 'Austin, TX', postalCode: '78701', openedAt: now - 4 * DAY }),
      ],
      ['closed', job({ title: 'Closed Engineer Role', status: 'Closed', active: false, openedAt: now - 5 * DAY })],
    ];
    const created = await server.services.jobs.createJobs(fixed.map(([, j]) => j));
    ids = Object.fromEntries(fixed.map(([k], i) => [k, created[i]!]));
    ({ agent: candidate, id: candidateId } = await signIn('searcher@example.com'));
  });
  afterAll(() => server?.stop());

  describe('search', () => {
    test('When a visitor searches, Then the answer is 401 (only signed-in users search)', async () => {
      const res = await request(server.url).post('/api/jobsearch/?page=1').send({});
      expect(res.status).toBe(401);
    });

    test('When a user searches with no text, Then open jobs come newest first with every SPEC field', async () => {
      const res = await search({ query: '', type: 'Any', categories: [], geo: [], aggregationFilters: [] });
      expect(res.status).toBe(200);
      const body = res.body as SearchResults;
      expect(body.page).toBe(1);
      expect(body.total).toBe(4);
      expect(body.hits.map((h) => h.jobOrderId)).toEqual([ids.chiEng, ids.chiNurse, ids.evanstonDev, ids.austinEng]);
      const nurse = body.hits[1]!;
      expect(Object.keys(nurse).sort()).toEqual(
        [
          'appliedTo',
          'category',
          'corpTitle',
          'description',
          'employmentType',
          'jobOrderId',
          'location',
          'opened',
          'pay',
          'postalCode',
          'salary',
          'score',
          'title',
        ].sort(),
      );
      expect(nurse.salary).toBe(SALARY_TEXT.notSpecified);
      expect(nurse.pay).toBeNull();
      expect(nurse.category).toEqual({ categoryId: 'Healthcare', description: 'Healthcare' });
      expect(nurse.appliedTo).toBe(false);
      // Sanitized on the way in: no script, no handler.
      expect(nurse.description).toContain('<b>night</b>');
      expect(nurse.description).not.toMatch(/script|onerror|alert/);
    });

    test('When the text has a stem or a prefix of the last word, Then matching jobs come ranked', async () => {
      const stemmed = (await search({ query: 'engineering' })).body as SearchResults;
      // "engineering" matches Engineer titles and the developer's "Engineering web applications".
      expect(new Set(stemmed.hits.map((h) => h.jobOrderId))).toEqual(
        new Set([ids.chiEng, ids.austinEng, ids.evanstonDev]),
      );
      // Title matches rank above a description match.
      expect(stemmed.hits[2]!.jobOrderId).toBe(ids.evanstonDev);
      expect(stemmed.hits[0]!.score).toBeGreaterThan(stemmed.hits[2]!.score);

      const prefix = (await search({ query: 'regist nur' })).body as SearchResults;
      expect(prefix.hits.map((h) => h.jobOrderId)).toEqual([ids.chiNurse]);
      const complete = (await search({ query: 'nur ' })).body as SearchResults;
      expect(complete.total).toBe(0);
    });

    test('When filtering by type and category, Then facet counts describe the current query', async () => {
      const body = (await search({ query: 'engineer', type: 'Contract', categories: ['Engineering'] }))
        .body as SearchResults;
      expect(body.total).toBe(2);
      expect(body.aggregations.type).toEqual([
        { key: 'Contract', label: 'Contract', count: 2 },
        { key: 'Permanent', label: 'Permanent', count: 0 },
      ]);
      const categories = Object.fromEntries(body.aggregations.category!.map((c) => [c.key, c.count]));
      expect(categories).toMatchObject({ Engineering: 2, InformationTechnology: 1, Healthcare: 0 });
      expect(body.aggregations.category!.map((c) => c.key)).toEqual(CATEGORY_KEYS);

      const typeOnly = (await search({ aggregationFilters: ['type'] })).body as SearchResults;
      expect(typeOnly.aggregations.category).toBeUndefined();
      expect(typeOnly.aggregations.type!.map((t) => t.count)).toEqual([3, 1]);
    });

    test('When a location and radius are given, Then only jobs within that many miles are found', async () => {
      const near = (
        await search({ geo: [{ location: 'Chicago, IL 60601', latLong: '41.8858,-87.6181', distance: 25 }] })
      ).body as SearchResults;
      expect(new Set(near.hits.map((h) => h.jobOrderId))).toEqual(new Set([ids.chiEng, ids.chiNurse, ids.evanstonDev]));
      // Evanston is about 12 miles from the Loop.
      const tight = (
        await search({ geo: [{ location: 'Chicago, IL 60601', latLong: '41.8858,-87.6181', distance: 5 }] })
      ).body as SearchResults;
      expect(new Set(tight.hits.map((h) => h.jobOrderId))).toEqual(new Set([ids.chiEng, ids.chiNurse]));
      // Typed text without latLong is resolved from the ZIP dataset; rows are OR'ed; empty rows dropped.
      const two = (
        await search({
          geo: [
            { location: 'Austin, TX', distance: '10' },
            { location: 'Evanston, IL', distance: 2 },
            { location: '', distance: '' },
          ],
        })
      ).body as SearchResults;
      expect(new Set(two.hits.map((h) => h.jobOrderId))).toEqual(new Set([ids.austinEng, ids.evanstonDev]));
    });

    test.each([
      ['a negative page', { page: -1, body: {} }, /page/],
      ['a huge page', { page: 99999999, body: {} }, /page/],
      ['a page that is not a number', { page: 'abc', body: {} }, /page/],
      [
        'a distance that is not a number',
        { page: 1, body: { geo: [{ location: 'Austin, TX', distance: 'far' }] } },
        /distance must be a number/,
      ],
      ['a 10k-character query', { page: 1, body: { query: 'x'.repeat(10_000) } }, /query must be at most/],
      ['an unknown category', { page: 1, body: { categories: ['Astronomy'] } }, /unknown category/],
      ['an unknown type', { page: 1, body: { type: 'Temporary' } }, /type must be/],
      ['geo that is not a list', { page: 1, body: { geo: 'Chicago' } }, /geo/],
      [
        'an unknown location',
        { page: 1, body: { geo: [{ location: 'Atlantis, ZZ', distance: 5 }] } },
        /Unknown location/,
      ],
      ['a bad latLong', { page: 1, body: { geo: [{ location: 'x', latLong: 'north', distance: 5 }] } }, /latLong/],
      ['a negative distance', { page: 1, body: { geo: [{ location: 'Austin, TX', distance: -5 }] } }, /distance/],
    ])('When the search has %s, Then the answer is 400 with a clear message', async (_name, input, message) => {
      const res = await search(input.body, input.page);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });

    test('When the body is not JSON or a query holds FTS syntax, Then the answer is never a 500', async () => {
      const bad = await candidate
        .post('/api/jobsearch/?page=1')
        .set('content-type', 'application/json')
        .send('{"query":');
      expect(bad.status).toBe(400);
      for (const query of [
        '"',
        'NEAR(a b)',
        'a OR',
        '*',
        'title:x',
        "'; drop table job_order; --",
        '(((',
        '-',
        'ü ß',
      ]) {
        const res = await search({ query });
        expect(res.status).toBe(200);
      }
    });

    test('When paging through many results, Then pages do not overlap and together are the whole list', async () => {
      const now = Date.now();
      // 45 jobs with the same opened time: ordering falls back to the id, so pages are stable.
      await server.services.jobs.createJobs(
        Array.from({ length: 45 }, (_, i) =>
          job({ title: `Paging Welder ${i}`, category: 'Manufacturing', openedAt: now - 10 * DAY }),
        ),
      );
      const seen: number[] = [];
      let total = 0;
      for (let page = 1; page <= 3; page += 1) {
        const body = (await search({ query: 'welder' }, page)).body as SearchResults;
        total = body.total;
        expect(body.page).toBe(page);
        seen.push(...body.hits.map((h) => h.jobOrderId));
      }
      expect(total).toBe(45);
      expect(new Set(seen).size).toBe(45);
      const again = (await search({ query: 'welder' }, 2)).body as SearchResults;
      expect(again.hits.map((h) => h.jobOrderId)).toEqual(seen.slice(20, 40));
    });
  });

  describe('locations and initial search', () => {
    test('When typing a city, a state or a ZIP prefix, Then places come back with latLong', async () => {
      const city = (await candidate.get('/api/jobsearch/locations?term=evans')).body as { location: string }[];
      expect(city.map((c) => c.location)).toContain('Evanston, IL');
      const state = (await candidate.get('/api/jobsearch/locations?term=austin%2C%20t')).body as { location: string }[];
      expect(state[0]!.location).toBe('Austin, TX');
      const zip = (await candidate.get('/api/jobsearch/locations?term=6060')).body as {
        location: string;
        latLong: string;
      }[];
      expect(zip[0]).toEqual({ location: 'Chicago, IL 60601', latLong: '41.8858,-87.6181' });
      const texas = (await candidate.get('/api/jobsearch/locations?term=texas')).body as { location: string }[];
      expect(texas.every((p) => p.location.endsWith(', TX'))).toBe(true);
      expect(texas.slice(0, 3).map((p) => p.location)).toEqual(['Houston, TX', 'El Paso, TX', 'Dallas, TX']);
      expect((await candidate.get('/api/jobsearch/locations?term=tx')).body).toEqual(texas);
      expect((await candidate.get('/api/jobsearch/locations?term=')).body).toEqual([]);
      expect((await request(server.url).get('/api/jobsearch/locations?term=chi')).status).toBe(401);
    });

    test('When the candidate has a profile, Then the initial search uses its work type and ZIP', async () => {
      expect((await candidate.get('/api/get-initial-search-opts')).body).toEqual({
        query: '',
        type: 'Any',
        categories: [],
        geo: [],
        aggregationFilters: [],
      });
      await server.services.candidates.saveProfile(
        candidateId,
        { firstName: 'Casey', lastName: 'Morgan', zipCode: '60201', desiredWorkType: 'Permanent' },
        { ip: '127.0.0.1', userAgent: 'test' },
      );
      const opts = (await candidate.get('/api/get-initial-search-opts')).body;
      expect(opts).toEqual({
        query: '',
        type: 'Permanent',
        categories: [],
        geo: [{ location: 'Evanston, IL 60201', latLong: '42.0546,-87.6943', distance: 25 }],
        aggregationFilters: [],
      });
      // The initial options are a valid search.
      expect((await search(opts)).status).toBe(200);
    });

    test('When the candidate has a ZIP, Then the distance to a job is given; without one it is null', async () => {
      const res = await candidate.get(`/api/jobsearch/distance/${ids.austinEng}`);
      expect(res.status).toBe(200);
      expect(res.body.distance).toMatch(/^[\d,]+ mi$/);
      expect(res.body.duration).toMatch(/hours?/);
      const { agent } = await signIn('nozip@example.com');
      const none = await agent.get(`/api/jobsearch/distance/${ids.austinEng}`);
      expect(none.status).toBe(200);
      expect(none.body).toBeNull();
    });
  });

  describe('apply', () => {
    test('When a user applies, Then the job is marked applied in later searches', async () => {
      const res = await candidate.post(`/api/jobsearch/apply/${ids.chiEng}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ jobOrderId: ids.chiEng, appliedTo: true });
      const body = (await search({ query: 'mechanical' })).body as SearchResults;
      expect(body.hits.find((h: JobHit) => h.jobOrderId === ids.chiEng)!.appliedTo).toBe(true);
    });

    test('When 50 applies for one job and candidate race, Then there is exactly one application', async () => {
      const { agent, id } = await signIn('racer@example.com');
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => agent.post(`/api/jobsearch/apply/${ids.austinEng}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(await server.services.applicationsRepo.countApplications(id, ids.austinEng!)).toBe(1);
    });

    test('When applying to a closed or unknown job, or signed out, Then it is refused', async () => {
      const closed = await candidate.post(`/api/jobsearch/apply/${ids.closed}`);
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Sorry, this job is no longer available.');
      expect((await candidate.post('/api/jobsearch/apply/99999')).status).toBe(404);
      expect((await candidate.post('/api/jobsearch/apply/abc')).status).toBe(400);
      expect((await request(server.url).post(`/api/jobsearch/apply/${ids.austinEng}`)).status).toBe(401);
      const crossSite = await candidate
        .post(`/api/jobsearch/apply/${ids.austinEng}`)
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'cross-site');
      expect(crossSite.status).toBe(403);
    });
  });

  describe('radius search against brute force', () => {
    test('When searching many radii, Then the results equal an exact great-circle check of every job', async () => {
      await insertGeneratedJobs(server.services.jobsRepo, server.services.clock, { count: 3000, seed: 99 });
      const all = await server.database.db
        .selectFrom('jobOrder')
        .select(['id', 'latitude', 'longitude', 'status', 'active'])
        .execute();
      const open = all.filter((j) => j.status === 'Open' && Number(j.active) === 1);
      const centres: [number, number][] = [
        [41.8858, -87.6181],
        [40.7484, -73.9967],
        [34.0901, -118.4065],
        [29.7604, -95.3698],
        [47.6062, -122.3321],
        [25.7617, -80.1918],
        [61.2181, -149.9003],
      ];
      for (const [lat, lng] of centres) {
        for (const miles of [1, 10, 25, 60, 200]) {
          const expected = open
            .filter((j) => greatCircleMiles(lat, lng, j.latitude, j.longitude) <= miles)
            .map((j) => j.id)
            .sort((a, b) => a - b);
          const got: number[] = [];
          let total = 0;
          for (let page = 1; ; page += 1) {
            const body = (await search({ geo: [{ location: 'x', latLong: `${lat},${lng}`, distance: miles }] }, page))
              .body as SearchResults;
            total = body.total;
            got.push(...body.hits.map((h) => h.jobOrderId));
            if (body.hits.length < body.pageSize || page >= 40) break;
          }
          if (total > 800) {
            expect(total).toBe(expected.length);
            continue;
          }
          expect(got.sort((a, b) => a - b)).toEqual(expected);
          expect(total).toBe(expected.length);
        }
      }
      // 3,000 jobs and 35 searches with their pages: more than the default on a busy machine.
    }, 120_000);
  });
});
