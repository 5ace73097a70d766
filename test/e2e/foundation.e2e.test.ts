/** SPEC §2 route resolution, layout and system screens, walked in a real browser. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeBrowser, launchBrowser, newPage } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

describeBrowser('Foundation in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' });
    const sections = Array.from(
      { length: 12 },
      (_, i) => `<h2 id="section-${i + 1}">Section ${i + 1}</h2>${`<p>Text of section ${i + 1}.</p>`.repeat(12)}`,
    ).join('');
    await server.services.content.save({
      path: '/guide',
      title: 'Candidate Guide',
      content: `<p><a href="/about" id="about-link">About us</a></p>${sections}`,
      showLayout: true,
    });
    await server.services.content.save({
      path: '/bare',
      title: 'Bare Page',
      content: '<p>No chrome here.</p>',
      showLayout: false,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    errors.length = 0;
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1200, height: 800 } });
    context.setDefaultTimeout(10_000);
    page = await newPage(context, errors);
  });
  afterEach(async () => {
    await context.close();
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  test('A visitor asking for /overview ends at /login?r=%2Foverview', async () => {
    await page.goto('/overview');
    await page.waitForURL('**/login?r=%2Foverview');
    expect(new URL(page.url()).search).toBe('?r=%2Foverview');
  });

  test("/ sends a visitor to login; the header offers 'Log in' and 'Sign up'", async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await header.getByRole('link', { name: 'Sign up', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).resolves.toBe('/overview');
    await expect(page.getByRole('link', { name: 'Job Search' }).getAttribute('href')).resolves.toBe('/search');
    await expect(page.getByRole('link', { name: 'Contact' }).getAttribute('href')).resolves.toBe(
      'https://contact.test.example/',
    );
    await expect(page.locator('footer').getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
  });

  test('An unknown path shows the 404 page with its title', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect(page.getByText('Sorry, the page you were trying to view does not exist.').isVisible()).resolves.toBe(
      true,
    );
    expect(await page.title()).toBe('Page Not Found | Test Careers');
  });

  test('/about shows the seeded content page, titled with the site-name suffix', async () => {
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    await expect(page.getByText('Apply in one click.').isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('About Us | Test Careers');
  });

  test('A content page with showLayout false renders without header and footer', async () => {
    await page.goto('/bare');
    await page.getByText('No chrome here.').waitFor();
    expect(await page.locator('header nav').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
  });

  test('/loading-transition shows its card, then reaches its target about 100 ms later', async () => {
    await page.goto('/loading-transition?redirectTo=%2Fabout&title=Hello&message=Getting%20there...');
    const started = Date.now();
    await page.waitForURL('**/about');
    expect(Date.now() - started).toBeLessThan(5000);
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
  });

  test('/loading-transition defaults: Welcome back!, Loading your dashboard..., then /overview', async () => {
    await page.route('**/api/is-confirmed-user', async (route) => {
      // Hold the access check so the transition card can be read before it moves on.
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto('/loading-transition');
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await expect(page.getByText('Loading your dashboard...').isVisible()).resolves.toBe(true);
    await page.waitForURL('**/login?r=%2Foverview');
  });

  test('/loading-transition never leaves the site', async () => {
    await page.goto('/loading-transition?redirectTo=https%3A%2F%2Fevil.example%2F');
    await page.waitForURL('**/login?r=%2Foverview');
  });

  test('/error shows the error name, message and status 500 by default', async () => {
    await page.goto('/error');
    await expect(page.getByTestId('error-status').textContent()).resolves.toBe('500');
    await page.goto('/error?name=Forbidden&message=No%20entry&status=403');
    await page.getByRole('heading', { name: 'Forbidden' }).waitFor();
    await expect(page.getByText('No entry').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('error-status').textContent()).resolves.toBe('403');
  });

  test('The main area is at least the window height minus 190 px', async () => {
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    const minHeight = await page.locator('main').evaluate((el) => getComputedStyle(el).minHeight);
    expect(minHeight).toBe('610px');
    await page.setViewportSize({ width: 1200, height: 1000 });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('main')!).minHeight === '810px');
  });

  test('Back and forward restore the scroll position of each entry', async () => {
    await page.goto('/guide');
    await page.getByRole('heading', { name: 'Section 12' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForFunction(() => window.scrollY === 2500);
    // A script click: a pointer click would first scroll the link into view.
    await page.evaluate(() => document.getElementById('about-link')!.click());
    await page.waitForURL('**/about');
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/guide');
    await page.waitForFunction(() => window.scrollY === 2500);
    await page.goForward();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('A #hash scrolls to its anchor', async () => {
    await page.goto('/guide#section-9');
    await page.getByRole('heading', { name: 'Section 9' }).waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('section-9')!.getBoundingClientRect().top;
      return Math.abs(top) < 5;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  });

  test('No route chunk loads before it is needed; /login loads only its own', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    const chunks = scripts.map((s) => s.replace(/^\/assets\//, '').replace(/\.[0-9a-f]{8}\.js$/, ''));
    expect(chunks.sort()).toEqual(['auth', 'main', 'runtime']);
  });

  test('On a phone the header shows the mobile title and a menu button', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Us' }).waitFor();
    await expect(page.getByText('Candidate Portal', { exact: true }).isVisible()).resolves.toBe(true);
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(page.getByRole('link', { name: 'Job Search' }).isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Job Search' }).isVisible()).resolves.toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
