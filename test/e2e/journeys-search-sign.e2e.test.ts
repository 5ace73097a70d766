/**
 * Journeys over the demo data on a desktop (1280 px) and a phone (390 px): Back and reload come
 * back to the same search where it was; a word being typed finds the jobs its full form finds;
 * saving a job says so; the signing page reads at full width on a phone. Screenshots of the
 * search after Back and of the phone's signing page go to test-results/ on every run.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { describeBrowser, usePages, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

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
  const errors: string[] = [];
  const pages = usePages(() => server.url, errors);

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(async () => {
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
    // A phone as phones are: overlay scrollbars, touch, the page's viewport meta applied.
    const phone = viewport.width < 576 ? { isMobile: true, hasTouch: true } : {};
    const { context, page } = await pages.open({ viewport, ...phone });
    await signInContext(context, 'candidate@example.com', PASSWORD);
    return page;
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
      // The address follows: it names the search and its two pages.
      await page.waitForURL((url) => url.searchParams.get('pages') === '2');
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

  const NDA = 'Mutual Non-Disclosure Agreement';

  /** Consents on the signing page (`on`: the page or its frame) and waits for the first page image. */
  async function consent(on: Page | FrameLocator) {
    await on.getByLabel('I agree to use electronic records and signatures').check();
    await on.getByRole('button', { name: 'Continue' }).click();
    await on.getByRole('img', { name: `${NDA}, page 1 of 3` }).waitFor();
    await on.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
  }

  /** Signs in the pad with the mouse; asking for a signature stops once there is one. */
  async function drawSignature(page: Page, on: Page | FrameLocator) {
    await on.getByRole('button', { name: 'Finish' }).click();
    const ask = on.getByRole('alert').filter({ hasText: 'Please draw or type your signature.' });
    await ask.waitFor();
    const pad = on.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let i = 1; i <= 10; i += 1) {
      await page.mouse.move(box.x + 20 + i * 15, box.y + box.height * (0.3 + 0.4 * (i % 2)), { steps: 2 });
    }
    await page.mouse.up();
    // At once, not when the alert closes itself (8 s).
    await ask.waitFor({ state: 'detached', timeout: 2_000 });
  }

  test('desktop: the signing page stays in its frame as before, without zoom buttons; a drawn signature ends the request for one', async () => {
    const page = await candidatePage(DESKTOP);
    await page.goto('/documents/electronic');
    await page.getByRole('listitem').filter({ hasText: NDA }).getByRole('link', { name: 'Sign Digitally' }).click();
    await page.waitForURL(/\/documents\?id=\d+$/);
    await page.getByRole('heading', { name: `${NDA} Document` }).waitFor();
    const frame = page.frameLocator('iframe.signing-frame');
    await consent(frame);
    expect(await frame.getByRole('group', { name: 'Page size' }).isVisible()).toBe(false);
    const [framed, image] = [
      await page.locator('iframe.signing-frame').boundingBox(),
      await frame.locator('img.pdf-page-image').first().boundingBox(),
    ];
    expect(framed!.width).toBeGreaterThan(1000);
    expect(image!.width).toBeGreaterThan(800);
    await drawSignature(page, frame);
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/event=cancel/);
  });

  test('phone: the signing page takes the tab, its pages the full width with one scroll, zoomable; the candidate signs', async () => {
    const page = await candidatePage(PHONE);
    await page.goto('/documents/electronic');
    await page.getByRole('listitem').filter({ hasText: NDA }).getByRole('link', { name: 'Sign Digitally' }).click();
    await page.waitForURL(/\/esign\/sign/);
    expect(await page.locator('iframe').count()).toBe(0);
    await consent(page);
    await page.screenshot({ path: path.join(RESULTS, 'signing-phone.png') });

    // The pages span the screen; nothing scrolls sideways or apart from the page.
    const first = page.locator('img.pdf-page-image').first();
    const width = async () => (await first.boundingBox())!.width;
    expect(await width()).toBe(PHONE.width);
    const scrollers = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        inner: [...document.querySelectorAll('body *')].filter(
          (el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY),
        ).length,
        pan: (() => {
          const pan = document.querySelector('[data-testid=pdf-pages-pan]')!;
          return pan.scrollWidth > pan.clientWidth;
        })(),
      }));
    expect(await scrollers()).toEqual({ page: PHONE.width, inner: 0, pan: false });
    // Pinch zoom is left to the browser.
    expect(await page.locator('meta[name=viewport]').getAttribute('content')).not.toMatch(
      /user-scalable=no|maximum-scale=1(\D|$)/,
    );

    // + / −: the pages grow and pan sideways in their box; the page itself still only scrolls down.
    const zoom = page.getByRole('group', { name: 'Page size' });
    expect(await axeViolations(page, { bestPractice: false })).toEqual([]);
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom.locator('output').textContent()).resolves.toBe('150%');
    expect(await width()).toBe(PHONE.width * 1.5);
    expect(await scrollers()).toEqual({ page: PHONE.width, inner: 0, pan: true });
    await zoom.getByRole('button', { name: 'Zoom out' }).click();
    expect(await width()).toBe(PHONE.width);

    // The fields and the actions are reached by scrolling the page.
    await drawSignature(page, page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/documents\/signed-report\?id=\d+&event=signing_complete/);
    await page.getByText("You've Successfully Signed This Document!").waitFor();
  });
});
