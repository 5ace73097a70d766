/**
 * The candidate home, part B, in a real browser: the résumé on /profile (upload with progress,
 * suggestions accepted into the record, bad files refused), saved jobs and searches from /search
 * to /overview and /profile, the alert unsubscribe page, and axe-core on the profile's sections.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESUME_MESSAGES } from '../../common/resume';
import { RETENTION_RULE } from '../../common/privacy';
import { resumePdf } from '../fixtures/resumes';
import { describeBrowser, useBrowser, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Resume-Passw0rd!';
/** A few pages of text, so a throttled upload takes long enough to watch its progress. */
const LONG_RESUME = [
  'Jordan Rivera',
  'Senior Software Engineer',
  'Skills: TypeScript, React, PostgreSQL, Docker and Kubernetes',
  ...Array.from({ length: 25 }, (_, i) => `Project ${i + 1}: built and ran web services for a logistics team.`),
];

describeBrowser('Profile résumé, saved jobs and searches in the browser', () => {
  const ui = useBrowser(() => server.url, { viewport: { width: 1200, height: 900 } });
  let server: TestServer;
  let dir: string;
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'resume-uploads-'));

  beforeAll(async () => {
    server = await startTestServer();
    dir = server.config.storageDir;
    await server.services.jobs.createJobs(
      ['TypeScript Engineer', 'React Developer', 'Warehouse Lead'].map((title) => ({
        title,
        description: `<p>${title} wanted.</p>`,
        corpTitle: 'Northwind Traders',
        employmentType: 'Contract' as const,
        category: 'InformationTechnology' as const,
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      })),
    );
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  async function signIn(email: string, first = 'Jordan') {
    await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: first,
      lastName: 'Rivera',
      confirmed: true,
    });
    await signInContext(ui.context, email, PASSWORD);
  }

  async function violations(scope: string): Promise<string[]> {
    return axeViolations(ui.page, { include: scope });
  }

  const resumeFiles = () => (existsSync(path.join(dir, 'resumes')) ? readdirSync(path.join(dir, 'resumes')) : []);
  const file = (name: string, bytes: Uint8Array | string) => {
    const at = path.join(uploads, name);
    writeFileSync(at, bytes);
    return at;
  };

  test('Upload a PDF résumé with a progress bar, accept suggested skills, and see them on the overview; a bad file is refused', async () => {
    await signIn('jordan.resume@example.com');
    const page = ui.page;
    await page.goto('/profile');
    const section = page.getByTestId('resume');
    await section.getByText('Upload your résumé').waitFor();
    expect(await violations('[data-testid=resume]')).toEqual([]);
    expect(await violations('[data-testid=privacy]')).toEqual([]);
    expect(await violations('[data-testid=profile-saved-searches]')).toEqual([]);

    // A file that is not a PDF or DOCX: a clear message, and nothing stored.
    await section.getByLabel('Résumé file (PDF or DOCX)').setInputFiles(file('notes.pdf', '<html>not a résumé</html>'));
    await section.getByRole('button', { name: 'Upload résumé' }).click();
    const error = section.getByTestId('resume-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(RESUME_MESSAGES.notResume);
    expect(await violations('[data-testid=resume]')).toEqual([]);
    expect(resumeFiles()).toEqual([]);
    expect(await server.database.db.selectFrom('resume').selectAll().execute()).toEqual([]);

    // A real PDF over a slow uplink: the progress bar shows while it goes up.
    const cdp = await ui.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024,
    });
    await section.getByLabel('Résumé file (PDF or DOCX)').setInputFiles(file('cv.pdf', await resumePdf(LONG_RESUME)));
    const top = await section.boundingBox();
    // Every value the bar shows is recorded as it changes, however slowly this test itself runs.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid=resume] [role=progressbar]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await section.getByRole('button', { name: 'Upload résumé' }).click();
    const bar = section.getByRole('progressbar', { name: 'Résumé upload' });
    await bar.waitFor();
    // The section does not move when the upload starts.
    expect(await section.boundingBox()).toEqual(top);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Suggestions appear; nothing is added until ticked.
    const suggestions = section.getByTestId('resume-suggestions');
    await suggestions.waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    // The bar was on screen before the upload finished (Chromium reports a small body's upload
    // progress in one step, so the values are 0 and then 100).
    expect(seen.some((v) => v < 100)).toBe(true);
    expect(seen.at(-1)).toBe(100);
    await suggestions.getByLabel('TypeScript').waitFor();
    await section.getByTestId('resume-name').getByText('cv.pdf').waitFor();
    expect(await violations('[data-testid=resume]')).toEqual([]);
    expect((await server.services.candidates.record(await userId('jordan.resume@example.com'))).skills).toEqual([]);
    await suggestions.getByLabel('TypeScript').check();
    await suggestions.getByLabel('Kubernetes').check();
    await suggestions.getByLabel('Use “Senior Software Engineer” as my job title').check();
    await suggestions.getByRole('button', { name: 'Add selected skills' }).click();
    await suggestions.getByText('2 skills were added to your profile. Your job title was updated.').waitFor();
    await expect(suggestions.getByLabel('TypeScript').count()).resolves.toBe(0);
    // The profile form below shows them too (it reloads the record).
    await page.getByTestId('profile-details').locator('input[value="Kubernetes"]').waitFor();

    await page.goto('/overview');
    const who = page.getByTestId('who-i-am');
    await who.getByText('Senior Software Engineer').waitFor();
    const skills = await who.getByTestId('top-skills').textContent();
    expect(skills).toContain('TypeScript');
    expect(skills).toContain('Kubernetes');
    expect(resumeFiles()).toHaveLength(1);
  });

  test('Profile sections in their error states are axe-clean and offer Retry', async () => {
    await signIn('jordan.errors@example.com');
    const page = ui.page;
    await page.route('**/api/me/resume', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.route('**/api/me/saved-searches', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/profile');
    await page.getByTestId('resume').getByText('Sorry, we could not load your résumé.').waitFor();
    await page
      .getByTestId('profile-saved-searches')
      .getByText('Sorry, we could not load your saved searches.')
      .waitFor();
    expect(await violations('[data-testid=resume]')).toEqual([]);
    expect(await violations('[data-testid=profile-saved-searches]')).toEqual([]);
    await page.unroute('**/api/me/resume');
    await page.getByTestId('resume').getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('resume').getByText('Upload your résumé').waitFor();
    // A wrong password keeps the account, with the reason shown.
    await page.getByTestId('privacy').getByText(RETENTION_RULE.kept).waitFor();
    await page.getByLabel('Your password').fill('Not-my-password1!');
    await page.getByTestId('privacy').getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await page.getByTestId('delete-error').getByText('That password is not correct').waitFor();
    expect(await violations('[data-testid=privacy]')).toEqual([]);
    // The right password: the account goes and the browser is signed out.
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByTestId('privacy').getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/login');
    await page.goto('/overview');
    await page.waitForURL(/\/login\?r=/);
  });

  test('Save a job and a search on /search; both show on /overview and open the search; the alert link unsubscribes', async () => {
    await signIn('jordan.saver@example.com');
    const page = ui.page;
    await page.goto('/search');
    await page.getByLabel('Keywords').fill('TypeScript');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByTestId('job-card').filter({ hasText: 'TypeScript Engineer' });
    const toggle = card.getByRole('button', { name: 'Save', exact: true });
    await expect(
      toggle.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()),
    ).resolves.toBe('TypeScript Engineer');
    const before = await card.boundingBox();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=save-job][aria-pressed=true]:not([disabled])') !== null,
    );
    expect(await card.boundingBox()).toEqual(before);
    await expect(toggle.count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );

    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name').fill('TypeScript work');
    await page.getByLabel('Email alerts').selectOption('weekly');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Saved “TypeScript work”.').waitFor();

    await page.goto('/overview');
    const savedJob = page.getByTestId('saved-job').filter({ hasText: 'TypeScript Engineer' });
    await savedJob.waitFor();
    await page.getByTestId('saved-search-link').getByText('Weekly email alerts').waitFor();
    expect(await violations('[data-testid=saved-jobs]')).toEqual([]);
    expect(await violations('[data-testid=saved-searches]')).toEqual([]);
    await page.getByRole('link', { name: 'TypeScript work' }).click();
    await page.waitForURL(/\/search\?saved=\d+/);
    await expect(page.getByLabel('Keywords').inputValue()).resolves.toBe('TypeScript');
    await page.getByTestId('job-card').filter({ hasText: 'TypeScript Engineer' }).waitFor();
    expect(await page.getByTestId('job-card').filter({ hasText: 'Warehouse Lead' }).count()).toBe(0);

    await page.goto('/overview');
    await savedJob.getByRole('link', { name: 'TypeScript Engineer' }).click();
    await page.waitForURL(/\/search\?job=\d+/);
    await page.getByRole('heading', { name: 'TypeScript Engineer', level: 2 }).waitFor();
    await expect(
      page.getByRole('article').getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    // The mail's unsubscribe link, opened in a browser without signing in: a page and a button.
    const [search] = await server.services.saved.listSearches(await userId('jordan.saver@example.com'));
    const visitor = await ui.browser.newContext({ baseURL: server.url });
    const other = await visitor.newPage();
    await other.goto(server.services.saved.unsubscribePath(search!.id));
    await other.getByText('Stop the email alerts for your saved search “TypeScript work”?').waitFor();
    expect(await axeViolations(other)).toEqual([]);
    expect(
      (await server.services.saved.getSearch(await userId('jordan.saver@example.com'), search!.id)).frequency,
    ).toBe('weekly');
    await other.getByRole('button', { name: 'Unsubscribe' }).click();
    await other.getByTestId('unsubscribed').waitFor();
    expect(
      (await server.services.saved.getSearch(await userId('jordan.saver@example.com'), search!.id)).frequency,
    ).toBe('off');
    await visitor.close();
  });

  async function userId(email: string): Promise<number> {
    const row = await server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
