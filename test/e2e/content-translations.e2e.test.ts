/**
 * A content page in Spanish (docs/product.md §2.16), at a desktop's width and a phone's: staff see
 * which pages lack their Spanish version, choose Español in the editor with the keyboard and save
 * it; a Spanish visitor reads it while an English visitor still reads English, and a page without
 * a Spanish version reaches the Spanish visitor in English, marked `lang="en-US"`.
 */
import type { BrowserContext } from 'playwright-core';
import { LANGUAGE_NAMES } from '../../common/i18n';
import { TRANSLATION_TEXT } from '../../src/features/staff/translation-messages';
import { PAGE_FORM_TEXT } from '../../src/features/content/admin/messages';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, newPage, signInContext, useBrowser, JOURNEY_WIDTHS } from '../helpers/browser';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Translate-Passw0rd!';
const EDITOR = 'tere.translator@example.com';
const WIDTHS = JOURNEY_WIDTHS;

describeBrowser('Content pages in Spanish', () => {
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  let server: TestServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: EDITOR,
      password: PASSWORD,
      firstName: 'Tere',
      lastName: 'Lopez',
      role: 'staff',
      confirmed: true,
    });
    for (const { name } of WIDTHS) {
      await server.services.content.save({
        path: `/benefits-${name}`,
        title: `Benefits ${name}`,
        contentMarkdown: 'Health insurance from **day one**.',
        showLayout: true,
      });
      await server.services.content.save({
        path: `/faq-${name}`,
        title: `Questions ${name}`,
        contentMarkdown: 'Ask us anything.',
        showLayout: true,
      });
    }
  });
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });
  afterAll(() => server?.stop());

  /** A visitor of their own whose browser asks for `language`. */
  async function visitor(language: string, viewport: { width: number; height: number }) {
    const context = await ui.browser.newContext({
      baseURL: server.url,
      viewport,
      extraHTTPHeaders: { 'Accept-Language': language },
    });
    contexts.push(context);
    return newPage(context, ui.errors);
  }

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: staff add the Spanish version; a Spanish visitor reads it, an English one English, and an untranslated page comes in English marked as such`, async () => {
      const { page } = ui;
      await page.setViewportSize(viewport);
      await signInContext(ui.context, EDITOR, PASSWORD);
      const missing = TRANSLATION_TEXT.missingIn(LANGUAGE_NAMES.es);

      await page.goto('/admin/content');
      const row = page.getByTestId('content-row').filter({ hasText: `Benefits ${name}` });
      await row.getByText(missing).waitFor();
      await row.getByRole('link', { name: `Benefits ${name}` }).click();

      // The language choice is a radio group: the arrow key moves from English to Español.
      const choice = page.getByRole('group', { name: TRANSLATION_TEXT.choice });
      await choice.getByText(TRANSLATION_TEXT.missing).waitFor();
      await choice.getByRole('radio', { name: TRANSLATION_TEXT.original('English') }).focus();
      await page.keyboard.press('ArrowRight');
      const form = page.getByTestId('translation-form');
      await form.getByLabel(PAGE_FORM_TEXT.title).fill(`Beneficios ${name}`);
      await form.getByLabel(PAGE_FORM_TEXT.content).fill('Seguro médico desde el **primer día**.');
      await form.getByRole('button', { name: TRANSLATION_TEXT.save }).click();
      await form.getByRole('status').getByText(TRANSLATION_TEXT.saved).waitFor();
      await choice.getByText(TRANSLATION_TEXT.missing).waitFor({ state: 'detached' });
      if (name === 'desktop') expect(await axeViolations(page, { include: 'main' })).toEqual([]);
      await page.screenshot({ path: await screenFile(`content-translation-editor-${name}.png`), fullPage: true });

      await page.goto('/admin/content');
      await page.getByTestId('content-row').first().waitFor();
      expect(await row.getByText(missing).count()).toBe(0);
      await page
        .getByTestId('content-row')
        .filter({ hasText: `Questions ${name}` })
        .getByText(missing)
        .waitFor();

      const spanish = await visitor('es-MX,es;q=0.9', viewport);
      await spanish.goto(`/benefits-${name}`);
      await spanish.getByRole('heading', { level: 1, name: `Beneficios ${name}` }).waitFor();
      expect(await spanish.locator('main').innerText()).toContain('Seguro médico desde el primer día.');
      expect(await spanish.locator('article').getAttribute('lang')).toBeNull();
      await spanish.screenshot({ path: await screenFile(`content-translation-spanish-${name}.png`) });

      await spanish.goto(`/faq-${name}`);
      await spanish.getByRole('heading', { level: 1, name: `Questions ${name}` }).waitFor();
      expect(await spanish.evaluate(() => document.documentElement.lang)).toBe('es-US');
      expect(await spanish.locator('article').getAttribute('lang')).toBe('en-US');

      const english = await visitor('en-US', viewport);
      await english.goto(`/benefits-${name}`);
      await english.getByRole('heading', { level: 1, name: `Benefits ${name}` }).waitFor();
      expect(await english.locator('article').getAttribute('lang')).toBeNull();
    });
  }
});
