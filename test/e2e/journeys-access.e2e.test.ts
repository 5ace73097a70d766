/**
 * Getting in and finding one's way, in Chromium at 1280 px and on a 390 px phone: signing in
 * (a failure keeps the address, staff land on their console), the staff-only page a candidate
 * sees instead of the console, unknown paths answering 404, an invited candidate setting a
 * password after applying, the one-click link's page, and refusals while viewing as a candidate.
 * Past 300 lines because these journeys share one server and one browser, which keeps their CI
 * time low.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { AUTH_SERVER_MESSAGES } from '../../common/auth';
import { RESET_TEXT } from '../../src/features/auth/account-messages';
import { NOT_FOUND_TEXT } from '../../src/features/content/messages';
import { APPLY_NOW_TEXT, ONE_CLICK_TEXT } from '../../src/features/jobs/apply-messages';
import { CANDIDATE_TEXT, INVITE_TEXT } from '../../src/features/staff/candidates-messages';
import { PROFILE_TEXT } from '../../src/features/dashboard/profile-messages';
import { COMPONENT_TEXT } from '../../src/components/messages';
import { STAFF_ONLY_TEXT } from '../../src/features/system/messages';
import { describeBrowser, usePages } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Journey-Passw0rd!';
const SHOTS = process.env.SCREENSHOT_DIR;
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const STAFF = { email: 'rae.staff@example.com', firstName: 'Rae' };
const CANDIDATE = { email: 'kit.candidate@example.com', firstName: 'Kit' };

describeBrowser('Journeys: getting in and finding the way', () => {
  const ctx = useServerWithMail();
  const errors: string[] = [];
  const pages = usePages(() => ctx.server.url, errors);
  let jobId: number;
  const JOB = { title: 'Dialysis Nurse', company: 'Contoso Health', location: 'Denver, CO' };

  beforeAll(async () => {
    [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: JOB.title,
        description: '<p>Day shifts in a friendly unit.</p>',
        corpTitle: JOB.company,
        employmentType: 'Contract',
        category: 'Healthcare',
        location: JOB.location,
        openedAt: Date.now(),
      },
    ])) as [number];
    for (const [who, role] of [
      [STAFF, 'staff'],
      [CANDIDATE, 'candidate'],
    ] as const) {
      await ctx.server.services.auth.createUser({
        email: who.email,
        password: PASSWORD,
        firstName: who.firstName,
        lastName: 'Lane',
        role,
        confirmed: true,
      });
    }
  }, 60_000);
  afterEach(() => {
    // 4xx answers the screens handle show as "Failed to load resource"; nothing else may fail.
    expect(errors.splice(0).filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
  /** A fresh browser (no cookies) at this window size. */
  async function open(viewport: { width: number; height: number }): Promise<Page> {
    return (await pages.open({ viewport })).page;
  }

  /** Signs in through the form and waits for where the server sends this person. */
  async function signIn(page: Page, email: string, landing: string) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`**${landing}`);
  }

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  test('A failed sign-in keeps the typed email; staff then land on the console, with Admin in the header', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const page = await open(viewport);
      await page.goto('/login');
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByTestId('login-flash').getByText(AUTH_SERVER_MESSAGES.invalidCredentials).waitFor();
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe(STAFF.email);
      await expect(page.getByLabel('Password').inputValue()).resolves.toBe('');

      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('heading', { name: 'Admin Page', level: 1 }).waitFor();
      if (viewport === PHONE) await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true });
      await expect(admin.isVisible()).resolves.toBe(true);
      if (viewport === WIDE) expect(await axeViolations(page, { bestPractice: false })).toEqual([]);
      await shot(page, `staff-landing-${viewport.width}`);
    }
  });

  test('A candidate opening the console or the document check reads the staff-only page, with no console in it', async () => {
    // One signed-in page, seen at both widths.
    const page = await open(WIDE);
    await signIn(page, CANDIDATE.email, '/overview');
    // Candidates get no Admin link.
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    for (const [viewport, path] of [
      [WIDE, '/admin'],
      [WIDE, '/admin/jobs'],
      [PHONE, '/internal/doc-checks'],
      [PHONE, '/admin'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const staffOnly = page.getByTestId('staff-only');
      await staffOnly.getByRole('heading', { name: STAFF_ONLY_TEXT.title, level: 1 }).waitFor();
      await staffOnly.getByText(STAFF_ONLY_TEXT.signedIn).waitFor();
      // SPEC titles /admin 'Admin Page' for any signed-in user; the page still says it is staff-only.
      expect(await page.title()).toBe(`${path === '/admin' ? 'Admin Page' : STAFF_ONLY_TEXT.title} | Test Careers`);
      expect(await page.getByRole('navigation', { name: 'Staff console' }).count()).toBe(0);
      expect(await page.getByLabel('PDF template').count()).toBe(0);
    }
    expect(await axeViolations(page, { bestPractice: false })).toEqual([]);
    await shot(page, 'staff-only-390');
    await page.getByRole('link', { name: STAFF_ONLY_TEXT.home }).click();
    await page.waitForURL('**/overview');
    // A visitor is not asked to log in for the document check: the same page, with a way to log in.
    const visitor = await open(PHONE);
    await visitor.goto('/internal/doc-checks');
    await visitor.getByText(STAFF_ONLY_TEXT.visitor).waitFor();
    await visitor.getByRole('link', { name: STAFF_ONLY_TEXT.logIn }).click();
    await visitor.waitForURL('**/login?r=%2Finternal%2Fdoc-checks');
    // The console itself still sends a visitor to log in (docs/product.md §2).
    await visitor.goto('/admin');
    await visitor.waitForURL('**/login?r=%2Fadmin');
  });

  /** The links of the newest invitation mail to `email`, as paths on this server. */
  async function invitationLinks(email: string) {
    const mail = await ctx.smtp.waitFor(email, /A job for you/);
    ctx.smtp.mails.splice(ctx.smtp.mails.indexOf(mail), 1);
    const path = (part: string) => {
      const link = linksIn(mail).find((l) => l.includes(part));
      return link ? new URL(link).pathname + new URL(link).search : null;
    };
    return {
      mail,
      applyNow: path('/apply-now?id=')!,
      oneClick: path('/apply-redirect/')!,
      setPassword: path('/account/reset'),
    };
  }

  test('Staff invite a new address; on a phone the invitee applies from the mail, chooses a password, and lands signed in on /overview with the application', async () => {
    const staff = await open(WIDE);
    await signIn(staff, STAFF.email, '/admin');
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    // One person per line: the address, then the name of someone without an account.
    await staff.getByLabel(INVITE_TEXT.emails).fill('ivy.invitee@example.com Ivy Invitee');
    await staff.getByRole('button', { name: INVITE_TEXT.send }).click();
    await staff.getByText(INVITE_TEXT.sent(1, 1)).waitFor();

    const { mail, applyNow, setPassword } = await invitationLinks('ivy.invitee@example.com');
    expect(setPassword).not.toBeNull();
    expect(mail.text).toContain('choose your password to sign in');

    const phone = await open(PHONE);
    await phone.goto(applyNow);
    await phone.getByRole('heading', { name: JOB.title, level: 1 }).waitFor();
    await phone.getByRole('button', { name: APPLY_NOW_TEXT.apply }).click();
    await phone.getByRole('heading', { name: APPLY_NOW_TEXT.thanks }).waitFor();
    await phone.getByText(APPLY_NOW_TEXT.toPassword).waitFor();
    await phone.waitForURL(/\/account\/reset\?token=[\w-]+&applied=1$/);
    await phone.getByTestId('reset-applied').getByText(RESET_TEXT.applied).waitFor();
    await phone.getByText(RESET_TEXT.firstPassword).waitFor();
    expect(await axeViolations(phone, { bestPractice: false })).toEqual([]);
    await shot(phone, 'first-password-390');
    await phone.getByLabel(RESET_TEXT.newPassword).fill('Ivy-Chosen-Passw0rd!');
    await phone.getByLabel(RESET_TEXT.verifyPassword).fill('Ivy-Chosen-Passw0rd!');
    await phone.getByRole('button', { name: RESET_TEXT.submitFirst }).click();
    await phone.waitForURL('**/overview');
    await phone.getByTestId('application').getByRole('heading', { name: JOB.title }).waitFor();
    await shot(phone, 'invitee-overview-390');
    await phone.getByRole('button', { name: 'Toggle navigation' }).click();
    await phone.getByTestId('welcome').getByText('Welcome Ivy').waitFor();
  });

  test('The one-click link shows its job before the button, says the application was sent before asking to sign in, then that it was used; bad and expired links say so', async () => {
    const invite = () => ctx.server.services.applyLinks.invite({ email: CANDIDATE.email, jobOrderId: jobId }, null);
    await invite();
    const { oneClick } = await invitationLinks(CANDIDATE.email);

    const phone = await open(PHONE);
    await phone.goto(oneClick);
    const card = phone.getByTestId('one-click-job');
    await card.getByRole('heading', { name: JOB.title }).waitFor();
    await card.getByText(`${JOB.company} · ${JOB.location}`).waitFor();
    expect(await axeViolations(phone, { bestPractice: false })).toEqual([]);
    await shot(phone, 'one-click-390');
    await phone.getByRole('button', { name: ONE_CLICK_TEXT.submit }).click();
    await phone.waitForURL(`**${oneClick}?sent=1`);
    await phone.getByTestId('one-click-state').getByRole('heading', { name: ONE_CLICK_TEXT.sent }).waitFor();
    await phone.getByText(ONE_CLICK_TEXT.signInToFollow).waitFor();
    await shot(phone, 'one-click-sent-390');
    await phone.getByRole('link', { name: ONE_CLICK_TEXT.logIn }).click();
    await phone.waitForURL('**/login?r=%2Foverview');
    await phone.getByLabel('Email').fill(CANDIDATE.email);
    await phone.getByLabel('Password').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Log In' }).click();
    await phone.waitForURL('**/overview');
    await phone.getByTestId('application').getByRole('heading', { name: JOB.title }).waitFor();

    // Opened again: used, and the application is on file.
    await phone.goto(oneClick);
    const state = phone.getByTestId('one-click-state');
    await state.getByRole('heading', { name: ONE_CLICK_TEXT.used }).waitFor();
    await state.getByText(ONE_CLICK_TEXT.usedApplied).waitFor();
    expect(await phone.getByRole('button', { name: ONE_CLICK_TEXT.submit }).count()).toBe(0);
    await shot(phone, 'one-click-used-390');

    const wide = await open(WIDE);
    await wide.goto(`/apply-redirect/${'x'.repeat(43)}`);
    // SPEC's sentence first, then what happened.
    await wide.getByTestId('one-click-state').getByRole('heading', { name: ONE_CLICK_TEXT.failed }).waitFor();
    await wide.getByTestId('one-click-reason').getByText(ONE_CLICK_TEXT.unknown).waitFor();
    expect(await wide.getByText(/Status/).count()).toBe(0);
    await shot(wide, 'one-click-unknown-1280');
    await invite();
    const expiring = await invitationLinks(CANDIDATE.email);
    ctx.server.advance(15 * 24 * 3_600_000);
    try {
      await wide.goto(expiring.oneClick);
      await wide.getByTestId('one-click-state').getByRole('heading', { name: ONE_CLICK_TEXT.failed }).waitFor();
      await wide.getByTestId('one-click-reason').getByText(ONE_CLICK_TEXT.expired).waitFor();
      await wide.getByTestId('one-click-job').getByRole('heading', { name: JOB.title }).waitFor();
      expect(await axeViolations(wide, { bestPractice: false })).toEqual([]);
      await shot(wide, 'one-click-expired-1280');
    } finally {
      ctx.server.advance(-15 * 24 * 3_600_000);
    }
  });

  test('An unknown path answers 404 and still reads Page Not Found; a screen and a content page answer 200, and in-app links resolve without a reload', async () => {
    await ctx.server.services.content.save({
      path: '/perks',
      title: 'Perks',
      content: '<p>Free coffee. <a href="/no/such/perk">Missing perk</a></p>',
      showLayout: true,
    });
    const page = await open(PHONE);
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: NOT_FOUND_TEXT.title, level: 1 }).waitFor();
    await page.getByText(NOT_FOUND_TEXT.text).waitFor();
    expect(await page.title()).toBe(`${NOT_FOUND_TEXT.title} | Test Careers`);
    await shot(page, 'not-found-390');
    expect((await page.goto('/Perks/'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Perks' }).waitFor();
    expect((await page.goto('/login'))?.status()).toBe(200);
    // A link inside the app is resolved by the client (docs/product.md §2): no page load, same 404 page.
    await page.goto('/perks');
    await page.evaluate(() => ((window as unknown as { loaded: boolean }).loaded = true));
    await page.getByRole('link', { name: 'Missing perk' }).click();
    await page.getByRole('heading', { name: NOT_FOUND_TEXT.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { loaded?: boolean }).loaded)).toBe(true);
  });

  test('While staff view as a candidate, a blocked apply (1280 px) and a blocked profile save (390 px) say they are blocked while viewing as that candidate', async () => {
    const [otherJob] = await ctx.server.services.jobs.createJobs([
      {
        title: 'Ward Clerk',
        description: '<p>Mornings.</p>',
        corpTitle: JOB.company,
        employmentType: 'Contract',
        category: 'Healthcare',
        location: JOB.location,
        openedAt: Date.now(),
      },
    ]);
    const candidate = await ctx.server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', CANDIDATE.email)
      .executeTakeFirstOrThrow();
    const refusal = (what: string) => COMPONENT_TEXT.viewingRefused(what, 'Kit Lane');

    const page = await open(WIDE);
    await signIn(page, STAFF.email, '/admin');
    await page.goto(`/admin/candidates/${candidate.id}`);
    await page.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).click();
    await page.waitForURL('**/overview');
    await page.getByTestId('view-as-banner').waitFor();

    await page.goto(`/search?job=${otherJob}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('alert').getByText(refusal('Applying for jobs')).waitFor();
    expect(await page.getByText('Sorry, an error occurred').count()).toBe(0);
    await shot(page, 'viewing-apply-1280');

    await page.setViewportSize(PHONE);
    await page.goto('/profile');
    await page.getByRole('button', { name: PROFILE_TEXT.save }).click();
    await page.getByRole('alert').getByText(refusal('Changing the profile')).waitFor();
    expect(await page.getByText(PROFILE_TEXT.failed).count()).toBe(0);
    expect(await axeViolations(page, { bestPractice: false })).toEqual([]);
    await shot(page, 'viewing-profile-390');
  });
});
