/**
 * Right to left (docs/architecture.md §9.9): in the bidi pseudo-locale (ar-XB) every screen of
 * the demo data checked here — the job board, search, the candidate's overview, the signing page,
 * the staff console and one of its lists — is drawn with `dir="rtl"` and the right-to-left
 * stylesheets only, at a phone's width and a desktop's, without sideways overflow of the page and
 * without text cut off. Boards, tables and PDF pages may scroll inside their own region.
 * Screenshots go to test/artifacts/screens/.
 */
import type { Page } from 'playwright-core';
import { describeBrowser, signInContext, usePages } from '../helpers/browser';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Demo-Passw0rd!';
const CANDIDATE = 'candidate@example.com';
const ADMIN = 'admin@example.com';
const NDA = 'Mutual Non-Disclosure Agreement';
const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** What the page shows wrongly: its own sideways overflow, and elements whose text is cut off. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      if (el.scrollWidth <= el.clientWidth + 1 || el.getClientRects().length === 0) continue;
      // Hidden for screen readers only, or an empty box: no text a person reads is cut.
      if (el.closest('.visually-hidden, .skip-link, [aria-hidden="true"]') || !el.innerText?.trim()) continue;
      problems.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.innerText.trim().slice(0, 40)}"`);
    }
    return problems;
  });
}

describeBrowser('Right to left (bidi pseudo-locale)', () => {
  let server: TestServer;
  const errors: string[] = [];
  const pages = usePages(() => server.url, errors);

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(() => {
    errors.length = 0;
  });
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  async function signedIn(viewport: { width: number; height: number }, email: string): Promise<Page> {
    const phone = viewport.width < 576 ? { isMobile: true, hasTouch: true } : {};
    const { context, page } = await pages.open({ viewport, ...phone });
    await signInContext(context, email, PASSWORD);
    return page;
  }

  /** Checks the screen at `path` (its content drawn once `ready` is there), and keeps a screenshot. */
  async function check(page: Page, name: string, ready: string) {
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Measured once the screen's data is drawn: a list still loading is not its layout.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // A box that passes beyond the side while it settles (a transition) is given a moment; one that
    // stays there is reported below.
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, {
        timeout: 3000,
      })
      .catch(() => undefined);
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar-XB',
    ]);
    const sheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'))
        .map((l) => new URL(l.href).pathname)
        .filter((p) => p.startsWith('/assets/')),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((s) => !s.endsWith('.rtl.css'))).toEqual([]);
    await page.screenshot({ path: await screenFile(`bidi-${name}.png`), fullPage: true });
    expect(await layoutProblems(page)).toEqual([]);
  }

  for (const [width, viewport] of WIDTHS) {
    test(`${width}: the candidate's screens and the signing page read right to left`, async () => {
      const page = await signedIn(viewport, CANDIDATE);
      await page.goto('/jobs?lang=pseudo-bidi');
      await check(page, `jobs-${width}`, 'main h1');
      // The cookie keeps the pseudo-locale from here on, over the account's language.
      await page.goto('/search');
      await check(page, `search-${width}`, '[data-testid="result-count"]');
      await page.goto('/overview');
      await check(page, `overview-${width}`, 'main h1');

      // The signing page itself, at a fresh signing address (each opens once: a desktop's document
      // page would already have opened its own in a frame).
      const graphql = async (query: string, variables: Record<string, unknown> = {}) =>
        (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as {
          data: Record<string, unknown>;
        };
      const { data: mine } = await graphql('{ myDocuments { id formTitle } }');
      const nda = (mine.myDocuments as { id: number; formTitle: string }[]).find((d) => d.formTitle === NDA)!;
      const { data: link } = await graphql(
        'query ($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
        { id: nda.id, r: '/onboarding' },
      );
      await page.goto((link.documentSigningUrl as { url: string }).url);
      await check(page, `sign-${width}`, 'input[type=checkbox]');
    });

    test(`${width}: the staff console and its job list read right to left`, async () => {
      const page = await signedIn(viewport, ADMIN);
      await page.goto('/admin?lang=pseudo-bidi');
      // The console's navigation is there only for staff: not the sign-in page.
      await check(page, `admin-${width}`, 'a[href="/admin/jobs"]');
      await page.goto('/admin/jobs');
      await check(page, `admin-jobs-${width}`, 'table');
    });
  }
});
