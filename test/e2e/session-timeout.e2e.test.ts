/**
 * WCAG 2.2.1 Timing Adjustable: a signed-in page warns before the server ends an idle session
 * (common/session.ts) and one key keeps it; once it has ended, the dialog says so and leads back
 * to the same page; a request of another tab counts; a visitor's page never warns. The page's
 * clock is Playwright's fake one, moved on by hand: the server's session is real.
 */
import type { Page } from 'playwright-core';
import { SESSION_IDLE_MS, SESSION_TOUCH_EVERY_MS, SESSION_WARNING_MS } from '../../common/session';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, JOURNEY_WIDTHS, signInContext, useBrowser } from '../helpers/browser';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';
import { es } from '../helpers/spanish';

const PASSWORD = 'Demo-Passw0rd!';
/** From the last request to the warning, and to the earliest end the server may make. */
const END_MS = SESSION_IDLE_MS - SESSION_TOUCH_EVERY_MS;
const WARN_MS = END_MS - SESSION_WARNING_MS;

const dialog = (page: Page) => page.getByRole('dialog');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describeBrowser('The session’s time limit', () => {
  let server: TestServer;
  const ui = useBrowser(() => server.url, { contextPerTest: true });

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(() => server?.stop());

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: warned before the end, Enter keeps the session; later, the end says so and leads back`, async () => {
      const { page, context } = ui;
      await page.setViewportSize(viewport);
      await signInContext(context, 'candidate@example.com', PASSWORD);
      await page.clock.install();
      await page.goto('/profile');
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');

      // Nothing before the warning's time.
      await page.clock.fastForward(WARN_MS - 60_000);
      expect(await dialog(page).count()).toBe(0);
      await page.clock.fastForward(61_000);
      await dialog(page).getByRole('heading', { name: 'Are you still there?' }).waitFor();
      await dialog(page).getByText('signed out after 30 minutes without activity: in about 3 minutes.').waitFor();
      await dialog(page).getByText('What you were typing stays in this tab.').waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Stay signed in');
      await expect(axeViolations(page, { include: '.modal' })).resolves.toEqual([]);
      await page.screenshot({ path: await screenFile(`session-warning-${name}.png`) });

      // The minutes left go down as the time passes.
      await page.clock.fastForward(61_000);
      await dialog(page).getByText('in about 2 minutes.').waitFor();

      // Enter: the server is asked (the session moves on) and the dialog goes.
      const asked = page.waitForResponse((r) => r.url().endsWith('/api/is-user'));
      await page.keyboard.press('Enter');
      expect(await (await asked).json()).toEqual({ isUser: true });
      await dialog(page).waitFor({ state: 'detached' });

      // The same wait again from that request: warned again, then the end if nothing is done.
      await page.clock.fastForward(WARN_MS + 1_000);
      await dialog(page).getByRole('heading', { name: 'Are you still there?' }).waitFor();
      await page.clock.fastForward(SESSION_WARNING_MS);
      await dialog(page).getByRole('heading', { name: 'Your session has ended' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Log in again');
      expect(await dialog(page).getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe(
        '/login?r=%2Fprofile',
      );
      await expect(axeViolations(page, { include: '.modal' })).resolves.toEqual([]);
      await page.screenshot({ path: await screenFile(`session-ended-${name}.png`) });
    });
  }

  test('Escape keeps the session too; a request of another tab puts the warning off; in Spanish', async () => {
    const { page, context } = ui;
    await signInContext(context, 'candidate@example.com', PASSWORD);
    await page.clock.install();
    await page.goto('/overview?lang=es');
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(WARN_MS + 1_000);
    await dialog(page)
      .getByRole('heading', { name: es('Are you still there?') })
      .waitFor();
    expect(await focused(page)).toBe(es('Stay signed in'));
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/is-user'));
    await page.keyboard.press('Escape');
    await asked;
    await dialog(page).waitFor({ state: 'detached' });

    // Another tab of the same browser works on (its clock set to this one's): its request is this tab's activity too.
    await page.clock.fastForward(WARN_MS - 60_000);
    const other = await context.newPage();
    await other.clock.install({ time: await page.evaluate(() => Date.now()) });
    await other.goto('/jobs');
    await other.locator('main h1').waitFor();
    await other.waitForLoadState('networkidle');
    // Past this tab's own warning time, but not past the other tab's request's.
    await page.clock.fastForward(120_000);
    await page.waitForTimeout(500);
    expect(await dialog(page).count()).toBe(0);
    await other.close();
  });

  test('When the server has ended the session, Stay signed in says it has ended', async () => {
    const { page, context } = ui;
    await signInContext(context, 'candidate@example.com', PASSWORD);
    await page.clock.install();
    await page.goto('/onboarding');
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(WARN_MS + 1_000);
    await dialog(page).getByRole('button', { name: 'Stay signed in' }).waitFor();
    // Signed out elsewhere meanwhile (the session is gone on the server).
    await context.clearCookies();
    await dialog(page).getByRole('button', { name: 'Stay signed in' }).click();
    await dialog(page).getByRole('heading', { name: 'Your session has ended' }).waitFor();
  });

  test('A visitor’s page never warns', async () => {
    const { page } = ui;
    await page.clock.install();
    await page.goto('/jobs');
    await page.locator('main h1').waitFor();
    await page.clock.fastForward(SESSION_IDLE_MS + 60_000);
    expect(await dialog(page).count()).toBe(0);
  });
});
