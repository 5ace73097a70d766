/**
 * Staff journeys by keyboard alone (WCAG 2.1.1, 2.4.7, 2.4.11, 2.5.7), at a desktop's width and a
 * phone's: moving an application on the pipeline board without dragging (its Move to… menu, the
 * bulk bar), reviewing an uploaded hard copy (approve, return with a reason), assigning documents
 * (the bulk form, and from a candidate's page), countersigning as the employer, and the candidate
 * choosing an interview time from the mailed link. Every control is reached with Tab and used with
 * Enter, Space, arrows or typing; at each stop the focus shows a 3:1 outline inside the window
 * (test/helpers/keyboard.ts); no mouse event reaches any page. Addresses a person opens from a mail
 * or a bookmark are opened as such; what another person does first (the candidate's upload, the
 * recruiter's proposal) is done through the server before the tests.
 * Past 300 lines because the five journeys share one seeded server and its setup.
 */
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { samplePdf, signedCopyPdf } from '../fixtures/pdfs';
import { describeBrowser, JOURNEY_WIDTHS, signInContext, useBrowser } from '../helpers/browser';
import { focusState, mouseEvents, press, settled, tabTo, typeInto, useKeyboardTools } from '../helpers/keyboard';
import { startTestServer, type TestServer } from '../helpers/server';
import { COUNTERSIGN_MESSAGES, ONBOARDING_MESSAGES } from '../../common/onboarding';
import { INTERVIEW_TEXT } from '../../src/features/interviews/messages';
import { ASSIGN_TEXT, REVIEW_TEXT, STATUS_TEXT } from '../../src/features/onboarding/messages';
import { BOARD_TEXT, BULK_TEXT } from '../../src/features/pipeline/messages';
import { CANDIDATE_TEXT } from '../../src/features/staff/candidates-messages';

const PASSWORD = 'Demo-Passw0rd!';
const STAFF = 'staff@example.com';
const CASEY = 'candidate@example.com';
const TAYLOR = 'taylor.demo@example.com';
const INFO = { ip: '', userAgent: 'Keyboard journeys' };

type Width = (typeof JOURNEY_WIDTHS)[number]['name'];

/** A card of the demo pipeline each width (both start in Submitted) and how it moves. */
const MOVE = {
  desktop: { name: 'Jordan Blake', to: 'Interview' },
  phone: { name: 'Riley Nguyen', to: 'Placed' },
} as const;
/** Casey's hard copies, uploaded before the tests: approved at one width, returned at the other. */
const REVIEW = { desktop: 'Independent Contractor Agreement', phone: 'Emergency Contact Form' } as const;
/** A demo template each width, assigned to candidates who do not have it yet. */
const ASSIGN = {
  desktop: { title: 'Mutual Non-Disclosure Agreement', typed: 'Mutual', to: ['applicant1@example.com', TAYLOR] },
  phone: { title: 'Direct Deposit Authorization', typed: 'Direct', to: ['applicant2@example.com'] },
} as const;
/** Documents of their own that the employer countersigns, which Casey has signed on paper. */
const COUNTERSIGN = { desktop: 'Offer Letter Acceptance', phone: 'Equipment Loan Agreement' } as const;

