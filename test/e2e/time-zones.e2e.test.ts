/**
 * Time zones in Chromium. Staff propose an interview for a Chicago job from a browser in Tokyo: the
 * first time is in Central Time, an added one copies the first's place, length and zone, and the
 * time's label promises no 24-hour clock. A candidate registers on a phone (390 px) in Los Angeles:
 * the account keeps Pacific Time, /profile shows it in words and changes it, and the candidate's
 * pages then show times in the new zone. axe finds nothing on these screens.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { INTERVIEW_TEXT } from '../../src/features/interviews/messages';
import { TIME_ZONE_TEXT } from '../../src/features/profile/messages';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, signInContext, usePages } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';

const PASSWORD = 'Zones-Passw0rd!';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

jest.setTimeout(180_000);

describeBrowser('Time zones in the browser', () => {
  // The employer's default is Eastern: a Central time below comes from the job, not the default.
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/New_York' });
  const errors: string[] = [];
  const pages = usePages(() => ctx.server.url, errors);
  let jobId: number;

  /** A page in a browser whose own zone is `timezoneId`. */
  async function browserIn(timezoneId: string, viewport: { width: number; height: number }): Promise<Page> {
    const context = await pages.browser.newContext({ baseURL: ctx.server.url, viewport, timezoneId });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    return page;
  }

  beforeAll(async () => {
    const { services } = ctx.server;
    await services.auth.createUser({
      email: 'sam.tz@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
    const caseyId = await services.auth.createUser({
      email: 'casey.tz@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      lastName: 'Morgan',
      role: 'candidate',
      confirmed: true,
    });
    [jobId] = (await services.jobs.createJobs([
      {
        title: 'Night Dock Lead',
        description: '<p>Lead the dock.</p>',
        corpTitle: 'Lakeshore Freight',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Chicago, IL',
        openedAt: Date.now(),
      },
    ])) as [number];
    await services.jobs.apply(caseyId, jobId, { ip: '203.0.113.9', userAgent: 'Zones' });
  }, 60_000);
  afterEach(() => {
    expect(errors).toEqual([]);
    errors.length = 0;
  });

  test('Staff in Tokyo propose in the Chicago job’s zone; an added time copies the first’s place, length and zone', async () => {
    const staff = await browserIn('Asia/Tokyo', WIDE);
    await signInContext(staff.context(), 'sam.tz@example.com', PASSWORD);
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    await staff.getByRole('button', { name: `${INTERVIEW_TEXT.propose} (Casey Morgan)` }).click();
    const dialog = staff.getByRole('dialog', { name: INTERVIEW_TEXT.manageFor('Casey Morgan') });
    const first = dialog.getByRole('group', { name: INTERVIEW_TEXT.slot(1) });
    const zone = first.getByLabel(INTERVIEW_TEXT.timeZone);
    await zone.waitFor();
    // The job's zone, shown in words, not the browser's (Tokyo) nor the employer's default (Eastern).
    expect(await zone.inputValue()).toBe('America/Chicago');
    expect(await zone.locator('option:checked').innerText()).toBe('Chicago (Central Time)');
    // The label promises no clock the control does not show (the browser's time control, 12-hour in English).
    const time = first.getByLabel(INTERVIEW_TEXT.time);
    expect(await time.getAttribute('type')).toBe('time');
    expect(await first.locator(`label[for="${await time.getAttribute('id')}"]`).innerText()).not.toMatch(/24/);

    await first.getByLabel(INTERVIEW_TEXT.date).fill(dayjs().add(3, 'day').format('YYYY-MM-DD'));
    await time.fill('09:30');
    await first.getByLabel(INTERVIEW_TEXT.length).fill('60');
    await first.getByLabel(INTERVIEW_TEXT.location).fill('Dock 4, 200 Lake St');
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.addSlot }).click();
    const second = dialog.getByRole('group', { name: INTERVIEW_TEXT.slot(2) });
    expect(await second.getByLabel(INTERVIEW_TEXT.location).inputValue()).toBe('Dock 4, 200 Lake St');
    expect(await second.getByLabel(INTERVIEW_TEXT.length).inputValue()).toBe('60');
    expect(await second.getByLabel(INTERVIEW_TEXT.timeZone).inputValue()).toBe('America/Chicago');
    await second.getByLabel(INTERVIEW_TEXT.date).fill(dayjs().add(4, 'day').format('YYYY-MM-DD'));
    await second.getByLabel(INTERVIEW_TEXT.time).fill('14:00');
    expect(await axeViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).click();
    await dialog.getByText(INTERVIEW_TEXT.proposed).waitFor();
    // 09:30 typed for a Chicago job is 9:30am Central Time, whatever the browser's zone.
    await dialog.getByText(/9:30am Central Time · Dock 4, 200 Lake St/).waitFor();

    // The candidate, on a phone in Los Angeles, reads the mailed times in the job's zone.
    const mail = await ctx.smtp.waitFor('casey.tz@example.com', /Choose a time for your interview/);
    expect(mail.text).toContain('9:30am Central Time');
    const link = linksIn(mail).find((l) => l.includes('/interviews/choose?token='))!;
    const candidate = await browserIn('America/Los_Angeles', PHONE);
    await signInContext(candidate.context(), 'casey.tz@example.com', PASSWORD);
    await candidate.goto(link);
    await candidate
      .getByText(/9:30am Central Time/)
      .first()
      .waitFor();
    await candidate
      .getByText(/2:00pm Central Time/)
      .first()
      .waitFor();
    expect(await axeViolations(candidate)).toEqual([]);
    await staff.context().close();
    await candidate.context().close();
  });

  test('On a phone in Los Angeles, registration keeps Pacific Time; /profile shows it in words and changes it', async () => {
    const page = await browserIn('America/Los_Angeles', PHONE);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'New User Registration' }).waitFor();
    await page.getByLabel('Email').fill('lee.tz@example.com');
    await page.getByLabel('First name').fill('Lee');
    await page.getByLabel('Last name').fill('Park');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Re-enter password').fill(PASSWORD);
    await page.getByRole('group', { name: 'Human verification' }).getByRole('checkbox').click();
    const create = page.getByRole('button', { name: 'Create Account' });
    await page.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await create.elementHandle());
    await create.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await ctx.smtp.waitFor('lee.tz@example.com', /Confirm your email/);
    await page.goto(linksIn(mail)[0]!.replace(ctx.server.config.publicUrl, ''));
    await page.getByRole('heading', { name: 'Registration Confirmed' }).waitFor();
    await signInContext(page.context(), 'lee.tz@example.com', PASSWORD);

    await page.goto('/profile');
    const select = page.getByLabel(TIME_ZONE_TEXT.label);
    await select.waitFor();
    expect(await select.inputValue()).toBe('America/Los_Angeles');
    expect(await select.locator('option:checked').innerText()).toBe('Los Angeles (Pacific Time)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    await select.selectOption('America/Denver');
    await page.getByRole('button', { name: TIME_ZONE_TEXT.save }).click();
    await page.getByText(TIME_ZONE_TEXT.saved('Denver (Mountain Time)')).waitFor();
    await page.reload();
    expect(await page.getByLabel(TIME_ZONE_TEXT.label).inputValue()).toBe('America/Denver');
    const stored = await ctx.server.database.db
      .selectFrom('userAccount')
      .select('timeZone')
      .where('email', '=', 'lee.tz@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.timeZone).toBe('America/Denver');
    await page.context().close();
  });
});
