/**
 * docs/product.md §2, §4, §5 job search and apply journeys, walked in a real browser. Past 300 lines because
 * the journeys share one server and its seeded jobs, which take the longest to set up.
 */
import { ONE_CLICK_TEXT } from '../../src/features/jobs/apply-messages';
import type { JobInput } from '../../server/features/jobs/jobs.service';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { journeyOnSqlite } from '../helpers/db';
import { layoutShiftOfLoads } from '../helpers/layout-shift';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Search-Passw0rd!';
const DAY = 86_400_000;

function job(over: Partial<JobInput> & Pick<JobInput, 'title'>): JobInput {
  return {
    description: `<p>${over.title}: design, build and test with a friendly team.</p><ul><li>CAD</li><li>Testing</li></ul>`,
    corpTitle: 'Tailspin Engineering',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    postalCode: '60601',
    salary: '$55–$70/hr',
    openedAt: Date.now() - DAY,
    ...over,
  };
}

describeBrowser('Jobs in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;
  let target: number;
  let candidateId: number;

  async function signIn(email = 'casey@example.com') {
    await ui.page.goto('/login');
    await ui.page.getByLabel('Email').fill(email);
    await ui.page.getByLabel('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Log In' }).click();
    await ui.page.waitForURL('**/overview');
  }

  beforeAll(async () => {
    server = await startTestServer();
    candidateId = await server.services.auth.createUser({
      email: 'casey@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      lastName: 'Morgan',
      confirmed: true,
    });
    await server.services.candidates.saveProfile(
      candidateId,
      { firstName: 'Casey', lastName: 'Morgan', zipCode: '60601' },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    const now = Date.now();
    const fillers = Array.from({ length: 14 }, (_, i) =>
      job({ title: `Process Engineer ${i + 1}`, openedAt: now - (i + 1) * 3_600_000 }),
    );
    const ids = await server.services.jobs.createJobs([
      ...fillers,
      job({
        title: 'Bridge Design Engineer',
        location: 'Evanston, IL',
        postalCode: '60201',
        salary: null,
        openedAt: now - 5 * DAY,
      }),
      job({ title: 'Permanent Structural Engineer', employmentType: 'Permanent', openedAt: now - 2 * DAY }),
      job({ title: 'Network Engineer', category: 'InformationTechnology', openedAt: now - 2 * DAY }),
      job({ title: 'Austin Controls Engineer', location: 'Austin, TX', postalCode: '78701', openedAt: now - 2 * DAY }),
      job({ title: 'Retired Role', status: 'Closed', active: false }),
    ]);
    target = ids[14]!;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  journeyOnSqlite('A visitor asking for /search is sent to /login?r=%2Fsearch', async () => {
    await ui.page.goto('/search');
    await ui.page.waitForURL('**/login?r=%2Fsearch');
  });

  test('Sign in, search, filter by type, category and 25 miles, open, apply, close: scroll is restored', async () => {
    await signIn();
    const searches: { page: string; body: { geo: unknown[]; type: string; categories: string[] } }[] = [];
    ui.page.on('request', (r) => {
      if (r.url().includes('/api/jobsearch/?page=')) searches.push({ page: r.url(), body: r.postDataJSON() });
    });
    await ui.page.goto('/search');
    // The search runs on load, from the candidate's ZIP with the default radius.
    await ui.page.getByTestId('result-count').waitFor();
    expect(await ui.page.title()).toBe('Job Search | Test Careers');
    await expect(ui.page.getByLabel('Location').inputValue()).resolves.toBe('Chicago, IL 60601');
    await expect(ui.page.getByLabel('Within (miles)').inputValue()).resolves.toBe('25');
    expect(await ui.page.getByTestId('result-count').textContent()).toBe('17 jobs found');

    // Location autocomplete: debounced, a menu at most 150 px high.
    const location = ui.page.getByLabel('Location');
    let asked = 0;
    ui.page.on('request', (r) => {
      if (r.url().includes('/api/jobsearch/locations')) asked += 1;
    });
    await location.fill('');
    await location.pressSequentially('Evanst', { delay: 60 });
    const option = ui.page.getByRole('option', { name: 'Evanston, IL', exact: true });
    await option.waitFor();
    expect(asked).toBe(1);
    const menuHeight = await ui.page.getByRole('listbox').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(menuHeight).toBe('150px');
    await option.click();
    // Numbers only in the distance field.
    const distance = ui.page.getByLabel('Within (miles)');
    await distance.fill('');
    await distance.pressSequentially('2x5');
    await expect(distance.inputValue()).resolves.toBe('25');

    // Only one empty location row; a trailing empty one is dropped when searching.
    const add = ui.page.getByRole('button', { name: 'Add another location' });
    await add.click();
    await expect(add.isDisabled()).resolves.toBe(true);
    expect(await ui.page.getByTestId('location-row').count()).toBe(2);

    await ui.page.getByLabel('Keywords').fill('engineer');
    await ui.page.getByRole('button', { name: 'Search', exact: true }).click();
    await ui.page.getByText(/jobs found/).waitFor();
    const last = searches[searches.length - 1]!;
    expect(last.body.geo).toEqual([{ location: 'Evanston, IL', latLong: expect.any(String), distance: 25 }]);
    expect(await ui.page.getByTestId('location-row').count()).toBe(1);

    // Options panel: type and category with counts; each change searches again.
    await ui.page.getByLabel(/^Contract/).check();
    await ui.page.getByText(/^Contract \(\d+\)$/).waitFor();
    await ui.page.getByLabel(/^Engineering/).check();
    await ui.page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('[data-testid=job-card] h2')].map((h) => h.textContent);
      return titles.length > 0 && !titles.some((t) => /Permanent|Network|Austin/.test(t ?? ''));
    });
    const titles = await ui.page.locator('[data-testid=job-card] h2').allTextContents();
    expect(titles).toContain('Bridge Design Engineer');
    expect(titles).not.toContain('Austin Controls Engineer');
    expect(titles).not.toContain('Permanent Structural Engineer');
    expect(titles).not.toContain('Network Engineer');
    expect(titles).not.toContain('Retired Role');
    const lastSearch = searches[searches.length - 1]!.body;
    expect(lastSearch.type).toBe('Contract');
    expect(lastSearch.categories).toEqual(['Engineering']);

    // The card: title, salary (or SPEC's placeholder), a 400-character preview.
    const card = ui.page.getByTestId('job-card').filter({ hasText: 'Bridge Design Engineer' });
    await expect(card.getByTestId('salary').textContent()).resolves.toBe('Salary not specified');
    // The preview reads as sentences: list items run on, the list ends.
    await expect(card.getByTestId('description-preview').textContent()).resolves.toBe(
      'Bridge Design Engineer: design, build and test with a friendly team. CAD; Testing',
    );
    // Scroll so the card is in view, away from the bottom (applying makes the card a little shorter).
    await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 600));
    const scrolled = await ui.page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    await card.getByRole('button', { name: 'Bridge Design Engineer' }).click();
    await ui.page.getByRole('heading', { name: 'Bridge Design Engineer', level: 2 }).waitFor();
    // The address holds the search and the job open over it (Back and reload come back to both).
    await ui.page.waitForURL((url) => url.searchParams.get('job') === String(target));
    expect(new URL(ui.page.url()).searchParams.get('q')).toBe('engineer');
    await ui.page.getByTestId('job-distance').waitFor();
    expect(await ui.page.getByTestId('job-distance').textContent()).toMatch(/mi \(about .+\) from your ZIP code/);
    // JSON-LD for Google for Jobs while this single open job is shown.
    const ld = JSON.parse(
      (await ui.page.evaluate(() => document.head.querySelector('script[type="application/ld+json"]')?.textContent)) ??
        '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Bridge Design Engineer',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { name: 'Tailspin Engineering' },
      jobLocation: { address: { addressLocality: 'Evanston', addressRegion: 'IL', postalCode: '60201' } },
    });
    // The description collapses and expands.
    const hide = ui.page.getByRole('button', { name: 'Hide description' });
    await hide.click();
    await ui.page.getByRole('button', { name: 'Show full description' }).click();
    await ui.page.locator('article').getByText('Bridge Design Engineer: design, build and test').waitFor();
    await expect(ui.page.getByRole('heading', { name: 'More jobs' }).isVisible()).resolves.toBe(true);

    await ui.page.getByRole('button', { name: 'Apply Now' }).click();
    const applied = ui.page.getByRole('button', { name: 'You Have Applied' });
    await applied.waitFor();
    await expect(applied.isDisabled()).resolves.toBe(true);
    expect(await server.services.applicationsRepo.countApplications(candidateId, target)).toBe(1);

    await ui.page.getByRole('button', { name: 'Back to results' }).click();
    await ui.page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled);
    expect(
      await ui.page.evaluate(() => document.head.querySelectorAll('script[type="application/ld+json"]').length),
    ).toBe(0);
    // Viewed marker; an applied job cannot be opened again.
    await expect(card.getByTestId('viewed').isVisible()).resolves.toBe(true);
    await expect(card.getByText('You Have Applied').isVisible()).resolves.toBe(true);
    expect(await card.getByRole('button', { name: 'Bridge Design Engineer' }).count()).toBe(0);

    // After a reload the server still knows: 'You Have Applied'.
    await ui.page.reload();
    await ui.page
      .getByTestId('job-card')
      .filter({ hasText: 'Bridge Design Engineer' })
      .getByText('You Have Applied')
      .waitFor();
  });

  test("The 'more' button shows the total and appends the next page", async () => {
    await signIn();
    await ui.page.goto('/search');
    await ui.page.getByTestId('result-count').waitFor();
    await ui.page.getByLabel('Location').fill('');
    await ui.page.getByLabel('Keywords').fill('engineer');
    // Twenty results a page: ask for more with a location far away so everything matches.
    await ui.page.getByLabel('Within (miles)').fill('500');
    await ui.page.getByLabel('Location').fill('Springfield, IL');
    // Enter in the form searches (the place menu may be open over the button).
    await ui.page.getByLabel('Keywords').press('Enter');
    await ui.page.getByText('17 jobs found').waitFor();
    expect(await ui.page.getByTestId('job-card').count()).toBe(17);
    // 17 fit on one page: no more button.
    expect(await ui.page.getByRole('button', { name: /More jobs/ }).count()).toBe(0);
    await server.services.jobs.createJobs(
      Array.from({ length: 10 }, (_, i) => job({ title: `Field Engineer ${i}`, openedAt: Date.now() - 9 * DAY })),
    );
    await ui.page.getByLabel('Keywords').press('Enter');
    const more = ui.page.getByRole('button', { name: 'More jobs (showing 20 of 27)' });
    await more.waitFor();
    await more.click();
    await ui.page.waitForFunction(() => document.querySelectorAll('[data-testid=job-card]').length === 27);
    expect(await ui.page.getByRole('button', { name: /More jobs/ }).count()).toBe(0);
  });

  journeyOnSqlite(
    'When /search loads, its form, list and results arrive without moving anything, wide or narrow',
    async () => {
      await signIn();
      const shifts = await layoutShiftOfLoads(ui.page, '/search', async () => {
        await ui.page.getByTestId('job-card').first().waitFor();
        await ui.page.getByRole('button', { name: 'Save this search' }).waitFor();
      });
      expect(Math.max(...shifts)).toBeLessThan(0.005);
    },
  );

  journeyOnSqlite('At 320 px the options panel starts collapsed and nothing scrolls sideways', async () => {
    await ui.page.setViewportSize({ width: 320, height: 700 });
    await signIn();
    await ui.page.goto('/search');
    await ui.page.getByTestId('result-count').waitFor();
    const toggle = ui.page.getByRole('button', { name: 'Show search options' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(ui.page.getByLabel(/^Contract/).isVisible()).resolves.toBe(false);
    expect(await ui.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await toggle.click();
    await expect(ui.page.getByLabel(/^Contract/).isVisible()).resolves.toBe(true);
  });

  journeyOnSqlite('When the session has expired, a failed search goes to /login?r=/search', async () => {
    await signIn();
    await ui.page.goto('/search');
    await ui.page.getByTestId('result-count').waitFor();
    // A request still in flight when the clock moves would renew the session as it answers.
    await ui.page.waitForLoadState('networkidle');
    server.advance(31 * 60_000);
    await ui.page.getByRole('button', { name: 'Search', exact: true }).click();
    await ui.page.waitForURL('**/login?r=/search');
    server.advance(-31 * 60_000);
  });

  journeyOnSqlite(
    "A visitor opens a job's public page, logs in from its Apply button, comes back and applies in one click",
    async () => {
      const [jobId] = await server.services.jobs.createJobs([job({ title: 'Public Page Millwright' })]);
      await ui.page.goto(`/jobs/${jobId}`);
      await ui.page.getByRole('heading', { name: 'Public Page Millwright', level: 1 }).waitFor();
      expect(await ui.page.title()).toBe('Public Page Millwright in Chicago, IL | Test Careers');
      // The server's JSON-LD is the page's only one.
      const ld = await ui.page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)),
      );
      expect(ld).toHaveLength(1);
      expect(ld[0]).toMatchObject({ '@type': 'JobPosting', title: 'Public Page Millwright' });
      await ui.page.getByRole('heading', { name: 'More jobs like it' }).waitFor();

      await ui.page.getByRole('link', { name: 'Apply Now' }).click();
      await ui.page.waitForURL(`**/login?r=${encodeURIComponent(`/jobs/${jobId}`)}`);
      await ui.page.getByLabel('Email').fill('casey@example.com');
      await ui.page.getByLabel('Password').fill(PASSWORD);
      await ui.page.getByRole('button', { name: 'Log In' }).click();
      await ui.page.waitForURL(`**/jobs/${jobId}`);
      await ui.page.getByRole('button', { name: 'Apply Now' }).click();
      const applied = ui.page.getByRole('button', { name: 'You Have Applied' });
      await applied.waitFor();
      await expect(applied.isDisabled()).resolves.toBe(true);
      expect(await server.services.applicationsRepo.countApplications(candidateId, jobId!)).toBe(1);

      // Closed later: the page says so and links to search; the server's page meta goes with it.
      await server.services.jobs.closeJob(jobId!);
      await ui.page.goto(`/jobs/${jobId}`);
      await ui.page.getByRole('heading', { name: 'Sorry, this job is no longer available.' }).waitFor();
      await ui.page.getByRole('link', { name: 'Search open jobs' }).click();
      await ui.page.waitForURL('**/search');
      await ui.page.getByTestId('result-count').waitFor();
      expect(await ui.page.evaluate(() => document.querySelectorAll('[data-page-meta]').length)).toBe(0);
    },
  );

  journeyOnSqlite(
    "A move inside the app to another job's page gives that job's JSON-LD in place of the first's",
    async () => {
      const [first, second] = await server.services.jobs.createJobs([
        job({ title: 'Linked Page Welder' }),
        job({ title: 'Linked Page Welder Lead', openedAt: Date.now() - 2 * DAY }),
      ]);
      await ui.page.goto(`/jobs/${first}`);
      await ui.page.getByRole('heading', { name: 'Linked Page Welder', exact: true, level: 1 }).waitFor();
      await ui.page.getByRole('link', { name: 'Linked Page Welder Lead' }).click();
      await ui.page.waitForURL(`**/jobs/${second}`);
      await ui.page.getByRole('heading', { name: 'Linked Page Welder Lead', level: 1 }).waitFor();
      // Built in the browser now (the server's went with the first page), once its builder has loaded.
      await ui.page.waitForFunction((title) => {
        const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
        return scripts.length === 1 && (JSON.parse(scripts[0]!.textContent!) as { title: string }).title === title;
      }, 'Linked Page Welder Lead');
      const ld = await ui.page.evaluate(
        () => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as unknown,
      );
      expect(ld).toMatchObject({
        '@type': 'JobPosting',
        url: `${new URL(ui.page.url()).origin}/jobs/${second}`,
        identifier: { name: 'Test Careers', value: String(second) },
      });
    },
  );

  describe('apply from an emailed link', () => {
    async function inviteLink(email: string, jobOrderId: number) {
      const link = await server.services.applyLinks.invite({ email, jobOrderId }, null);
      return { applyNow: new URL(link.applyNowUrl), oneClick: new URL(link.oneClickUrl) };
    }

    journeyOnSqlite(
      "Open the link, apply: 'Submitted!', 'Thanks For Applying!', then on after 2 s; again: already applied",
      async () => {
        const id = await server.services.auth.createUser({
          email: 'invited@example.com',
          password: PASSWORD,
          firstName: 'Indira',
          lastName: 'Vega',
          confirmed: true,
        });
        const [jobId] = await server.services.jobs.createJobs([
          job({ title: 'Invited Welder', category: 'Manufacturing' }),
        ]);
        const { applyNow } = await inviteLink('invited@example.com', jobId!);
        await ui.page.goto(applyNow.pathname + applyNow.search);
        expect(await ui.page.title()).toBe('Thanks For Applying! | Test Careers');
        await ui.page.getByRole('heading', { name: 'Invited Welder' }).waitFor();
        await ui.page.getByText('Hi Indira, here is the job we picked for you.').waitFor();
        const ld = await ui.page.evaluate(
          () => document.head.querySelector('script[type="application/ld+json"]')?.textContent,
        );
        expect(JSON.parse(ld ?? '{}').title).toBe('Invited Welder');

        await ui.page.getByRole('button', { name: 'Apply Now' }).click();
        await ui.page.getByRole('button', { name: 'Submitted!' }).waitFor();
        await ui.page.getByRole('heading', { name: 'Thanks For Applying!' }).waitFor();
        const thanksAt = Date.now();
        await ui.page.waitForURL('**/login?r=%2Fsearch');
        expect(Date.now() - thanksAt).toBeGreaterThanOrEqual(1500);
        expect(await server.services.applicationsRepo.countApplications(id, jobId!)).toBe(1);

        await ui.page.goto(applyNow.pathname + applyNow.search);
        await ui.page.getByText("You've already applied to this job").waitFor();
        const shownAt = Date.now();
        await ui.page.waitForURL('**/login?r=%2Fsearch', { timeout: 10_000 });
        expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);
      },
    );

    journeyOnSqlite(
      'A closed job says it is no longer available, without JSON-LD; a made-up id shows the problem',
      async () => {
        // Invited while open, closed before the candidate opens the mail.
        const [closing] = await server.services.jobs.createJobs([job({ title: 'Closing Role' })]);
        const { applyNow } = await inviteLink('casey@example.com', closing!);
        await server.services.jobs.closeJob(closing!);
        await ui.page.goto(applyNow.pathname + applyNow.search);
        await ui.page.getByText('Sorry, this job is no longer available.').waitFor();
        expect(
          await ui.page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length),
        ).toBe(0);
        expect(await ui.page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);

        await ui.page.goto(`/apply-now?id=${'Q'.repeat(43)}`);
        await ui.page.getByText('Sorry, there was a problem applying to this job.').waitFor();
        await ui.page.goto('/apply-now');
        await ui.page.getByText('Sorry, there was a problem applying to this job.').waitFor();
      },
    );

    journeyOnSqlite(
      'The one-click link applies on its button and goes on to /search; opened again, it says it was used',
      async () => {
        const [jobId] = await server.services.jobs.createJobs([job({ title: 'One Click Machinist' })]);
        const { oneClick } = await inviteLink('casey@example.com', jobId!);
        await signIn();
        // Opening the link (as a mail scanner would) applies nothing; the button does.
        await ui.page.goto(oneClick.pathname);
        await ui.page.getByRole('heading', { name: 'Apply For This Job' }).waitFor();
        expect(await server.services.applicationsRepo.countApplications(candidateId, jobId!)).toBe(0);
        await ui.page.getByRole('button', { name: 'Apply now' }).click();
        await ui.page.waitForURL('**/search');
        await ui.page.getByTestId('result-count').waitFor();
        expect(await server.services.applicationsRepo.countApplications(candidateId, jobId!)).toBe(1);
        await ui.page.goto(oneClick.pathname);
        await ui.page.getByRole('heading', { name: ONE_CLICK_TEXT.used }).waitFor();
        await ui.page.getByText(ONE_CLICK_TEXT.usedApplied).waitFor();
        expect(await ui.page.getByRole('button', { name: 'Apply now' }).count()).toBe(0);
      },
    );
  });
});
