/** The candidate home in a real browser: /overview (docs/product.md §2 'Career Support And More') and /profile. */
import type { Application } from '../../common/applications';
import { DASHBOARD_TITLES } from '../../src/features/dashboard/messages';
import { formatDate } from '../../src/lib/format';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { journeyOnSqlite } from '../helpers/db';
import { layoutShiftOfLoads } from '../helpers/layout-shift';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Home-Passw0rd!';

describeBrowser('Candidate home in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function signIn(email: string) {
    await ui.page.goto('/login');
    await ui.page.getByLabel('Email').fill(email);
    await ui.page.getByLabel('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Log In' }).click();
    await ui.page.waitForURL('**/overview');
  }

  const applicationItem = (title: string) => ui.page.getByTestId('application').filter({ hasText: title });

  async function applications(): Promise<Application[]> {
    return (await ui.context.request.get('/api/me/applications')).json();
  }

  // First, on the seeded data: a section whose list outgrows its skeleton (more applications than
  // one) moves what is below it, so this measures the skeletons against the demo candidate's data.
  journeyOnSqlite('When /overview loads, its sections fill in without moving anything, wide or narrow', async () => {
    await signIn('candidate@example.com');
    const shifts = await layoutShiftOfLoads(ui.page, '/overview', async () => {
      await ui.page.getByTestId('formatted-name').waitFor();
      await ui.page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    });
    expect(Math.max(...shifts)).toBeLessThan(0.005);
  });

  journeyOnSqlite(
    'When /onboarding loads slowly, its documents replace a placeholder of their shape without moving the footer',
    async () => {
      await signIn('candidate@example.com');
      // The documents answer late, so the placeholder is surely drawn first.
      await ui.page.route('**/graphql', async (route) => {
        await new Promise((r) => setTimeout(r, 400));
        await route.continue();
      });
      const shifts = await layoutShiftOfLoads(ui.page, '/onboarding', async () => {
        await ui.page.getByTestId('onboarding-progress').waitFor();
        await ui.page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
      });
      await ui.page.unroute('**/graphql');
      expect(Math.max(...shifts)).toBeLessThan(0.005);
    },
  );

  test('Sign in lands on the overview; apply, staff move it to Interview, withdraw another', async () => {
    await signIn('candidate@example.com');
    const page = ui.page;
    await page.getByRole('heading', { name: DASHBOARD_TITLES.overview, level: 1 }).waitFor();
    expect(await page.title()).toBe('Career Support And More | Test Careers');
    expect(await page.getByText(/coming soon/i).count()).toBe(0);

    // Who I am: the demo record.
    const who = page.getByTestId('who-i-am');
    await expect(who.getByTestId('formatted-name').textContent()).resolves.toBe('Casey Morgan');
    await who.getByText('Senior Mechanical Engineer at Lakeshore Industrial Design').waitFor();
    await who.getByText('Chicago, IL 60601').waitFor();
    await who.getByText('$65.00/hr').waitFor();
    await expect(who.getByTestId('profile-updated').textContent()).resolves.toBe(
      `Profile updated ${formatDate(Date.now())}`,
    );
    await expect(who.getByTestId('top-skills').locator('li').first().textContent()).resolves.toBe(
      'AutoCAD · 96 months',
    );

    // Onboarding: progress, the next documents, and the way to the onboarding screen.
    const onboarding = page.getByTestId('onboarding');
    await expect(onboarding.getByTestId('onboarding-progress').textContent()).resolves.toBe(
      '0 of 5 documents completed',
    );
    await expect(onboarding.getByRole('progressbar').getAttribute('aria-valuemax')).resolves.toBe('5');
    expect(await onboarding.getByTestId('next-documents').locator('li').count()).toBe(3);
    await onboarding.getByRole('link', { name: 'Contractor Onboarding' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Contractor Onboarding', level: 1 }).waitFor();

    // A new candidate's applications say what to do; apply on /search.
    await page.goBack();
    await page.getByTestId('applications').getByText('You have not applied to any jobs yet.').waitFor();
    await page.getByTestId('applications').getByRole('link', { name: 'Search jobs' }).click();
    await page.waitForURL('**/search');
    const card = page.getByTestId('job-card').first();
    const firstTitle = (await card.getByRole('button').first().textContent())!;
    await card.getByRole('button', { name: firstTitle }).click();
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('button', { name: 'You Have Applied' }).waitFor();

    await page.goto('/overview');
    const first = applicationItem(firstTitle);
    await expect(first.getByTestId('application-status').textContent()).resolves.toBe('Submitted');
    await first.getByText(`Applied ${formatDate(Date.now())}`).waitFor();

    // Staff move it to Interview (the service behind the staff API and the CLI).
    const [submitted] = await applications();
    const staff = await server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    await server.services.applications.setStatus({ id: submitted!.id, status: 'Interview' }, staff.id);
    await page.reload();
    await expect(first.getByTestId('application-status').textContent()).resolves.toBe('Interview');
    const changedAt = (await applications()).find((a) => a.id === submitted!.id)!.statusChangedAt;
    await expect(first.getByTestId('application-status-date').textContent()).resolves.toBe(
      `since ${formatDate(changedAt)}`,
    );

    // A recommended job opens on /search; apply to it, then withdraw it from the overview.
    const recommended = page.getByTestId('recommended-job').first().getByRole('link');
    const secondTitle = (await recommended.textContent())!;
    await recommended.click();
    await page.waitForURL(/\/search\?job=\d+$/);
    await page.getByRole('heading', { name: secondTitle, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('button', { name: 'You Have Applied' }).waitFor();

    await page.goto('/overview');
    const second = applicationItem(secondTitle);
    await second.getByRole('button', { name: 'Withdraw', exact: true }).click();
    // Asked first (in a dialog); keeping it changes nothing.
    await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    await expect(second.getByTestId('application-status').textContent()).resolves.toBe('Submitted');
    await second.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Yes, withdraw');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, withdraw' }).click();
    await second.getByTestId('application-status').getByText('Withdrawn').waitFor();
    expect(await second.getByRole('button', { name: 'Withdraw', exact: true }).count()).toBe(0);
    await page.reload();
    await expect(second.getByTestId('application-status').textContent()).resolves.toBe('Withdrawn');
    // The interview is undecided: it can still be withdrawn; newest first.
    expect(await first.getByRole('button', { name: 'Withdraw', exact: true }).count()).toBe(1);
    await expect(page.getByTestId('application').first().getByRole('heading').textContent()).resolves.toBe(secondTitle);
    // A withdrawn job stays applied to: /search?job= says so instead of opening it.
    const withdrawnId = (await applications()).find((a) => a.status === 'Withdrawn')!.jobOrderId;
    await page.goto(`/search?job=${withdrawnId}`);
    await expect(page.getByTestId('search-notice').textContent()).resolves.toBe(`You Have Applied: ${secondTitle}`);
  });

  test('A new candidate completes the profile: ZIP and work type change the search, bad input is shown in place', async () => {
    await server.services.auth.createUser({
      email: 'jordan@example.com',
      password: PASSWORD,
      firstName: 'Jordan',
      lastName: 'Reyes',
      confirmed: true,
    });
    await signIn('jordan@example.com');
    const page = ui.page;
    // Empty states tell a new candidate what to do.
    await page.getByTestId('who-i-am').getByText('Tell us about yourself').waitFor();
    await page
      .getByTestId('onboarding')
      .getByText(/no onboarding documents/)
      .waitFor();
    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: DASHBOARD_TITLES.profile, level: 1 }).waitFor();
    expect(await page.title()).toBe('My Profile | Test Careers');

    const before = await (await ui.context.request.get('/api/get-initial-search-opts')).json();
    expect(before).toMatchObject({ type: 'Any', geo: [] });

    await page.getByLabel('Job title').fill('Nurse Manager');
    await page.getByLabel('Home ZIP code').fill('00000');
    await page.getByLabel('Permanent').check();
    await page.getByRole('button', { name: 'Add a skill' }).click();
    // The new row's skill field has the focus.
    await page.keyboard.type('Patient care');
    await page.getByLabel('Months used').fill('30');
    await page.getByRole('button', { name: 'Save profile' }).click();

    // Refused: the message beside the ZIP, the focus on it, nothing typed lost.
    const zip = page.getByLabel('Home ZIP code');
    await page.getByText('We could not find the ZIP code 00000. Please check it.').waitFor();
    await expect(zip.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('profile-zipCode');
    await expect(page.getByLabel('Job title').inputValue()).resolves.toBe('Nurse Manager');
    await expect(page.getByLabel('Skill 1').inputValue()).resolves.toBe('Patient care');
    await expect(page.getByLabel('Permanent').isChecked()).resolves.toBe(true);

    await zip.fill('60201');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByTestId('profile-saved').waitFor();
    await expect(zip.getAttribute('aria-invalid')).resolves.toBeNull();

    const after = await (await ui.context.request.get('/api/get-initial-search-opts')).json();
    expect(after).toMatchObject({ type: 'Permanent', geo: [{ location: 'Evanston, IL 60201', distance: 25 }] });
    await page.getByRole('link', { name: 'Job Search' }).click();
    await page.getByTestId('result-count').waitFor();
    await expect(page.getByLabel('Location').inputValue()).resolves.toBe('Evanston, IL 60201');
    await expect(page.getByLabel(/^Permanent/).isChecked()).resolves.toBe(true);

    // The overview now shows the record.
    await page.getByRole('link', { name: 'My Dashboard' }).click();
    const who = page.getByTestId('who-i-am');
    await who.getByText('Nurse Manager').waitFor();
    await who.getByText('Evanston, IL 60201').waitFor();
    await who.getByText('Patient care · 30 months').waitFor();
  });
});
