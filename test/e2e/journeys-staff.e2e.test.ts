/**
 * Staff journeys end to end in Chromium, on a desktop window (1280 px) and a phone (390 px): the
 * audit log in sentences, the status board on a phone, the pipeline's links to the candidate and
 * their résumé, the template form in words with its order, the bulk forms, the job form's errors
 * and the content pages. Past 300 lines because one server and one signed-in staff browser serve
 * every test (a file of their own each would start a server each).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { STAFF_MESSAGES as M } from '../../common/staff';
import { FORM_TEXT } from '../../src/features/staff/messages';
import { COMPONENT_TEXT } from '../../src/components/messages';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../src/features/jobs/search-messages';
import { CONTENT_LIST_TEXT, PAGE_FORM_TEXT as PAGE_TEXT } from '../../src/features/content/admin/messages';
import { ABOUT_PAGE } from '../../server/dev/seed';
import { DEMO_SUPPORT_EMAIL } from '../../common/page-state';
import { seedDemoJobs } from '../../server/dev/jobs.seed';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { waitUntil } from '../helpers/wait';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { samplePdf } from '../fixtures/pdfs';
import { resumePdf } from '../fixtures/resumes';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Journeys-Passw0rd!';
const STAFF = 'robin.journeys@example.com';
const CANDIDATE = 'casey.journeys@example.com';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const INFO = { ip: '203.0.113.9', userAgent: 'Journeys' };
const SHOTS = process.env.SCREENSHOT_DIR;

describeBrowser('Staff journeys in the browser', () => {
  // No SUPPORT_EMAIL or CONTACT_URL: the demo's own contact details.
  const ctx = useServerWithMail({ SUPPORT_EMAIL: '', CONTACT_URL: '' });
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Morgan',
    staff: { email: STAFF, firstName: 'Robin' },
    candidate: { email: CANDIDATE, firstName: 'Casey' },
  });
  let staff: Page;
  let caseyId: number;
  let jobId: number;

  beforeAll(async () => {
    const { services } = ctx.server;
    caseyId = (
      await ctx.server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', CANDIDATE)
        .executeTakeFirstOrThrow()
    ).id;
    [jobId] = (await services.jobs.createJobs([
      {
        title: 'Harbor Crane Operator',
        description: '<p>Move containers safely.</p>',
        corpTitle: 'Pier Nine Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    await services.resume.upload(caseyId, { bytes: await resumePdf(), name: 'casey-cv.pdf' }, INFO);
    await services.jobs.apply(caseyId, jobId, INFO);
    const template = await services.documents.createTemplate({
      pdf: await samplePdf({ formTitle: 'Direct Deposit Form', signatureType: 'SIGN' }),
      displayLevel: 1,
    });
    await services.documents.assign({ userId: caseyId, templateId: template.id, delivery: 'electronic' });
    staff = await signIn(STAFF);
  }, 60_000);
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  const shot = async (name: string) => {
    if (SHOTS) await staff.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  /** How many lines a cell's text takes. */
  const linesOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );

  test('The pipeline links the applicant to their page and their résumé, and says the move in words', async () => {
    await staff.setViewportSize(WIDE);
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    const applicant = staff.getByTestId('applicant').filter({ hasText: 'Casey Morgan' });
    const download = staff.waitForEvent('download');
    await applicant.getByRole('link', { name: 'Résumé: casey-cv.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('casey-cv.pdf');

    await applicant.getByLabel(/^Move to/).selectOption('Interview');
    await applicant.getByRole('button', { name: /^Change status/ }).click();
    await applicant.getByText('Casey Morgan moved to Interview.').waitFor();
    await shot('pipeline');

    await applicant.getByRole('link', { name: 'Casey Morgan' }).click();
    await staff.waitForURL(`**/admin/candidates/${caseyId}`);
    await staff.getByRole('link', { name: 'Download casey-cv.pdf' }).waitFor();
  });

  test('The audit log reads as sentences with each date on one line, on a desktop and a phone', async () => {
    for (const viewport of [WIDE, PHONE]) {
      await staff.setViewportSize(viewport);
      await staff.goto('/admin/audit');
      const log = staff.getByRole('table', { name: 'Audit log' });
      await log.getByText(/^Moved application \d+ from Submitted to Interview\.$/).waitFor();
      await log.getByText('Signed in.').first().waitFor();
      await log.getByText('Applied for job', { exact: false }).first().waitFor();
      const text = await log.innerText();
      expect(text).not.toMatch(/[{}"]|login\.succeeded|application\.status|job\.apply/);
      const when = await linesOf(staff, 'table[aria-label="Audit log"] tbody th');
      expect(when.length).toBeGreaterThan(0);
      expect(when.every((n) => n === 1)).toBe(true);
      await shot(`audit-${viewport.width}`);
    }
    await staff.getByLabel('What happened').selectOption({ label: 'Sign-ins' });
    const log = staff.getByRole('table', { name: 'Audit log' });
    // The filtered list replaces the whole one: the move leaves it.
    await log
      .getByText(/^Moved application/)
      .first()
      .waitFor({ state: 'detached' });
    await log.getByText(/^\d+ entr(y|ies)$/).waitFor();
    await expect(log.getByText(/^Moved application/).count()).resolves.toBe(0);
    await log.getByText('Signed in.').first().waitFor();
  });

  test('The status board fits a phone, and stays a table on a desktop', async () => {
    await staff.setViewportSize(PHONE);
    await staff.goto('/admin/documents/status');
    const board = staff.getByTestId('status-board');
    await board.getByText('Direct Deposit Form', { exact: true }).waitFor();
    const widths = await staff.evaluate(() => {
      const wrapper = document.querySelector('[data-testid="status-board"]')!.parentElement!;
      return { page: document.documentElement.scrollWidth, board: wrapper.scrollWidth, room: wrapper.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.board).toBeLessThanOrEqual(widths.room);
    await board.getByRole('button', { name: 'Remind' }).waitFor();
    await shot('board-390');
    await expect(axeViolations(staff)).resolves.toEqual([]);

    await staff.setViewportSize(WIDE);
    await board.getByRole('columnheader', { name: 'Document' }).waitFor();
    await expect(board.getByRole('columnheader', { name: 'Document' }).isVisible()).resolves.toBe(true);
  });

  test('The template form speaks of signatures in words, and templates are ordered with up and down buttons', async () => {
    await staff.setViewportSize(WIDE);
    await staff.goto('/admin/documents');
    const kind = staff.getByLabel('What the candidate does');
    // The screen's chunk may arrive after the page's load event: wait for the form before reading it.
    await kind.waitFor();
    await expect(kind.locator('option').allTextContents()).resolves.toEqual(['Needs a signature', 'For information']);
    await expect(staff.getByLabel(/Display level/).count()).resolves.toBe(0);
    await expect(staff.getByText(/\bSIGN\b|\bINFO\b/).count()).resolves.toBe(0);

    await staff.getByLabel('PDF template').setInputFiles({
      name: 'handbook.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf({ formTitle: 'Employee Handbook', signatureType: 'SIGN' })),
    });
    await kind.selectOption({ label: 'For information' });
    await staff.getByRole('button', { name: 'Upload', exact: true }).click();
    await staff.getByText('Uploaded Employee Handbook', { exact: false }).waitFor();
    await expect(kind.inputValue()).resolves.toBe('SIGN');
    const list = staff.getByTestId('template-list');
    const titles = () => list.locator('li .fw-semibold').allTextContents();
    await list.getByText('For information · Electronic', { exact: false }).waitFor();
    await expect(titles()).resolves.toEqual(['Direct Deposit Form', 'Employee Handbook']);

    const up = staff.getByRole('button', { name: 'Move Employee Handbook up' });
    await up.focus();
    await staff.keyboard.press('Enter');
    await staff.getByText('Employee Handbook is now 1 of 2.').waitFor();
    await expect(titles()).resolves.toEqual(['Employee Handbook', 'Direct Deposit Form']);
    await shot('templates');
    // At the top there is no further up: the focus waits on its down button.
    await expect(staff.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).resolves.toBe(
      'Move Employee Handbook down',
    );

    await staff.reload();
    await list.getByText('Direct Deposit Form', { exact: true }).waitFor();
    await expect(titles()).resolves.toEqual(['Employee Handbook', 'Direct Deposit Form']);
  });

  test('Bulk assignment assigns the known addresses and lists an unknown one once', async () => {
    await staff.setViewportSize(WIDE);
    await staff.goto('/admin/documents');
    // Casey has the Direct Deposit Form open already (not assigned twice): the handbook is new to her.
    await staff.getByLabel('Template or packet').selectOption({ label: 'Employee Handbook' });
    await staff.getByLabel('Due date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
    await staff.getByLabel('Candidate emails').fill(`${CANDIDATE}\nnobody.here@example.com`);
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
    await staff.getByText('Assigned 1 document to 1 candidate; each gets one mail.').waitFor();
    const unknown = staff.getByTestId('assign-unknown');
    await unknown.getByText('nobody.here@example.com', { exact: true }).waitFor();
    // Once on the screen (the box holding it to correct is not a message).
    const shown = staff.evaluate(
      (text) => document.querySelector('main')!.innerText.split(text).length - 1,
      'nobody.here@example.com',
    );
    await expect(shown).resolves.toBe(1);
    await expect(staff.getByLabel('Candidate emails').inputValue()).resolves.toBe('nobody.here@example.com');

    // Nobody known: the reason shows once, beside the field.
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
    const reason = 'No confirmed candidate account for: nobody.here@example.com.';
    await staff.getByText(reason).waitFor();
    await expect(staff.getByText(reason).count()).resolves.toBe(1);
  });

  test('Inviting several people on a phone gives each new account the name on its line', async () => {
    await staff.setViewportSize(PHONE);
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    const people = staff.getByLabel('People to invite');
    await people.fill('ana.diaz@example.com Ana Diaz\nBen Okafor <ben.okafor@example.com>\ncleo.new@example.com');
    await staff.getByRole('button', { name: 'Send invitations' }).click();
    await staff.getByText('2 invitations sent (2 new accounts).').waitFor();
    await staff
      .getByTestId('invite-refused')
      .getByText(/^cleo\.new@example\.com: No account has this address/)
      .waitFor();
    await expect(people.inputValue()).resolves.toBe('cleo.new@example.com');
    const rows = staff.getByTestId('invitation-row');
    await rows.filter({ hasText: 'Ana Diaz <ana.diaz@example.com>' }).waitFor();
    await rows.filter({ hasText: 'Ben Okafor <ben.okafor@example.com>' }).waitFor();
    await expect(staff.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await shot('invite-390');
    await expect(axeViolations(staff)).resolves.toEqual([]);
  });

  test("The job form clears each field's error as the field is put right, on a desktop and a phone", async () => {
    for (const viewport of [WIDE, PHONE]) {
      await staff.setViewportSize(viewport);
      await staff.goto('/admin/jobs/new');
      // The tab kept the values typed at the other width as a draft: the phone discards them first.
      if (viewport === PHONE)
        await staff.getByTestId('draft-restored').getByRole('button', { name: COMPONENT_TEXT.discardDraft }).click();
      await expect(staff.getByLabel('Title').inputValue()).resolves.toBe('');
      await staff.getByRole('button', { name: FORM_TEXT.create }).click();
      for (const message of [M.titleRequired, M.locationRequired, M.typeRequired, M.categoryRequired])
        await staff.getByText(message).waitFor();
      await staff.getByText(M.invalidForm).waitFor();
      // A location typed and Create pressed before its suggestions came: no list opens over the errors.
      let suggestionCalls = 0;
      const countSuggestions = (r: { url: () => string }) => {
        if (r.url().includes('/api/jobsearch/locations')) suggestionCalls += 1;
      };
      staff.on('request', countSuggestions);
      await staff.getByLabel('Location').pressSequentially('Aust', { delay: 20 });
      await staff.getByRole('button', { name: FORM_TEXT.create }).click();
      await staff.waitForTimeout(AUTOCOMPLETE_DEBOUNCE_MS + 700);
      staff.off('request', countSuggestions);
      expect(suggestionCalls).toBe(0);
      await expect(staff.getByRole('listbox').isVisible()).resolves.toBe(false);
      await staff.getByLabel('Location').fill('');
      await staff.getByRole('button', { name: FORM_TEXT.create }).click();
      await staff.getByText(M.locationRequired).waitFor();

      await staff.getByLabel('Title').fill('Night Shift Dispatcher');
      await staff.getByText(M.titleRequired).waitFor({ state: 'detached' });
      await expect(staff.getByLabel('Title').getAttribute('aria-invalid')).resolves.toBeNull();
      // The others are still wrong, and still say so.
      await staff.getByText(M.locationRequired).waitFor();
      await staff.getByLabel('Type').selectOption('Contract');
      await staff.getByLabel('Category').selectOption('Distribution');
      await staff.getByLabel('Location').fill('Austin, TX');
      await staff.getByLabel('Description').fill('Keep the trucks moving overnight.');
      for (const message of [M.locationRequired, M.typeRequired, M.categoryRequired, M.descriptionRequired])
        await expect(staff.getByText(message).count()).resolves.toBe(0);
      await staff.getByText(M.invalidForm).waitFor({ state: 'detached' });
    }
  });

  test('Content pages: the seeded page is Markdown, a published page says its save goes live, the draft notice goes on publishing', async () => {
    await ctx.server.services.content.save(ABOUT_PAGE);
    await staff.setViewportSize(WIDE);
    await staff.goto('/admin/content');
    await staff.getByRole('link', { name: CONTENT_LIST_TEXT.edit('About Us') }).click();
    const content = staff.getByLabel(PAGE_TEXT.content);
    await expect(content.inputValue()).resolves.toMatch(/^## People first, since day one\n/);
    await expect(content.inputValue()).resolves.not.toMatch(/<[a-z/]/);
    await staff.getByRole('button', { name: PAGE_TEXT.saveAndPublish }).waitFor();
    await staff.getByText(PAGE_TEXT.liveHint).waitFor();

    await staff.goto('/admin/content/new');
    await staff.getByLabel(PAGE_TEXT.title).fill('Benefits');
    await staff.getByLabel(PAGE_TEXT.path).fill('/benefits');
    await content.fill('## Health cover\n\nFrom your first day.');
    await staff.getByRole('button', { name: PAGE_TEXT.create }).click();
    await staff.getByText(PAGE_TEXT.created).waitFor();
    await staff.getByRole('button', { name: PAGE_TEXT.saveDraft }).waitFor();
    await staff.getByRole('button', { name: PAGE_TEXT.publish, exact: true }).click();
    await staff.getByText(PAGE_TEXT.nowPublished).waitFor();
    await expect(staff.getByText(PAGE_TEXT.created).count()).resolves.toBe(0);

    for (const viewport of [PHONE, WIDE]) {
      await staff.setViewportSize(viewport);
      await content.fill(`## Health cover\n\nFrom your first day, at ${viewport.width} px.`);
      await staff.getByRole('button', { name: PAGE_TEXT.saveAndPublish }).click();
      await staff.getByText(/^Saved as version \d+ and published: visitors see it now\.$/).waitFor();
      // The first pass's message is still there during the second's save: the page's content says when it landed.
      await waitUntil(async () =>
        Boolean(
          (await ctx.server.services.content.getByPath('/benefits'))?.content.includes(`at ${viewport.width} px.`),
        ),
      );
      await expect(staff.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        viewport.width,
      );
    }
    await shot('content-published');
  });

  test('Demo data: Contact stays in the portal and marks the demo address; each job asks for the experience its level names', async () => {
    for (const viewport of [WIDE, PHONE]) {
      await staff.setViewportSize(viewport);
      await staff.goto('/overview');
      // The dashboard is on show (its route resolved) before the menu is used, as a person would see it.
      await staff.getByTestId('who-i-am').waitFor();
      if (viewport === PHONE) await staff.getByRole('button', { name: 'Toggle navigation' }).click();
      await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await staff.waitForURL('**/contact');
      await staff.getByTestId('demo-contact').waitFor();
      await staff.getByRole('link', { name: DEMO_SUPPORT_EMAIL }).waitFor();
      await expect(staff.getByText('example.com').count()).resolves.toBe(0);
    }
    await shot('contact-390');
    await expect(axeViolations(staff)).resolves.toEqual([]);

    await seedDemoJobs(ctx.server.services, ctx.server.services.clock);
    const jobs = await ctx.server.database.db
      .selectFrom('jobOrder')
      .select(['id', 'title'])
      .where('status', '=', 'Open')
      .execute();
    const entry = jobs.find((j) => j.title.startsWith('Entry-Level '))!;
    const lead = jobs.find((j) => /^(Lead|Principal) /.test(j.title))!;
    await staff.setViewportSize(WIDE);
    await staff.goto(`/jobs/${entry.id}`);
    await staff.getByRole('heading', { name: entry.title, level: 1 }).waitFor();
    await staff.getByText(/No experience needed: we train you/).waitFor();
    await expect(staff.getByText(/\d+\+ years? of experience/).count()).resolves.toBe(0);
    await staff.goto(`/jobs/${lead.id}`);
    await staff.getByRole('heading', { name: lead.title, level: 1 }).waitFor();
    const years = Number((await staff.getByText(/\d+\+ years of experience/).textContent())!.match(/(\d+)\+/)![1]);
    expect(years).toBeGreaterThanOrEqual(7);
  });

  // Last: its template and assignment would show in the board and template list above.
  test('The audit log says who took each onboarding step, and "Done by" finds a staff member\'s own sign-ins', async () => {
    const { services, database } = ctx.server;
    const robin = await database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', STAFF)
      .executeTakeFirstOrThrow();
    const template = await services.documents.createTemplate({
      pdf: await samplePdf({ formTitle: 'Uniform Policy', signatureType: 'SIGN' }),
    });
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await services.onboarding.assign({ templateId: template.id, emails: CANDIDATE, dueDate }, robin.id);
    const doc = (await services.documents.list(caseyId)).find((d) => d.formTitle === 'Uniform Policy')!;
    await services.onboarding.remind(doc.id, robin.id);

    await staff.setViewportSize(WIDE);
    await staff.goto('/admin/audit');
    await staff.getByLabel('Done by').fill('Robin');
    await staff.getByLabel('What happened').selectOption({ label: 'Onboarding documents' });
    const log = staff.getByRole('table', { name: 'Audit log' });
    const row = (sentence: string) => log.getByRole('row').filter({ hasText: sentence });
    for (const sentence of ['Assigned “Uniform Policy”.', 'Sent a reminder of “Uniform Policy”.']) {
      await row(sentence).waitFor();
      await row(sentence).getByRole('cell', { name: 'Robin Morgan' }).waitFor();
      await row(sentence).getByRole('link', { name: 'Casey Morgan' }).waitFor();
    }
    await shot('audit-onboarding');

    // Robin's own sign-ins are done by Robin too.
    await staff.getByLabel('What happened').selectOption({ label: 'Sign-ins' });
    await log
      .getByText(/^Assigned/)
      .first()
      .waitFor({ state: 'detached' });
    const signIn = row('Signed in.').first();
    await signIn.waitFor();
    await expect(signIn.getByRole('cell', { name: 'Robin Morgan' }).count()).resolves.toBe(2);
    await shot('audit-own-sign-ins');
  });
});
