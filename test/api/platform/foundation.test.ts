/** The foundation over real HTTP: health, SPA shell, headers, GraphQL, errors, CSRF. */
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import request from 'supertest';
import { graphql } from '../../../src/lib/graphql';
import { ABOUT_PAGE, LANDING_PITCH_PAGE } from '../../../server/dev/seed';
import { signedInUser } from '../../helpers/documents';
import { pageStateOf } from '../../helpers/page-state';
import { startTestServer, type TestServer } from '../../helpers/server';

const clientBuilt = existsSync(path.resolve(__dirname, '../../../dist/client/index.html'));

describe('Foundation over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' });
  });
  afterAll(() => server.stop());

  test('When the database answers, Then GET /healthz is 200 {status:"ok"}', async () => {
    const res = await request(server.url).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  test('When an unknown API path is asked, Then the answer is a JSON 404 with a message', async () => {
    const res = await request(server.url).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
  });

  test('When a JSON body is malformed, Then 400 with a clear message and no stack trace', async () => {
    const res = await request(server.url).post('/graphql').set('Content-Type', 'application/json').send('{"query":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test('When a JSON body is too large, Then 413', async () => {
    const res = await request(server.url)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ query: `{ ok } #${'x'.repeat(200_000)}` }));
    expect(res.status).toBe(413);
  });

  (clientBuilt ? describe : describe.skip)('the SPA shell', () => {
    test('Then GET / serves index.html, never cached, with the page globals and public config', async () => {
      const res = await request(server.url).get('/');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toMatch(/no-cache/);
      const state = pageStateOf(res.text);
      expect(state).toMatchObject({ isLoggedIn: false, firstName: null, flash: null });
      expect(state.config).toEqual({
        siteName: 'Test Careers',
        contactUrl: 'https://contact.test.example/',
        supportEmail: 'help@test.example',
        demoContact: false,
        captchaProvider: 'altcha',
        captchaSiteKey: null,
        analyticsId: null,
        sso: null,
        brand: { colour: null, themeUrl: null, logo: null, favicon: null, hero: null },
      });
      expect(res.text).toContain('<title>Test Careers</title>');
      // No secret reaches the page.
      expect(res.text).not.toContain(server.config.sessionSecret);
      expect(res.text).not.toContain(server.config.captcha.hmacKey);
    });

    test("Then a visitor's / and /login carry the CMS landing pitch, a signed-in user's do not, and without the page it is null", async () => {
      for (const path of ['/', '/login', '/login?r=%2Fsearch']) {
        const pitch = pageStateOf((await request(server.url).get(path).expect(200)).text).landingPitch;
        expect(pitch).toMatchObject({ path: LANDING_PITCH_PAGE.path, title: LANDING_PITCH_PAGE.title });
        expect(pitch!.content).toContain('Apply in one click.');
      }
      const { agent } = await signedInUser(server, `casey-pitch-${Date.now()}@example.com`);
      const signedIn = await agent.get('/login').expect(200);
      expect(pageStateOf(signedIn.text)).not.toHaveProperty('landingPitch');
      expect(pageStateOf((await request(server.url).get('/about').expect(200)).text)).not.toHaveProperty(
        'landingPitch',
      );
      await server.database.db.deleteFrom('cmsPage').where('path', '=', LANDING_PITCH_PAGE.path).execute();
      try {
        expect(pageStateOf((await request(server.url).get('/login').expect(200)).text).landingPitch).toBeNull();
      } finally {
        await server.services.content.save(LANDING_PITCH_PAGE);
      }
    });

    test('Then an unknown path serves the SPA with HTTP 404 (the client shows the 404 page)', async () => {
      const res = await request(server.url).get('/no/such/page');
      expect(res.status).toBe(404);
      expect(res.text).toMatch(/<div id="?app"?>/);
    });

    test('Then hashed assets are cached for a year and immutable', async () => {
      const index = await request(server.url).get('/');
      const asset = /src="?(\/assets\/main\.[0-9a-f]+\.js)/.exec(index.text)?.[1];
      expect(asset).toBeDefined();
      const res = await request(server.url).get(asset!);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await request(server.url).get('/assets/nope.123.js');
      expect(missing.status).toBe(404);
    });

    test("Then scripts and stylesheets go out as the build's Brotli copies to a browser that accepts them, else compressed on the fly", async () => {
      const index = await request(server.url).get('/');
      const files = [...index.text.matchAll(/(?:src|href)="?(\/assets\/main\.[0-9a-f]+\.(?:js|css))/g)].map(
        (m) => m[1]!,
      );
      expect(files.length).toBe(2);
      const raw = (res: request.Response) => res.body as Buffer;
      const binary = (res: any, cb: (err: Error | null, body: Buffer) => void) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      };
      for (const file of files) {
        const onDisk = readFileSync(path.resolve(__dirname, '../../../dist/client', file.slice(1)));
        const br = await request(server.url)
          .get(file)
          .set('Accept-Encoding', 'gzip, deflate, br, zstd')
          .buffer(true)
          .parse(binary);
        expect(br.status).toBe(200);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['content-type']).toMatch(file.endsWith('.js') ? /javascript/ : /text\/css/);
        expect(br.headers['vary']).toMatch(/Accept-Encoding/);
        expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // The bytes on the wire are the copy made at build time (the client decodes them to the file).
        const copy = readFileSync(`${path.resolve(__dirname, '../../../dist/client', file.slice(1))}.br`);
        expect(Number(br.headers['content-length'])).toBe(copy.length);
        expect(brotliDecompressSync(copy).equals(onDisk)).toBe(true);
        expect(raw(br).equals(onDisk)).toBe(true);
        const gzip = await request(server.url).get(file).set('Accept-Encoding', 'gzip').buffer(true).parse(binary);
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(raw(gzip).equals(onDisk)).toBe(true);
        expect(gzip.headers['vary']).toMatch(/Accept-Encoding/);
        const refused = await request(server.url)
          .get(file)
          .set('Accept-Encoding', 'gzip, br;q=0')
          .buffer(true)
          .parse(binary);
        expect(refused.headers['content-encoding']).toBe('gzip');
      }
    });

    test('Then the security headers are set (CSP, nosniff, referrer, framing, permissions)', async () => {
      const res = await request(server.url).get('/');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('googletagmanager');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const permissions = String(res.headers['permissions-policy']).split(', ');
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()'])
        expect(permissions).toContain(off);
      // Nothing is allowed to another origin.
      expect(permissions.filter((p) => !p.endsWith('=()'))).toEqual(['publickey-credentials-get=(self)']);
    });

    test('Then the page state cannot break out of its script tag', async () => {
      await server.services.content.save({
        path: '/x',
        title: '</script><script>alert(1)</script>',
        content: '',
        showLayout: true,
      });
      const res = await request(server.url).get('/');
      expect(res.text.match(/<\/script>/g)?.length).toBe(res.text.match(/<script/g)?.length);
    });
  });

  describe('GraphQL', () => {
    const endpoint = () => `${server.url}/graphql`;

    test('When content(path) names a seeded page, Then its title, content and layout flag come back', async () => {
      const data = await graphql<{ content: { title: string; content: string; showLayout: boolean } | null }>(
        {
          query: 'query($p: String!) { content(path: $p) { path title content showLayout } }',
          variables: { p: '/about' },
        },
        { endpoint: endpoint() },
      );
      expect(data.content).toMatchObject({ title: ABOUT_PAGE.title, showLayout: true });
      expect(data.content?.content).toContain('Apply in one click');
    });

    test('When content(path) names no page, Then the answer is null (the client shows the 404)', async () => {
      const data = await graphql<{ content: unknown }>(
        { query: '{ content(path: "/no/such/page") { title } }' },
        { endpoint: endpoint() },
      );
      expect(data.content).toBeNull();
    });

    test('When the answer is not OK, Then the client throws an error whose message is the JSON body', async () => {
      const call = graphql({ query: '{ nope }' }, { endpoint: endpoint() });
      await expect(call).rejects.toThrow(/"errors":\[\{"message":"Cannot query field \\"nope\\"/);
    });

    test('When a query is 9 levels deep, Then it is rejected before any resolver runs', async () => {
      const deep = '{ content(path: "/about") { __typename } ' + '}';
      const nested = `{ a: __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }`;
      const ok = await request(server.url).post('/graphql').set('Accept', 'application/json').send({ query: deep });
      expect(ok.status).toBe(200);
      const res = await request(server.url).post('/graphql').set('Accept', 'application/json').send({ query: nested });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/depth limit of 8 exceeded, found 9/);
      expect(res.body.data).toBeUndefined();
    });

    test('When a query uses 20 aliases, Then it is rejected', async () => {
      const fields = Array.from({ length: 20 }, (_, i) => `a${i}: ok`).join(' ');
      const res = await request(server.url)
        .post('/graphql')
        .set('Accept', 'application/json')
        .send({ query: `{ ${fields} }` });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded, found 20/);
    });

    test('When a mutation arrives as text/plain or a form, Then it is refused (CSRF)', async () => {
      const text = await request(server.url)
        .post('/graphql')
        .set('Content-Type', 'text/plain')
        .send('{"query":"mutation { noop }"}');
      expect(text.status).toBeGreaterThanOrEqual(400);
      expect(text.status).toBeLessThan(500);
      const form = await request(server.url).post('/graphql').type('form').send({ query: 'mutation { noop }' });
      expect(form.status).toBeGreaterThanOrEqual(400);
      expect(form.status).toBeLessThan(500);
    });

    test('When a state change comes from another site, Then 403', async () => {
      const res = await request(server.url)
        .post('/graphql')
        .set('Origin', 'https://evil.example')
        .send({ query: 'mutation { noop }' });
      expect(res.status).toBe(403);
      const fetchSite = await request(server.url)
        .post('/graphql')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ query: 'mutation { noop }' });
      expect(fetchSite.status).toBe(403);
      const own = await request(server.url)
        .post('/graphql')
        .set('Origin', server.url)
        .set('Accept', 'application/json')
        .send({ query: 'mutation { noop }' });
      expect(own.status).toBe(200);
    });
  });
});

describe('GraphQL in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', SEED_DEMO: 'false' });
  });
  afterAll(() => server.stop());

  test('Then introspection is off and HSTS is on', async () => {
    const res = await request(server.url)
      .post('/graphql')
      .set('Accept', 'application/json')
      .send({ query: '{ __schema { types { name } } }' });
    expect(res.body.errors[0].message).toMatch(/introspection/i);
    const page = await request(server.url).get('/healthz');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  test('Then validation errors make no suggestions', async () => {
    const res = await request(server.url)
      .post('/graphql')
      .set('Accept', 'application/json')
      .send({ query: '{ conten(path: "/") { title } }' });
    expect(res.body.errors[0].message).toBe('Cannot query field "conten" on type "Query".');
  });
});
