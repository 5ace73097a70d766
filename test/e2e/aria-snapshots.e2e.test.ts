/**
 * Screen-reader semantics checked, not assumed (WCAG 2.2 1.3.1, 1.3.2, 2.4.6, 3.3.2, 4.1.2, 4.1.3): six
 * screens at 1280 px, in English, over the demo data, each read as Playwright's ARIA snapshot of
 * <body> (landmarks and their names, the heading outline, fields and their labels, live regions)
 * plus what Chromium's accessibility tree adds to it (politeness of live regions, required fields,
 * descriptions), and compared with its reviewed file in test/e2e/aria-snapshots/. Independently of
 * the files, each screen has one h1, no skipped heading level, one banner, main and contentinfo,
 * landmarks of one kind told apart by name, and a name on every field in main.
 *
 * Before comparing, what differs between runs and machines is replaced (test/helpers/aria-snapshot.ts,
 * NORMALISATIONS): dates by <date>, times of day by <time>, the footer's "© 2026" by "© <year>",
 * "3 days ago" by <time ago>, the server's address by <origin>, ids in link addresses by <id>; a
 * list of more than 8 items keeps its first 3 ("# 17 more listitems left out"); a board card's tags,
 * which the demo adds within one millisecond and so come in either order, are sorted.
 *
 * UPDATE_ARIA_SNAPSHOTS=1 writes the files from the screens instead of comparing them; review their
 * diff as a screen reader user would (a field without a name, headings out of order, a result count
 * nobody announces) before committing it. The last test shows a comparison notices a heading, a
 * landmark and a label going, and the structure checks notice a skipped level and an unnamed landmark.
 */
import type { Frame, Page } from 'playwright-core';
import { describeBrowser, useBrowser, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { DEMO_EMAILS } from '../helpers/crawl-data';
import {
  checkAgainstStored,
  chromiumTree,
  diffFromStored,
  screenSnapshot,
  structureProblems,
  type SnapshotOptions,
} from '../helpers/aria-snapshot';

const PASSWORD = 'Demo-Passw0rd!';
const W4 = "Employee's Withholding Certificate (W-4)";
const FORM_JOB = 'Forklift Operator (Licensed)';

/** Each screen's stored file and the title at its top. */
const SCREENS = {
  board: ['job-board.yaml', 'The public job board (/jobs), as a visitor'],
  job: ['job-page.yaml', "A job's public page (/jobs/:id, the demo pipeline's job), as a visitor"],
  apply: ['application-form.yaml', `The application form (/jobs/:id/apply) of "${FORM_JOB}", as the demo candidate`],
  overview: ['candidate-overview.yaml', "The candidate's home (/overview), as the demo candidate"],
  signing: [
    'signing-page.yaml',
    `The signing page (/esign/sign, framed in /documents?id=…) of the ${W4}, after consent`,
  ],
  pipeline: ['pipeline-board.yaml', "The pipeline board (/admin/jobs/:id/board) of the demo pipeline's job, as staff"],
} as const;

/** Waits until nothing on the page (or frame) tells a screen reader it is still loading. */
const settled = (root: Page | Frame) =>
  root.waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner-border:not([aria-hidden])'), null, {
    timeout: 20_000,
  });

