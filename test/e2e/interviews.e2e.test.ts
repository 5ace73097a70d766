/**
 * Interviews and mail templates in Chromium, on a desktop window (1280 px) and a phone (390 px):
 * staff propose times from the pipeline's dialog, the candidate opens the mailed link and chooses
 * one, adds it to a calendar, then sees it first on /overview; an admin edits a template and
 * reads the live preview. axe finds nothing on any of these screens.
 */
import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { INTERVIEW_MESSAGES } from '../../common/interviews';
import { MAIL_TEMPLATE_MESSAGES } from '../../common/mail-templates';
import { INTERVIEW_TEXT } from '../../src/features/interviews/messages';
import { TEMPLATE_TEXT } from '../../src/features/mail-templates/messages';
import { describeBrowser } from '../helpers/browser';
import { inviteOf, parseInvite } from '../helpers/calendar';
import { layoutShift, watchLayoutShift } from '../helpers/layout-shift';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { axeViolations } from '../helpers/axe';
import { screenFile } from '../helpers/screens';
import { simpleParser } from 'mailparser';

const PASSWORD = 'Interviews-Passw0rd!';
const STAFF = 'robin.interviews@example.com';
const CANDIDATE = 'casey.interviews@example.com';
const ADMIN = 'ada.interviews@example.com';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const INFO = { ip: '203.0.113.7', userAgent: 'Interviews' };

jest.setTimeout(180_000);

/** Clicks the page's "Add to calendar" and reads the file the browser saved. */
async function downloadedInvite(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: INTERVIEW_TEXT.addToCalendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('interview.ics');
  return parseInvite(await readFile((await download.path())!, 'utf8'), 'text/calendar');
}

