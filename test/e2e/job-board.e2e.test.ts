/**
 * The public job board in a real browser: a visitor browses /jobs at desktop and phone widths,
 * filters and pages, opens a job, applies, signs in and applies in one click, and the confirmation
 * mail reaches the SMTP server. The board's HTML lists the jobs before any script runs, and axe
 * finds nothing on it.
 */
import type { JobInput } from '../../server/features/jobs/jobs.service';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { layoutShift, watchLayoutShift } from '../helpers/layout-shift';
import { useServerWithMail } from '../helpers/mail-server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Board-Passw0rd!';
const EMAIL = 'jamie.board@example.com';

function job(title: string, hoursAgo: number, over: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: `<p>${title}: design, build and test with a friendly team.</p>`,
    corpTitle: 'Tailspin Engineering',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    postalCode: '60601',
    pay: { min: 40, max: 52, unit: 'HOUR', currency: 'USD' },
    openedAt: Date.now() - hoursAgo * 3_600_000,
    ...over,
  };
}

describeBrowser('Public job board in the browser', () => {
  const ctx = useServerWithMail();
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 } });
  let ids: number[];

  beforeAll(async () => {
    ids = await ctx.server.services.jobs.createJobs([
      ...Array.from({ length: 24 }, (_, i) => job(`Process Engineer ${i + 1}`, i + 1)),
      job('Permanent Structural Engineer', 30, {
        employmentType: 'Permanent',
        pay: { min: 95_000, max: 120_000, unit: 'YEAR', currency: 'USD' },
      }),
      job('Registered Nurse', 40, {
        category: 'Healthcare',
        employmentType: 'Permanent',
        pay: null,
        salary: '$41–$50/hr',
      }),
    ]);
    await ctx.server.services.auth.createUser({
      email: EMAIL,
      password: PASSWORD,
      firstName: 'Jamie',
      lastName: 'Board',
      confirmed: true,
    });
  }, 60_000);

  test('Before any script runs, the /jobs HTML lists the jobs with links to their pages', async () => {
    const res = await ui.page.request.get('/jobs');
    const html = /<noscript>([\s\S]*?)<\/noscript>/.exec(await res.text())?.[1] ?? '';
    expect(html).toContain(`<a href="/jobs/${ids[0]}">Process Engineer 1</a>`);
    expect(html.match(/<a href="\/jobs\/\d+">/g)).toHaveLength(20);
    expect(html).toContain('<p>26 open jobs</p>');
    expect(html).toContain('<a href="/jobs?page=2" rel="next">Next page</a>');
  });

  test('A visitor browses from the header, filters by keyword and type, pages, opens a job, signs in to apply, and the confirmation mail arrives', async () => {
    const page = ui.page;
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Browse Jobs' }).click();
    await page.waitForURL('**/jobs');
    await page.getByRole('heading', { name: 'Open Jobs', level: 1 }).waitFor();
    await expect(page.getByTestId('board-count').textContent()).resolves.toBe('26 open jobs');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Keywords').fill('engineer');
    await page.getByLabel('Type').selectOption('Contract');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL('**/jobs?q=engineer&type=Contract');
    await page.getByText('24 open jobs').waitFor();
    const cards = page.getByTestId('board-job');
    await expect(cards.count()).resolves.toBe(20);
    await expect(cards.first().getByTestId('salary').textContent()).resolves.toBe('$40–$52/hr');

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL('**/jobs?q=engineer&type=Contract&page=2');
    // The first page stays on screen (dimmed) until the second has come.
    await cards.nth(4).waitFor({ state: 'detached' });
    await expect(cards.count()).resolves.toBe(4);
    await expect(page.getByLabel('Keywords').inputValue()).resolves.toBe('engineer');
    await cards.first().getByRole('link', { name: 'Process Engineer 21' }).click();
    await page.waitForURL(`**/jobs/${ids[20]}`);
    await page.getByRole('heading', { name: 'Process Engineer 21', level: 1 }).waitFor();
    await page.getByText('$40–$52/hr').waitFor();

    // Applying asks a visitor to sign in, then brings them back to the job, where one click applies.
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await page.waitForURL(`**/login?r=%2Fjobs%2F${ids[20]}`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`**/jobs/${ids[20]}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('button', { name: 'You Have Applied' }).waitFor();

    const mail = await ctx.smtp.waitFor(EMAIL, /^Application received: Process Engineer 21$/);
    expect(mail.text).toContain('We received your application for Process Engineer 21 at Tailspin Engineering');
    expect(mail.text).toContain(`${ctx.server.config.publicUrl}/overview`);
  });

  test('On a 390 px phone the board fits the screen, filters by category, does not shift as it loads, and axe finds nothing', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShift(page);
    await page.goto('/jobs?category=Healthcare');
    await page.getByText('1 open job', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Registered Nurse' }).waitFor();
    await expect(page.getByTestId('salary').textContent()).resolves.toBe('$41–$50/hr');
    expect(await layoutShift(page)).toBeLessThan(0.02);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Type').selectOption('Permanent');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL('**/jobs?type=Permanent');
    await page.getByText('2 open jobs').waitFor();
    await page.getByText('$95,000–$120,000/yr').waitFor();
  });
});
