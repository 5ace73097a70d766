/** The failure messages of docs/product.md §2 and §8 that need a failing server or a closing job to appear. */
import { describeBrowser, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Failure-Passw0rd!';

describeBrowser('Failures in the browser', () => {
  const ui = useBrowser(() => server.url, { checkErrors: false });
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'fay@example.com',
      password: PASSWORD,
      firstName: 'Fay',
      lastName: 'Lure',
      confirmed: true,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("When route resolution keeps failing, the page reloads once, then says 'Sorry, a critical error occurred on this page.'", async () => {
    // Every screen's chunk fails to download (the entry still loads): no route can resolve.
    const screenChunks = /\/assets\/(?!main\.)[^/]+\.js$/;
    let checks = 0;
    await ui.page.route(screenChunks, (route) => {
      checks += 1;
      return route.abort('connectionrefused');
    });
    let loads = 0;
    // Pages requested from the server (a reload may come before the first page's load event).
    ui.page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === ui.page.mainFrame()) loads += 1;
    });
    await ui.page.goto('/overview');
    await ui.page.getByText('Sorry, a critical error occurred on this page.').waitFor();
    expect(await ui.page.title()).toBe('Error | Test Careers'); // docs/product.md §1: the site name suffix
    expect(loads).toBe(2); // the first failure reloads (docs/product.md §2 step 5), the second stops the loop
    expect(checks).toBeGreaterThanOrEqual(2);
    expect(ui.errors.some((e) => e.startsWith('console:'))).toBe(true); // the failure was logged
    await ui.page.unroute(screenChunks);
    await ui.page.getByRole('link', { name: 'Try again' }).click();
    await ui.page.waitForURL('**/login?r=%2Foverview');
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
    await ui.page.goto('/login');
    await ui.page.getByLabel('Email').fill('fay@example.com');
    await ui.page.getByLabel('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Log In' }).click();
    await ui.page.waitForURL('**/overview');
    await ui.page.goto('/search');
    await ui.page.getByRole('button', { name: 'Closing Soon Analyst' }).first().click();
    await ui.page.getByRole('button', { name: 'Apply Now' }).waitFor();
    await server.services.jobs.closeJob(id!);
    await ui.page.getByRole('button', { name: 'Apply Now' }).click();
    await ui.page.getByText('Sorry, an error occurred', { exact: true }).waitFor();
    const applied = await server.database.db
      .selectFrom('jobApplication')
      .select('id')
      .where('jobOrderId', '=', id!)
      .execute();
    expect(applied).toEqual([]);
    expect(ui.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
