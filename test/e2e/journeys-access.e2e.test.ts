/**
 * Getting in and finding one's way, in Chromium at 1280 px and on a 390 px phone: signing in
 * (a failure keeps the address, staff land on their console), the staff-only page a candidate
 * sees instead of the console, unknown paths answering 404, an invited candidate setting a
 * password after applying, the one-click link's page, and refusals while viewing as a candidate.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AUTH_SERVER_MESSAGES } from '../../common/auth';
import { STAFF_ONLY_TEXT } from '../../src/features/system/messages';
import { launchBrowser, newPage } from '../helpers/browser';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';

const PASSWORD = 'Journey-Passw0rd!';
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const STAFF = { email: 'rae.staff@example.com', firstName: 'Rae' };
const CANDIDATE = { email: 'kit.candidate@example.com', firstName: 'Kit' };

describeBrowser('Journeys: getting in and finding the way', () => {
  const ctx = useServerWithMail();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
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
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
    // 4xx answers the screens handle show as "Failed to load resource"; nothing else may fail.
    expect(errors.splice(0).filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh browser (no cookies) at this window size. */
  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: ctx.server.url, viewport });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    return newPage(context, errors);
  }

  /** Signs in through the form and waits for where the server sends this person. */
  async function signIn(page: Page, email: string, landing: string) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`**${landing}`);
  }

  async function violations(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

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
      expect(await violations(page)).toEqual([]);
    }
    // A return path still wins over the console.
    const page = await open(WIDE);
    await page.goto('/search');
    await page.waitForURL('**/login?r=%2Fsearch');
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/search');
  });

  test('A candidate opening the console or the document check reads the staff-only page, with no console in it', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const page = await open(viewport);
      await signIn(page, CANDIDATE.email, '/overview');
      // Candidates get no Admin link.
      expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
      for (const path of ['/admin', '/admin/jobs', '/internal/doc-checks']) {
        await page.goto(path);
        const staffOnly = page.getByTestId('staff-only');
        await staffOnly.getByRole('heading', { name: STAFF_ONLY_TEXT.title, level: 1 }).waitFor();
        await staffOnly.getByText(STAFF_ONLY_TEXT.signedIn).waitFor();
        expect(await page.title()).toBe(`${STAFF_ONLY_TEXT.title} | Test Careers`);
        expect(await page.getByRole('navigation', { name: 'Staff console' }).count()).toBe(0);
        expect(await page.getByLabel('PDF template').count()).toBe(0);
      }
      expect(await violations(page)).toEqual([]);
      await page.getByRole('link', { name: STAFF_ONLY_TEXT.home }).click();
      await page.waitForURL('**/overview');
    }
    // A visitor is not asked to log in for the document check: the same page, with a way to log in.
    const visitor = await open(PHONE);
    await visitor.goto('/internal/doc-checks');
    await visitor.getByText(STAFF_ONLY_TEXT.visitor).waitFor();
    await visitor.getByRole('link', { name: STAFF_ONLY_TEXT.logIn }).click();
    await visitor.waitForURL('**/login?r=%2Finternal%2Fdoc-checks');
    // The console itself still sends a visitor to log in (SPEC §2).
    await visitor.goto('/admin');
    await visitor.waitForURL('**/login?r=%2Fadmin');
  });
});
