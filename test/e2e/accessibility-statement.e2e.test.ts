/**
 * The accessibility statement and what it promises that a page shows by itself
 * (docs/accessibility-conformance-report.md cites this file): every page's footer leads to
 * /accessibility and to the contact page, in the same order for every role (WCAG 3.2.3, 3.2.6);
 * the statement names the standard, the last review and how to report a barrier, in English and
 * Spanish, and passes axe; its report lists the criteria in English, marked so (3.1.2). By
 * keyboard: "Skip to main content" comes first (2.4.1); every control Tab reaches shows an
 * outline of 3:1 against its background, inside the window (2.4.7, 2.4.11, 1.4.11), also in
 * forced colours, and focus alone changes nothing (3.2.1). The registration form's fields have
 * borders of 3:1 (1.4.11), their purpose (1.3.5), and take pasted text (3.3.8).
 */
import type { Page } from 'playwright-core';
import { ACCESSIBILITY_REVIEWED } from '../../common/accessibility';
import { formatDate } from '../../common/dates';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, JOURNEY_WIDTHS, signInContext, useBrowser } from '../helpers/browser';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';
import { es } from '../helpers/spanish';
import { focusState, settled, tabThrough, useKeyboardTools } from '../helpers/keyboard';

const PASSWORD = 'Demo-Passw0rd!';
const FOOTER = ['Home', 'About', 'Privacy', 'Accessibility'];

/** The footer's links, in order, and where the header's Contact link is among the header's. */
const footerLinks = (page: Page) => page.locator('footer nav a').allInnerTexts();
const contactPlace = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('#main-nav > ul:first-child a')).findIndex((a) =>
      a.innerText.startsWith('Contact'),
    ),
  );

