/** The failure messages of SPEC §2 and §8 that need a failing server or a closing job to appear. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeBrowser, launchBrowser, newPage } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Failure-Passw0rd!';

describeBrowser('Failures in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'fay@example.com',
      password: PASSWORD,
      firstName: 'Fay',
      lastName: 'Lure',
      confirmed: true,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    errors.length = 0;
    context = await browser.newContext({ baseURL: server.url });
    context.setDefaultTimeout(15_000);
    page = await newPage(context, errors);
  });
  afterEach(() => context.close());

  test("When route resolution keeps failing, the page reloads once, then says 'Sorry, a critical error occurred on this page.'", async () => {
    let checks = 0;
    await page.route('**/api/is-confirmed-user', (route) => {
      checks += 1;
      return route.abort('connectionrefused');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/overview');
    await page.getByText('Sorry, a critical error occurred on this page.').waitFor();
    expect(loads).toBe(2); // the first failure reloads (SPEC §2 step 5), the second stops the loop
    expect(checks).toBe(2);
    expect(errors.some((e) => e.startsWith('console:'))).toBe(true); // the failure was logged
    await page.unroute('**/api/is-confirmed-user');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL('**/login?r=%2Foverview');
  });

  test("When applying fails because the job closed meanwhile, the detail says 'Sorry, an error occurred'", async () => {
    const [id] = await server.services.jobs.createJobs([
      {
        title: 'Closing Soon Analyst',
        description: '<p>Analyse things.</p>',
        corpTitle: 'Fabrikam',
        employmentType: 'Contract',
        category: 'AccountingFinancial',
        location: 'Chicago, IL',
        postalCode: '60601',
        salary: null,
        openedAt: Date.now(),
      },
    ]);
    await page.goto('/login');
    await page.getByLabel('Email').fill('fay@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/overview');
    await page.goto('/search');
    await page.getByRole('button', { name: 'Closing Soon Analyst' }).first().click();
    await page.getByRole('button', { name: 'Apply Now' }).waitFor();
    await server.services.jobs.closeJob(id!);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByText('Sorry, an error occurred', { exact: true }).waitFor();
    const applied = await server.database.db
      .selectFrom('jobApplication')
      .select('id')
      .where('jobOrderId', '=', id!)
      .execute();
    expect(applied).toEqual([]);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
