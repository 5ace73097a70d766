/**
 * Mail templates in the recipient's language, over a real SMTP server: a Spanish candidate gets the
 * admins' Spanish version of a template when there is one, else the built-in Spanish text if the
 * template was never edited, else the edited English text; English candidates the English one.
 */
import request from 'supertest';
import {
  fillTemplate,
  MAIL_TEMPLATE_MESSAGES,
  type MailTemplateView,
  templateDefinition,
} from '../../../common/mail-templates';
import { TRANSLATION_MESSAGES } from '../../../common/translations';
import { inLanguage } from '../../../server/lib/i18n';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Idiomas-Passw0rd!';
const KEY = 'application-confirmation';
const EDITED = {
  subject: 'We have it: {{jobTitle}}',
  body: 'Dear {{firstName}},\n\n{{company}} reads every application.',
};
const SPANISH = {
  subject: 'La tenemos: {{jobTitle}}',
  body: 'Estimado/a {{firstName}}:\n\n{{company}} lee cada solicitud.',
};

describe('Mail templates in the recipient’s language', () => {
  const ctx = useServerWithMail();
  let admin: ReturnType<typeof request.agent>;
  let staff: ReturnType<typeof request.agent>;
  let sofia: ReturnType<typeof request.agent>;
  let emma: ReturnType<typeof request.agent>;

  async function applyBoth(title: string) {
    const job = await staff
      .post('/api/staff/jobs')
      .send({
        title,
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        company: 'Fabrikam',
        payMin: 20,
        payMax: 24,
        payUnit: 'HOUR',
        descriptionMarkdown: 'Move things.',
      })
      .expect(200);
    for (const candidate of [sofia, emma])
      await candidate.post(`/api/jobsearch/apply/${job.body.jobOrderId}`).expect(200);
  }

  const template = async () =>
    ((await admin.get('/api/staff/mail-templates').expect(200)).body as MailTemplateView[]).find((t) => t.key === KEY)!;

  beforeAll(async () => {
    const user = async (email: string, firstName: string, role: 'admin' | 'staff' | 'candidate') =>
      (await signedInUser(ctx.server, { email, password: PASSWORD, firstName, role })).agent;
    admin = await user('ana.admin@example.com', 'Ana', 'admin');
    staff = await user('sam.recruiter@example.com', 'Sam', 'staff');
    sofia = await user('sofia.idiomas@example.com', 'Sofía', 'candidate');
    emma = await user('emma.languages@example.com', 'Emma', 'candidate');
    await sofia.put('/api/language').send({ language: 'es' }).expect(200);
  });

  test('When the template was never edited, Then the Spanish candidate gets the built-in Spanish text and nothing is missing', async () => {
    expect(await template()).toMatchObject({ edited: false, missingTranslations: [], translations: {} });
    await applyBoth('Forklift Driver');
    const builtIn = inLanguage('es', () => templateDefinition(KEY)!.subject);
    expect(builtIn).not.toBe(templateDefinition(KEY)!.subject);
    const spanish = fillTemplate(builtIn, { jobTitle: 'Forklift Driver' });
    await ctx.smtp.waitFor('sofia.idiomas@example.com', new RegExp(`^${spanish}$`));
    await ctx.smtp.waitFor('emma.languages@example.com', /^Application received: Forklift Driver$/);
  });

  test('When an admin edits the English text only, Then the Spanish candidate gets it as written, and the editor says Spanish is missing', async () => {
    await admin.put(`/api/staff/mail-templates/${KEY}`).send(EDITED).expect(200);
    expect(await template()).toMatchObject({ edited: true, missingTranslations: ['es'] });
    await applyBoth('Picker');
    const mail = await ctx.smtp.waitFor('sofia.idiomas@example.com', /^We have it: Picker$/);
    expect(mail.text).toContain('Fabrikam reads every application.');
  });

  test('When an admin saves the Spanish version, Then the Spanish candidate gets it and the English candidate the English one', async () => {
    const saved = await admin.put(`/api/staff/mail-templates/${KEY}/translations/es`).send(SPANISH).expect(200);
    expect(saved.body).toMatchObject({
      subject: EDITED.subject,
      missingTranslations: [],
      translations: { es: { fields: SPANISH, updatedBy: 'Ana Test' } },
    });
    await applyBoth('Packer');
    const mail = await ctx.smtp.waitFor('sofia.idiomas@example.com', /^La tenemos: Packer$/);
    expect(mail.text).toContain('Estimado/a Sofía:');
    expect(mail.text).toContain('Fabrikam lee cada solicitud.');
    await ctx.smtp.waitFor('emma.languages@example.com', /^We have it: Packer$/);

    // The preview of the translation: the text as typed, the mail's own parts in Spanish.
    const preview = await admin
      .post(`/api/staff/mail-templates/${KEY}/preview`)
      .send({ ...SPANISH, language: 'es' })
      .expect(200);
    expect(preview.body.subject).toBe('La tenemos: Warehouse Lead');
    expect(preview.body.text).toContain(inLanguage('es', () => templateDefinition(KEY)!.action!));
  });

  test('When a translation is wrong or not an admin’s, Then a clear 400, 404 or 403, and nothing changes', async () => {
    const unknown = await admin
      .put(`/api/staff/mail-templates/${KEY}/translations/es`)
      .send({ subject: 'Hola {{nombre}}', body: 'Texto.' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.subject).toBe(
      MAIL_TEMPLATE_MESSAGES.unknownPlaceholder(['nombre'], templateDefinition(KEY)!.placeholders),
    );
    const english = await admin.put(`/api/staff/mail-templates/${KEY}/translations/en`).send(SPANISH);
    expect([english.status, english.body.message]).toEqual([400, TRANSLATION_MESSAGES.languageInvalid()]);
    await admin.put('/api/staff/mail-templates/nope/translations/es').send(SPANISH).expect(404);
    await staff.put(`/api/staff/mail-templates/${KEY}/translations/es`).send(SPANISH).expect(403);
    await sofia.delete(`/api/staff/mail-templates/${KEY}/translations/es`).expect(403);
    expect((await template()).translations.es?.fields).toEqual(SPANISH);
  });

  test('When an admin resets the template, Then its translations go too and the Spanish candidate gets the built-in Spanish text', async () => {
    await admin.delete(`/api/staff/mail-templates/${KEY}`).expect(200);
    expect(await template()).toMatchObject({ edited: false, translations: {}, missingTranslations: [] });
    await applyBoth('Loader');
    const spanish = fillTemplate(
      inLanguage('es', () => templateDefinition(KEY)!.subject),
      { jobTitle: 'Loader' },
    );
    await ctx.smtp.waitFor('sofia.idiomas@example.com', new RegExp(`^${spanish}$`));
    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select('action')
      .where('action', 'like', 'mail-template.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'mail-template.saved',
      'mail-template.translated',
      'mail-template.reset',
    ]);
  });
});