describeBrowser('Interviews and mail templates in the browser', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Morgan',
    staff: { email: STAFF, firstName: 'Robin' },
    candidate: { email: CANDIDATE, firstName: 'Casey' },
  });
  let jobId: number;

  beforeAll(async () => {
    const { services } = ctx.server;
    await services.auth.createUser({
      email: ADMIN,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    const caseyId = (
      await ctx.server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', CANDIDATE)
        .executeTakeFirstOrThrow()
    ).id;
    [jobId] = (await services.jobs.createJobs([
      {
        title: 'Harbor Crane Operator',
        description: '<p>Move containers safely.</p>',
        corpTitle: 'Pier Nine Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    await services.jobs.apply(caseyId, jobId, INFO);
  }, 60_000);
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  test('Staff propose two times, the candidate chooses one from the mailed link and sees it on /overview', async () => {
    const staff = await signIn(STAFF);
    await staff.setViewportSize(WIDE);
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    await staff.getByRole('button', { name: `${INTERVIEW_TEXT.propose} (Casey Morgan)` }).click();
    const dialog = staff.getByRole('dialog', { name: INTERVIEW_TEXT.manageFor('Casey Morgan') });
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).waitFor();
    const first = dialog.getByRole('group', { name: INTERVIEW_TEXT.slot(1) });
    await first.getByLabel(INTERVIEW_TEXT.date).fill(dayjs().add(3, 'day').format('YYYY-MM-DD'));
    await first.getByLabel(INTERVIEW_TEXT.time).fill('10:30');
    await first.getByLabel(INTERVIEW_TEXT.timeZone).selectOption('America/Chicago');
    await first.getByLabel(INTERVIEW_TEXT.videoUrl).fill('http://meet.example.com/insecure');
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.addSlot }).click();
    const second = dialog.getByRole('group', { name: INTERVIEW_TEXT.slot(2) });
    await second.getByLabel(INTERVIEW_TEXT.date).fill(dayjs().add(4, 'day').format('YYYY-MM-DD'));
    await second.getByLabel(INTERVIEW_TEXT.time).fill('14:00');
    await second.getByLabel(INTERVIEW_TEXT.timeZone).selectOption('America/Chicago');
    await second.getByLabel(INTERVIEW_TEXT.location).fill('Pier 9, Dock Road');
    await dialog.getByLabel(INTERVIEW_TEXT.note).fill('Ask about crane licences.');

    // A plain http link is refused, in words, beside its field.
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).click();
    await first.getByText(INTERVIEW_MESSAGES.httpsOnly).first().waitFor();
    await first.getByLabel(INTERVIEW_TEXT.videoUrl).fill('https://meet.example.com/crane');
    // The added time copied the first one's place: this one is at the pier instead.
    await second.getByLabel(INTERVIEW_TEXT.videoUrl).fill('');
    expect(await axeViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).click();
    await dialog.getByText(INTERVIEW_TEXT.proposed).waitFor();
    await dialog.getByTestId('current-interview').getByText(INTERVIEW_TEXT.statusProposed).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await staff.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The candidate follows the mailed link.
    const mail = await ctx.smtp.waitFor(CANDIDATE, /Choose a time for your interview: Harbor Crane Operator/);
    const link = linksIn(mail).find((l) => l.includes('/interviews/choose?token='))!;
    const candidate = await signIn(CANDIDATE);
    // On a phone the waiting proposal is the first thing /overview shows, within the first screen.
    await candidate.setViewportSize(PHONE);
    await candidate.goto('/overview');
    const waiting = candidate
      .getByTestId('interviews')
      .getByRole('heading', { name: 'Choose a time: Harbor Crane Operator at Pier Nine Logistics' });
    await waiting.waitFor();
    expect((await waiting.boundingBox())!.y + 40).toBeLessThan(PHONE.height);
    // The dashboard with the interview still to choose, kept for people to look at.
    await candidate.setViewportSize(WIDE);
    await candidate.goto('/overview');
    await candidate
      .getByTestId('interviews')
      .getByText(/Harbor Crane Operator/)
      .first()
      .waitFor();
    await candidate.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    await candidate.screenshot({ path: await screenFile('overview-pending-interview.png'), fullPage: true });
    await watchLayoutShift(candidate);
    for (const viewport of [PHONE, WIDE]) {
      await candidate.setViewportSize(viewport);
      await candidate.goto(link);
      await candidate
        .getByRole('heading', { name: 'Choose a time: Harbor Crane Operator at Pier Nine Logistics' })
        .waitFor();
      await candidate.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
      expect(await layoutShift(candidate)).toBeLessThan(0.005);
      expect(await axeViolations(candidate)).toEqual([]);
    }
    expect(await candidate.getByText('Ask about crane licences.').count()).toBe(0);
    await candidate.getByLabel(/Pier 9, Dock Road/).check();
    await candidate.getByRole('button', { name: INTERVIEW_TEXT.choose }).click();
    await candidate.getByText(INTERVIEW_MESSAGES.chosenNotice).waitFor();
    await candidate.getByRole('heading', { name: 'Booked: Harbor Crane Operator at Pier Nine Logistics' }).waitFor();
    const booked = await inviteOf(await ctx.smtp.waitFor(CANDIDATE, /Interview booked: Harbor Crane Operator/));
    await ctx.smtp.waitFor(STAFF, /Interview booked: Harbor Crane Operator/);
    // The page offers the mailed event as a file too.
    const fromLink = await downloadedInvite(candidate);
    expect(fromLink).toMatchObject({ method: 'PUBLISH', uid: booked.uid, sequence: booked.sequence });
    expect(fromLink.start.getTime()).toBe(booked.start.getTime());

    // Opened again later, the link says the invitation was sent, not that it is on its way.
    await candidate.setViewportSize(PHONE);
    await candidate.goto(link);
    await candidate.getByText(INTERVIEW_MESSAGES.bookedNotice).waitFor();
    expect(await candidate.getByText(INTERVIEW_MESSAGES.chosenNotice).count()).toBe(0);
    expect(await axeViolations(candidate)).toEqual([]);

    for (const viewport of [PHONE, WIDE]) {
      await candidate.setViewportSize(viewport);
      await candidate.goto('/overview');
      const section = candidate.getByTestId('interviews');
      await section.getByText(/Booked: Harbor Crane Operator/).waitFor();
      await section.getByText(/Pier 9, Dock Road/).waitFor();
      await candidate.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
      expect(await axeViolations(candidate)).toEqual([]);
      // Interviews come before every other section, on the phone and the desktop alike.
      const top = async (id: string) => (await candidate.getByTestId(id).boundingBox())!.y;
      for (const other of ['who-i-am', 'onboarding', 'applications'])
        expect(await top('interviews')).toBeLessThan(await top(other));
    }
    const fromDashboard = await downloadedInvite(candidate);
    expect(fromDashboard).toMatchObject({ method: 'PUBLISH', uid: booked.uid, sequence: booked.sequence });
    await candidate
      .getByTestId('application')
      .filter({ hasText: 'Harbor Crane Operator' })
      .getByText('Interview')
      .first()
      .waitFor();
  });

  test('An admin edits a template, reads the live preview, is told about an unknown placeholder, saves and resets', async () => {
    const admin = await signIn(ADMIN);
    for (const viewport of [PHONE, WIDE]) {
      await admin.setViewportSize(viewport);
      await admin.goto('/admin/mail-templates');
      await admin.getByRole('heading', { name: TEMPLATE_TEXT.title, level: 1 }).waitFor();
      await admin.getByLabel(TEMPLATE_TEXT.subject).waitFor();
      expect(await axeViolations(admin)).toEqual([]);
    }
    await admin.getByLabel(TEMPLATE_TEXT.choose, { exact: true }).selectOption({ label: 'Status: Offer' });
    const preview = admin.getByTestId('template-preview');
    await admin.getByLabel(TEMPLATE_TEXT.subject).fill('An offer for you, {{firstName}}: {{jobTitle}}');
    await preview.getByText('An offer for you, Jordan: Warehouse Lead').waitFor();
    await admin.getByLabel(TEMPLATE_TEXT.body).fill('Dear {{firstName}},\n\nYou earn {{salary}} at {{company}}.');
    await admin.getByText(/Unknown placeholder \{\{salary\}\}/).waitFor();
    expect(await admin.getByRole('button', { name: TEMPLATE_TEXT.save }).isDisabled()).toBe(true);
    await admin.getByLabel(TEMPLATE_TEXT.body).fill('Dear {{firstName}},\n\nWelcome to {{company}}.');
    await preview.frameLocator('iframe').getByText('Welcome to Fabrikam Logistics.').waitFor();
    await admin.getByLabel(TEMPLATE_TEXT.sendMode).selectOption('always');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: TEMPLATE_TEXT.save }).click();
    await admin.getByText(MAIL_TEMPLATE_MESSAGES.saved).waitFor();
    await admin.getByText(TEMPLATE_TEXT.edited, { exact: true }).waitFor();
    await admin.getByRole('button', { name: TEMPLATE_TEXT.reset }).click();
    await admin.getByText(MAIL_TEMPLATE_MESSAGES.reset).waitFor();
    expect(await admin.getByLabel(TEMPLATE_TEXT.subject).inputValue()).toBe('Good news about {{jobTitle}}');
  });

  test('The confirmation editor shows the mail as sent: its preview has every part of the real mail, in the same layout', async () => {
    const admin = await signIn(ADMIN);
    await admin.setViewportSize(WIDE);
    await admin.goto('/admin/mail-templates');
    await admin.getByLabel(TEMPLATE_TEXT.choose, { exact: true }).selectOption({ label: 'Application confirmation' });
    const frame = admin.getByTestId('template-preview').frameLocator('iframe');
    for (const part of [
      'in Austin, TX on Dec 1, 2026 9:30am Central Standard Time.',
      'Sent with it: your profile and your résumé “Jordan-Lee.pdf”.',
      'Fabrikam Logistics · Austin, TX · $20–$24/hr',
      'See your applications',
      'You receive this mail because you applied for this job on',
    ])
      await frame.getByText(part).first().waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    expect(await axeViolations(admin)).toEqual([]);
    const editor = await admin.screenshot();

    // The real mail of a one-click application (no cover letter: the sample has one).
    const [paidJob] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Reach Truck Driver',
        description: '<p>Drive a reach truck.</p>',
        corpTitle: 'Pier Nine Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        salary: '$24–$28/hr',
        openedAt: Date.now(),
      },
    ])) as [number];
    const caseyId = (
      await ctx.server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', CANDIDATE)
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.server.services.jobs.apply(caseyId, paidJob, INFO);
    const mail = await ctx.smtp.waitFor(CANDIDATE, /^Application received: Reach Truck Driver$/);
    const html = (await simpleParser(mail.raw)).html as string;
    expect(html).toContain('Pier Nine Logistics · Austin, TX · $24–$28/hr');

    // The same elements in the same order in the preview and in the mail, but for what the values
    // change: the sample has a cover letter, and Casey no résumé (her line links the profile).
    const shape = () =>
      [...document.body.querySelectorAll('h1, p, li, a')]
        .filter((el) => el.textContent !== 'Your cover letter was sent with it.')
        .filter((el) => !(el.tagName === 'A' && el.parentElement?.textContent?.startsWith('Sent with it')))
        .map((el) => el.tagName);
    const frameOf = async (page: Page) => (await page.locator('iframe').first().elementHandle())!.contentFrame();
    const previewed = await (await frameOf(admin))!.evaluate(shape);
    const side = await admin.context().newPage();
    try {
      await side.setViewportSize({ width: 1280 + 640, height: 900 });
      await side.setContent(
        `<body style="margin:0;display:flex"><img alt="" src="data:image/png;base64,${editor.toString('base64')}" width="1280"><iframe title="The mail as received" style="width:640px;height:900px;border:0" srcdoc="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe></body>`,
      );
      const received = side.frameLocator('iframe').locator('body');
      await received.getByText('Reach Truck Driver').first().waitFor();
      expect(await (await frameOf(side))!.evaluate(shape)).toEqual(previewed);
      await side.screenshot({ path: await screenFile('mail-template-editor-beside-real-mail.png') });
    } finally {
      await side.close();
    }
  });
});
