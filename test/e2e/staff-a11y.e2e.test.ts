/**
 * axe-core over every screen of the staff console, as the demo admin (and /admin/staff as plain
 * staff, who are refused and are not offered it in the nav). Add a screen by adding a line to SCREENS.
 */
import type { Page } from 'playwright-core';
import { CANDIDATE_TEXT } from '../../src/features/staff/candidates-messages';
import { NAV_TEXT } from '../../src/features/staff/messages';
import { ADMIN_ONLY_TEXT } from '../../src/features/system/messages';
import { describeBrowser, useBrowser, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Demo-Passw0rd!';

interface Ids {
  jobId: number;
  pageId: number;
  candidateId: number;
}

/** A paged console table once its rows have arrived. */
const loadedTable = (name: string) => (p: Page) =>
  p.getByRole('table', { name }).locator('xpath=ancestor::*[@aria-busy="false"]').first().waitFor();

/** path (ids from the demo data), who looks, and what shows once the screen has loaded. */
const SCREENS: { path: (ids: Ids) => string; as: 'admin' | 'staff'; ready: (page: Page) => Promise<void> }[] = [
  { path: () => '/admin', as: 'admin', ready: (p) => p.getByTestId('stat-open-jobs').getByRole('link').waitFor() },
  { path: () => '/admin/jobs', as: 'admin', ready: (p) => p.getByTestId('staff-job-row').first().waitFor() },
  { path: () => '/admin/jobs/new', as: 'admin', ready: (p) => p.getByTestId('job-form').waitFor() },
  {
    path: (i) => `/admin/jobs/${i.jobId}`,
    as: 'admin',
    // The description's preview (its own headings) is part of what is checked.
    ready: (p) => p.getByTestId('description-preview').locator('h3').first().waitFor(),
  },
  {
    path: (i) => `/admin/jobs/${i.jobId}/applicants`,
    as: 'admin',
    ready: (p) => p.getByRole('link', { name: 'Edit job' }).waitFor(),
  },
  {
    path: (i) => `/admin/jobs/${i.jobId}/board`,
    as: 'admin',
    ready: (p) => p.getByTestId('board-column').first().waitFor(),
  },
  { path: () => '/admin/content', as: 'admin', ready: (p) => p.getByTestId('content-row').first().waitFor() },
  { path: () => '/admin/content/new', as: 'admin', ready: (p) => p.getByTestId('page-form').waitFor() },
  {
    path: (i) => `/admin/content/${i.pageId}`,
    as: 'admin',
    ready: (p) => p.getByTestId('page-version').first().waitFor(),
  },
  { path: () => '/admin/candidates', as: 'admin', ready: loadedTable('Candidates') },
  {
    path: (i) => `/admin/candidates/${i.candidateId}`,
    as: 'admin',
    ready: (p) => p.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).waitFor(),
  },
  { path: () => '/admin/documents', as: 'admin', ready: (p) => p.getByTestId('template-list').waitFor() },
  { path: () => '/admin/documents/status', as: 'admin', ready: (p) => p.getByTestId('board-counts').waitFor() },
  { path: () => '/admin/audit', as: 'admin', ready: loadedTable('Audit log') },
  { path: () => '/admin/staff', as: 'admin', ready: (p) => p.getByTestId('staff-account').first().waitFor() },
  {
    path: () => '/admin/staff',
    as: 'staff',
    ready: (p) => p.getByRole('heading', { name: ADMIN_ONLY_TEXT.title, level: 1 }).waitFor(),
  },
];

describeBrowser('Staff console accessibility (axe-core)', () => {
  const ui = useBrowser(() => server.url, { viewport: { width: 1200, height: 900 } });
  let server: TestServer;
  let ids: Ids;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    const job = await server.database.db.selectFrom('jobOrder').select('id').orderBy('id').executeTakeFirstOrThrow();
    const page = await server.database.db
      .selectFrom('cmsPage')
      .select('id')
      .where('path', '=', '/about')
      .executeTakeFirstOrThrow();
    const candidate = await server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('role', '=', 'candidate')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids = { jobId: job.id, pageId: page.id, candidateId: candidate.id };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function signIn(email: string) {
    await signInContext(ui.context, email, PASSWORD);
  }

  for (const who of ['admin', 'staff'] as const) {
    test(`Every console screen ${who === 'admin' ? 'an admin' : 'plain staff'} opens has no violations`, async () => {
      await signIn(`${who}@example.com`);
      const seen: Record<string, string[]> = {};
      for (const screen of SCREENS.filter((s) => s.as === who)) {
        const path = screen.path(ids);
        await ui.page.goto(path);
        await screen.ready(ui.page);
        seen[path] = await axeViolations(ui.page);
      }
      expect(Object.keys(seen).length).toBe(SCREENS.filter((s) => s.as === who).length);
      expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, []])));
      // The console's nav offers "Staff accounts" to admins only.
      await ui.page.goto('/admin');
      const nav = ui.page.getByRole('navigation', { name: NAV_TEXT.label });
      await nav.getByRole('link', { name: NAV_TEXT.overview }).waitFor();
      expect(await nav.getByRole('link', { name: NAV_TEXT.staff }).count()).toBe(who === 'admin' ? 1 : 0);
    }, 240_000);
  }
});
