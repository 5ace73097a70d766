/**
 * The search screen's first search in its HTML: a signed-in user's plain /search carries what the
 * screen's three calls would answer (the initial search options, the first page of their results,
 * the jobs the user saved), in the page's language; an address with its own search (?type=…,
 * ?saved=, ?job=) and a visitor's page carry none, and the calls answer as before.
 */
import request from 'supertest';
import type { SearchInput, SearchResults } from '../../../common/jobs';
import { pageStateOf } from '../../helpers/page-state';
import { startTestServer, type TestServer } from '../../helpers/server';
import { type SignedInUser, signedInUser } from '../../helpers/users';

const DAY = 86_400_000;

describe('The first search in the page of /search', () => {
  let server: TestServer;
  let casey: SignedInUser;
  let ids: number[];

  beforeAll(async () => {
    server = await startTestServer();
    const now = Date.now();
    ids = await server.services.jobs.createJobs(
      Array.from({ length: 23 }, (_, i) => ({
        title: `Forklift Operator ${i + 1}`,
        description: '<p>Load and unload trailers on the day shift.</p>',
        corpTitle: 'Northwind Logistics',
        employmentType: 'Contract' as const,
        category: 'Distribution',
        location: 'Joliet, IL',
        postalCode: '60431',
        salary: '$19–$23/hr',
        openedAt: now - (i + 1) * DAY,
      })),
    );
    casey = await signedInUser(server, {
      email: 'casey.first@example.com',
      password: 'First-Search-Passw0rd!',
      firstName: 'Casey',
      role: 'candidate',
    });
    await casey.agent.put(`/api/me/saved-jobs/${ids[3]}`).expect(200);
  }, 60_000);
  afterAll(() => server?.stop());

  /** What the screen would ask for itself, in `language`. */
  async function asked(language: string) {
    const search = (await casey.agent.get('/api/get-initial-search-opts').set('Accept-Language', language).expect(200))
      .body as SearchInput;
    const results = (
      await casey.agent.post('/api/jobsearch/?page=1').set('Accept-Language', language).send(search).expect(200)
    ).body as SearchResults;
    return { search, results };
  }

  test('When a signed-in user opens /search, Then its HTML holds the initial options, their first page and the saved jobs, as the calls answer them', async () => {
    const page = pageStateOf((await casey.agent.get('/search').expect(200)).text);
    const { search, results } = await asked('en');
    expect(page.firstSearch).toEqual({ search, results, savedJobIds: [ids[3]] });
    expect(page.firstSearch!.results.hits.length).toBeGreaterThan(0);
  });

  test('When the page is asked for in Spanish, Then the first search is written in Spanish too', async () => {
    const page = pageStateOf((await casey.agent.get('/search?lang=es').expect(200)).text);
    const spanish = await asked('es');
    expect(page.firstSearch!.results).toEqual(spanish.results);
  });

  test('When the address holds its own search or the reader is a visitor, Then the page holds none and the screen asks', async () => {
    for (const address of ['/search?type=Any&q=forklift', `/search?job=${ids[0]}`, '/search?saved=1'])
      expect(pageStateOf((await casey.agent.get(address).expect(200)).text).firstSearch).toBeUndefined();
    expect(pageStateOf((await request(server.url).get('/search').expect(200)).text).firstSearch).toBeUndefined();
  });
});
