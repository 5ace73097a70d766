/**
 * A credential's instructions in Spanish (docs/architecture.md §9.9), at a desktop's width and a
 * phone's: staff see that the credential template lacks its Spanish instructions, choose Español
 * and save them in the console; a candidate who reads the portal in Spanish sees them on her
 * documents (/documents/electronic), while an English candidate still reads the original; axe
 * finds nothing on the console's section.
 */
import { LANGUAGE_NAMES } from '../../common/i18n';
import { TEMPLATE_TRANSLATION_TEXT as TEXT } from '../../src/features/onboarding/messages';
import { TRANSLATION_TEXT } from '../../src/features/staff/translation-messages';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, JOURNEY_WIDTHS, newPage, signInContext, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

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

      const { page } = ui;
      await page.setViewportSize(viewport);
      await signInContext(ui.context, STAFF, PASSWORD);
      await page.goto('/admin/documents');
      const section = page.getByTestId('template-translations');
      await section.getByRole('heading', { name: TEXT.heading }).waitFor();
      const choice = section.getByRole('group', { name: TRANSLATION_TEXT.choice });
      await choice.getByText(TRANSLATION_TEXT.missing).waitFor();
      await choice.getByLabel(LANGUAGE_NAMES.es).check();
      const form = section.getByRole('form', { name: TEXT.formName(title, LANGUAGE_NAMES.es) });
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
});
