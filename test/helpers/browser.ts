/** Debian's Chromium driven by playwright-core. Under CI=true a missing browser fails the run. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import CHROMIUM_FLAGS from '../../bench/chromium-flags.json';

/**
 * CHROME_PATH, else Chromium's headless shell (Debian's chromium-headless-shell: the same Blink and
 * V8 without the desktop browser around them, what Playwright itself runs headless; the journeys
 * cost about 30% less CPU in it), else Debian's chromium. Lighthouse measures in the full browser.
 */
const CHROME_PATH =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

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
    // Leaving a form with unsaved changes asks first (test/e2e/unsaved-changes.e2e.test.ts tests
    // that prompt); a journey that moves on from a form it filled leaves.
    if (d.type() === 'beforeunload') return void d.accept();
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

type Viewport = { width: number; height: number };
/** What a test may ask of a browser context; the viewport can change on a used page, the rest cannot. */
export interface PageOptions {
  viewport?: Viewport;
  isMobile?: boolean;
  hasTouch?: boolean;
  /** A context of its own, closed after the test (tests that set up the browser itself). */
  fresh?: boolean;
}

/** The page and context events a test may listen to; a used page drops its listeners of them. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'page',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
  'websocket',
  'worker',
];

/**
 * Leaves a used page as a new one would be for the next test: no other tabs, listeners, routes,
 * cookies, permissions or storage, its viewport, and about:blank. The browser's cache stays warm
 * (a returning visitor's), which is what spares each test a new renderer process and a cold load
 * of the client. Answers false where the page cannot be cleaned (a crash, say).
 */
async function resetPage(context: BrowserContext, page: Page, viewport: Viewport) {
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    // The events tests listen to (Playwright keeps its own close and crash handlers on the page).
    for (const event of TEST_EVENTS) {
      page.removeAllListeners(event);
      context.removeAllListeners(event);
    }
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

interface Held {
  context: BrowserContext;
  page: Page;
  /** baseURL and the options a used page cannot change. */
  key: string;
  viewport: Viewport;
  /** Opened by a test (handed back after it), not by a beforeAll (kept for the file). */
  perTest: boolean;
  fresh: boolean;
  free: boolean;
}

/**
 * One Chromium per test file, and pages in browser contexts of their own, as if each were a new
 * visitor's browser. A page opened in a test is cleaned after it (`resetPage`) and handed to the
 * next test that asks for one; a page opened before the tests stays with the file. Any page error,
 * console error or dialog goes to `errors`.
 */
export function usePages(baseURL: () => string, errors: string[], defaults: { timeoutMs?: number } = {}) {
  let browser: Browser;
  const held: Held[] = [];
  let inTest = false;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    for (const h of held.filter((h) => h.perTest && !h.free)) {
      if (!h.fresh && (await resetPage(h.context, h.page, h.viewport))) h.free = true;
      else {
        held.splice(held.indexOf(h), 1);
        await h.context.close().catch(() => undefined);
      }
    }
  });

  /** A clean page with no cookies: one a finished test left, or a new context's. */
  async function open(options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
    const viewport = options.viewport ?? { width: 1200, height: 800 };
    const url = baseURL();
    const key = JSON.stringify([url, options.isMobile ?? false, options.hasTouch ?? false]);
    let h = options.fresh ? undefined : held.find((c) => c.free && c.key === key);
    if (h) {
      h.free = false;
      if (h.viewport.width !== viewport.width || h.viewport.height !== viewport.height) {
        await h.page.setViewportSize(viewport);
      }
    } else {
      const { isMobile, hasTouch } = options;
      const context = await browser.newContext({ baseURL: url, viewport, isMobile, hasTouch });
      context.setDefaultTimeout(defaults.timeoutMs ?? 15_000);
      h = {
        context,
        page: await context.newPage(),
        key,
        viewport,
        perTest: inTest,
        fresh: !!options.fresh,
        free: false,
      };
      held.push(h);
    }
    h.viewport = viewport;
    h.perTest = inTest;
    watchErrors(h.page, errors);
    return { context: h.context, page: h.page };
  }

  return {
    open,
    get browser() {
      return browser;
    },
  };
}

export interface BrowserUnderTest {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Page errors, console errors and dialogs of the current test. */
  readonly errors: string[];
}

/**
 * A clean page for each test (`usePages`). After each test, any page error, console error or dialog
 * fails it (4xx answers that the screens handle show up as "Failed to load resource" and are
 * allowed), unless `checkErrors` is false.
 */
export function useBrowser(
  baseURL: () => string,
  options: {
    viewport?: Viewport;
    timeoutMs?: number;
    checkErrors?: boolean;
    /** A new context for each test, where tests set up the browser itself (a virtual authenticator). */
    contextPerTest?: boolean;
  } = {},
): BrowserUnderTest {
  const ui = { errors: [] as string[] } as { browser: Browser; context: BrowserContext; page: Page; errors: string[] };
  const pages = usePages(baseURL, ui.errors, options);
  beforeAll(() => {
    ui.browser = pages.browser;
  });
  beforeEach(async () => {
    ui.errors.length = 0;
    Object.assign(ui, await pages.open({ viewport: options.viewport, fresh: options.contextPerTest }));
  });
  afterEach(() => {
    if (options.checkErrors !== false) {
      expect(ui.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    }
  });
  return ui;
}

/** Signs `context` in as `email` the way the login form posts (the server answers 303 to the landing page). */
export async function signInContext(context: BrowserContext, email: string, password: string): Promise<void> {
  const post = () => context.request.post('/login', { form: { username: email, password }, maxRedirects: 0 });
  // A kept-alive socket the server closed as idle just as it was reused resets; a browser sends
  // again on a new one, and so does this (once, and only for that).
  const res = await post().catch((err: unknown) => {
    if (err instanceof Error && /ECONNRESET|socket hang up/.test(err.message)) return post();
    throw err;
  });
  expect(res.status()).toBe(303);
}

/** Signs in through the login form, the way a person does, and waits for the landing page. */
export async function signInWithForm(page: Page, email: string, password: string, landing = '/overview') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${landing}`);
}

/** The widths every language journey runs at: a desktop's and a phone's. */
export const JOURNEY_WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
