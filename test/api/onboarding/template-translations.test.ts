/**
 * A credential template's instructions in Spanish (docs/architecture.md §9.9): staff save the
 * Spanish version, the template list shows it and marks the languages still missing, a Spanish
 * candidate reads it (both GraphQL lists) with its language while an English one reads the
 * original, removing it brings the original back, every change is audited, and bad input gets a
 * clear 400 (an empty text, a form's labels left out, a language not translated into) or a 404.
 */
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import type { StaffTemplate } from '../../../common/onboarding';
import { TRANSLATION_MESSAGES } from '../../../common/translations';
import { assignSample } from '../../helpers/documents';
import { startTestServer, type TestServer } from '../../helpers/server';
import { type SignedInUser, signedInUser } from '../../helpers/users';

const PASSWORD = 'Template-Passw0rd!';
const INSTRUCTIONS = 'Front and back, all corners visible.';
const INSTRUCTIONS_ES = 'El frente y el reverso, con las cuatro esquinas visibles.';

describe("A credential template's instructions in each language", () => {
  let server: TestServer;
  let staff: SignedInUser;
  let dana: SignedInUser;
  let casey: SignedInUser;
  const DANA = 'dana.templates@example.com';
  const CASEY = 'casey.templates@example.com';
  let templateId: number;

  const url = (id: number | string = templateId, language = 'es') =>
    `/api/staff/document-templates/${id}/translations/${language}`;
  const listed = async () =>
    ((await staff.agent.get('/api/staff/document-templates').expect(200)).body as StaffTemplate[]).find(
      (t) => t.id === templateId,
    )!;
  const readerSees = async (who: SignedInUser) => {
    const answer = await who.agent
      .post('/graphql')
      .send({ query: '{ myDocuments { id kind instructions instructionsLanguage } }' })
      .expect(200);
    const listed = (answer.body.data.myDocuments as Record<string, string | number>[]).find(
      (d) => d.kind === 'credential',
    )!;
    // The electronic documents' list (the documents screen) says the same.
    const lists = await who.agent
      .post('/graphql')
      .send({ query: '{ myElectronicDocuments { unsigned { kind instructions instructionsLanguage } } }' })
      .expect(200);
    expect(
      (lists.body.data.myElectronicDocuments.unsigned as Record<string, string>[]).find((d) => d.kind === 'credential'),
    ).toEqual({
      kind: 'credential',
      instructions: listed.instructions,
      instructionsLanguage: listed.instructionsLanguage,
    });
    return { instructions: listed.instructions, language: listed.instructionsLanguage };
  };

  beforeAll(async () => {
    server = await startTestServer();
    const user = (email: string, role: 'candidate' | 'staff') =>
      signedInUser(server, { email, password: PASSWORD, firstName: email.split('@')[0]!, role });
    staff = await user('robin.templates@example.com', 'staff');
    dana = await user(DANA, 'candidate');
    casey = await user(CASEY, 'candidate');
    await dana.agent.put('/api/language').send({ language: 'es' }).expect(200);
    templateId = (
      await staff.agent
        .post('/api/staff/credential-templates')
        .send({ formTitle: 'Forklift Certificate', instructions: INSTRUCTIONS })
        .expect(200)
    ).body.id;
    for (const email of [DANA, CASEY])
      await staff.agent
        .post('/api/staff/document-assignments')
        .send({ templateId, emails: email, dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) })
        .expect(200);
  });
  afterAll(() => server?.stop());

  test('Before any translation, Then the template lists Spanish as missing and every reader gets the original', async () => {
    expect(await listed()).toMatchObject({ translations: {}, missingTranslations: ['es'] });
    expect(await readerSees(dana)).toEqual({ instructions: INSTRUCTIONS, language: 'en' });
  });

  test('When staff save the Spanish instructions, Then the Spanish reader reads them, the English one the original, and it is audited', async () => {
    const saved = (
      await staff.agent
        .put(url())
        .send({ instructions: ` ${INSTRUCTIONS_ES} ` })
        .expect(200)
    ).body as StaffTemplate;
    expect(saved.translations.es).toMatchObject({
      fields: { instructions: INSTRUCTIONS_ES },
      updatedBy: 'robin.templates Test',
    });
    expect(saved.missingTranslations).toEqual([]);
    expect((await listed()).translations.es?.fields.instructions).toBe(INSTRUCTIONS_ES);
    expect(await readerSees(dana)).toEqual({ instructions: INSTRUCTIONS_ES, language: 'es' });
    expect(await readerSees(casey)).toEqual({ instructions: INSTRUCTIONS, language: 'en' });
    const audit = await server.database.db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', 'like', 'document-template.%')
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.detail!)])).toEqual([
      ['document-template.translated', { templateId, language: 'es' }],
    ]);
  });

  test('Bad input gets a clear answer and changes nothing: an empty text, a language not translated into, a form, an unknown template, a candidate', async () => {
    const empty = await staff.agent.put(url()).send({ instructions: '   ' }).expect(400);
    expect(empty.body.fields.instructions).toBe(ONBOARDING_MESSAGES.instructionsRequired);
    const english = await staff.agent.put(url(templateId, 'en')).send({ instructions: 'x' }).expect(400);
    expect(english.body.message).toBe(TRANSLATION_MESSAGES.languageInvalid());
    const form = await assignSample(server, casey.id, { title: 'Safety Policy' });
    // A form has no instructions: its version is of its fields' labels.
    const notCredential = await staff.agent.put(url(form.template.id)).send({ instructions: 'x' }).expect(400);
    expect(notCredential.body.message).toBe(ONBOARDING_MESSAGES.translationInvalid);
    expect(Object.keys(notCredential.body.fields).every((key) => key.startsWith('label.'))).toBe(true);
    // A credential template without instructions has nothing to translate, and lacks nothing.
    const bare = (
      await staff.agent.post('/api/staff/credential-templates').send({ formTitle: 'Badge Photo' }).expect(200)
    ).body as StaffTemplate;
    expect(bare.missingTranslations).toEqual([]);
    const nothing = await staff.agent.put(url(bare.id)).send({ instructions: 'x' }).expect(400);
    expect(nothing.body.message).toBe(ONBOARDING_MESSAGES.notTranslatable);
    await staff.agent.put(url(999_999)).send({ instructions: 'x' }).expect(404);
    await staff.agent.put(url('abc')).send({ instructions: 'x' }).expect(404);
    await casey.agent.put(url()).send({ instructions: 'x' }).expect(403);
    expect(await readerSees(dana)).toEqual({ instructions: INSTRUCTIONS_ES, language: 'es' });
  });

  test('When staff remove the Spanish version, Then the Spanish reader gets the original again, and the removal is audited once', async () => {
    const removed = (await staff.agent.delete(url()).expect(200)).body as StaffTemplate;
    expect(removed).toMatchObject({ translations: {}, missingTranslations: ['es'] });
    await staff.agent.delete(url()).expect(200);
    expect(await readerSees(dana)).toEqual({ instructions: INSTRUCTIONS, language: 'en' });
    const actions = await server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', '=', 'document-template.untranslated')
      .execute();
    expect(actions).toHaveLength(1);
  });
});
