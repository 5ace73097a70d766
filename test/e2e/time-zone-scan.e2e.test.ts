/**
 * Every time shown names its zone: the journeys of an interview (staff propose from the console, the
 * candidate applies and chooses on a phone, 390 px) are rendered in Chromium, and their pages' text
 * and every mail they sent are scanned for "server time", bare IANA zone names and times of day with
 * no zone in words after them.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { INTERVIEW_TEXT } from '../../src/features/interviews/messages';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';

const PASSWORD = 'Scan-Passw0rd!';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

/** A zone in words right after a time: "Central Time", "Coordinated Universal Time", "India Standard Time". */
const ZONE_AFTER = /^\s?(?:[A-Z][A-Za-z-]+ ){1,3}Time\b/;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?/gi;
const IANA = /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+/;

/** What in `text` breaks the rule, each with a little context. */
function zoneProblems(text: string): string[] {
  const problems: string[] = [];
  if (/server time/i.test(text)) problems.push('says "server time"');
  const iana = IANA.exec(text);
  if (iana) problems.push(`bare zone name ${iana[0]}`);
  if (/\(UTC\)|\bUTC\b|\bGMT\b/.test(text)) problems.push('a zone as an abbreviation (UTC/GMT)');
  for (const m of text.matchAll(TIME)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (!ZONE_AFTER.test(after))
      problems.push(`time with no zone: "${text.slice(Math.max(0, m.index - 20), m.index + 40)}"`);
  }
  return problems;
}

jest.setTimeout(240_000);

describeBrowser('Every time shown names its zone', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Scan',
    staff: { email: 'sky.scan@example.com', firstName: 'Sky' },
    candidate: { email: 'cam.scan@example.com', firstName: 'Cam' },
  });
  const seen: { where: string; text: string }[] = [];
  const read = async (page: Page, where: string) => {
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    seen.push({ where, text: await page.locator('body').innerText() });
  };

  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  test('The scan itself finds each kind of fault', () => {
    expect(zoneProblems('Booked for Dec 3, 2026 2:30pm Central Time.')).toEqual([]);
    expect(zoneProblems('at 5:31am (server time)')).toHaveLength(2);
    expect(zoneProblems('Dec 3, 2026 2:00pm (America/Chicago)')).toHaveLength(2);
    expect(zoneProblems('Saved at 14:05.')).toHaveLength(1);
    expect(zoneProblems('Nov 29, 2026 12:07am UTC')).toHaveLength(2);
  });

  test('The interview journeys’ pages and mails name every time’s zone', async () => {
    const { services, database } = ctx.server;
    const camId = (
      await database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', 'cam.scan@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const [jobId] = (await services.jobs.createJobs([
      {
        title: 'Yard Spotter',
        description: '<p>Move trailers.</p>',
        corpTitle: 'Prairie Freight',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Denver, CO',
        openedAt: Date.now(),
      },
    ])) as [number];
    await services.jobs.apply(camId, jobId, { ip: '203.0.113.8', userAgent: 'Scan' });

    const staff = await signIn('sky.scan@example.com');
    await staff.setViewportSize(WIDE);
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    await read(staff, 'applicants');
    await staff.getByRole('button', { name: `${INTERVIEW_TEXT.propose} (Cam Scan)` }).click();
    const dialog = staff.getByRole('dialog', { name: INTERVIEW_TEXT.manageFor('Cam Scan') });
    const first = dialog.getByRole('group', { name: INTERVIEW_TEXT.slot(1) });
    await first.getByLabel(INTERVIEW_TEXT.date).fill(dayjs().add(2, 'day').format('YYYY-MM-DD'));
    await first.getByLabel(INTERVIEW_TEXT.time).fill('08:15');
    await first.getByLabel(INTERVIEW_TEXT.videoUrl).fill('https://meet.example.com/yard');
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).click();
    await dialog.getByText(INTERVIEW_TEXT.proposed).waitFor();
    await read(staff, 'interview dialog');
    await staff.keyboard.press('Escape');

    const mail = await ctx.smtp.waitFor('cam.scan@example.com', /Choose a time for your interview/);
    const link = linksIn(mail).find((l) => l.includes('/interviews/choose?token='))!;
    const cam = await signIn('cam.scan@example.com');
    await cam.setViewportSize(PHONE);
    await cam.goto(link);
    await cam
      .getByText(/8:15am Mountain Time/)
      .first()
      .waitFor();
    await read(cam, 'choose page (390 px)');
    await cam.getByRole('button', { name: INTERVIEW_TEXT.choose }).click();
    await ctx.smtp.waitFor('cam.scan@example.com', /Interview booked/);
    for (const path of ['/overview', '/profile']) {
      await cam.goto(path);
      await read(cam, `${path} (390 px)`);
    }
    for (const path of ['/admin/audit', `/admin/candidates/${camId}`]) {
      await staff.goto(path);
      await staff
        .locator('main')
        .getByText(/\d:\d{2}[ap]m/)
        .first()
        .waitFor();
      await read(staff, path);
    }

    // The pages do show times (so the scan has something to read), and mails were sent.
    expect(seen.some((s) => /8:15am Mountain Time/.test(s.text))).toBe(true);
    // Quoted-printable soft line breaks (a mail with a calendar file is read whole) joined up again.
    const mails = ctx.smtp.mails.map((m) => ({
      where: `mail "${m.subject}"`,
      text: `${m.subject}\n${m.text.replace(/=\r?\n/g, '')}`,
    }));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const problems = [...seen, ...mails].flatMap((s) => zoneProblems(s.text).map((p) => `${s.where}: ${p}`));
    expect(problems).toEqual([]);
  });
});
