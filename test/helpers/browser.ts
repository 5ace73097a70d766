/** Debian's Chromium driven by playwright-core. Under CI=true a missing browser fails the run. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import CHROMIUM_FLAGS from '../../bench/chromium-flags.json';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function browserAvailable(): boolean {
  if (existsSync(CHROME_PATH)) return true;
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${CHROME_PATH} (CI=true requires it)`);
  return false;
}

/** `describe` for browser suites: skipped on a developer machine without Chromium, never in CI. */
export const describeBrowser: jest.Describe = browserAvailable() ? describe : describe.skip;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A page that fails the test on any uncaught page error or console error. */
export async function newPage(context: BrowserContext, errors: string[] = []): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return page;
}

export interface BrowserUnderTest {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Page errors, console errors and dialogs of the current test. */
  readonly errors: string[];
}

/**
 * One Chromium per test file and a fresh context and page per test. After each test, any page
 * error, console error or dialog fails it (4xx answers that the screens handle show up as
 * "Failed to load resource" and are allowed), unless `checkErrors` is false.
 */
export function useBrowser(
  baseURL: () => string,
  options: { viewport?: { width: number; height: number }; timeoutMs?: number; checkErrors?: boolean } = {},
): BrowserUnderTest {
  const ui = { errors: [] as string[] } as { browser: Browser; context: BrowserContext; page: Page; errors: string[] };
  beforeAll(async () => {
    ui.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ui.browser?.close();
  });
  beforeEach(async () => {
    ui.errors.length = 0;
    ui.context = await ui.browser.newContext({
      baseURL: baseURL(),
      viewport: options.viewport ?? { width: 1200, height: 800 },
    });
    ui.context.setDefaultTimeout(options.timeoutMs ?? 15_000);
    ui.page = await newPage(ui.context, ui.errors);
  });
  afterEach(async () => {
    await ui.context?.close();
    if (options.checkErrors !== false) {
      expect(ui.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    }
  });
  return ui;
}

/** Signs in through the login form, the way a person does, and waits for the landing page. */
export async function signInWithForm(page: Page, email: string, password: string, landing = '/overview') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${landing}`);
}
