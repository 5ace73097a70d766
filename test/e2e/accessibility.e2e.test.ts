/**
 * Every screen, in the states a user meets, checked with axe-core in a real browser against WCAG 2.2
 * A/AA and axe's best practices (contrast, names, landmarks, headings, frames).
 */
import type { Page, Route } from 'playwright-core';
import { describeBrowser, useBrowser, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Demo-Passw0rd!';

describeBrowser('Accessibility (axe-core)', () => {
  const ui = useBrowser(() => server.url, { viewport: { width: 1200, height: 900 } });
  let server: TestServer;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function open(email: string | null) {
    page = ui.page;
    if (!email) return;
    await signInContext(ui.context, email, PASSWORD);
  }

  test('Visitor screens and their error states', async () => {
    await open(null);
    const seen: Record<string, string[]> = {};
    for (const [path, ready] of [
      ['/login', 'Log In'],
      ['/register', 'New User Registration'],
      ['/account/request-reset', null],
      ['/about', null],
      ['/no/such/page', 'Page Not Found'],
      ['/error?message=Something%20broke', null],
      ['/register/confirm?token=made-up', null],
      ['/account/reset?token=made-up', null],
      [`/apply-now?id=${'Q'.repeat(43)}`, 'Sorry, there was a problem applying to this job.'],
    ] as const) {
      await page.goto(path);
      if (ready) await page.getByRole('heading', { name: ready }).waitFor();
      else await page.locator('h1').first().waitFor();
      seen[path] = await axeViolations(page);
    }
    // A failed log-in and a form with every field wrong.
    await page.goto('/login');
    await page.getByLabel('Email').fill('candidate@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: /log in/i }).click();
    await page.getByRole('alert').waitFor();
    seen['/login (failed)'] = await axeViolations(page);
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Re-enter password').fill('other');
    await page.getByLabel('First name').focus();
    await page.getByRole('button', { name: 'Help: password rules' }).click();
    seen['/register (invalid, help open)'] = await axeViolations(page);

    for (const list of Object.values(seen)) expect(list).toEqual([]);
    expect(Object.keys(seen)).toHaveLength(11);
  }, 90_000);

  test("A job's public page and the page of a job that does not exist", async () => {
    await open(null);
    const seen: Record<string, string[]> = {};
    for (const [path, ready] of [
      ['/jobs/1', 'More jobs like it'],
      ['/jobs/99999999', 'Sorry, this job is no longer available.'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: ready }).waitFor();
      seen[path] = await axeViolations(page);
    }
    expect(seen).toEqual({ '/jobs/1': [], '/jobs/99999999': [] });
  });

  test('Candidate screens: search, job detail, onboarding, the signing frame, phone width menu', async () => {
    await open('candidate@example.com');
    await page.goto('/search');
    await page.getByTestId('result-count').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('job-card').first().getByRole('button').first().click();
    await page
      .getByRole('button', { name: /Back to results/ })
      .or(page.getByRole('link', { name: /Back to results/ }))
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Contractor Onboarding' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The built-in signing page inside /documents: its landmark must not clash with the host page's.
    await page.goto('/onboarding');
    await page
      .getByRole('link', { name: 'Sign Digitally' })
      .or(page.getByRole('button', { name: 'Sign Digitally' }))
      .first()
      .click();
    const frame = page.frameLocator('iframe');
    await frame.getByText('Consent to sign electronically').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await frame.getByLabel(/I agree/).check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByTestId('signature-pad').waitFor();
    // The server-rendered page images and their transparent text layer.
    await frame.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await frame.getByText('Type', { exact: true }).click();
    await frame.getByLabel('Type your full name').fill('Casey Morgan');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 414, height: 800 });
    await page.goto('/search');
    await page.getByTestId('result-count').waitFor();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'Job Search' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Candidate home: /overview and /profile when empty (new candidate), full (demo), refused and failed', async () => {
    const seen: Record<string, string[]> = {};
    const ready = async () => {
      for (const id of ['who-i-am', 'onboarding', 'applications', 'recommended-jobs']) {
        await page.locator(`[data-testid="${id}"][aria-busy="false"]`).waitFor();
      }
    };

    await server.services.auth.createUser({
      email: 'new.candidate@example.com',
      password: PASSWORD,
      firstName: 'Nia',
      lastName: 'Okafor',
      confirmed: true,
    });
    await open('new.candidate@example.com');
    await page.goto('/overview');
    await ready();
    await page.getByText('Tell us about yourself').waitFor();
    seen['/overview (empty)'] = await axeViolations(page);
    await page.goto('/profile');
    await page.getByLabel('First name').waitFor();
    seen['/profile (empty)'] = await axeViolations(page);
    await page.getByLabel('Home ZIP code').fill('123');
    await page.getByRole('button', { name: 'Add a skill' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByTestId('profile-invalid').waitFor();
    seen['/profile (refused)'] = await axeViolations(page);

    await ui.context.clearCookies();
    await open('candidate@example.com');
    await page.goto('/overview');
    await ready();
    await page.getByTestId('recommended-job').first().waitFor();
    seen['/overview (full)'] = await axeViolations(page);
    await page.goto('/profile');
    await page.getByLabel('Skill 1').waitFor();
    seen['/profile (full)'] = await axeViolations(page);

    // Every call failing: each section says so and offers Retry.
    const fail = (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    await page.route('**/graphql', fail);
    await page.route('**/api/me/**', fail);
    await page.goto('/overview');
    await ready();
    // Who I am, applications, recommended jobs, onboarding, saved searches, saved jobs and interviews.
    await page.getByTestId('interviews').getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(7);
    seen['/overview (failed)'] = await axeViolations(page);
    await page.goto('/profile');
    const details = page.getByTestId('profile-details');
    await details.getByRole('button', { name: 'Retry' }).waitFor();
    // The profile details, the résumé, the saved searches and the time zone each offer Retry.
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(4);
    seen['/profile (failed)'] = await axeViolations(page);
    // Retry loads again once the server answers.
    await page.unroute('**/api/me/**');
    await details.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Skill 1').waitFor();

    // Each screen by name, so a failure says where.
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
    expect(Object.keys(seen)).toHaveLength(7);
  }, 120_000);

  test('The one-click apply page and the log-out page', async () => {
    await open('candidate@example.com');
    for (const [path, heading] of [
      [`/apply-redirect/${'x'.repeat(43)}`, 'Apply For This Job'],
      ['/logout', 'Log Out'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test('Staff screens', async () => {
    await open('staff@example.com');
    for (const path of ['/admin', '/internal/doc-checks']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
