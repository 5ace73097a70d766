/**
 * A crawl of every screen of common/routes.ts SCREEN_ROUTES (and the catch-all's CMS page and 404
 * page, and the staff-only and admin-only refusals) in one language, each as the roles that see
 * it, with a check of the caller's on each page once it is ready. One server (started with the
 * demo seed: SEED_DEMO and DEMO_PASSWORD), one browser context per role, pages in sequence.
 *
 * Open screens are visited as a visitor, except those about a candidate's own things; console
 * screens as plain staff (an admin sees the same screen), admins' screens as an admin.
 * `uncrawledRoutes()` names any route that has no stop here and no reason in NOT_CRAWLED.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../common/i18n';
import { SCREEN_ROUTES } from '../../common/routes';
import { newPage, signInContext } from './browser';
import { crawlData, DEMO_EMAILS, type CrawlData } from './crawl-data';
import type { TestServer } from './server';

export const CRAWL_ROLES = ['visitor', 'candidate', 'staff', 'admin'] as const;
type CrawlRole = (typeof CRAWL_ROLES)[number];

/** The content catch-all of src/routes.ts (a CMS page by path, else the 404 page). */
const CATCH_ALL = '/*path';

interface Stop {
  /** The SCREEN_ROUTES path it shows (or CATCH_ALL). */
  route: string;
  as: CrawlRole;
  /** The address; `page` is still on the previous stop's page. */
  url: (data: CrawlData, page: Page) => string | Promise<string>;
  /** Before the generic wait: what shows once the screen has moved on by itself. */
  settle?: (page: Page) => Promise<unknown>;
  /**
   * A hand-over page that moves on after a moment: checked once this shows (in place of the
   * generic wait), its pending timers cancelled so that it stays.
   */
  handOver?: (page: Page) => Promise<unknown>;
}

const at = (path: string) => (): string => path;

const boxSignMessage = (p: Page) => p.locator('.alert p').waitFor();

