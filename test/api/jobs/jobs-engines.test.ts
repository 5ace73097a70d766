/**
 * Job search on each database's own full-text engine (SQLite FTS5, PostgreSQL tsvector): two
 * instances on one database see each other's writes at once; each engine stems, strips markup and
 * ranks by its own contract; above the ranking window and the count cap the answer says so.
 */
import request from 'supertest';
import type { SearchResults } from '../../../common/jobs';
import { createJobsFeature } from '../../../server/features/jobs/jobs.feature';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { startTestServer, type TestServer } from '../../helpers/server';

const PASSWORD = 'Engine-Passw0rd!';
const DAY = 86_400_000;

function job(title: string, over: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: `<p>${title} wanted.</p>`,
    corpTitle: 'Acme Staffing',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    postalCode: '60601',
    openedAt: Date.now() - DAY,
    ...over,
  };
}

describe('Job search on the database engines', () => {
  let a: TestServer;
  let b: TestServer;
  let viaB: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    a = await startTestServer();
    // A second instance on the same database, as behind a load balancer.
    b = await startTestServer({}, a.testDb);
    await b.services.auth.createUser({
      email: 'engines@example.com',
      password: PASSWORD,
      firstName: 'Eve',
      lastName: 'Engine',
      confirmed: true,
    });
    viaB = request.agent(b.url);
    expect(
      (await viaB.post('/login').type('form').send({ username: 'engines@example.com', password: PASSWORD })).status,
    ).toBe(303);
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const searchB = async (body: object) => (await viaB.post('/api/jobsearch/?page=1').send(body)).body as SearchResults;
  const titles = (r: SearchResults) => r.hits.map((h) => h.title);

  test('When instance A adds, closes or changes a job, Then a search through instance B sees it at once', async () => {
    const [id] = await a.services.jobs.createJobs([
      job('Zeppelin Pilot', { description: '<p>Fly over the city.</p>' }),
    ]);
    expect(titles(await searchB({ query: 'zeppelin' }))).toEqual(['Zeppelin Pilot']);
    await a.services.jobs.closeJob(id!);
    expect((await searchB({ query: 'zeppelin' })).total).toBe(0);
    // A change made in plain SQL is indexed by the database itself (trigger / generated column).
    await a.database.db
      .updateTable('jobOrder')
      .set({ status: 'Open', active: 1, title: 'Airship Captain' })
      .where('id', '=', id!)
      .execute();
    expect((await searchB({ query: 'zeppelin' })).total).toBe(0);
    expect(titles(await searchB({ query: 'airship' }))).toEqual(['Airship Captain']);
    await a.database.db.deleteFrom('jobOrder').where('id', '=', id!).execute();
    expect((await searchB({ query: 'airship' })).total).toBe(0);
  });

  test('When searching for a word form, Then the engine stems it; markup in descriptions is never a match', async () => {
    await a.services.jobs.createJobs([
      job('Nursing Manager', { category: 'Healthcare', description: '<p><strong>Lead</strong> a ward team.</p>' }),
      job('Warehouse Lead', { category: 'Distribution', description: '<ul><li>Manage pallets</li></ul>' }),
    ]);
    expect(titles(await searchB({ query: 'nurses ' }))).toEqual(['Nursing Manager']);
    // "managing" and "manage" share the stem of "Manager" and "Manage".
    expect(new Set(titles(await searchB({ query: 'managing ' })))).toEqual(
      new Set(['Nursing Manager', 'Warehouse Lead']),
    );
    // Tag names are not words of the text.
    expect((await searchB({ query: 'strong ' })).total).toBe(0);
    expect((await searchB({ query: 'li ' })).total).toBe(0);
    // The word being typed matches as a prefix; every word must match.
    expect(titles(await searchB({ query: 'ward nurs' }))).toEqual(['Nursing Manager']);
    expect((await searchB({ query: 'ward pallets' })).total).toBe(0);
  });

  test('When a job matches in its title and another only in its description, Then the title match ranks first', async () => {
    await a.services.jobs.createJobs([
      job('Glassblower', { description: '<p>Work beside our kiln operators.</p>' }),
      job('Kiln Operator', { description: '<p>Fire the kiln daily.</p>' }),
    ]);
    const found = await searchB({ query: 'kiln ' });
    expect(titles(found)).toEqual(['Kiln Operator', 'Glassblower']);
    expect(found.hits[0]!.score).toBeGreaterThan(found.hits[1]!.score);
  });

  test('When accents differ, Then SQLite folds them (remove_diacritics 2) and PostgreSQL matches the exact form', async () => {
    await a.services.jobs.createJobs([job('Café Barista', { category: 'RetailSupermarket' })]);
    expect(titles(await searchB({ query: 'café ' }))).toEqual(['Café Barista']);
    const folded = await searchB({ query: 'cafe ' });
    expect(titles(folded)).toEqual(a.testDb.dialect === 'sqlite' ? ['Café Barista'] : []);
  });

  test('When more jobs match than are ranked or counted, Then the newest are ranked, the rest follow newest first, and counts are marked as lower bounds', async () => {
    const limited = createJobsFeature({
      db: a.database.db,
      dialect: a.database.dialect,
      clock: () => Date.now(),
      config: a.config,
      audit: a.services.audit,
      mailQueued: () => undefined,
      confirmEmail: (userId, via) => a.services.auth.confirmByMailLink(userId, via),
      passwordSetup: (userId, forMail) => a.services.auth.passwordSetupPath(userId, forMail),
      needsPassword: (userId) => a.services.auth.needsPassword(userId),
      accountByEmail: (email) => a.services.auth.accountByEmail(email),
      translations: a.services.translations,
      limits: { rankedMatches: 5, countCap: 30 },
    });
    // 40 matches, oldest first: even ones have the word in the title, odd ones in the description.
    const ids = await a.services.jobs.createJobs(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? job(`Zircon Cutter ${i}`)
          : job(`Gem Setter ${i}`, { description: `<p>Sets zircon and other stones (${i}).</p>` }),
      ),
    );
    const newestFive = ids.slice(-5);
    const page1 = await limited.jobs.search({ query: 'zircon ' }, '1', null);
    const got = page1.hits.map((h) => h.jobOrderId);
    // The newest five matches, ranked: the two title matches first.
    expect(new Set(got.slice(0, 5))).toEqual(new Set(newestFive));
    expect(page1.hits.slice(0, 2).every((h) => h.title.startsWith('Zircon Cutter'))).toBe(true);
    expect(page1.hits[1]!.score).toBeGreaterThan(page1.hits[2]!.score);
    // Then the older matches, newest first, across pages.
    const page2 = await limited.jobs.search({ query: 'zircon ' }, '2', null);
    const rest = [...got.slice(5), ...page2.hits.map((h) => h.jobOrderId)];
    expect(rest).toEqual(ids.slice(0, 35).reverse());
    // Counting stopped at the cap: the total and the facets are lower bounds.
    expect(page1).toMatchObject({ total: 30, totalEstimated: true, aggregationsEstimated: true });
    const filtered = await limited.jobs.search({ query: 'zircon ', categories: ['Engineering'] }, '1', null);
    expect(filtered).toMatchObject({ total: 30, totalEstimated: true });
    const few = await limited.jobs.search({ query: 'zircon cutter 38' }, '1', null);
    expect(few).toMatchObject({ total: 1, totalEstimated: false, aggregationsEstimated: false });
  });
});
