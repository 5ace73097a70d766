/**
 * The candidate's journeys by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11), at a desktop's
 * width and a phone's: signing a document (consent, the fields, a typed signature, Finish),
 * uploading a hard copy, applying with screening questions, choosing an interview, accepting an
 * offer and completing Form I-9's Section 1, and registering with the captcha. Every control is reached with Tab and used with Enter, Space,
 * arrows or typing; at each stop the focus shows a 3:1 outline inside the window
 * (test/helpers/keyboard.ts); no mouse event reaches any page. Addresses a person opens from a
 * mail or a bookmark are opened as such.
 */

import { scannedPdf } from '../fixtures/pdfs';
import type { Page } from 'playwright-core';
import { describeBrowser, JOURNEY_WIDTHS, signInContext, useBrowser } from '../helpers/browser';
import { mouseEvents, press, settled, typeInto, useKeyboardTools } from '../helpers/keyboard';
import { aJob } from '../helpers/jobs';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Demo-Passw0rd!';
const NDA = 'Mutual Non-Disclosure Agreement';

describeBrowser('Candidate journeys by keyboard alone', () => {
  let server: TestServer;
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  beforeEach(() => useKeyboardTools(ui.context));
  afterEach(async () => {
    expect(await mouseEvents(ui.page)).toBe(0);
  });

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(() => server?.stop());

  /** The page, signed in as `email`, in a window of `viewport` (a phone as phones are). */
  async function signedIn(viewport: { width: number; height: number }, email = 'candidate@example.com') {
    await ui.page.setViewportSize(viewport);
    await signInContext(ui.context, email, PASSWORD);
    return ui.page;
  }

  /** A document to sign each width: the W-4 has fields to fill in first. */
  const SIGN = {
    desktop: { title: NDA, fields: [] },
    phone: {
      title: 'W-4',
      fields: [
        ['Home address', '12 Elm Street, Chicago, IL 60601'],
        ['Filing status (single, married filing jointly, head of household)', 'single'],
      ],
    },
  } as const;

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: signs a document: consent, its fields, a typed signature, Finish`, async () => {
      const page = await signedIn(viewport);
      const { title, fields } = SIGN[name];
      // Time flows as usual; it is held still on the signed report, to take its way on by keyboard.
      await page.clock.install();
      await page.goto('/documents/electronic');
      await page.locator('main h1').waitFor();
      await settled(page);
      const item = page.getByRole('listitem').filter({ hasText: title });
      await press(page, item.getByRole('link', { name: 'Sign Digitally' }));
      // A desktop frames the signing page; a phone gives it the tab.
      const on = name === 'desktop' ? page.frameLocator('iframe.signing-frame') : page;
      const agree = on.getByLabel('I agree to use electronic records and signatures');
      await press(page, agree, 'Space');
      expect(await agree.isChecked()).toBe(true);
      await press(page, on.getByRole('button', { name: 'Continue' }));
      await on.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();

      if (name === 'phone') {
        // Windows high contrast: the signature pad keeps its paper and its border; the journey goes on in it.
        await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
        const pad = await on.getByTestId('signature-pad').evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.backgroundColor, style.borderTopStyle, style.borderTopWidth];
        });
        expect(pad).toEqual(['rgb(255, 255, 255)', 'dashed', '1px']);
      }
      for (const [label, value] of fields)
        await typeInto(page, on.getByRole('textbox', { name: label, exact: true }), value);
      // Draw or type: the arrow keys move between the two.
      await press(page, on.getByRole('radio', { name: 'Draw' }), 'ArrowRight');
      expect(await on.getByRole('radio', { name: 'Type' }).isChecked()).toBe(true);
      await typeInto(page, on.getByLabel('Type your full name'), 'Casey Morgan');
      await page.screenshot({ path: await screenFile(`keyboard-signing-${name}.png`) });
      await press(page, on.getByRole('button', { name: 'Finish' }));
      await page.waitForURL(/\/documents\/signed-report\?id=\d+&event=signing_complete/);
      await page.getByText("You've Successfully Signed This Document!").waitFor();
      // The report moves on by itself after 3.5 s (SPEC); its link goes at once (WCAG 2.2.1).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      await press(page, page.getByRole('link', { name: 'Go to my documents now' }));
      await page.waitForURL('**/onboarding');
    });
  }

  /** A hard copy each width: the file input opens its chooser from the keyboard. */
  const HARD_COPY = { desktop: 'Independent Contractor Agreement', phone: 'Emergency Contact Form' } as const;

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: uploads a signed hard copy, choosing the file from the keyboard`, async () => {
      const page = await signedIn(viewport);
      await page.goto('/documents/manual');
      await page.locator('main h1').waitFor();
      await settled(page);
      const item = page.getByRole('listitem').filter({ hasText: HARD_COPY[name] });
      const chooser = page.waitForEvent('filechooser');
      await press(page, item.getByLabel('Upload Signed Copy'), 'Space');
      await (
        await chooser
      ).setFiles({
        name: 'signed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await scannedPdf()),
      });
      await press(page, item.getByRole('button', { name: 'Upload', exact: true }));
      await item.getByText('Upload Successful').waitFor();
      await item.getByTestId('awaiting-review').waitFor();
    });
  }

  /** A job with screening questions each width, and how its questions are answered by keyboard. */
  const APPLY = {
    desktop: {
      job: 'Forklift Operator (Licensed)',
      answer: async (page: Page) => {
        const licence = page.getByRole('radiogroup', { name: 'Do you hold a valid forklift licence?' });
        // Tab enters a radio group at its first choice; Space picks it.
        await press(page, licence.getByLabel('Yes'), 'Space');
        await typeInto(page, page.getByLabel('Years of warehouse experience'), '4');
        const shift = page.getByRole('radiogroup', { name: 'Which shift suits you?' });
        await press(page, shift.getByLabel('Day'), 'Space');
        await page.keyboard.press('ArrowDown');
        expect(await shift.getByLabel('Night').isChecked()).toBe(true);
        await typeInto(page, page.getByLabel('When could you start? (optional)'), 'Next Monday');
      },
    },
    phone: {
      job: 'Registered Nurse, Night Shift',
      answer: async (page: Page) => {
        const held = page.getByRole('group', { name: 'Which certifications do you hold?' });
        await press(page, held.getByLabel('BLS'), 'Space');
        await press(page, held.getByLabel('ACLS'), 'Space');
        const weekends = page.getByRole('radiogroup', { name: 'Are you willing to work weekends? (optional)' });
        await press(page, weekends.getByLabel('Yes'), 'Space');
      },
    },
  } as const;

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: finds a job, opens it and applies, answering its screening questions`, async () => {
      const page = await signedIn(viewport);
      const { job, answer } = APPLY[name];
      await page.goto('/jobs');
      await page.locator('main h1').waitFor();
      await settled(page);
      await typeInto(page, page.getByLabel('Keywords'), job);
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: job, exact: true }).waitFor();
      await settled(page);
      await press(page, page.getByRole('link', { name: job, exact: true }));
      await page.getByRole('heading', { level: 1, name: job }).waitFor();
      await settled(page);
      await press(page, page.getByRole('link', { name: 'Apply Now' }));
      await page.getByRole('heading', { level: 1, name: `Apply: ${job}` }).waitFor();
      await settled(page);
      await answer(page);
      await typeInto(page, page.getByLabel('Cover letter (optional)'), 'I would like to work with you.');
      await press(page, page.getByRole('button', { name: 'Submit application' }));
      await page.getByRole('heading', { name: 'Thanks For Applying!' }).waitFor();
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: accepts an offer and completes Form I-9 Section 1, its status chosen with Space`, async () => {
      const page = await signedIn(viewport);
      // An offer for the demo candidate, on a job of its own each width.
      const { services } = server;
      const candidate = (await services.auth.accountByEmail('candidate@example.com'))!;
      const [jobId] = await services.jobs.createJobs([aJob(`Keyboard Loader ${name}`)]);
      await services.jobs.apply(candidate.id, jobId!, { ip: '', userAgent: 'keyboard' });
      const application = (await services.applications.list(candidate.id)).find((a) => a.jobOrderId === jobId)!;
      await services.applications.setStatus({ id: application.id, status: 'Offer' }, null);
      await page.goto('/overview');
      const item = page.getByRole('listitem').filter({ hasText: `Keyboard Loader ${name}` });
      await item.getByLabel('First day of work').waitFor();
      await settled(page);
      // The browser's own date field, typed as its month, day and year.
      await typeInto(page, item.getByLabel('First day of work'), '06022031');
      await press(page, item.getByRole('button', { name: 'Accept the offer' }));
      await press(page, item.getByRole('link', { name: 'Complete Section 1' }));
      await page.getByRole('heading', { level: 1, name: 'Form I-9: Employment Eligibility Verification' }).waitFor();
      await settled(page);
      await typeInto(page, page.getByLabel('Last name (family name)'), 'Keys');
      await typeInto(page, page.getByLabel('First name (given name)'), 'Kim');
      await typeInto(page, page.getByLabel('Street address'), '1200 Congress Ave');
      await typeInto(page, page.getByLabel('City or town'), 'Austin');
      await typeInto(page, page.getByLabel('State', { exact: true }), 'TX');
      await typeInto(page, page.getByLabel('ZIP code'), '78701');
      await typeInto(page, page.getByLabel('Date of birth'), '03081994');
      // The demo's first hiring site uses E-Verify: the number is asked.
      await typeInto(page, page.getByLabel('U.S. Social Security number'), '123-45-6789');
      const citizen = page.getByRole('radio', { name: 'A citizen of the United States' });
      await press(page, citizen, 'Space');
      expect(await citizen.isChecked()).toBe(true);
      await typeInto(page, page.getByLabel('Signature: type your full name'), 'Kim Keys');
      await press(page, page.getByRole('button', { name: 'Sign and submit Section 1' }));
      await page.getByTestId('i9-outcome').getByText('Section 1 is complete.').waitFor();
      await press(page, page.getByRole('link', { name: 'Go to your dashboard' }));
      await page.waitForURL('**/overview');
    });
  }

  for (const { name, viewport } of JOURNEY_WIDTHS) {
    test(`${name}: registers, the captcha ticked with Space, and confirms from the mail`, async () => {
      const page = ui.page;
      await page.setViewportSize(viewport);
      const email = `keyboard.${name}@example.com`;
      await page.goto('/register');
      await page.getByLabel('First name').waitFor();
      await settled(page);
      await typeInto(page, page.getByLabel('Email'), email);
      await typeInto(page, page.getByLabel('First name'), 'Kim');
      await typeInto(page, page.getByLabel('Last name'), 'Keys');
      await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
      await typeInto(page, page.getByLabel('Re-enter password'), PASSWORD);
      await press(page, page.getByRole('checkbox', { name: /not a robot/i }), 'Space');
      const create = page.getByRole('button', { name: 'Create Account' });
      await page.locator('button[type=submit]:not([disabled])').waitFor({ timeout: 30_000 });
      await press(page, create);
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();

      // The mail's link, opened as a person opens it from the mail.
      const mail = await server.database.db
        .selectFrom('outbox')
        .select('textBody')
        .where('toAddress', '=', email)
        .executeTakeFirstOrThrow();
      const link = /\/register\/confirm\?token=[^\s"]+/.exec(mail.textBody)![0];
      await page.goto(link);
      await page.getByRole('heading', { name: 'Registration Confirmed' }).waitFor();
      await press(page, page.getByRole('link', { name: /log in/i }).first());
      await page.waitForURL('**/login');
    });
  }
});
