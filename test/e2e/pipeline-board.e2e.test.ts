/**
 * The recruiter's pipeline board in Chromium, on a desktop window (1280 px) and a phone (390 px):
 * a card dragged with the mouse, one moved with the keyboard alone, two moved together, a tag and
 * a note added, the moves in the status history, the filters in the address (the application
 * form's too: knocked out, answered a question), the résumé preview,
 * and no axe violation.
 * Past 300 lines because the board's journeys share one browser, server and seeded pipeline.
 */
import type { Locator, Page } from 'playwright-core';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { resumePdf } from '../fixtures/resumes';
import { axeViolations } from '../helpers/axe';
import { screenFile } from '../helpers/screens';
import dayjs from 'dayjs';
import { BOARD_TEXT } from '../../src/features/pipeline/messages';
import { ENTRY_TEXT } from '../../src/features/interviews/entry-messages';
import { INTERVIEW_TEXT } from '../../src/features/interviews/messages';

const PASSWORD = 'Board-E2e-Passw0rd!';
const STAFF = 'robin.board@example.com';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const INFO = { ip: '203.0.113.7', userAgent: 'Board journey' };
const PEOPLE = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery'];

describeBrowser('Pipeline board in the browser', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Board',
    staff: { email: STAFF, firstName: 'Robin' },
    candidate: { email: 'avery.board@example.com', firstName: 'Avery' },
  });
  let staff: Page;
  let jobId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { services, database } = ctx.server;
    [jobId] = (await services.jobs.createJobs([
      {
        title: 'Bridge Inspector',
        description: '<p>Inspect bridges.</p>',
        corpTitle: 'Span Works',
        employmentType: 'Permanent',
        category: 'Engineering',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    for (const name of PEOPLE) {
      const email = `${name.toLowerCase()}.board@example.com`;
      if (name !== 'Avery')
        await services.auth.createUser({
          email,
          password: PASSWORD,
          firstName: name,
          lastName: 'Board',
          role: 'candidate',
          confirmed: true,
        });
      const userId = (
        await database.db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      ).id;
      if (name === 'Avery')
        await services.resume.upload(userId, { bytes: await resumePdf(), name: 'avery-cv.pdf' }, INFO);
      await services.jobs.apply(userId, jobId, INFO);
      ids[name] = (await services.applications.list(userId))[0]!.id;
    }
    staff = await signIn(STAFF);
  }, 60_000);
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  const column = (status: string) => staff.locator(`[data-testid="board-column"][data-status="${status}"]`);
  const card = (name: string) => staff.locator('[data-testid="board-card"]').filter({ hasText: `${name} Board` });
  const namesIn = (status: string) => column(status).locator('[data-testid="board-card"] h3').allInnerTexts();
  // Waited for: a card shows in its new column before the server's answer is announced.
  const announced = (text: string) =>
    staff.waitForFunction(
      (t) => document.querySelector('[data-testid="board-announcement"]')?.textContent === t,
      text,
      { timeout: 10_000 },
    );
  const history = async (name: string) =>
    (await ctx.server.services.applications.list(await userIdOf(name)))[0]!.history.map((h) => h.status);
  const userIdOf = async (name: string) =>
    (
      await ctx.server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', `${name.toLowerCase()}.board@example.com`)
        .executeTakeFirstOrThrow()
    ).id;
  /** A real mouse drag: press on the card's date line, move in steps onto the column's heading, release. */
  const drag = async (name: string, status: string) => {
    const from = card(name).getByText(/^Applied /);
    await from.scrollIntoViewIfNeeded();
    const a = (await from.boundingBox())!;
    const target = column(status).getByRole('heading', { name: status });
    await target.scrollIntoViewIfNeeded();
    const source = (await from.boundingBox())!;
    const b = (await target.boundingBox())!;
    expect(a.height).toBeGreaterThan(0);
    await staff.mouse.move(source.x + 10, source.y + source.height / 2);
    await staff.mouse.down();
    await staff.mouse.move(b.x + 20, b.y + b.height / 2, { steps: 8 });
    await staff.mouse.up();
  };
  const openBoard = async (query = '') => {
    await staff.goto(`/admin/jobs/${jobId}/board${query}`);
    await staff.getByRole('heading', { name: 'Pipeline Board', level: 1 }).waitFor();
    await column('Submitted').waitFor();
  };
  const waitForText = (locator: Locator, text: string) =>
    locator.filter({ hasText: text }).first().waitFor({ timeout: 10_000 });

  test('At 1280 px: drag with the mouse, move with the keyboard, bulk-move two, tag and note; the history shows the moves', async () => {
    await staff.setViewportSize(WIDE);
    await openBoard();
    expect(await namesIn('Submitted')).toEqual(PEOPLE.map((n) => `${n} Board`));
    expect(await axeViolations(staff)).toEqual([]);

    // The mouse: Avery's card dragged onto Under review.
    await drag('Avery', 'Under review');
    await waitForText(column('Under review').locator('[data-testid="board-card"]'), 'Avery Board');
    await announced('Avery Board moved to Under review.');
    expect(await column('Under review').getByTestId('column-count').innerText()).toBe('1\n1 application');

    // The keyboard alone: Blake's Move to… menu, opened and chosen with keys.
    await card('Blake').getByRole('button', { name: 'Move to… (Blake Board)' }).focus();
    await staff.keyboard.press('Enter');
    await staff.keyboard.press('ArrowDown');
    await staff.keyboard.press('ArrowDown');
    await expect(staff.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Interview');
    await staff.keyboard.press('Enter');
    await waitForText(column('Interview').locator('[data-testid="board-card"]'), 'Blake Board');
    await announced('Blake Board moved to Interview.');
    // The moved card has the focus in its new column.
    await expect(staff.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('board-card');

    // Two together: Casey and Dana to Not selected, one request.
    await staff.getByRole('checkbox', { name: 'Select Casey Board' }).check();
    await staff.getByRole('checkbox', { name: 'Select Dana Board' }).check();
    await expect(staff.getByText('2 selected').innerText()).resolves.toBe('2 selected');
    await staff.getByLabel('New status').selectOption('Not selected');
    await staff.getByRole('button', { name: 'Move selected' }).click();
    await staff.getByText('2 moved.').waitFor();
    await waitForText(column('Not selected').locator('[data-testid="board-card"]'), 'Dana Board');
    expect(await namesIn('Not selected')).toEqual(['Casey Board', 'Dana Board']);
    expect(await namesIn('Submitted')).toEqual(['Emery Board']);

    // A tag and a note on Avery's card.
    await card('Avery')
      .getByRole('button', { name: /0 notes/ })
      .click();
    const dialog = staff.getByRole('dialog', { name: 'Avery Board: notes, tags and history' });
    await dialog.getByLabel('New tag').fill('Senior');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByRole('button', { name: 'Remove tag Senior' }).waitFor();
    await dialog.getByLabel('New note').fill('Strong portfolio.\nCall back Friday.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await waitForText(dialog.getByTestId('note'), 'Call back Friday.');
    expect(await dialog.getByTestId('note').innerText()).toContain('Robin Board');
    expect(await dialog.getByTestId('status-history').innerText()).toMatch(
      /Submitted · .*\nUnder review · .* by Robin Board/,
    );
    expect(await axeViolations(staff)).toEqual([]);
    await staff.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await waitForText(card('Avery').getByRole('button'), '1 note');
    expect(await card('Avery').innerText()).toContain('Senior');

    // The status history on the server holds every move.
    expect(await history('Avery')).toEqual(['Submitted', 'Under review']);
    expect(await history('Blake')).toEqual(['Submitted', 'Interview']);
    expect(await history('Casey')).toEqual(['Submitted', 'Not selected']);
    expect(await history('Dana')).toEqual(['Submitted', 'Not selected']);

    // The filter goes into the address and comes back from it.
    await staff.getByLabel('Tag', { exact: true }).selectOption('Senior');
    await staff.getByRole('button', { name: 'Filter', exact: true }).click();
    await staff.waitForURL(/\?tag=Senior$/);
    await staff.getByText('Showing 1 of 5 applications.').waitFor();
    await openBoard('?tag=Senior');
    await staff.getByText('Showing 1 of 5 applications.').waitFor();
    expect(await staff.locator('[data-testid="board-card"] h3').allInnerTexts()).toEqual(['Avery Board']);

    // The résumé one click away.
    await card('Avery').getByRole('button', { name: 'Preview résumé (Avery Board)' }).click();
    const preview = staff.getByRole('dialog', { name: 'Résumé of Avery Board' });
    await preview.getByRole('img', { name: /Résumé of Avery Board, page 1 of/ }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'hidden' });
  }, 150_000);

  test('At 1280 px: the columns scroll sideways in their own labelled region, by keyboard, with a cue at the hidden edge; a card proposes an interview', async () => {
    await staff.setViewportSize(WIDE);
    await openBoard();
    const region = staff.getByRole('region', { name: BOARD_TEXT.columns });
    const metrics = () =>
      region.evaluate((el) => ({
        left: el.scrollLeft,
        hidden: el.scrollWidth - el.clientWidth - el.scrollLeft,
        focusable: el.tabIndex === 0,
      }));
    const before = await metrics();
    // The columns are wider than the window: the region scrolls, the page does not.
    expect(before).toEqual({ left: 0, hidden: expect.any(Number), focusable: true });
    expect(before.hidden).toBeGreaterThan(0);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDE.width);
    // The cue: a shade over the edge where columns are hidden, from the top of the columns.
    const cue = (edge: 'start' | 'end') => staff.getByTestId(`board-scroll-cue-${edge}`);
    const cueShown = (edge: 'start' | 'end', shown: boolean) =>
      staff.waitForFunction(
        ([id, on]) => {
          const el = document.querySelector(`[data-testid="${id}"]`);
          return el !== null && getComputedStyle(el).opacity === (on ? '1' : '0') && el.clientWidth > 0;
        },
        [`board-scroll-cue-${edge}`, shown] as const,
      );
    await cueShown('end', true);
    await cueShown('start', false);
    const box = (await cue('end').boundingBox())!;
    const columnsTop = (await column('Submitted').boundingBox())!.y;
    expect(Math.abs(box.y - columnsTop)).toBeLessThan(2);
    expect(box.y + 100).toBeLessThan(WIDE.height);
    await staff.screenshot({ path: await screenFile('pipeline-board-1280.png') });

    // The keyboard alone scrolls it: the region takes the focus, arrow keys move it sideways.
    await region.focus();
    await staff.keyboard.press('End');
    for (let i = 0; i < 20; i++) await staff.keyboard.press('ArrowRight');
    await staff.waitForFunction((name) => {
      const el = document.querySelector(`[role="region"][aria-label="${name}"]`)!;
      return el.scrollWidth - el.clientWidth - el.scrollLeft < 1;
    }, BOARD_TEXT.columns);
    await cueShown('start', true);
    await cueShown('end', false);
    expect(await axeViolations(staff)).toEqual([]);

    // Propose an interview from a card: the applicants page's own dialog opens here.
    await card('Emery')
      .getByRole('button', { name: `${ENTRY_TEXT.propose} (Emery Board)` })
      .click();
    const dialog = staff.getByRole('dialog', { name: INTERVIEW_TEXT.manageFor('Emery Board') });
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).waitFor();
    const slot = dialog.getByRole('group', { name: INTERVIEW_TEXT.slot(1) });
    await slot.getByLabel(INTERVIEW_TEXT.date).fill(dayjs().add(5, 'day').format('YYYY-MM-DD'));
    await slot.getByLabel(INTERVIEW_TEXT.time).fill('09:30');
    await slot.getByLabel(INTERVIEW_TEXT.location).fill('Span Works yard, Gate 2');
    await dialog.getByRole('button', { name: INTERVIEW_TEXT.send }).click();
    await dialog.getByText(INTERVIEW_TEXT.proposed).waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await staff.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await ctx.smtp.waitFor('emery.board@example.com', /Choose a time for your interview: Bridge Inspector/);
  }, 120_000);

  test('At 390 px: the columns stack, a card drags and another moves by keyboard to Offer with the status mail; axe finds nothing', async () => {
    await staff.setViewportSize(PHONE);
    await openBoard();
    expect(await axeViolations(staff)).toEqual([]);
    const width = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await drag('Emery', 'Under review');
    await waitForText(column('Under review').locator('[data-testid="board-card"]'), 'Emery Board');
    await announced('Emery Board moved to Under review.');

    await card('Blake').getByRole('button', { name: 'Move to… (Blake Board)' }).focus();
    await staff.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await staff.keyboard.press('ArrowDown');
    await expect(staff.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Offer');
    await staff.keyboard.press('Enter');
    const choice = staff.getByRole('dialog', { name: 'Move Blake Board to Offer' });
    await choice.waitFor();
    await choice.getByLabel('Send the candidate the status mail').focus();
    await staff.keyboard.press('Space');
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Tab');
    await expect(staff.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Move');
    await staff.keyboard.press('Enter');
    await waitForText(column('Offer').locator('[data-testid="board-card"]'), 'Blake Board');
    await announced('Blake Board moved to Offer. The candidate was sent a mail.');
    await ctx.smtp.waitFor('blake.board@example.com', /Good news about Bridge Inspector/);
    expect(await history('Blake')).toEqual(['Submitted', 'Interview', 'Offer']);
    expect(await axeViolations(staff)).toEqual([]);
  }, 120_000);
  test('At 1280 px: the form filters (knocked out, answered a question) go into the address and come back from it', async () => {
    const { services } = ctx.server;
    const [craneJob] = (await services.jobs.createJobs([
      {
        title: 'Crane Operator',
        description: '<p>Lift steel.</p>',
        corpTitle: 'Span Works',
        employmentType: 'Permanent',
        category: 'Engineering',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    const LICENCE = 'Do you hold a crane licence?';
    await services.applicationForm.setQuestions(craneJob, [
      { kind: 'yesNo', text: LICENCE, required: true, knockoutAnswers: ['No'] },
    ]);
    for (const [name, answer] of [
      ['Blake', 'Yes'],
      ['Casey', 'No'],
    ] as const) {
      const userId = await userIdOf(name);
      const form = await services.applicationForm.form(userId, craneJob);
      const answers = { [form.questions[0]!.id]: answer };
      await services.applicationForm.submit(
        userId,
        craneJob,
        { formVersion: form.formVersion, resume: 'none', answers },
        undefined,
        INFO,
      );
    }
    await staff.setViewportSize(WIDE);
    const shown = () => staff.locator('[data-testid="board-card"] h3').allInnerTexts();
    await staff.goto(`/admin/jobs/${craneJob}/board`);
    await column('Submitted').waitFor();
    await staff.getByLabel('Knocked out only').check();
    await staff.getByRole('button', { name: 'Filter', exact: true }).click();
    await staff.waitForURL(/\?knockedOut=1$/);
    await staff.getByText('Showing 1 of 2 applications.').waitFor();
    expect(await shown()).toEqual(['Casey Board']);

    await staff.getByLabel('Knocked out only').uncheck();
    await staff.getByLabel('Answered', { exact: true }).selectOption(LICENCE);
    await staff.getByLabel('Answer', { exact: true }).selectOption('Yes');
    await staff.getByRole('button', { name: 'Filter', exact: true }).click();
    await staff.waitForURL(
      (url) => url.searchParams.get('question') === LICENCE && url.searchParams.get('answer') === 'Yes',
    );
    await staff.getByText('Showing 1 of 2 applications.').waitFor();
    await staff.reload();
    await staff.getByText('Showing 1 of 2 applications.').waitFor();
    expect(await shown()).toEqual(['Blake Board']);
    expect(await staff.getByLabel('Answer', { exact: true }).inputValue()).toBe('Yes');
    expect(await axeViolations(staff)).toEqual([]);
  }, 120_000);
});