describeBrowser('The accessibility statement, and what a page shows by itself', () => {
  let server: TestServer;
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  beforeEach(() => useKeyboardTools(ui.context));

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(() => server?.stop());

  test('Every page has the same footer with the statement, and Contact in the same place of the header', async () => {
    const { page, context } = ui;
    const places = new Set<number>();
    for (const path of ['/', '/jobs', '/login', '/verify']) {
      await page.goto(path);
      await page.locator('footer nav a').first().waitFor();
      expect([path, await footerLinks(page)]).toEqual([path, FOOTER]);
      places.add(await contactPlace(page));
    }
    await signInContext(context, 'candidate@example.com', PASSWORD);
    for (const path of ['/overview', '/onboarding', '/search']) {
      await page.goto(path);
      await page.locator('footer nav a').first().waitFor();
      expect([path, await footerLinks(page)]).toEqual([path, FOOTER]);
      places.add(await contactPlace(page));
    }
    // The same item of the header's list on every page, for visitors and candidates alike.
    expect([...places]).toHaveLength(1);
    expect([...places][0]).toBeGreaterThan(0);
    // The tests' employer keeps its contact page on its own site (CONTACT_URL).
    const contact = page.getByRole('banner').getByRole('link', { name: /^Contact/ });
    expect(await contact.getAttribute('href')).toBe(server.config.contactUrl);
    await page.goto('/?lang=es');
    await page.locator('footer nav a').first().waitFor();
    expect(await footerLinks(page)).toEqual(FOOTER.map((text) => es(text)));
  });

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: the statement names the standard, its review and whom to tell, in English and Spanish, and its report lists the criteria`, async () => {
      const { page } = ui;
      await page.setViewportSize(viewport);
      await page.goto('/jobs');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
      const main = page.locator('main');
      await main.getByText('Web Content Accessibility Guidelines (WCAG) 2.2, level AA').waitFor();
      expect(await page.getByTestId('a11y-reviewed').innerText()).toBe(
        `Last reviewed: ${formatDate(ACCESSIBILITY_REVIEWED)}.`,
      );
      expect(await page.getByTestId('a11y-reviewed').innerText()).toBe('Last reviewed: Nov 30, 2026.');
      const email = main.getByRole('link', { name: server.config.supportEmail });
      expect(await email.getAttribute('href')).toBe(`mailto:${server.config.supportEmail}`);
      await main.getByRole('heading', { name: 'Report a barrier' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.screenshot({ path: await screenFile(`accessibility-statement-${name}.png`), fullPage: true });

      await main.getByRole('link', { name: 'Read the conformance report (in English)' }).click();
      const report = page.getByTestId('conformance-report');
      await report.locator('table').first().waitFor();
      const criteria = await report.locator('tbody tr td:first-child').allInnerTexts();
      expect(criteria.filter((c) => /^\d+\.\d+\.\d+ .+ \(Level AA?\)$/.test(c))).toHaveLength(55);
      await expect(axeViolations(page)).resolves.toEqual([]);

      await page.goto('/accessibility?lang=es');
      await page.getByRole('heading', { level: 1, name: es('Accessibility statement') }).waitFor();
      expect(await page.getByTestId('a11y-reviewed').innerText()).toBe('Última revisión: 30 nov 2026.');
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.screenshot({ path: await screenFile(`accessibility-statement-es-${name}.png`), fullPage: true });
      await page.getByRole('link', { name: es('Read the conformance report (in English)') }).click();
      await report.locator('table').first().waitFor();
      // The report is English on a Spanish page: marked so for screen readers (3.1.2).
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
      expect(await report.getAttribute('lang')).toBe('en-US');
      await expect(axeViolations(page)).resolves.toEqual([]);
    });
  }

  test('By keyboard: the skip link comes first, and every stop shows a 3:1 outline inside the window, also in forced colours', async () => {
    const { page, context } = ui;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/jobs');
    await page.locator('main h1').waitFor();
    await settled(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // On from the main region: the board's search form, its filters and its jobs.
    expect(await tabThrough(page, 25)).toEqual([]);

    await page.goto('/register');
    await page.getByLabel('First name').waitFor();
    await settled(page);
    expect(await tabThrough(page, 15)).toEqual([]);

    await signInContext(context, 'candidate@example.com', PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/overview');
    await page.locator('main h1').waitFor();
    await settled(page);
    expect(await tabThrough(page, 30)).toEqual([]);

    // Windows high contrast drops box shadows: the outline stays.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/profile');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const forced = await focusState(page);
    expect(forced?.outline).toBeGreaterThanOrEqual(2);
  });

  test('The registration form’s fields have 3:1 borders, say their purpose, and take pasted text', async () => {
    const { page } = ui;
    await page.goto('/register');
    await page.getByLabel('First name').waitFor();
    const fields = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('main input:not([type=hidden]), main select')).map(
        (el) => ({
          id: el.id,
          autocomplete: el.getAttribute('autocomplete'),
          border: window.contrastRatio(getComputedStyle(el).borderTopColor, 'white'),
          width: parseFloat(getComputedStyle(el).borderTopWidth),
        }),
      ),
    );
    const byId = Object.fromEntries(fields.map((f) => [f.id, f.autocomplete]));
    expect(Object.values(byId)).toEqual(expect.arrayContaining(['email', 'given-name', 'family-name', 'new-password']));
    // Each drawn boundary stands out against the white page (gray 600 is 4.7:1; Bootstrap's own grey 1.3:1).
    const borders = fields.filter((f) => f.width > 0).map((f) => [f.id, f.border >= 3]);
    expect(borders.length).toBeGreaterThanOrEqual(5);
    expect(borders).toEqual(borders.map(([id]) => [id, true]));

    // A password manager's or the clipboard's text goes in: nothing refuses a paste (3.3.8).
    const refused = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('main input[type=password], main input[type=email]')).map(
        (el) => {
          const data = new DataTransfer();
          data.setData('text/plain', 'Pasted-Passw0rd!');
          const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
          el.dispatchEvent(event);
          return event.defaultPrevented;
        },
      ),
    );
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused.every((r) => !r)).toBe(true);
  });
});