const STOPS: Stop[] = [
  { route: '/', as: 'visitor', url: at('/') },
  { route: '/login', as: 'visitor', url: at('/login') },
  { route: '/register', as: 'visitor', url: at('/register') },
  // A made-up token: confirming a real one would confirm an account the other stops rely on.
  { route: '/register/confirm', as: 'visitor', url: at(`/register/confirm?token=${'x'.repeat(43)}`) },
  { route: '/account/request-reset', as: 'visitor', url: at('/account/request-reset') },
  { route: '/account/reset', as: 'visitor', url: (d) => `/account/reset?token=${encodeURIComponent(d.resetToken)}` },
  { route: '/contact', as: 'visitor', url: at('/contact') },
  { route: '/accessibility', as: 'visitor', url: at('/accessibility') },
  { route: '/accessibility/report', as: 'visitor', url: at('/accessibility/report') },
  { route: '/apply-now', as: 'visitor', url: (d) => `/apply-now?id=${encodeURIComponent(d.applicantId)}` },
  { route: '/apply-redirect/:token', as: 'visitor', url: (d) => `/apply-redirect/${d.oneClickToken}` },
  { route: '/jobs', as: 'visitor', url: at('/jobs') },
  { route: '/jobs/:id', as: 'visitor', url: (d) => `/jobs/${d.jobId}` },
  { route: '/verify', as: 'visitor', url: at('/verify') },
  { route: '/unsubscribe/:token', as: 'visitor', url: (d) => `/unsubscribe/${d.unsubscribeToken}` },
  {
    route: '/interviews/choose',
    as: 'visitor',
    url: (d) => `/interviews/choose?token=${encodeURIComponent(d.interviewToken)}`,
  },
  { route: '/error', as: 'visitor', url: at('/error') },
  // The staff-only page, as a visitor sees it.
  { route: '/internal/doc-checks', as: 'visitor', url: at('/internal/doc-checks') },
  { route: CATCH_ALL, as: 'visitor', url: at('/about') },
  { route: CATCH_ALL, as: 'visitor', url: at('/no/such/page') },

  { route: '/overview', as: 'candidate', url: at('/overview') },
  { route: '/profile', as: 'candidate', url: at('/profile') },
  { route: '/account/security', as: 'candidate', url: at('/account/security') },
  { route: '/onboarding', as: 'candidate', url: at('/onboarding') },
  { route: '/documents/manual', as: 'candidate', url: at('/documents/manual') },
  { route: '/documents/electronic', as: 'candidate', url: at('/documents/electronic') },
  {
    route: '/documents/signed-report',
    as: 'candidate',
    url: (d) => `/documents/signed-report?id=${d.documentId}&event=signing_complete`,
    handOver: (p) => p.getByTestId('signed-report-message').waitFor(),
  },
  {
    route: '/documents',
    as: 'candidate',
    url: (d) => `/documents?id=${d.documentId}`,
    // On a phone the signing page takes the tab.
    settle: (p) => Promise.race([p.locator('iframe.signing-frame').waitFor(), p.waitForURL('**/esign/sign?**')]),
  },
  {
    route: '/esign/sign',
    as: 'candidate',
    // A signing address is good for one opening, and the document screen's frame used its own.
    url: (d, p) =>
      p.evaluate(async (documentId) => {
        const query = 'query ($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }';
        const answer = await fetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query, variables: { id: documentId, r: '/onboarding' } }),
        });
        return ((await answer.json()) as { data: { documentSigningUrl: { url: string } } }).data.documentSigningUrl.url;
      }, d.documentId),
  },
  { route: '/box-sign-complete', as: 'candidate', url: at('/box-sign-complete'), handOver: boxSignMessage },
  { route: '/box-sign-declined', as: 'candidate', url: at('/box-sign-declined'), handOver: boxSignMessage },
  { route: '/search', as: 'candidate', url: at('/search') },
  { route: '/jobs/:id/apply', as: 'candidate', url: (d) => `/jobs/${d.formJobId}/apply` },
  {
    route: '/applications/:id/self-identification',
    as: 'candidate',
    url: (d) => `/applications/${d.applicationId}/self-identification`,
  },
  { route: '/i9/:id', as: 'candidate', url: (d) => `/i9/${d.i9Id}` },
  // The staff-only page, as a candidate sees it.
  { route: '/admin', as: 'candidate', url: at('/admin') },

  { route: '/admin', as: 'staff', url: at('/admin') },
  { route: '/internal/doc-checks', as: 'staff', url: at('/internal/doc-checks') },
  { route: '/admin/jobs', as: 'staff', url: at('/admin/jobs') },
  { route: '/admin/jobs/new', as: 'staff', url: at('/admin/jobs/new') },
  { route: '/admin/jobs/:id', as: 'staff', url: (d) => `/admin/jobs/${d.jobId}` },
  { route: '/admin/jobs/:id/applicants', as: 'staff', url: (d) => `/admin/jobs/${d.jobId}/applicants` },
  { route: '/admin/jobs/:id/board', as: 'staff', url: (d) => `/admin/jobs/${d.jobId}/board` },
  { route: '/admin/documents', as: 'staff', url: at('/admin/documents') },
  { route: '/admin/documents/status', as: 'staff', url: at('/admin/documents/status') },
  { route: '/admin/documents/countersign', as: 'staff', url: at('/admin/documents/countersign') },
  { route: '/admin/documents/:id', as: 'staff', url: (d) => `/admin/documents/${d.documentId}` },
  { route: '/admin/candidates', as: 'staff', url: at('/admin/candidates') },
  { route: '/admin/candidates/:id', as: 'staff', url: (d) => `/admin/candidates/${d.candidateId}` },
  { route: '/admin/audit', as: 'staff', url: at('/admin/audit') },
  { route: '/admin/content', as: 'staff', url: at('/admin/content') },
  { route: '/admin/content/new', as: 'staff', url: at('/admin/content/new') },
  { route: '/admin/content/:id', as: 'staff', url: (d) => `/admin/content/${d.pageId}` },
  // The demo staff member holds the Form I-9 permission.
  { route: '/admin/i9', as: 'staff', url: at('/admin/i9') },
  { route: '/admin/i9/sites', as: 'staff', url: at('/admin/i9/sites') },
  { route: '/admin/i9/templates', as: 'staff', url: at('/admin/i9/templates') },
  { route: '/admin/i9/templates/:id', as: 'staff', url: (d) => `/admin/i9/templates/${d.i9TemplateId}` },
  { route: '/admin/i9/:id', as: 'staff', url: (d) => `/admin/i9/${d.i9Id}` },
  // The admin-only sentence, as plain staff see it.
  { route: '/admin/staff', as: 'staff', url: at('/admin/staff') },

  { route: '/admin', as: 'admin', url: at('/admin') },
  { route: '/admin/staff', as: 'admin', url: at('/admin/staff') },
  { route: '/admin/self-identification', as: 'admin', url: at('/admin/self-identification') },
  { route: '/admin/mail-templates', as: 'admin', url: at('/admin/mail-templates') },
  { route: '/admin/integrations', as: 'admin', url: at('/admin/integrations') },
  { route: '/admin/brand', as: 'admin', url: at('/admin/brand') },
];

