/**
 * A content page's Spanish version (docs/product.md §3): staff save and remove it, the page list
 * and editor name the missing translations, and visitors read the page in their language — the
 * Spanish version for a Spanish reader (?lang=es or Accept-Language), the English page otherwise.
 */
import request from 'supertest';
import { CONTENT_MESSAGES as M, CONTENT_QUERY, type StaffPage } from '../../../common/content';
import { TRANSLATION_MESSAGES } from '../../../common/translations';
import { inLanguage } from '../../../server/lib/i18n';
import { LANDING_PITCH_PAGE } from '../../../server/dev/seed';
import { pageStateOf } from '../../helpers/page-state';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Translate-Passw0rd!';
const SPANISH = {
  title: 'Beneficios',
  metaDescription: 'Lo que ofrecemos a nuestro personal.',
  contentMarkdown: '## Seguro médico\n\nDesde el **primer día**. <script>alert(1)</script>',
};

describe('Translations of content pages', () => {
  let server: TestServer;
  let staff: ReturnType<typeof request.agent>;
  let candidate: ReturnType<typeof request.agent>;
  let benefits: number;
  let faq: number;

  const read = (path: string, headers: Record<string, string> = {}, query = '') =>
    request(server.url)
      .post(`/graphql${query}`)
      .set(headers)
      .send({ query: CONTENT_QUERY, variables: { path } })
      .expect(200)
      .then((res) => res.body.data.content);

  beforeAll(async () => {
    server = await startTestServer();
    ({ agent: staff } = await signedInUser(server, {
      email: 'translator@example.com',
      password: PASSWORD,
      firstName: 'Tere',
      role: 'staff',
    }));
    ({ agent: candidate } = await signedInUser(server, {
      email: 'reader@example.com',
      password: PASSWORD,
      firstName: 'Rita',
      role: 'candidate',
    }));
    await server.services.content.save({
      path: '/benefits',
      title: 'Benefits',
      metaDescription: 'What we offer our people.',
      contentMarkdown: '## Health insurance\n\nFrom **day one**.',
      showLayout: true,
    });
    await server.services.content.save({
      path: '/faq',
      title: 'Questions',
      contentMarkdown: 'Ask us.',
      showLayout: true,
    });
    const list = (await staff.get('/api/staff/content').expect(200)).body as StaffPage[];
    benefits = list.find((p) => p.path === '/benefits')!.id;
    faq = list.find((p) => p.path === '/faq')!.id;
  });
  afterAll(() => server.stop());

  test('When staff save the Spanish version, Then Spanish readers get it, English readers the original, and the list names what is missing', async () => {
    const before = (await staff.get('/api/staff/content').expect(200)).body as StaffPage[];
    expect(before.map((p) => [p.path, p.missingTranslations])).toEqual([
      ['/benefits', ['es']],
      ['/faq', ['es']],
    ]);

    const saved = await staff.put(`/api/staff/content/${benefits}/translations/es`).send(SPANISH).expect(200);
    expect(saved.body).toMatchObject({
      title: 'Benefits',
      missingTranslations: [],
      translations: { es: { fields: SPANISH, updatedBy: 'Tere Test' } },
    });

    const spanishPage = {
      path: '/benefits',
      title: 'Beneficios',
      metaDescription: 'Lo que ofrecemos a nuestro personal.',
      content: '<h2>Seguro médico</h2>\n<p>Desde el <strong>primer día</strong>. </p>\n',
      showLayout: true,
      language: 'es',
    };
    expect(await read('/benefits', {}, '?lang=es')).toEqual(spanishPage);
    expect(await read('/benefits', { 'Accept-Language': 'es-MX,es;q=0.9' })).toEqual(spanishPage);
    expect(await read('/benefits', { 'Accept-Language': 'en-US' })).toMatchObject({
      title: 'Benefits',
      content: '<h2>Health insurance</h2>\n<p>From <strong>day one</strong>.</p>\n',
      language: 'en',
    });
    // A page without a Spanish version: the Spanish reader reads English, and is told which.
    expect(await read('/faq', { 'Accept-Language': 'es' })).toMatchObject({ title: 'Questions', language: 'en' });
    // The account's own choice counts as the request's language.
    await candidate.put('/api/language').send({ language: 'es' }).expect(200);
    const asCandidate = await candidate
      .post('/graphql')
      .send({ query: CONTENT_QUERY, variables: { path: '/benefits' } });
    expect(asCandidate.body.data.content.title).toBe('Beneficios');

    const after = (await staff.get('/api/staff/content').expect(200)).body as StaffPage[];
    expect(after.map((p) => [p.path, p.missingTranslations])).toEqual([
      ['/benefits', []],
      ['/faq', ['es']],
    ]);
  });

  test('When the landing pitch has a Spanish version, Then the sign-in page a Spanish visitor loads carries it, in Spanish', async () => {
    await server.services.content.save(LANDING_PITCH_PAGE);
    const pitch = (await staff.get('/api/staff/content').expect(200)).body.find(
      (p: StaffPage) => p.path === LANDING_PITCH_PAGE.path,
    ) as StaffPage;
    await staff
      .put(`/api/staff/content/${pitch.id}/translations/es`)
      .send({
        title: 'Su próximo empleo, en tres pasos',
        metaDescription: '',
        contentMarkdown: 'Postúlese con un clic.',
      })
      .expect(200);
    const landing = async (language: string) =>
      pageStateOf((await request(server.url).get('/login').set('Accept-Language', language).expect(200)).text)
        .landingPitch;
    expect(await landing('es')).toMatchObject({ title: 'Su próximo empleo, en tres pasos', language: 'es' });
    expect(await landing('en')).toMatchObject({ title: LANDING_PITCH_PAGE.title, language: 'en' });
  });

  test('When staff remove the Spanish version, Then Spanish readers get the original again, and both changes are audited', async () => {
    await staff
      .put(`/api/staff/content/${faq}/translations/es`)
      .send({ ...SPANISH, title: 'Preguntas' })
      .expect(200);
    expect(await read('/faq', {}, '?lang=es')).toMatchObject({ title: 'Preguntas', language: 'es' });
    const removed = await staff.delete(`/api/staff/content/${faq}/translations/es`).expect(200);
    expect(removed.body).toMatchObject({ missingTranslations: ['es'], translations: {} });
    expect(await read('/faq', {}, '?lang=es')).toMatchObject({ title: 'Questions', language: 'en' });
    const audit = await server.database.db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', 'in', ['content.translate', 'content.untranslate'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.detail!)])).toEqual([
      ['content.translate', { pageId: benefits, language: 'es' }],
      ['content.translate', { pageId: expect.any(Number), language: 'es' }],
      ['content.translate', { pageId: faq, language: 'es' }],
      ['content.untranslate', { pageId: faq, language: 'es' }],
    ]);
  });

  test('When the language or the text is wrong, Then 400 with a clear message, 404 for an unknown page, 403 for a candidate', async () => {
    for (const language of ['en', 'fr', 'ES-US']) {
      const bad = await staff.put(`/api/staff/content/${benefits}/translations/${language}`).send(SPANISH);
      expect([language, bad.status, bad.body.message]).toEqual([language, 400, TRANSLATION_MESSAGES.languageInvalid()]);
    }
    const empty = await staff
      .put(`/api/staff/content/${benefits}/translations/es`)
      .send({ title: ' ', contentMarkdown: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ title: M.titleRequired, contentMarkdown: M.contentRequired });
    // Answered in the staff member's language.
    const inSpanish = await staff
      .put(`/api/staff/content/${benefits}/translations/fr?lang=es`)
      .send(SPANISH)
      .expect(400);
    expect(inSpanish.body.message).toBe(inLanguage('es', () => TRANSLATION_MESSAGES.languageInvalid()));
    expect(inSpanish.body.message).not.toBe(TRANSLATION_MESSAGES.languageInvalid());
    await staff.put('/api/staff/content/999999/translations/es').send(SPANISH).expect(404);
    await staff.delete('/api/staff/content/abc/translations/es').expect(404);
    await candidate.put(`/api/staff/content/${benefits}/translations/es`).send(SPANISH).expect(403);
    // Nothing of the refused writes reached readers.
    expect(await read('/benefits', {}, '?lang=es')).toMatchObject({ title: 'Beneficios' });
  });
});
