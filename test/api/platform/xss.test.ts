/** Stored rich text is sanitized by a well-known sanitizer (SECURITY 1.3.1, 3.2.2): no XSS vector survives. */
import request from 'supertest';
import { XSS_SURVIVOR, XSS_VECTORS } from '../../fixtures/xss';
import { startTestServer, type TestServer } from '../../helpers/server';

describe('Rich text sanitizing', () => {
  let server: TestServer;
  let agent: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'x@example.com',
      password: 'Xss-Passw0rd!',
      firstName: 'X',
      lastName: 'S',
      confirmed: true,
    });
    agent = request.agent(server.url);
    await agent.post('/login').type('form').send({ username: 'x@example.com', password: 'Xss-Passw0rd!' }).expect(303);
  });
  afterAll(() => server?.stop());

  test('When job descriptions carry every known vector, Then the search answers hold none of them and keep the text', async () => {
    await server.services.jobs.createJobs(
      XSS_VECTORS.map((vector, i) => ({
        title: `Xss Probe ${i}`,
        description: `<p>Safe words ${i}.</p>${vector}`,
        corpTitle: 'Probe Corp',
        employmentType: 'Contract' as const,
        category: 'Legal',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      })),
    );
    const hits: { title: string; description: string }[] = [];
    for (let page = 1; hits.length < XSS_VECTORS.length && page < 10; page += 1) {
      const res = await agent.post(`/api/jobsearch/?page=${page}`).send({ query: 'probe' }).expect(200);
      hits.push(...res.body.hits);
      if (res.body.hits.length === 0) break;
    }
    expect(hits.length).toBe(XSS_VECTORS.length);
    for (const hit of hits) {
      expect(hit.description).not.toMatch(XSS_SURVIVOR);
      expect(hit.description).toMatch(/Safe words \d+\./);
    }
  });

  test('When CMS pages carry every known vector, Then content(path) holds none of them', async () => {
    for (const [i, vector] of XSS_VECTORS.entries()) {
      await server.services.content.save({
        path: `/xss-${i}`,
        title: `Page ${i}`,
        content: `<p>Kept ${i}</p>${vector}`,
        showLayout: true,
      });
      const res = await request(server.url)
        .post('/graphql')
        .set('Accept', 'application/json')
        .send({ query: 'query($p: String!) { content(path: $p) { content } }', variables: { p: `/xss-${i}` } })
        .expect(200);
      expect(res.body.data.content.content).not.toMatch(XSS_SURVIVOR);
      expect(res.body.data.content.content).toContain(`Kept ${i}`);
    }
  });
});
