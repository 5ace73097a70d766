/**
 * Screening questions in Spanish (docs/product.md §2.5.2), at a desktop's width and a phone's: staff
 * add the Spanish version of a question on the job screen, and a Spanish candidate applies reading
 * it (Sí/No from the catalogs, an untranslated question in English marked as such).
 */
import type { BrowserContext } from 'playwright-core';
import { LANGUAGE_NAMES } from '../../common/i18n';
import { QUESTION_TEXT } from '../../src/features/staff/questions-messages';
import { TRANSLATION_TEXT } from '../../src/features/staff/translation-messages';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, newPage, signInContext, useBrowser, JOURNEY_WIDTHS } from '../helpers/browser';
import { es } from '../helpers/spanish';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Question-Passw0rd!';
const STAFF = 'sam.staff@example.com';
const WIDTHS = JOURNEY_WIDTHS;

describeBrowser('Screening questions in Spanish', () => {
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  let server: TestServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: STAFF,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
  });
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });
  afterAll(() => server?.stop());

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: staff add the Spanish version of a question; a Spanish candidate applies reading it`, async () => {
      const [jobId] = (await server.services.jobs.createJobs([
        {
          title: `Picker ${name}`,
          description: '<p>Pick orders.</p>',
          corpTitle: 'Tailspin Logistics',
          employmentType: 'Contract',
          category: 'Distribution',
          location: 'Austin, TX',
          openedAt: Date.now() - 3_600_000,
        },
      ])) as [number];
      await server.services.applicationForm.setQuestions(jobId, [
        { kind: 'yesNo', text: 'Can you lift 50 pounds?', required: true },
        { kind: 'single', text: 'Which shift suits you?', required: true, options: ['Day', 'Night'] },
      ]);

      const { page } = ui;
      await page.setViewportSize(viewport);
      await signInContext(ui.context, STAFF, PASSWORD);
      await page.goto(`/admin/jobs/${jobId}`);
      const section = page.getByTestId('question-translations');
      await section.getByRole('group', { name: TRANSLATION_TEXT.choice }).getByText(TRANSLATION_TEXT.missing).waitFor();
      await section.getByRole('radio', { name: new RegExp(LANGUAGE_NAMES.es) }).check();
      const shift = section.getByTestId('question-translation').filter({ hasText: 'Which shift suits you?' });
      await shift.getByText(TRANSLATION_TEXT.missing).waitFor();
      await shift.getByLabel(QUESTION_TEXT.text, { exact: true }).fill('¿Qué turno le conviene?');
      await shift.getByLabel(QUESTION_TEXT.option(1)).fill('Día');
      await shift.getByLabel(QUESTION_TEXT.option(2)).fill('Noche');
      await shift.getByRole('button', { name: TRANSLATION_TEXT.save }).click();
      await shift.getByRole('status').getByText(TRANSLATION_TEXT.saved).waitFor();
      await shift.getByText(TRANSLATION_TEXT.missing).waitFor({ state: 'detached' });
      if (name === 'desktop') expect(await axeViolations(page, { include: 'main' })).toEqual([]);

      const email = `lupe.${name}@example.com`;
      await server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'Lupe',
        lastName: 'Ruiz',
        confirmed: true,
      });
      const context = await ui.browser.newContext({
        baseURL: server.url,
        viewport,
        extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9' },
      });
      contexts.push(context);
      await signInContext(context, email, PASSWORD);
      const candidate = await newPage(context, ui.errors);
      await candidate.goto(`/jobs/${jobId}/apply`);
      const translated = candidate.getByRole('radiogroup', { name: '¿Qué turno le conviene?' });
      await translated.getByLabel('Noche').check();
      // Untranslated: the employer's English, marked as English; Sí and No are the portal's own.
      const lift = candidate.getByRole('radiogroup', { name: 'Can you lift 50 pounds?' });
      expect(await lift.locator('legend span').getAttribute('lang')).toBe('en-US');
      await lift.getByLabel(es('Yes')).check();
      if (name === 'desktop') expect(await axeViolations(candidate)).toEqual([]);
      await candidate.getByRole('button', { name: es('Submit application') }).click();
      await candidate.getByText(es('Thanks for applying! Your application has been submitted.')).waitFor();

      // Kept as the English option the employer wrote.
      const [applicant] = (await server.services.staff.applicants(String(jobId))).applicants;
      expect(applicant!.form!.answers.map((a) => a.answer)).toEqual(['Yes', 'Night']);
    });
  }
});
