/**
 * Templates' texts in Spanish (docs/architecture.md §9.9), at a desktop's width and a phone's:
 *  - staff see that a credential template lacks its Spanish instructions, choose Español and save
 *    them in the console; a candidate who reads the portal in Spanish sees them on her documents
 *    (/documents/electronic), while an English candidate still reads the original;
 *  - staff translate a form's field labels the same way, and the Spanish candidate's signing page
 *    names each field in Spanish (a field marked since keeps its English label, marked as English);
 * axe finds nothing on the console's section.
 */
import { LANGUAGE_NAMES } from '../../common/i18n';
import { ONBOARDING_MESSAGES, type StaffTemplate } from '../../common/onboarding';
import { fieldsPdf } from '../fixtures/pdfs';
import { TEMPLATE_TRANSLATION_TEXT as TEXT } from '../../src/features/onboarding/messages';
import { TRANSLATION_TEXT } from '../../src/features/staff/translation-messages';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, JOURNEY_WIDTHS, newPage, signInContext, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { es } from '../helpers/spanish';

const PASSWORD = 'Template-Passw0rd!';
const STAFF = 'tere.templates@example.com';
const INSTRUCTIONS = 'Front and back, all corners visible.';

describeBrowser("A credential's instructions in Spanish", () => {
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  let server: TestServer;
  let staffId: number;

  const user = async (email: string, role: 'staff' | 'candidate', preferredLanguage: 'en' | 'es' = 'en') => {
    const id = await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: email.split('.')[0]!,
      lastName: 'Test',
      role,
      confirmed: true,
    });
    await server.database.db.updateTable('userAccount').set({ preferredLanguage }).where('id', '=', id).execute();
    return id;
  };

  /** Staff open the templates' translations in the console, see Spanish missing and choose it. */
  async function spanishForm(viewport: { width: number; height: number }, title: string) {
    const { page } = ui;
    await page.setViewportSize(viewport);
    await signInContext(ui.context, STAFF, PASSWORD);
    await page.goto('/admin/documents');
    const section = page.getByTestId('template-translations');
    await section.getByRole('heading', { name: TEXT.heading }).waitFor();
    const choice = section.getByRole('group', { name: TRANSLATION_TEXT.choice });
    await choice.getByText(TRANSLATION_TEXT.missing).waitFor();
    await choice.getByLabel(LANGUAGE_NAMES.es).check();
    return { page, form: section.getByRole('form', { name: TEXT.formName(title, LANGUAGE_NAMES.es) }) };
  }

  beforeAll(async () => {
    server = await startTestServer();
    staffId = await user(STAFF, 'staff');
  });
  afterAll(() => server?.stop());

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: staff save the Spanish instructions; the Spanish candidate reads them on her documents, the English one the original`, async () => {
      const title = `Forklift Certificate ${name}`;
      const spanish = `El frente y el reverso (${name}), con las cuatro esquinas visibles.`;
      const ana = `ana.${name}@example.com`;
      const bo = `bo.${name}@example.com`;
      await user(ana, 'candidate', 'es');
      await user(bo, 'candidate');
      const { id: templateId } = await server.services.onboarding.createCredentialTemplate(
        { formTitle: title, instructions: INSTRUCTIONS },
        staffId,
      );
      for (const email of [ana, bo])
        await server.services.onboarding.assign(
          { templateId, emails: email, dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
          staffId,
        );

      const { page, form } = await spanishForm(viewport, title);
      await form.getByLabel(TEXT.instructions).fill(spanish);
      await form.getByRole('button', { name: TRANSLATION_TEXT.save }).click();
      await form.getByText(TRANSLATION_TEXT.saved).waitFor();
      expect(await axeViolations(page, { include: '[data-testid="template-translations"]' })).toEqual([]);

      const candidate = async (email: string) => {
        const context = await ui.browser.newContext({ baseURL: server.url, viewport });
        await signInContext(context, email, PASSWORD);
        const own = await newPage(context, ui.errors);
        await own.goto('/documents/electronic');
        const text = await own.getByTestId('credential-instructions').first().innerText();
        const lang = await own.evaluate(() => document.documentElement.lang);
        await context.close();
        return { text, lang };
      };
      expect(await candidate(ana)).toEqual({ text: spanish, lang: 'es-US' });
      expect(await candidate(bo)).toEqual({ text: INSTRUCTIONS, lang: 'en-US' });
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: staff translate a form's field labels; the Spanish candidate's signing page names the fields in Spanish`, async () => {
      const title = `Payroll Details ${name}`;
      const cy = `cy.${name}@example.com`;
      await user(cy, 'candidate', 'es');
      const uploaded = await server.services.onboarding.uploadTemplate(
        await fieldsPdf(title),
        { delivery: 'electronic' },
        staffId,
      );
      const mark = (fields: object[]) =>
        server.services.onboarding.updateTemplate(uploaded.id, { ...uploaded, fields }) as Promise<StaffTemplate>;
      const marks = [
        { name: 'homeAddress', role: 'signer', type: 'text', required: true, label: 'Home address' },
        { name: 'agreeTerms', role: 'signer', type: 'checkbox', required: true, label: 'I agree to the payroll terms' },
      ];
      await mark([...marks, { name: 'startDate', role: 'ignore' }]);

      const { page, form } = await spanishForm(viewport, title);
      await form.getByLabel(TEXT.fieldLabel('homeAddress')).fill('Domicilio');
      await form.getByRole('button', { name: TRANSLATION_TEXT.save }).click();
      // Every label is asked for: the one left empty is named, nothing is saved.
      await form.getByText(ONBOARDING_MESSAGES.labelRequired).waitFor();
      await form.getByLabel(TEXT.fieldLabel('agreeTerms')).fill('Acepto las condiciones de nómina');
      await form.getByRole('button', { name: TRANSLATION_TEXT.save }).click();
      await form.getByText(TRANSLATION_TEXT.saved).waitFor();
      expect(await axeViolations(page, { include: '[data-testid="template-translations"]' })).toEqual([]);

      // A field marked after the translation reaches the Spanish signer as written, marked English.
      await mark([...marks, { name: 'startDate', role: 'signer', type: 'date', required: false, label: 'Start date' }]);
      await server.services.onboarding.assign(
        {
          templateId: uploaded.id,
          emails: cy,
          dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        },
        staffId,
      );
      const context = await ui.browser.newContext({ baseURL: server.url, viewport });
      await signInContext(context, cy, PASSWORD);
      const own = await newPage(context, ui.errors);
      await own.goto('/documents/electronic');
      await own
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByRole('link', { name: es('Sign Digitally') })
        .click();
      const signing = viewport.width < 576 ? own : own.frameLocator('iframe.signing-frame');
      await signing.getByLabel(es('I agree to use electronic records and signatures')).check();
      await signing.getByRole('button', { name: es('Continue') }).click();
      const fields = signing.getByTestId('signer-fields');
      await fields.getByLabel('Domicilio').waitFor();
      await fields.getByLabel('Acepto las condiciones de nómina').waitFor();
      expect(await fields.getByText('Start date', { exact: true }).getAttribute('lang')).toBe('en-US');
      expect(await fields.getByText('Domicilio', { exact: true }).getAttribute('lang')).toBeNull();
      await context.close();
    });
  }
});
