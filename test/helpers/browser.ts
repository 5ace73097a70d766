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

/** Records the page's uncaught errors, console errors and dialogs in `errors` (dialogs are dismissed). */
function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
}

/** A page that fails the test on any uncaught page error or console error. */
export async function newPage(context: BrowserContext, errors: string[] = []): Promise<Page> {
  const page = await context.newPage();
  watchErrors(page, errors);
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
 * Leaves a used page as a new one would be for the next test: no other tabs, listeners, routes,
 * cookies, permissions or storage, the default viewport, and about:blank. The browser's cache stays
 * warm (a returning visitor's), which is what spares each test a new renderer process and a cold
 * load of the client. Answers false where the page cannot be cleaned (a crash, say).
 */
async function resetPage(context: BrowserContext, page: Page, viewport: { width: number; height: number }) {
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    // A page asking to stay (a form with unsaved changes) lets the next test's page go.
    page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Session storage lives as long as the tab. Cleared with local storage as the page leaves, after
    // the page's own pagehide handlers have saved their state there.
    if (/^https?:/.test(page.url())) {
      await page.evaluate(() =>
        window.addEventListener('pagehide', () => {
          localStorage.clear();
          sessionStorage.clear();
        }),
      );
    }
    await page.goto('about:blank');
    page.removeAllListeners('dialog');
    await context.clearCookies();
    await context.clearPermissions();
    await page.setViewportSize(viewport);
    return true;
  } catch {
    return false;
  }
}

/**
 * One Chromium, context and page per test file, the page left clean between tests (`resetPage`)
 * unless `contextPerTest`.
 * After each test, any page error, console error or dialog fails it (4xx answers that the screens
 * handle show up as "Failed to load resource" and are allowed), unless `checkErrors` is false.
 */
export function useBrowser(
  baseURL: () => string,
  options: {
    viewport?: { width: number; height: number };
    timeoutMs?: number;
    checkErrors?: boolean;
    /** A new context for each test, where tests set up the browser itself (a virtual authenticator). */
    contextPerTest?: boolean;
  } = {},
): BrowserUnderTest {
  const ui = { errors: [] as string[] } as { browser: Browser; context: BrowserContext; page: Page; errors: string[] };
  const viewport = options.viewport ?? { width: 1200, height: 800 };
  let contextURL = '';
  async function freshPage() {
    await ui.context?.close();
    contextURL = baseURL();
    ui.context = await ui.browser.newContext({ baseURL: contextURL, viewport });
    ui.context.setDefaultTimeout(options.timeoutMs ?? 15_000);
    ui.page = await ui.context.newPage();
  }
  beforeAll(async () => {
    ui.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ui.browser?.close();
  });
  beforeEach(async () => {
    // A server restarted on another port needs a context with its address.
    const reused =
      ui.context &&
      !options.contextPerTest &&
      contextURL === baseURL() &&
      (await resetPage(ui.context, ui.page, viewport));
    if (!reused) await freshPage();
    ui.errors.length = 0;
    watchErrors(ui.page, ui.errors);
  });
  afterEach(() => {
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
