/** What the Form I-9 browser journeys share: their people, their screenshots, the reflow check. */
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ServerWithMail } from './mail-server';

/** Makes a journey's confirmed accounts, named "<first name> Rivera", with the journey's password. */
export const i9Accounts =
  (ctx: ServerWithMail, password: string) =>
  (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
    ctx.server.services.auth.createUser({ email, password, firstName, lastName: 'Rivera', role, confirmed: true });

/** A full-page screenshot named `<prefix>-<name>.png` in SCREENSHOT_DIR, when it is set. */
export const i9Screenshots = (ui: { page: Page }, prefix: string) => async (name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await ui.page.screenshot({ path: path.join(dir, `${prefix}-${name}.png`), fullPage: true });
};

/** The page reflows into `width`: nothing scrolls sideways. */
export async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
