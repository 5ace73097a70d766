/** docs/product.md §2 route resolution, layout and system screens, walked in a real browser. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_PAGES, errorPagePath } from '../../common/error-page';
import { APP_TEXT } from '../../src/app/messages';
import { JOB_TEXT } from '../../src/features/jobs/job-messages';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

describeBrowser('Foundation in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;

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
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('A visitor asking for /overview ends at /login?r=%2Foverview', async () => {
    await ui.page.goto('/overview');
    await ui.page.waitForURL('**/login?r=%2Foverview');
    expect(new URL(ui.page.url()).search).toBe('?r=%2Foverview');
  });

  test("/ sends a visitor to login; the header offers 'Log in' and 'Sign up'", async () => {
    await ui.page.goto('/');
    await ui.page.waitForURL('**/login');
    const header = ui.page.locator('header');
    await header.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await header.getByRole('link', { name: 'Sign up', exact: true }).waitFor();
    await expect(ui.page.getByRole('link', { name: 'My Dashboard' }).getAttribute('href')).resolves.toBe('/overview');
    await expect(ui.page.getByRole('link', { name: 'Job Search' }).getAttribute('href')).resolves.toBe('/search');
    await expect(ui.page.getByRole('link', { name: 'Contact' }).getAttribute('href')).resolves.toBe(
      'https://contact.test.example/',
    );
    await expect(ui.page.locator('footer').getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/');
  });

  test('An unknown path shows the 404 page with its title', async () => {
    await ui.page.goto('/no/such/page');
    await ui.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect(
      ui.page.getByText('Sorry, the page you were trying to view does not exist.').isVisible(),
    ).resolves.toBe(true);
    expect(await ui.page.title()).toBe('Page Not Found | Test Careers');
  });

  test('/about shows the seeded content page, titled with the site-name suffix', async () => {
    await ui.page.goto('/about');
    await ui.page.getByRole('heading', { name: 'About Us' }).waitFor();
    await expect(ui.page.getByText('Apply in one click.').isVisible()).resolves.toBe(true);
    expect(await ui.page.title()).toBe('About Us | Test Careers');
  });

  test('A content page with showLayout false renders without header and footer', async () => {
    await ui.page.goto('/bare');
    await ui.page.getByText('No chrome here.').waitFor();
    expect(await ui.page.locator('header nav').count()).toBe(0);
    expect(await ui.page.locator('footer').count()).toBe(0);
  });

  test('/loading-transition shows its card, then reaches its target about 100 ms later', async () => {
    await ui.page.goto('/loading-transition?redirectTo=%2Fabout&title=Hello&message=Getting%20there...');
    const started = Date.now();
    await ui.page.waitForURL('**/about');
    expect(Date.now() - started).toBeLessThan(5000);
    await ui.page.getByRole('heading', { name: 'About Us' }).waitFor();
  });

  test('/loading-transition defaults: Welcome back!, Loading your dashboard..., then /overview', async () => {
    await ui.page.route('**/api/is-confirmed-user', async (route) => {
      // Hold the access check so the transition card can be read before it moves on.
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await ui.page.goto('/loading-transition');
    await ui.page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    await expect(ui.page.getByText('Loading your dashboard...').isVisible()).resolves.toBe(true);
    await ui.page.waitForURL('**/login?r=%2Foverview');
  });

  test('/loading-transition never leaves the site', async () => {
    await ui.page.goto('/loading-transition?redirectTo=https%3A%2F%2Fevil.example%2F');
    await ui.page.waitForURL('**/login?r=%2Foverview');
  });

  test('/error shows the name, message and status of its code, the generic error and status 500 by default', async () => {
    await ui.page.goto('/error');
    await ui.page.getByRole('heading', { name: APP_TEXT.errorPageTitle }).waitFor();
    await expect(ui.page.getByText(APP_TEXT.genericError).isVisible()).resolves.toBe(true);
    await expect(ui.page.getByTestId('error-status').textContent()).resolves.toBe('500');
    await ui.page.goto(`${errorPagePath('signing-report')}&status=400`);
    await ui.page.getByRole('heading', { name: ERROR_PAGES['signing-report'].name }).waitFor();
    await expect(ui.page.getByText(ERROR_PAGES['signing-report'].message).isVisible()).resolves.toBe(true);
    // A code's own status wins over the address's.
    await expect(ui.page.getByTestId('error-status').textContent()).resolves.toBe('500');
    await ui.page.goto('/error?status=403');
    await ui.page.getByRole('heading', { name: APP_TEXT.errorPageTitle }).waitFor();
    await expect(ui.page.getByTestId('error-status').textContent()).resolves.toBe('403');
  });

  test('/error never shows text from its address (a phishing link on our origin shows the generic error)', async () => {
    const phishing = 'Your account is locked. Call 1-800-555-0199 or visit evil.example to restore it';
    const title = 'Security Alert from Candidate Portal';
    const query = new URLSearchParams({ name: title, message: phishing, status: '403', code: phishing });
    await ui.page.goto(`/error?${query.toString()}`);
    await ui.page.getByRole('heading', { name: APP_TEXT.errorPageTitle }).waitFor();
    await expect(ui.page.getByText(APP_TEXT.genericError).isVisible()).resolves.toBe(true);
    const shown = (await ui.page.locator('body').innerText()) + (await ui.page.title());
    for (const text of [phishing, title, '1-800-555-0199', 'evil.example']) expect(shown).not.toContain(text);
    await expect(ui.page.getByTestId('error-status').textContent()).resolves.toBe('403');
  });

  test('The main area is at least the window height minus 190 px', async () => {
    await ui.page.goto('/about');
    await ui.page.getByRole('heading', { name: 'About Us' }).waitFor();
    const minHeight = await ui.page.locator('main').evaluate((el) => getComputedStyle(el).minHeight);
    expect(minHeight).toBe('610px');
    await ui.page.setViewportSize({ width: 1200, height: 1000 });
    await ui.page.waitForFunction(() => getComputedStyle(document.querySelector('main')!).minHeight === '810px');
  });

  test('Back and forward restore the scroll position of each entry', async () => {
    await ui.page.goto('/guide');
    await ui.page.getByRole('heading', { name: 'Section 12' }).waitFor();
    await ui.page.evaluate(() => window.scrollTo(0, 2500));
    await ui.page.waitForFunction(() => window.scrollY === 2500);
    // A script click: a pointer click would first scroll the link into view.
    await ui.page.evaluate(() => document.getElementById('about-link')!.click());
    await ui.page.waitForURL('**/about');
    await ui.page.getByRole('heading', { name: 'About Us' }).waitFor();
    expect(await ui.page.evaluate(() => window.scrollY)).toBe(0);
    await ui.page.goBack();
    await ui.page.waitForURL('**/guide');
    await ui.page.waitForFunction(() => window.scrollY === 2500);
    await ui.page.goForward();
    await ui.page.waitForURL('**/about');
    await ui.page.waitForFunction(() => window.scrollY === 0);
  });

  test('A new visit in the same tab opens at the top, not where an earlier visit left its first page', async () => {
    await ui.page.goto('/guide');
    await ui.page.getByRole('heading', { name: 'Section 12' }).waitFor();
    await ui.page.evaluate(() => window.scrollTo(0, 2500));
    await ui.page.waitForFunction(() => window.scrollY === 2500);
    await ui.page.goto('about:blank');
    await ui.page.goto('/guide');
    await ui.page.getByRole('heading', { name: 'Section 12' }).waitFor();
    await ui.page.waitForLoadState('load');
    expect(await ui.page.evaluate(() => window.scrollY)).toBe(0);
    // A reload is the same visit: it comes back to where the page was.
    await ui.page.evaluate(() => window.scrollTo(0, 1800));
    await ui.page.waitForFunction(() => window.scrollY === 1800);
    await ui.page.reload();
    await ui.page.waitForFunction(() => window.scrollY === 1800);
  });

  test('A #hash scrolls to its anchor', async () => {
    await ui.page.goto('/guide#section-9');
    await ui.page.getByRole('heading', { name: 'Section 9' }).waitFor();
    await ui.page.waitForFunction(() => {
      const top = document.getElementById('section-9')!.getBoundingClientRect().top;
      return Math.abs(top) < 5;
    });
    expect(await ui.page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  });

  test('No route chunk loads before it is needed; /login loads only its own', async () => {
    const scripts: string[] = [];
    ui.page.on('request', (r) => {
      const file = new URL(r.url()).pathname;
      // Scripts, and the chunks' messages beside them (fetched, webpack/chunk-catalogs.ts).
      if (r.resourceType() === 'script' || file.startsWith('/assets/i18n/')) scripts.push(file);
    });
    await ui.page.goto('/login');
    await ui.page.getByRole('heading', { name: 'Log In' }).waitFor();
    // Exactly the files the build's budget measured for /login: the entry, the auth chunk group,
    // and the English messages of the frame and of the screen.
    const clientDir = path.resolve(process.env.TEST_CLIENT_DIR ?? 'dist/client');
    const report = JSON.parse(readFileSync(path.join(clientDir, 'bundle-report.json'), 'utf8')) as {
      routes: Record<string, { files: string[] }>;
    };
    const measured = report.routes['/login']!.files;
    expect(measured).toHaveLength(4);
    expect(scripts.sort()).toEqual(measured.map((f) => `/${f}`).sort());
  });

  test('/login draws the CMS landing pitch from its own HTML: no GraphQL round trip before the form shows', async () => {
    const calls: string[] = [];
    ui.page.on('request', (r) => {
      if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') calls.push(new URL(r.url()).pathname);
    });
    await ui.page.goto('/login');
    await ui.page.getByRole('heading', { name: 'Land The Perfect Job Today' }).waitFor();
    await ui.page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(calls).toEqual([]);
  });

  test('Routes match in any case, with or without a trailing slash, with their parameters decoded; a visitor is sent to log in for a staff path', async () => {
    const job = await server.database.db
      .selectFrom('jobOrder')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ui.page.goto(`/JOBS/${job.id}/`);
    await ui.page.getByRole('heading', { name: job.title, level: 1 }).waitFor();
    // The parameter reaches the screen decoded: each digit escaped (%31 is 1) still finds the job.
    await ui.page.goto(`/jobs/${[...String(job.id)].map((d) => `%3${d}`).join('')}`);
    await ui.page.getByRole('heading', { name: job.title, level: 1 }).waitFor();
    await ui.page.goto('/jobs/99999');
    await ui.page.getByRole('heading', { name: JOB_TEXT.noLongerAvailable }).waitFor();
    expect(await ui.page.title()).toBe('Page Not Found | Test Careers');
    await ui.page.goto('/admin/jobs/5/applicants');
    await ui.page.waitForURL('**/login?r=%2Fadmin%2Fjobs%2F5%2Fapplicants');
    // A content page by a path of several segments goes to the catch-all.
    await ui.page.goto('/no/such/page/');
    await ui.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  test('On a phone the header shows the mobile title and a menu button', async () => {
    await ui.page.setViewportSize({ width: 320, height: 640 });
    await ui.page.goto('/about');
    await ui.page.getByRole('heading', { name: 'About Us' }).waitFor();
    await expect(ui.page.getByText('Candidate Portal', { exact: true }).isVisible()).resolves.toBe(true);
    const toggle = ui.page.getByRole('button', { name: 'Toggle navigation' });
    await expect(ui.page.getByRole('link', { name: 'Job Search' }).isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(ui.page.getByRole('link', { name: 'Job Search' }).isVisible()).resolves.toBe(true);
    const overflow = await ui.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('On a tablet the header keeps to one row: its links wait behind the menu button', async () => {
    await ui.page.setViewportSize({ width: 800, height: 1000 });
    await ui.page.goto('/about');
    await ui.page.getByRole('heading', { name: 'About Us' }).waitFor();
    await expect(ui.page.getByRole('link', { name: 'My Dashboard' }).isVisible()).resolves.toBe(false);
    const navbar = await ui.page.locator('header nav').boundingBox();
    expect(navbar?.height).toBeLessThan(70);
    await ui.page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(ui.page.getByRole('link', { name: 'My Dashboard' }).isVisible()).resolves.toBe(true);
  });

  test('A busy button keeps its size: the spinner covers its label, still named for screen readers', async () => {
    await ui.page.setViewportSize({ width: 1200, height: 900 });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await ui.page.route('**/api/**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue().catch(() => undefined);
    });
    try {
      await ui.page.goto('/account/request-reset');
      await ui.page.getByLabel('Email').fill('someone@example.com');
      const button = ui.page.getByRole('button', { name: 'Send Reset Link' });
      const before = await button.boundingBox();
      await button.click();
      await ui.page.locator('button.btn-busy .spinner-border').waitFor();
      await expect(button.isDisabled()).resolves.toBe(true);
      expect(await button.boundingBox()).toEqual(before);
      release();
      await ui.page.locator('button.btn-busy').waitFor({ state: 'detached' });
    } finally {
      release();
      await ui.page.unroute('**/api/**');
    }
  });
});
