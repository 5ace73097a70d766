/**
 * Voluntary self-identification in a real browser: a candidate applies in one click, follows the
 * prompt to the voluntary step and answers; another skips it from the dashboard on a phone; an
 * admin opens the aggregate report and reads its counts, hidden ones marked alike, and sees why a
 * small job's counts are not given. axe finds nothing on either screen.
 */
import path from 'node:path';
import { SELF_ID_OPTIONS } from '../../common/self-id';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'SelfId-Passw0rd!';
const info = { ip: '127.0.0.1', userAgent: 'test' };
const SHOTS = process.env.SCREENSHOT_DIR;

describeBrowser('Voluntary self-identification in the browser', () => {
  const ctx = useServerWithMail({ SELF_IDENTIFICATION: 'on' });
  // Generous waits: the journeys load several chunks on a shared, busy machine.
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 }, timeoutMs: 40_000 });
  let jobId: number;
  let smallJobId: number;

  const account = (email: string, firstName: string, role: 'candidate' | 'admin' = 'candidate') =>
    ctx.server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName,
      lastName: 'Test',
      role,
      confirmed: true,
    });

  beforeAll(async () => {
    const job = (title: string) => ({
      title,
      description: '<p>Inspect parts with a friendly team.</p>',
      corpTitle: 'Contoso Manufacturing',
      employmentType: 'Permanent' as const,
      category: 'Manufacturing' as const,
      location: 'Dayton, OH',
      postalCode: '45402',
      salary: '$48,000',
      openedAt: Date.now() - 86_400_000,
    });
    [jobId, smallJobId] = (await ctx.server.services.jobs.createJobs([
      job('Quality Inspector'),
      job('Night Receiver'),
    ])) as [number, number];
    await account('casey.selfid@example.com', 'Casey');
    await account('drew.selfid@example.com', 'Drew');
    await account('admin.selfid@example.com', 'Alex', 'admin');
    // Six earlier applicants answered (five women, one man), so the report has counts to show.
    for (let i = 0; i < 6; i += 1) {
      const id = await account(`earlier${i}@example.com`, `E${i}`);
      await ctx.server.services.jobs.apply(id, jobId, info);
      const [application] = await ctx.server.services.applications.list(id);
      await ctx.server.services.selfId.answer(id, application!.id, { sex: i < 5 ? 'Female' : 'Male' }, info);
    }
    // One applicant alone on another job.
    const night = await account('night.selfid@example.com', 'Noor');
    await ctx.server.services.jobs.apply(night, smallJobId, info);
    const [application] = await ctx.server.services.applications.list(night);
    await ctx.server.services.selfId.answer(night, application!.id, { sex: 'Male' }, info);
  }, 60_000);

  test('At 1280 px a candidate applies in one click, follows the prompt, answers, and the dashboard says so', async () => {
    const page = ui.page;
    await signInWithForm(page, 'casey.selfid@example.com', PASSWORD);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByTestId('self-id-prompt').getByRole('link', { name: 'answer or skip' }).click();
    await page.waitForURL('**/applications/*/self-identification');
    await page.getByRole('heading', { name: 'Voluntary Self-Identification', level: 1 }).waitFor();
    await page.getByText('Sample text — replace with the current OMB-approved form').first().waitFor();
    await page.getByText('OMB Control Number 1250-0005').waitFor();
    const style = await page
      .locator('.self-id-text')
      .last()
      .evaluate((el) => ({ font: getComputedStyle(el).fontFamily, size: parseFloat(getComputedStyle(el).fontSize) }));
    expect(style.font).toMatch(/sans-serif/);
    expect(style.size).toBeGreaterThanOrEqual(11);
    // Skip is as prominent as Submit: the same size and weight.
    const submit = page.getByRole('button', { name: 'Submit answers' });
    const skip = page.getByRole('button', { name: 'Skip' });
    const [a, b] = [await submit.boundingBox(), await skip.boundingBox()];
    expect(b!.height).toBe(a!.height);
    expect(b!.width).toBeGreaterThanOrEqual(a!.width - 1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Sex' }).getByLabel('I do not want to answer').check();
    await page.getByRole('group', { name: 'Race/ethnicity' }).getByLabel('Asian', { exact: true }).check();
    await page.getByLabel(SELF_ID_OPTIONS.veteran[1]).check();
    await page.getByLabel(SELF_ID_OPTIONS.disability[1]).check();
    await page.getByLabel('Name', { exact: true }).fill('Casey Test');
    await submit.click();
    await page.getByTestId('self-id-outcome').getByText('Thank you. Your answers are saved.').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/overview');
    await page.getByTestId('self-id-line').getByText('Voluntary self-identification: answered').waitFor();
  });

  test('At 390 px a candidate sees the step as not answered on the dashboard and skips it', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithForm(page, 'drew.selfid@example.com', PASSWORD);
    const drew = await ctx.server.services.auth.accountByEmail('drew.selfid@example.com');
    await ctx.server.services.jobs.apply(drew!.id, jobId, info);
    await page.reload();
    const line = page.getByTestId('self-id-line');
    await line.getByText('Voluntary self-identification: not answered').waitFor();
    await line.getByRole('link', { name: 'answer or skip' }).click();
    await page.getByRole('button', { name: 'Skip' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByText('You skipped the voluntary self-identification. Nothing was recorded about you.').waitFor();
    await page.getByText('You skipped this step. You can still answer below.').waitFor();
  });

  test('An admin opens the report and reads the counts, hidden ones alike, and why a job’s counts are not given, at 1280 px and 390 px', async () => {
    const page = ui.page;
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `self-id-report-${name}.png`), fullPage: true });
    };
    await signInWithForm(page, 'admin.selfid@example.com', PASSWORD, '/admin');
    await page.getByRole('link', { name: 'Self-identification report' }).click();
    await page.waitForURL('**/admin/self-identification');
    const totals = page.getByTestId('report-totals');
    await totals.waitFor();
    // 9 applications: 8 for the inspector's job (6 earlier, Casey, Drew who skipped), 1 on the night job.
    await expect(totals.textContent()).resolves.toMatch(/Applications\s*9/);
    await page.getByText('Periods are whole months (UTC)').waitFor();
    await page.getByText('Counts under 5 are hidden, 0 included').waitFor();
    const sex = page.getByTestId('report-sex');
    // Female 5, Male 2, declined 1, not answered 1 (Drew): the small ones hidden, the 5 shown.
    await expect(sex.getByRole('row', { name: /^Female/ }).textContent()).resolves.toMatch(/5$/);
    await expect(sex.getByRole('row', { name: /^Male/ }).textContent()).resolves.toMatch(/hidden$/);
    await expect(sex.getByRole('row', { name: /^Not answered/ }).textContent()).resolves.toMatch(/hidden$/);
    const veteran = page.getByTestId('report-veteran');
    // Nobody chose the first answer and Casey chose the second: both look the same.
    await expect(veteran.getByRole('row', { name: /^I identify/ }).textContent()).resolves.toMatch(/hidden$/);
    await expect(veteran.getByRole('row', { name: /^I am not a protected veteran/ }).textContent()).resolves.toMatch(
      /hidden$/,
    );
    // Not answered: everyone but Casey, whether they skipped, never answered or left it blank.
    await expect(veteran.getByRole('row', { name: /^Not answered/ }).textContent()).resolves.toMatch(/8$/);
    expect(await axeViolations(page)).toEqual([]);
    await shot('all-jobs');

    // The inspector's job alone: the night job's one applicant would be all jobs less it.
    await page.getByLabel('Job', { exact: true }).selectOption({ label: `Quality Inspector (#${jobId})` });
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.getByRole('heading', { name: /^Quality Inspector, applications from/ }).waitFor();
    const none = page.getByTestId('report-none');
    await none.getByRole('heading', { name: 'Counts withheld' }).waitFor();
    await none.getByText(/this job or the other jobs together had fewer than 5 applications/).waitFor();
    expect(await page.getByTestId('report-sex').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot('withheld');

    // The night job over a range one day short of whole months: the whole months, and no counts.
    await page.getByLabel('Job', { exact: true }).selectOption({ label: `Night Receiver (#${smallJobId})` });
    await page.getByLabel('Period').selectOption({ label: 'Date range' });
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(`${month}-02`);
    await page.getByLabel('To', { exact: true }).fill(last);
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.getByRole('heading', { name: `Night Receiver, applications from ${month}-01 to ${last}` }).waitFor();
    await none.getByRole('heading', { name: 'Fewer than 5 applicants' }).waitFor();
    await shot('fewer');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('phone');
  });
});