describeBrowser('ARIA snapshots of the main screens', () => {
  const ui = useBrowser(() => server.url, { viewport: { width: 1280, height: 900 } });
  let server: TestServer;
  const ids = { job: 0, formJob: 0, w4: 0 };

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    const { db } = server.database;
    // The demo pipeline's job: the first open one (server/dev/pipeline.seed.ts).
    ids.job = (
      await db.selectFrom('jobOrder').select('id').where('status', '=', 'Open').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    // Screening questions of four kinds: yes/no, number, one of three, free text (server/dev/application-form.seed.ts).
    ids.formJob = (
      await db.selectFrom('jobOrder').select('id').where('title', '=', FORM_JOB).executeTakeFirstOrThrow()
    ).id;
    ids.w4 = (
      await db
        .selectFrom('document')
        .innerJoin('userAccount', 'userAccount.id', 'document.userId')
        .select('document.id')
        .where('userAccount.email', '=', DEMO_EMAILS.candidate)
        .where('document.formTitle', '=', W4)
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** The screen's structure holds, and its snapshot reads as its stored file. */
  async function expectScreen(screen: keyof typeof SCREENS, page: Page, options: SnapshotOptions = {}) {
    const [file, title] = SCREENS[screen];
    const { text, tree } = await screenSnapshot(page, options);
    expect(structureProblems(tree, options.frame ? 'frame' : 'page')).toEqual([]);
    expect(checkAgainstStored(file, title, text)).toBe('');
    return tree;
  }

  async function openApplicationForm() {
    await signInContext(ui.context, DEMO_EMAILS.candidate, PASSWORD);
    await ui.page.goto(`/jobs/${ids.formJob}/apply`);
    await ui.page.getByRole('heading', { name: 'Questions from the employer', level: 2 }).waitFor();
    await settled(ui.page);
  }

  test('When a visitor opens /jobs, Then its landmarks, headings, search form, count and first jobs read as stored', async () => {
    await ui.page.goto('/jobs');
    await ui.page.getByTestId('board-count').waitFor();
    await settled(ui.page);
    await expectScreen('board', ui.page);
  }, 90_000);

  test("When a visitor opens a job's page, Then its article, details and headings read as stored", async () => {
    await ui.page.goto(`/jobs/${ids.job}`);
    await ui.page.getByRole('heading', { name: 'More jobs like it', level: 2 }).waitFor();
    await settled(ui.page);
    await expectScreen('job', ui.page);
  }, 90_000);

  test('When the candidate opens an application form with questions, Then each field is named, required or "(optional)"', async () => {
    await openApplicationForm();
    await expectScreen('apply', ui.page);
  }, 90_000);

  test('When the candidate opens /overview, Then its sections are named regions in heading order, as stored', async () => {
    await signInContext(ui.context, DEMO_EMAILS.candidate, PASSWORD);
    await ui.page.goto('/overview');
    await ui.page.getByTestId('recommended-job').first().waitFor();
    await settled(ui.page);
    await expectScreen('overview', ui.page);
  }, 90_000);

  test("When the candidate opens the W-4's signing page, Then the frame reads the document's words, then each field with its label and whether it is required", async () => {
    const { page } = ui;
    await signInContext(ui.context, DEMO_EMAILS.candidate, PASSWORD);
    await page.goto(`/documents?id=${ids.w4}`);
    const framed = page.frameLocator('iframe.signing-frame');
    await framed.getByLabel('I agree to use electronic records and signatures').check();
    await framed.getByRole('button', { name: 'Continue' }).click();
    await framed.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
    const frame = page.frames().find((f) => f.url().includes('/esign/sign'))!;
    // The first page's image loaded: its spinner, the only one announced, has left the tree (the
    // later pages load as the signer scrolls near them; their spinners are hidden from screen readers).
    await frame.waitForFunction(() => document.querySelector<HTMLImageElement>('img.pdf-page-image')?.complete);
    await settled(frame);
    const tree = await expectScreen('signing', page, { frame });

    // The page around the frame: its own outline, and the frame named for what it holds.
    await settled(page);
    const host = await chromiumTree(page);
    expect(structureProblems(host, 'page')).toEqual([]);
    const frames: string[] = [];
    const visit = (node: typeof host) => {
      if (node.role === 'Iframe') frames.push(node.name);
      node.children.forEach(visit);
    };
    visit(host);
    expect(frames).toEqual([expect.stringMatching(/\S/)]);

    // A field without "(optional)" in its name is announced as required, and the other way round.
    const fields: [string, boolean][] = [];
    const collect = (node: typeof tree) => {
      if (node.role === 'textbox') fields.push([node.name, node.props.required === true]);
      node.children.forEach(collect);
    };
    collect(tree);
    expect(fields.length).toBeGreaterThan(0);
    for (const [name, required] of fields) expect([name, required]).toEqual([name, !name.endsWith('(optional)')]);
  }, 90_000);

  test('When staff open the pipeline board, Then its columns are named regions with their cards as named list items, as stored', async () => {
    await signInContext(ui.context, DEMO_EMAILS.staff, PASSWORD);
    await ui.page.goto(`/admin/jobs/${ids.job}/board`);
    await ui.page.getByRole('heading', { name: 'Pipeline Board', level: 1 }).waitFor();
    await ui.page.locator('[data-testid="board-card"]').first().waitFor();
    await settled(ui.page);
    // A card's tags come in the order they were added; the demo's, added within a millisecond, in either.
    await expectScreen('pipeline', ui.page, { unorderedLists: /^Tags \(/ });
  }, 90_000);

  test('When a heading, a landmark or a label goes from a screen, Then the comparison and the structure checks report it', async () => {
    const { page } = ui;
    const [file, title] = SCREENS.apply;
    await openApplicationForm();
    // The stored file matches first, so what follows is the removals' doing.
    expect(diffFromStored(file, title, (await screenSnapshot(page)).text)).toBe('');

    await page.evaluate(() => {
      const byText = (selector: string, text: string) =>
        [...document.querySelectorAll(selector)].find((el) => el.textContent?.trim() === text);
      byText('h2', 'Questions from the employer')?.remove();
      document.querySelector('footer')?.remove();
      byText('label', 'Years of warehouse experience')?.remove();
    });
    const removed = await screenSnapshot(page);
    const diff = diffFromStored(file, title, removed.text);
    expect(diff).toMatch(/^- line \d+: +- heading "Questions from the employer" \[level=2\]$/m);
    expect(diff).toMatch(/^- line \d+: +- contentinfo:$/m);
    expect(diff).toMatch(/^- line \d+: +- textbox "Years of warehouse experience"$/m);
    expect(structureProblems(removed.tree, 'page')).toEqual(
      expect.arrayContaining(['0 contentinfo landmarks (one expected)', 'textbox without a name in main']),
    );

    // A level skipped and a second navigation without a name, which the files alone would not insist on.
    await page.evaluate(() => {
      document.querySelector('h1')?.insertAdjacentHTML('afterend', '<h3>Skipped a level</h3>');
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<nav><a href="/">Home</a></nav>');
    });
    expect(structureProblems(await chromiumTree(page), 'page')).toEqual(
      expect.arrayContaining([
        'heading "Skipped a level" is h3 after h1',
        expect.stringMatching(/^1 of \d+ navigation landmarks without a name$/),
      ]),
    );
  }, 90_000);
});
