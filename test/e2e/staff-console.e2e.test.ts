/**
 * The staff console in a real browser, with a candidate beside it: staff create a job, the
 * candidate finds it and applies, staff move the application, the candidate sees it; closing the
 * job takes it out of search. Then axe-core over the console's screens.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { STAFF_MESSAGES } from '../../common/staff';
import { SEARCH_TEXT } from '../../src/features/jobs/search-messages';
import { FORM_TEXT, OVERVIEW_TEXT, PIPELINE_TEXT } from '../../src/features/staff/messages';
import { describeBrowser, newPage, signInWithForm, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Console-Passw0rd!';
const STAFF = 'robin.staff@example.com';
const CANDIDATE = 'casey.candidate@example.com';
const TITLE = 'Kestrel Avionics Technician';

describeBrowser('Staff console in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    for (const [email, firstName, role] of [
      [STAFF, 'Robin', 'staff'],
      [CANDIDATE, 'Casey', 'candidate'],
    ] as const) {
      await server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName,
        lastName: 'Quill',
        role,
        confirmed: true,
      });
    }
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = (page: Page, email: string, landing: string) => signInWithForm(page, email, PASSWORD, landing);

  async function searchFor(page: Page, words: string) {
    await page.goto('/search');
    await page.getByLabel(SEARCH_TEXT.queryLabel).fill(words);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  test('Staff create a job, a candidate applies, staff move it to Interview, closing takes it out of search', async () => {
    const staff = ui.page;
    let candidateContext: BrowserContext | null = null;
    try {
      // Staff land on their console.
      await signIn(staff, STAFF, '/admin');
      await staff.getByRole('heading', { name: 'Admin Page', level: 1 }).waitFor();
      await staff.getByTestId('stat-open-jobs').getByRole('link', { name: '0', exact: true }).waitFor();
      await staff.getByText(OVERVIEW_TEXT.noRecent).waitFor();
      await staff.getByRole('link', { name: OVERVIEW_TEXT.manageJobs }).click();
      await staff.waitForURL('**/admin/jobs');
      await staff.getByText('No jobs match these filters.').waitFor();
      await staff.getByRole('link', { name: 'New job' }).click();
      await staff.waitForURL('**/admin/jobs/new');

      // The server's messages appear beside their fields, and nothing typed is lost.
      await staff.getByLabel('Salary').fill('$38–44/hr');
      await staff.getByRole('button', { name: FORM_TEXT.create }).click();
      await staff.getByText(STAFF_MESSAGES.titleRequired).waitFor();
      await staff.getByText(STAFF_MESSAGES.locationRequired).waitFor();
      await expect(staff.getByLabel('Title').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(staff.getByLabel('Salary').inputValue()).resolves.toBe('$38–44/hr');

      await staff.getByLabel('Title').fill(TITLE);
      await staff.getByLabel('Location').pressSequentially('Denver, C');
      await staff
        .getByRole('option', { name: /^Denver, CO/ })
        .first()
        .click();
      await staff.getByLabel('Type').selectOption('Contract');
      await staff.getByLabel('Category').selectOption('Engineering');
      await staff
        .getByLabel('Description')
        .fill('## On the hangar floor\n\nKeep **fleet radios** flying.\n\n- FAA A&P');
      const preview = staff.getByTestId('description-preview');
      await preview.locator('strong', { hasText: 'fleet radios' }).waitFor();
      await preview.locator('h2', { hasText: 'On the hangar floor' }).waitFor();
      // Colorado requires the pay range in every posting: the form says so beside the field.
      await staff.getByRole('button', { name: FORM_TEXT.create }).click();
      await staff.getByText(STAFF_MESSAGES.payRangeRequired).waitFor();
      await expect(staff.getByLabel('Minimum pay').getAttribute('aria-invalid')).resolves.toBe('true');
      await staff.getByLabel('Minimum pay').fill('38');
      await staff.getByLabel('Maximum pay').fill('44');
      await staff.getByLabel('Paid').selectOption('HOUR');
      await staff.getByRole('button', { name: FORM_TEXT.create }).click();
      await staff.waitForURL(/\/admin\/jobs\/\d+$/);
      const jobId = Number(new URL(staff.url()).pathname.split('/').pop());
      await staff.getByText(FORM_TEXT.created).waitFor();
      await expect(staff.getByTestId('job-status').textContent()).resolves.toBe('Open');

      // Someone else saves first: the form says so, keeps what was typed, and can save over it.
      const theirs = await staff.request.get(`/api/staff/jobs/${jobId}`).then((r) => r.json());
      const put = await staff.request.put(`/api/staff/jobs/${jobId}`, {
        data: { ...theirs, title: `${TITLE} II`, employmentType: 'Contract' },
        headers: { Origin: server.url },
      });
      expect(put.status()).toBe(200);
      await staff.getByLabel('Salary').fill('$40–46/hr');
      await staff.getByRole('button', { name: FORM_TEXT.save }).click();
      await staff.getByText(STAFF_MESSAGES.staleVersion).waitFor();
      await staff.getByText(FORM_TEXT.theirTitle(`${TITLE} II`, 2)).waitFor();
      await expect(staff.getByLabel('Salary').inputValue()).resolves.toBe('$40–46/hr');
      await expect(staff.getByLabel('Title').inputValue()).resolves.toBe(TITLE);
      await staff.getByRole('button', { name: FORM_TEXT.overwrite }).click();
      await staff.getByText(FORM_TEXT.saved).waitFor();
      const mine = await staff.request.get(`/api/staff/jobs/${jobId}`).then((r) => r.json());
      expect(mine).toMatchObject({ title: TITLE, salary: '$40–46/hr', version: 3 });

      // The candidate, in a browser context of their own, finds it in search and on its page.
      candidateContext = await ui.browser.newContext({ baseURL: server.url, viewport: { width: 1200, height: 800 } });
      candidateContext.setDefaultTimeout(15_000);
      const candidate = await newPage(candidateContext, ui.errors);
      await signIn(candidate, CANDIDATE, '/overview');
      await candidate.goto(`/jobs/${jobId}`);
      await candidate.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await candidate.getByText('Keep fleet radios flying.').waitFor();
      await searchFor(candidate, 'kestrel avionics');
      const card = candidate.getByTestId('job-card').filter({ hasText: TITLE });
      await card.getByRole('button', { name: TITLE }).click();
      await candidate.getByRole('button', { name: 'Apply Now' }).click();
      await candidate.getByRole('button', { name: 'You Have Applied' }).waitFor();

      // Staff see the application on the pipeline and move it to Interview.
      await staff.getByRole('link', { name: FORM_TEXT.applicants, exact: true }).click();
      await staff.waitForURL(`**/admin/jobs/${jobId}/applicants`);
      const applicant = staff.getByTestId('applicant').filter({ hasText: 'Casey Quill' });
      await applicant.getByText(CANDIDATE).waitFor();
      await expect(applicant.getByTestId('application-status').textContent()).resolves.toBe('Submitted');
      await applicant.getByLabel(/^Move to/).selectOption('Interview');
      await expect(applicant.getByLabel(PIPELINE_TEXT.sendMail).isDisabled()).resolves.toBe(true);
      await applicant.getByRole('button', { name: /^Change status/ }).click();
      await applicant.getByText(PIPELINE_TEXT.changed('Casey Quill', 'Interview')).waitFor();
      await applicant.getByTestId('application-status').filter({ hasText: 'Interview' }).waitFor();
      await applicant.getByText(PIPELINE_TEXT.history).click();
      await applicant.getByText(/Interview · .* by Robin Quill/).waitFor();

      // The candidate's overview shows Interview.
      await candidate.goto('/overview');
      const item = candidate.getByTestId('application').filter({ hasText: TITLE });
      await expect(item.getByTestId('application-status').textContent()).resolves.toBe('Interview');

      // Staff close the job: it leaves search and its public page answers 404.
      await staff.getByRole('link', { name: PIPELINE_TEXT.editJob }).click();
      await staff.getByRole('button', { name: FORM_TEXT.close }).click();
      await staff.getByRole('dialog').getByRole('button', { name: FORM_TEXT.close }).click();
      await staff.getByText(FORM_TEXT.closed).waitFor();
      await expect(staff.getByTestId('job-status').textContent()).resolves.toBe('Closed');
      await searchFor(candidate, 'kestrel avionics');
      await candidate.getByText(SEARCH_TEXT.noResults).waitFor();
      const gone = await candidate.request.get(`/jobs/${jobId}`);
      expect(gone.status()).toBe(404);

      // The list shows it closed; its filter finds it.
      await staff.goto('/admin/jobs?status=closed');
      await staff.getByTestId('staff-job-row').filter({ hasText: TITLE }).getByText('Closed').waitFor();
    } finally {
      await candidateContext?.close();
    }
  });

  test('axe-core finds no violations on /admin, /admin/jobs, the job form with a validation error, and the pipeline', async () => {
    const page = ui.page;
    await signIn(page, STAFF, '/admin');
    const seen: Record<string, string[]> = {};

    await page.goto('/admin');
    await page.getByTestId('recent-applications').getByText('Casey Quill').waitFor();
    seen['/admin'] = await axeViolations(page);

    await page.goto('/admin/jobs');
    await page.getByTestId('staff-job-row').first().waitFor();
    seen['/admin/jobs'] = await axeViolations(page);

    await page.goto('/admin/jobs/new');
    await page.getByRole('button', { name: FORM_TEXT.create }).click();
    await page.getByText(STAFF_MESSAGES.titleRequired).waitFor();
    seen['/admin/jobs/new (errors)'] = await axeViolations(page);

    const jobId = (await page.request.get('/api/staff/jobs').then((r) => r.json())).items[0].jobOrderId as number;
    await page.goto(`/admin/jobs/${jobId}/applicants`);
    await page.getByTestId('applicant').first().waitFor();
    seen['pipeline'] = await axeViolations(page);

    expect(seen).toEqual({ '/admin': [], '/admin/jobs': [], '/admin/jobs/new (errors)': [], pipeline: [] });
  });
});