describeBrowser('Staff journeys by keyboard alone', () => {
  let server: TestServer;
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  beforeEach(() => useKeyboardTools(ui.context));
  afterEach(async () => {
    expect(await mouseEvents(ui.page)).toBe(0);
  });

  let jobId: number;
  let caseyId: number;
  /** The mailed links' tokens: the demo's waiting proposal, and one made for the phone. */
  const interviewToken = {} as Record<Width, string>;
  const userId = async (email: string) =>
    (
      await server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const documentOf = (ownerId: number, formTitle: string) =>
    server.database.db
      .selectFrom('document')
      .select(['id', 'docHandle', 'status'])
      .where('userId', '=', ownerId)
      .where('formTitle', '=', formTitle)
      .executeTakeFirstOrThrow();
  /** The newest mail to `to` with a link to choose an interview: its token. */
  const newestInterviewToken = async (to: string) => {
    const mail = await server.database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('toAddress', '=', to)
      .where('textBody', 'like', '%/interviews/choose?token=%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return decodeURIComponent(/\/interviews\/choose\?token=([^\s"&]+)/.exec(mail.textBody)![1]!);
  };

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    const { db } = server.database;
    const { services } = server;
    // The demo pipeline is the first open job's.
    jobId = (
      await db.selectFrom('jobOrder').select('id').where('status', '=', 'Open').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    caseyId = await userId(CASEY);
    const staffId = await userId(STAFF);

    // Casey signs on paper and uploads: the demo's hard copies (reviewed), and two countersigned ones.
    for (const formTitle of Object.values(COUNTERSIGN)) {
      const template = await services.documents.createTemplate({
        pdf: await samplePdf({ formTitle }),
        formTitle,
        delivery: 'manual',
        reviewUploads: false,
        countersign: true,
      });
      await services.documents.assign({ userId: caseyId, templateId: template.id });
    }
    const casey = request.agent(server.url);
    await casey.post('/login').type('form').send({ username: CASEY, password: PASSWORD }).expect(303);
    for (const formTitle of [...Object.values(REVIEW), ...Object.values(COUNTERSIGN)]) {
      const { docHandle } = await documentOf(caseyId, formTitle);
      await casey
        .put(`/api/documents/${docHandle}.pdf`)
        .attach('pdf_signed', Buffer.from(await signedCopyPdf({ formTitle })), 'signed.pdf')
        .expect(200);
    }

    // Taylor's waiting proposal is the desktop's; the phone's is a new one, for a third job.
    interviewToken.desktop = await newestInterviewToken(TAYLOR);
    const taylorId = await userId(TAYLOR);
    const third = (
      await db
        .selectFrom('jobOrder')
        .select('id')
        .where('status', '=', 'Open')
        .where('active', '=', 1)
        .orderBy('id')
        .offset(2)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    await services.jobs.apply(taylorId, third, INFO);
    const application = await db
      .selectFrom('jobApplication')
      .select('id')
      .where('userId', '=', taylorId)
      .where('jobOrderId', '=', third)
      .executeTakeFirstOrThrow();
    const slot = (days: number, time: string) => ({
      date: dayjs().add(days, 'day').format('YYYY-MM-DD'),
      time,
      lengthMinutes: 30,
      timeZone: 'America/Chicago',
      location: '100 Congress Ave, Austin, TX',
    });
    await services.interviews.propose(application.id, { slots: [slot(8, '09:00'), slot(9, '15:30')] }, staffId);
    interviewToken.phone = await newestInterviewToken(TAYLOR);
    expect(interviewToken.phone).not.toBe(interviewToken.desktop);
  }, 90_000);
  afterAll(() => server?.stop());

  /** The page, signed in as `email`, in a window of `viewport`. */
  async function signedIn(viewport: { width: number; height: number }, email = STAFF) {
    await ui.page.setViewportSize(viewport);
    await signInContext(ui.context, email, PASSWORD);
    return ui.page;
  }

  /** Opens `path` and waits for its heading and its data. */
  async function open(page: Page, path: string) {
    await page.goto(path);
    await page.locator('main h1').waitFor();
    await settled(page);
  }

  /** What arrow keys focus (a menu's items) shows the same outline as a Tab stop. */
  async function expectFocusShown(page: Page) {
    const state = await focusState(page);
    expect(state).not.toBeNull();
    expect(state).toMatchObject({ inView: true });
    expect(state!.outline).toBeGreaterThanOrEqual(2);
    expect(state!.contrast).toBeGreaterThanOrEqual(3);
  }

  /** Types a date into a focused date field, segment by segment, as a person does (en-US: month, day, year). */
  const typeDate = (page: Page, date: dayjs.Dayjs) => page.keyboard.type(date.format('MMDDYYYY'));

  const statusOf = async (name: string) => {
    const [firstName, lastName] = name.split(' ') as [string, string];
    const row = await server.database.db
      .selectFrom('jobApplication')
      .innerJoin('userAccount', 'userAccount.id', 'jobApplication.userId')
      .select('jobApplication.status')
      .where('userAccount.firstName', '=', firstName)
      .where('userAccount.lastName', '=', lastName)
      .where('jobApplication.jobOrderId', '=', jobId)
      .executeTakeFirstOrThrow();
    return row.status;
  };

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: moves an application to another column without dragging`, async () => {
      const page = await signedIn(viewport);
      const { name: who, to } = MOVE[name];
      await open(page, `/admin/jobs/${jobId}/board`);
      const column = (status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
      const card = (status: string) => column(status).getByTestId('board-card').filter({ hasText: who });
      await card('Submitted').waitFor();

      if (name === 'desktop') {
        // The card's Move to… menu: opened with Enter, its statuses walked with the arrow keys.
        await press(page, card('Submitted').getByRole('button', { name: `Move to… (${who})` }));
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('ArrowDown');
          if ((await page.evaluate(() => document.activeElement?.textContent)) === to) break;
        }
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(to);
        await expectFocusShown(page);
        await page.keyboard.press('Enter');
        // The moved card keeps the focus in its new column.
        await card(to).waitFor();
        await page.waitForFunction(
          (n) => document.activeElement?.closest('[data-testid="board-card"]')?.textContent?.includes(n) ?? false,
          who,
        );
        await page.waitForFunction(
          (t) => document.querySelector('[data-testid="board-announcement"]')?.textContent === t,
          BOARD_TEXT.moved(who, to),
        );
      } else {
        // The bulk bar: the card ticked with Space, the new status typed into its list, Move selected.
        await press(page, page.getByRole('checkbox', { name: BOARD_TEXT.select(who) }), 'Space', { back: true });
        await page.getByText(BULK_TEXT.selected(1)).waitFor();
        await tabTo(page, page.getByLabel(BULK_TEXT.status), { back: true });
        await page.keyboard.type(to.slice(0, 2));
        expect(await page.getByLabel(BULK_TEXT.status).inputValue()).toBe(to);
        await press(page, page.getByRole('button', { name: BULK_TEXT.move }));
        await page.getByText(BULK_TEXT.result(1, 1)).waitFor();
        await card(to).waitFor();
      }
      expect(await card('Submitted').count()).toBe(0);
      expect(await statusOf(who)).toBe(to);
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: reviews an uploaded hard copy from the status board: ${name === 'desktop' ? 'approves it' : 'returns it with a reason'}`, async () => {
      const page = await signedIn(viewport);
      const doc = await documentOf(caseyId, REVIEW[name]);
      await open(page, '/admin/documents/status?state=review');
      await press(
        page,
        page.getByTestId(`board-row-${doc.id}`).getByRole('link', { name: STATUS_TEXT.review, exact: true }),
      );
      await page.getByRole('heading', { level: 1, name: new RegExp(REVIEW[name]) }).waitFor();
      await settled(page);
      if (name === 'desktop') {
        await press(page, page.getByRole('button', { name: REVIEW_TEXT.approveCopy }));
        await page.getByText(REVIEW_TEXT.approvedCopy).waitFor();
        expect((await documentOf(caseyId, REVIEW[name])).status).toBe('completed');
      } else {
        // Sent empty first: the field says what is missing and takes the focus back.
        const reason = page.getByLabel(REVIEW_TEXT.reason);
        await press(page, page.getByRole('button', { name: REVIEW_TEXT.reject }));
        await page.getByText(ONBOARDING_MESSAGES.reasonRequired).waitFor();
        expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('The second page is missing its signature.');
        await press(page, page.getByRole('button', { name: REVIEW_TEXT.reject }));
        await page.getByRole('status').filter({ hasText: REVIEW_TEXT.rejected }).last().waitFor();
        const row = await server.database.db
          .selectFrom('document')
          .select(['rejectedReason'])
          .where('id', '=', doc.id)
          .executeTakeFirstOrThrow();
        expect(row.rejectedReason).toBe('The second page is missing its signature.');
      }
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: assigns a document ${name === 'desktop' ? 'to two candidates with the bulk form' : "from the candidate's page"}`, async () => {
      const page = await signedIn(viewport);
      const { title, typed, to } = ASSIGN[name];
      const choice = page.getByLabel(ASSIGN_TEXT.what);
      if (name === 'desktop') {
        await open(page, '/admin/documents');
        await tabTo(page, choice, { max: 120 });
        await typeInto(page, page.getByLabel(ASSIGN_TEXT.emails), to.join('\n'));
      } else {
        // The candidate's page links to the form with their address in it; the list has the focus.
        await open(page, `/admin/candidates/${await userId(to[0])}`);
        await press(page, page.getByRole('link', { name: CANDIDATE_TEXT.assignDocuments }));
        await page.waitForURL(/\/admin\/documents\?assign=/);
        await settled(page);
        await page.waitForFunction(() => document.activeElement?.id === 'assign-what');
        expect(await page.getByLabel(ASSIGN_TEXT.emails).inputValue()).toBe(to[0]);
      }
      await tabTo(page, choice, { back: true });
      await page.keyboard.type(typed);
      expect(await choice.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(title);
      await tabTo(page, page.getByLabel(ASSIGN_TEXT.dueDate));
      const due = dayjs().add(14, 'day');
      await typeDate(page, due);
      expect(await page.getByLabel(ASSIGN_TEXT.dueDate).inputValue()).toBe(due.format('YYYY-MM-DD'));
      await press(page, page.getByRole('button', { name: ASSIGN_TEXT.assign, exact: true }));
      await page.getByText(ASSIGN_TEXT.done(to.length, to.length)).waitFor();
      for (const email of to) await documentOf(await userId(email), title);
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: countersigns a document as the employer: a typed signature, Finish`, async () => {
      const page = await signedIn(viewport);
      const title = COUNTERSIGN[name];
      await open(page, '/admin/documents/countersign');
      const item = page.getByTestId('countersign-list').locator('.list-group-item').filter({ hasText: title });
      await press(page, item.getByRole('button', { name: COUNTERSIGN_MESSAGES.sign }));
      // The signing page is a screen of its own for staff; no consumer consent.
      await page.waitForURL(/\/esign\/sign/);
      await page.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
      await press(page, page.getByRole('radio', { name: 'Draw' }), 'ArrowRight');
      expect(await page.getByRole('radio', { name: 'Type' }).isChecked()).toBe(true);
      await typeInto(page, page.getByLabel('Type your full name'), 'Sam Rivera');
      await press(page, page.getByRole('button', { name: 'Finish' }));
      await page.waitForURL(/\/admin\/documents\/countersign\?event=signing_complete/);
      await page.getByTestId('countersign-done').getByText(COUNTERSIGN_MESSAGES.signed).waitFor();
      expect((await documentOf(caseyId, title)).status).toBe('completed');
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: the candidate chooses an interview time from the mailed link`, async () => {
      const page = ui.page;
      await page.setViewportSize(viewport);
      // The mail's link, opened as a person opens it from the mail (no sign-in needed).
      await open(page, `/interviews/choose?token=${encodeURIComponent(interviewToken[name])}`);
      const times = page.getByRole('group', { name: INTERVIEW_TEXT.pickLegend });
      const radios = times.getByRole('radio');
      // Tab enters the group at its chosen time (the first); the arrow key picks the next one.
      await tabTo(page, radios.first());
      await page.keyboard.press('ArrowDown');
      expect(await radios.nth(1).isChecked()).toBe(true);
      const picked = await radios.nth(1).evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent ?? '');
      await press(page, page.getByRole('button', { name: INTERVIEW_TEXT.choose }));
      await page.getByRole('heading', { name: /^Booked: / }).waitFor();
      await page.getByText(picked).waitFor();
      // The calendar file is one Tab away.
      await tabTo(page, page.getByRole('link', { name: INTERVIEW_TEXT.addToCalendar }));
    });
  }
});
