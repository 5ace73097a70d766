/**
 * Journeys over the demo data on a desktop (1280 px) and a phone (390 px): Back and reload come
 * back to the same search where it was; a word being typed finds the jobs its full form finds;
 * saving a job says so; the signing page reads at full width on a phone. Screenshots of the
 * search after Back and of the phone's signing page go to test-results/ on every run.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeBrowser, launchBrowser, newPage } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Demo-Passw0rd!';
const RESULTS = path.resolve(__dirname, '../../test-results');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describeBrowser('Search and signing journeys', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });
  beforeEach(() => {
    errors.length = 0;
  });
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  /** A page signed in as the demo candidate, in a window of `viewport`. */
  async function candidatePage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const res = await context.request.post('/login', {
      form: { username: 'candidate@example.com', password: PASSWORD },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    return newPage(context, errors);
  }

  const count = (page: Page) => page.getByTestId('result-count').textContent();

  /** Runs a search from the form and waits for its results. */
  async function search(page: Page, words: string) {
    await page.getByLabel('Keywords').fill(words);
    await searched(page, () => page.getByRole('button', { name: 'Search', exact: true }).click());
  }

  /** Does `act` and waits until the search it sends is answered and drawn. */
  async function searched(page: Page, act: () => Promise<void>) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/jobsearch/?page='));
    await act();
    await answered;
    await page.locator('form[role=search] button[type=submit]:not([disabled])').waitFor();
    await page.getByTestId('result-count').waitFor();
  }

  for (const [name, viewport] of VIEWPORTS) {
    test(`${name}: a job page opened from a search, then Back, shows the same search, its pages and where it was; so does a reload`, async () => {
      const page = await candidatePage(viewport);
      await page.goto('/search');
      await page.getByTestId('result-count').waitFor();
      // Anywhere: the demo candidate's ZIP would narrow the search to the jobs near it.
      await page.getByLabel('Location').fill('');
      await search(page, 'engineer');
      if (name === 'phone') await page.getByRole('button', { name: 'Show search options' }).click();
      // Any type: the demo candidate's desired type would narrow it too.
      const any = page.getByLabel(/^Any/);
      if (!(await any.isChecked())) await searched(page, () => any.check());
      await searched(page, () => page.getByLabel(/^Engineering/).check());
      const cards = page.getByTestId('job-card');
      await page.getByRole('button', { name: /^More jobs/ }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=job-card]').length > 20);
      const shown = await cards.count();
      const total = await count(page);
      const address = page.url();
      expect(new URL(address).searchParams.get('q')).toBe('engineer');

      // Down the second page, then the job page of the card in view.
      const card = cards.nth(shown - 3);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(2_000);
      const title = await card.locator('h2').textContent();
      await card.getByRole('link', { name: /^Job page/ }).click();
      await page.waitForURL(/\/jobs\/\d+$/);
      await page.getByRole('heading', { name: title!, level: 1 }).waitFor();

      const comesBack = async () => {
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=job-card]').length === n, shown);
        expect(page.url()).toBe(address);
        await expect(page.getByLabel('Keywords').inputValue()).resolves.toBe('engineer');
        await expect(page.getByLabel(/^Engineering/).isChecked()).resolves.toBe(true);
        await expect(count(page)).resolves.toBe(total);
        await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled);
        await expect(card.locator('h2').textContent()).resolves.toBe(title);
      };
      await page.goBack();
      await comesBack();
      await page.screenshot({ path: path.join(RESULTS, `search-after-back-${name}.png`) });
      await page.reload();
      await comesBack();
    });
  }

  test('desktop: the word being typed finds what the whole word finds', async () => {
    const page = await candidatePage(DESKTOP);
    await page.goto('/search');
    await page.getByTestId('result-count').waitFor();
    await page.getByLabel('Location').fill('');
    await search(page, 'engineer ');
    const whole = await count(page);
    expect(whole).toMatch(/^\d+ jobs found$/);
    for (const typed of ['engin', 'enginee']) {
      await search(page, typed);
      await expect(count(page)).resolves.toBe(whole);
    }
  });

  test('desktop and phone: a saved job reads "Saved", pressed, and its card does not move', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await candidatePage(viewport);
      await page.goto('/search');
      const card = page.getByTestId('job-card').nth(viewport === DESKTOP ? 0 : 1);
      const toggle = card.getByTestId('save-job');
      await toggle.waitFor();
      await expect(toggle.textContent()).resolves.toBe('☆Save');
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
      await toggle.scrollIntoViewIfNeeded();
      const [cardBefore, toggleBefore] = [await card.boundingBox(), await toggle.boundingBox()];
      await toggle.click();
      await card.locator('[data-testid=save-job][aria-pressed=true]:not([disabled])').waitFor();
      await expect(card.getByRole('button', { name: 'Saved', exact: true }).textContent()).resolves.toBe('★Saved');
      expect(await card.boundingBox()).toEqual(cardBefore);
      expect(await toggle.boundingBox()).toEqual(toggleBefore);
    }
  });
});
