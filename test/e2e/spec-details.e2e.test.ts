/**
 * SPEC details across screens: meta descriptions (§2 step 4), error dialogs that close themselves
 * (§9), help popovers at most 300 px wide (§9), one pageview per screen with analytics on (§2),
 * and the explanation after a failed search (§7).
 */
import type { Page } from 'playwright-core';
import { assignSample, PASSWORD, signedInUser } from '../helpers/documents';
import { describeBrowser, useBrowser, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

const GA_ID = 'G-TEST12345';

describeBrowser('SPEC details in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ GA_TRACKING_ID: GA_ID });
    const casey = await signedInUser(server, 'casey@example.com');
    await assignSample(server, casey.id, { delivery: 'electronic', title: 'Safety Policy' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    // Google's tag script cannot be fetched here; an empty one stands in, so only what the
    // portal itself queues in dataLayer is observed.
    await ui.context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  });

  async function signIn(page: Page) {
    await signInContext(page.context(), 'casey@example.com', PASSWORD);
  }

  const metaDescription = (page: Page) =>
    page.locator('meta[name="description"]').getAttribute('content', { timeout: 1_000 });

  test('When screens render, each sets its own meta description', async () => {
    const { page } = ui;
    const seen = new Map<string, string | null>();
    for (const [path, title] of [
      ['/login', 'Log In'],
      ['/register', 'New User Registration'],
      ['/account/request-reset', 'Reset Password'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      seen.set(path, await metaDescription(page));
    }
    await signIn(page);
    for (const [path, title] of [
      ['/search', 'Job Search'],
      ['/onboarding', 'Contractor Onboarding'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      seen.set(path, await metaDescription(page));
    }
    expect(seen.get('/login')).toBe(
      'Log in to search jobs, follow your applications and complete your onboarding documents.',
    );
    expect(seen.get('/search')).toBe(
      'Search jobs by keyword, employment type, category and distance, and apply in one click.',
    );
    for (const value of seen.values()) expect(value?.length).toBeGreaterThan(20);
    expect(new Set(seen.values()).size).toBe(seen.size);
  });

  test('When analytics is on, the first screen is counted once and each next screen once more', async () => {
    const { page } = ui;
    const pageviews = () =>
      page.evaluate(() => {
        const layer = ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) =>
          Array.from(args),
        );
        return {
          views: layer.filter((a) => a[0] === 'event' && a[1] === 'page_view').length,
          config: layer.find((a) => a[0] === 'config'),
        };
      });
    await page.goto('/login');
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);
    await page.waitForTimeout(300);
    const first = await pageviews();
    expect(first.views).toBe(1);
    // GA4's own automatic page_view is off, so it cannot double the first one.
    expect(first.config).toEqual(['config', GA_ID, { send_page_view: false }]);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'New User Registration' }).waitFor();
    await page.waitForTimeout(300);
    expect((await pageviews()).views).toBe(2);
  });

  test('When a reset request fails, its error closes by itself after 5 to 10 s', async () => {
    const { page } = ui;
    await page.clock.install();
    await page.route('**/api/request-password-reset', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/account/request-reset');
    await page.getByLabel('Email').fill('casey@example.com');
    await page.getByLabel('Email').press('Enter');
    const error = page.getByTestId('reset-request-error');
    await error.getByText('Sorry, could not send a password reset request at this time...').waitFor();
    await page.clock.runFor(4_900);
    expect(await error.isVisible()).toBe(true);
    await page.clock.runFor(5_200);
    await error.waitFor({ state: 'detached', timeout: 2_000 });
    // Nothing typed is lost: the same request can be sent again.
    expect(await page.getByLabel('Email').inputValue()).toBe('casey@example.com');
  });

  test('When a help popover opens, it explains within 300 px and closes with Escape', async () => {
    const { page } = ui;
    async function check(name: string, text: RegExp) {
      const toggle = page.getByRole('button', { name });
      await toggle.click();
      const note = page.getByRole('note').filter({ hasText: text });
      await note.waitFor();
      const box = await note.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(300);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await note.waitFor({ state: 'hidden' });
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await page.goto('/register');
    await check('Help: password rules', /passphrase/);
    await signIn(page);
    await page.goto('/search');
    await check('Help: distance', /miles/);
    await page.goto('/documents/electronic');
    await check('Help: Sign Digitally or Download & Sign?', /Upload Signed Copy/);
    // Narrow screens: the popover moves left to stay inside the window.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/search');
    await check('Help: distance', /miles/);
  });

  test('When a search fails, the next screen explains what happened', async () => {
    const { page } = ui;
    await signIn(page);
    await page.route(/\/api\/jobsearch\/\?page=/, (route) => route.fulfill({ status: 500, body: '{}' }));
    // A search of its own in the address: a plain /search has its first results in the page.
    await page.goto('/search?type=Any&q=engineer');
    // docs/product.md §7: a failed search goes to /login?r=/search; a signed-in user is sent on from there.
    await page.waitForURL((url) => url.pathname !== '/search' && url.pathname !== '/login');
    await page
      .getByTestId('notice')
      .getByText('Sorry, your job search could not be completed. Please try again, or sign in again if asked.')
      .waitFor();
    // Shown once: the next screen does not repeat it.
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Contractor Onboarding' }).waitFor();
    expect(await page.getByTestId('notice').count()).toBe(0);
  });
});
