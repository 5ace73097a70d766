/**
 * Whose language a request is answered in (docs/architecture.md §9.9): `?lang=`, the account's
 * choice, the `lang` cookie, Accept-Language, English; the page's `<html lang>`, the job pages'
 * hreflang alternates, and the switcher's PUT /api/language.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { signedInUser } from '../../helpers/documents';
import { startTestServer, type TestServer } from '../../helpers/server';

const clientBuilt = existsSync(path.resolve(__dirname, '../../../dist/client/index.html'));
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('lang='));

describe('the language of a request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  test('When a visitor sends a wrong language to the switcher, Then the validation error is in the language of the request', async () => {
    const spanish = await request(server.url)
      .put('/api/language')
      .set('Origin', server.url)
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send({ language: 'fr' });
    expect(spanish.status).toBe(400);
    expect(spanish.headers['content-language']).toBe('es-US');
    expect(spanish.body).toMatchObject({ code: 'VALIDATION', message: 'Elija English o Español.' });
    const english = await request(server.url).put('/api/language').set('Origin', server.url).send({ language: 'fr' });
    expect(english.body).toMatchObject({ code: 'VALIDATION', message: 'Choose English or Español.' });
  });

  test('When a visitor switches, Then the choice is kept in the lang cookie and wins over the browser', async () => {
    const res = await request(server.url)
      .put('/api/language')
      .set('Origin', server.url)
      .set('Accept-Language', 'en-US')
      .send({ language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'es' });
    expect(cookieOf(res)).toMatch(/^lang=es; .*HttpOnly.*SameSite=Lax/i);
    const next = await request(server.url)
      .put('/api/language')
      .set('Origin', server.url)
      .set('Cookie', 'lang=es')
      .set('Accept-Language', 'en-US')
      .send({ language: 'xx' });
    expect(next.headers['content-language']).toBe('es-US');
  });

  test('When a signed-in candidate switches, Then the account keeps it and it wins over the cookie and the browser', async () => {
    const { id, agent } = await signedInUser(server, 'casey.lang@example.com');
    await agent.put('/api/language').set('Origin', server.url).send({ language: 'es' }).expect(200);
    const row = await server.database.db
      .selectFrom('userAccount')
      .select('preferredLanguage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.preferredLanguage).toBe('es');
    const answer = await agent
      .put('/api/language')
      .set('Origin', server.url)
      .set('Cookie', 'lang=en')
      .set('Accept-Language', 'en')
      .send({});
    expect(answer.headers['content-language']).toBe('es-US');
  });

  test('When an integrator calls the REST API from a Spanish system, Then it answers in English', async () => {
    const res = await request(server.url).get('/api/v1/jobs').set('Accept-Language', 'es-MX');
    expect(res.status).toBe(401);
    expect(res.headers['content-language']).toBe('en-US');
  });

  (clientBuilt ? describe : describe.skip)('pages', () => {
    test('When a browser asks for es-MX, Then /jobs is written in Spanish with hreflang alternates for both languages', async () => {
      const res = await request(server.url).get('/jobs').set('Accept-Language', 'es-MX,es;q=0.9');
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toBe('es-US');
      expect(res.headers.vary).toMatch(/Accept-Language/);
      for (const [hreflang, query] of [
        ['en-US', '?lang=en'],
        ['es-US', '?lang=es'],
        ['x-default', ''],
      ])
        expect(res.text).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${server.url}/jobs${query}">`);
    });

    test('When ?lang= is on the address, Then it wins over the browser and is kept in the cookie', async () => {
      const res = await request(server.url).get('/jobs?lang=en').set('Accept-Language', 'es-MX');
      expect(htmlLang(res.text)).toBe('en-US');
      expect(cookieOf(res)).toMatch(/^lang=en;/);
      const unknown = await request(server.url).get('/jobs?lang=fr').set('Accept-Language', 'es');
      expect(htmlLang(unknown.text)).toBe('es-US');
      expect(cookieOf(unknown)).toBeUndefined();
    });

    test('When a job page does not exist, Then it has no hreflang: an address a visitor made up is never repeated', async () => {
      const res = await request(server.url).get('/jobs/made-up-0123456789').set('Accept-Language', 'es');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('made-up-0123456789');
    });

    test('When no language is asked for, Then the page is English and no hreflang is added to a private page', async () => {
      const res = await request(server.url).get('/login');
      expect(htmlLang(res.text)).toBe('en-US');
      expect(res.text).not.toContain('hreflang');
    });
  });
});
