/**
 * GraphQL abuse (SECURITY 4.3.1, 4.3.2): every query text is answered or refused in milliseconds,
 * with a 4xx, while the server keeps answering others.
 */
import request from 'supertest';
import { MAX_QUERY_LENGTH } from '../../../server/graphql/limits';
import { startTestServer, type TestServer } from '../../helpers/server';
import { GRAPHQL_ABUSE, fragmentExplosion } from '../../fixtures/graphql-abuse';

/** Generous: a blocked event loop takes seconds; a bounded check takes milliseconds. */
const RESPONSIVE_MS = 1_000;

describe('GraphQL limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const post = (body: unknown) =>
    request(server.url)
      .post('/graphql')
      .set('Accept', 'application/json')
      .send(body as object);

  /** Sends the abusive request and a /healthz beside it; both must come back quickly. */
  async function whileHealthy(send: () => request.Test) {
    const started = Date.now();
    const [res, health] = await Promise.all([
      send().then((r) => ({ r, ms: Date.now() - started })),
      request(server.url)
        .get('/healthz')
        .then((r) => ({ r, ms: Date.now() - started })),
    ]);
    expect(health.r.status).toBe(200);
    expect(health.ms).toBeLessThan(RESPONSIVE_MS);
    expect(res.ms).toBeLessThan(RESPONSIVE_MS);
    return res.r;
  }

  function expectRefused(res: request.Response, message: RegExp) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.data).toBeUndefined();
    const text = JSON.stringify(res.body);
    expect(text).toMatch(message);
  }

  test('When fragments spread the next one twice at each of 30 levels (POST), Then it is refused in milliseconds and /healthz still answers', async () => {
    const query = fragmentExplosion(30);
    expect(query.length).toBeLessThan(1_500);
    const res = await whileHealthy(() => post({ query }));
    expectRefused(res, /cost limit/i);
  });

  test('When the same explosion comes as a GET, Then it is refused the same way', async () => {
    const res = await whileHealthy(() =>
      request(server.url)
        .get('/graphql')
        .query({ query: fragmentExplosion(30) })
        .set('Accept', 'application/json'),
    );
    expectRefused(res, /cost limit/i);
  });

  test.each(GRAPHQL_ABUSE)(
    'When the query is $name, Then it is refused with a 4xx in milliseconds',
    async ({ query, expect: message }) => {
      const res = await whileHealthy(() => post({ query }));
      expectRefused(res, new RegExp(message, 'i'));
    },
  );

  test("When 100 same-name fields must be merged pairwise (graphql's overlap rule is quadratic), Then it is still answered in milliseconds", async () => {
    const query = `{ ${'content(path: "/x") { title } '.repeat(100)}}`;
    const res = await whileHealthy(() => post({ query }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { content: null } });
    const conflicting = `{ ${Array.from({ length: 100 }, (_, i) => `content(path: "/${i}") { title }`).join(' ')} }`;
    const refused = await whileHealthy(() => post({ query: conflicting }));
    expectRefused(refused, /conflict|more tha[nt] 1000 tokens/);
  });

  test('When the query text is larger than the cap, Then 413 with a clear message', async () => {
    const query = `{ ok } # ${'x'.repeat(MAX_QUERY_LENGTH)}`;
    const res = await whileHealthy(() => post({ query }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The GraphQL query is too large.');
    const get = await request(server.url)
      .get('/graphql')
      .query({ query: query.slice(0, 20_000) });
    expect(get.status).toBe(413);
  });

  test('When several operations arrive as an array (batching), Then 400 with a clear message', async () => {
    const res = await whileHealthy(() => post([{ query: '{ ok }' }, { query: '{ ok }' }]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Batched GraphQL requests are not supported: send one operation per request.');
  });

  test('When a variable has the wrong type, Then 400 naming the variable, never a 500', async () => {
    const query = 'query Page($path: String!) { content(path: $path) { title } }';
    for (const variables of [{ path: 5 }, { path: null }, {}, { path: { nested: true } }]) {
      const res = await post({ query, variables });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/Variable "\$path"/);
    }
    const mistyped = await post({
      query: 'query Q($id: Int!) { documentContent(documentId: $id) { keywords { FormTitle } } }',
      variables: { id: 'one' },
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.errors[0].message).toMatch(/Int cannot represent/);
    const notObject = await post({ query, variables: 'path' });
    expect(notObject.status).toBe(400);
  });

  test('When a query is within every limit, Then it still answers', async () => {
    const ok = await post({
      query: 'query Page($path: String!) { ok content(path: $path) { title } }',
      variables: { path: '/x' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { ok: true, content: null } });
    const viaGet = await request(server.url)
      .get('/graphql')
      .query({ query: '{ ok }' })
      .set('Accept', 'application/json');
    expect(viaGet.body).toEqual({ data: { ok: true } });
  });
});