/** Screens the crawl leaves out, and why. */
const NOT_CRAWLED: Readonly<Record<string, string>> = {
  '/logout': 'signs the session out; the crawl needs it signed in (accessibility.e2e.test.ts checks the page)',
  '/loading-transition': 'a hand-over page that moves on at once to where it was sent',
};

/** SCREEN_ROUTES paths with no stop and no reason to skip them (should be none). */
export function uncrawledRoutes(): string[] {
  const crawled = new Set(STOPS.map((s) => s.route));
  return SCREEN_ROUTES.map((r) => r.path).filter((path) => !crawled.has(path) && !(path in NOT_CRAWLED));
}

/** Stops and skips naming a route SCREEN_ROUTES no longer has (should be none). */
export function staleCrawlEntries(): string[] {
  const known = new Set([...SCREEN_ROUTES.map((r) => r.path), CATCH_ALL]);
  return [...STOPS.map((s) => s.route), ...Object.keys(NOT_CRAWLED)].filter((path) => !known.has(path));
}

/** Until the screen has drawn its heading and nothing in it, or its frames, says it is loading. */
async function ready(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  for (const frame of page.frames()) {
    await frame.waitForFunction(
      () =>
        document.readyState === 'complete' &&
        !document.querySelector('[aria-busy="true"], .skeleton-line, [role="status"] .spinner-border'),
    );
  }
}

/**
 * Once `shown` has shown, cancels every timer the page has pending (Chromium numbers them in
 * order), a hand-over page's move on (2 s or more after it shows) with them. The page's clock is
 * left alone: axe needs timers.
 */
async function stayPut(page: Page, shown: (page: Page) => Promise<unknown>): Promise<void> {
  await shown(page);
  await page.evaluate(() => {
    const last = window.setTimeout(() => undefined, 0);
    for (let id = 1; id <= last; id++) window.clearTimeout(id);
  });
}

interface CrawlStop {
  route: string;
  as: CrawlRole;
  /** The address visited (the page's own may have moved on). */
  url: string;
}

export interface CrawlResult {
  /** Each page by `role url`, with what the check (and the page's own errors) found there. */
  problems: Record<string, string[]>;
  ms: number;
}

export interface CrawlOptions {
  /** The `lang` cookie every role's browser sends (the demo accounts have no language of their own). */
  language: string;
  viewport: { width: number; height: number };
  password: string;
  /** Whose screens to visit (all four by default). */
  roles?: readonly CrawlRole[];
  /** What is wrong with the page, one readable line each (none: fine). */
  check: (page: Page, stop: CrawlStop) => Promise<string[]>;
  /** More of each role's browser context: a phone's `isMobile` and `hasTouch`, say. */
  contextOptions?: Omit<BrowserContextOptions, 'baseURL' | 'viewport'>;
  /** Readies each role's new context before it signs in and visits (an init script, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

const made = new WeakMap<TestServer, Promise<CrawlData>>();

/** The server's crawl data, made once: a second crawl (another width) visits the same pages. */
function dataOf(server: TestServer): Promise<CrawlData> {
  if (!made.has(server)) made.set(server, crawlData(server));
  return made.get(server)!;
}

/** Visits every stop, role after role, and answers what `check` found on each page. */
export async function crawlRoutes(server: TestServer, browser: Browser, options: CrawlOptions): Promise<CrawlResult> {
  const missing = [...uncrawledRoutes(), ...staleCrawlEntries()];
  if (missing.length) throw new Error(`Routes the crawl does not know: ${missing.join(', ')}`);
  const started = Date.now();
  const data = await dataOf(server);
  const problems: Record<string, string[]> = {};
  for (const role of options.roles ?? CRAWL_ROLES) {
    const context = await browser.newContext({
      ...options.contextOptions,
      baseURL: server.url,
      viewport: options.viewport,
    });
    try {
      await options.prepare?.(context);
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: options.language, url: server.url }]);
      if (role !== 'visitor') await signInContext(context, DEMO_EMAILS[role], options.password);
      const errors: string[] = [];
      const page = await newPage(context, errors);
      for (const stop of STOPS.filter((s) => s.as === role)) {
        const url = await stop.url(data, page);
        const key = `${role} ${url.replace(server.url, '')}`;
        errors.length = 0;
        try {
          await page.goto(url);
          await stop.settle?.(page);
          if (stop.handOver) await stayPut(page, stop.handOver);
          else await ready(page);
          problems[key] = await options.check(page, { route: stop.route, as: role, url });
        } catch (error) {
          problems[key] = [`not checked: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
        }
        // A 4xx the screen handles shows in the console as a failed load, and is fine.
        problems[key].push(...errors.filter((e) => !e.includes('Failed to load resource')));
      }
    } finally {
      await context.close();
    }
  }
  return { problems, ms: Date.now() - started };
}
