/**
 * A document's state on the candidate's screens, on a 390 px phone: after an upload the row shows
 * what the server made of it (waiting for review, signed, or waiting for the employer) as soon as it
 * answers, and the page still reloads 5 s later (docs/product.md §8); a document the candidate signed that the
 * employer countersigns says so instead of a due date; the demo Direct Deposit cannot be finished empty.
 */
import type { Page } from 'playwright-core';
import { FIELD_MESSAGES } from '../../common/onboarding';
import { describeBrowser, signInContext, usePages } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { samplePdf, scannedPdf, signedCopyPdf } from '../fixtures/pdfs';

const PASSWORD = 'Demo-Passw0rd!';
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;

describeBrowser('Document states on the candidate screens at 390 px', () => {
  let server: TestServer;
  const errors: string[] = [];
  const pages = usePages(() => server.url, errors);

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(() => {
    errors.length = 0;
  });
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  async function candidateId(): Promise<number> {
    const row = await server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', 'candidate@example.com')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A template of its own for Casey (uploads not reviewed), optionally countersigned, due in 10 days. */
  async function assignTemplate(
    formTitle: string,
    options: { countersign?: boolean; delivery: 'manual' | 'electronic' },
  ) {
    const { documents } = server.services;
    const template = await documents.createTemplate({
      pdf: await samplePdf({ formTitle }),
      delivery: options.delivery,
      reviewUploads: false,
      countersign: options.countersign ?? false,
    });
    await documents.assign({ userId: await candidateId(), templateId: template.id, dueAt: Date.now() + 10 * DAY });
  }

  /** Casey on a phone, with the page's timers in the test's hands from the moment the clock pauses. */
  async function phone(): Promise<Page> {
    const { context, page } = await pages.open({ viewport: PHONE });
    await signInContext(context, 'candidate@example.com', PASSWORD);
    await page.clock.install();
    return page;
  }

  /**
   * Uploads `pdf` for the document `formTitle` and waits for the success; the clock stays paused, so
   * whatever the screen shows now it shows before SPEC's reload. Answers a check that the reload
   * comes at 5 s, not before.
   */
  async function upload(page: Page, formTitle: string, pdf: Uint8Array) {
    const row = page
      .getByRole('region', { name: 'Unsigned', exact: true })
      .getByRole('listitem')
      .filter({ hasText: formTitle });
    await row
      .getByLabel('Upload Signed Copy')
      .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await row.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Upload Successful').waitFor();
    return async function reloadsAfter5s() {
      const marked = () => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload === true);
      await page.clock.runFor(4_900);
      expect(await marked()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await page.clock.runFor(200);
      await reloaded;
      expect(await marked()).toBe(false);
    };
  }

  test('A hard copy uploaded shows "Waiting for review" at once, without Sign Digitally or the upload form, and the page reloads 5 s later', async () => {
    const page = await phone();
    await page.goto('/documents/manual');
    await page.getByRole('heading', { name: 'Hard-Copy Documents' }).waitFor();
    const title = 'Independent Contractor Agreement';
    const reloads = await upload(page, title, await scannedPdf());

    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByTestId('awaiting-review').waitFor();
    await expect(row.getByRole('link', { name: 'Sign Digitally' }).count()).resolves.toBe(0);
    await expect(row.getByLabel('Upload Signed Copy').count()).resolves.toBe(0);
    await expect(row.getByRole('status').textContent()).resolves.toBe('Upload Successful');
    // The message has the focus: the form it came from is gone.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('upload-done');
    // It waits under Unsigned (staff review it), with no due date asked of the candidate.
    const unsigned = page.getByRole('region', { name: 'Unsigned', exact: true });
    await expect(unsigned.getByText(title).count()).resolves.toBe(1);
    await expect(row.getByTestId('due-date').count()).resolves.toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await reloads();
    const after = page.getByRole('listitem').filter({ hasText: title });
    await after.getByTestId('awaiting-review').waitFor();
    await expect(page.getByText('Upload Successful').count()).resolves.toBe(0);
    await expect(after.getByLabel('Upload Signed Copy').count()).resolves.toBe(0);
  });

  test('An electronic copy that needs no review moves under Signed with its date at once', async () => {
    const title = 'Parking Rules Acknowledgement';
    await assignTemplate(title, { delivery: 'electronic' });
    const page = await phone();
    await page.goto('/documents/electronic');
    await page.getByRole('heading', { name: 'Electronic Documents' }).waitFor();
    const reloads = await upload(page, title, await signedCopyPdf({ formTitle: title }));

    const signed = page.getByRole('region', { name: 'Signed', exact: true });
    const row = signed.getByRole('listitem').filter({ hasText: title });
    await row.getByTestId('date-signed').waitFor();
    await expect(row.getByRole('status').textContent()).resolves.toBe('Upload Successful');
    await expect(row.getByRole('link', { name: 'Download Copy' }).count()).resolves.toBe(1);
    const unsigned = page.getByRole('region', { name: 'Unsigned', exact: true });
    await expect(unsigned.getByText(title).count()).resolves.toBe(0);
    await expect(row.getByRole('link', { name: 'Sign Digitally' }).count()).resolves.toBe(0);

    await reloads();
    await signed.getByRole('listitem').filter({ hasText: title }).getByTestId('date-signed').waitFor();
  });

  test('A document the employer countersigns says, once the candidate signed, that it awaits the employer, not when it was due', async () => {
    const title = 'Offer Letter Acceptance';
    await assignTemplate(title, { delivery: 'manual', countersign: true });
    const page = await phone();
    await page.goto('/documents/manual');
    await page.getByRole('heading', { name: 'Hard-Copy Documents' }).waitFor();
    const before = page.getByRole('listitem').filter({ hasText: title });
    await before.getByTestId('due-date').waitFor();
    const reloads = await upload(page, title, await signedCopyPdf({ formTitle: title }));

    const row = page
      .getByRole('region', { name: 'Signed', exact: true })
      .getByRole('listitem')
      .filter({ hasText: title });
    await row.getByTestId('awaiting-employer').waitFor();
    await expect(row.getByText('Awaiting employer signature').isVisible()).resolves.toBe(true);
    await expect(row.getByTestId('due-date').count()).resolves.toBe(0);
    await reloads();

    await page.goto('/onboarding');
    const completed = page.getByTestId('onboarding-completed').getByRole('listitem').filter({ hasText: title });
    await completed.getByTestId('awaiting-employer').waitFor();
    await expect(completed.getByText(/^Due /).count()).resolves.toBe(0);
  });

  test('The demo Direct Deposit asks for the bank details: finishing it empty is refused, field by field', async () => {
    const { context, page } = await pages.open({ viewport: PHONE });
    await signInContext(context, 'candidate@example.com', PASSWORD);
    await page.goto('/documents/electronic');
    const row = page.getByRole('listitem').filter({ hasText: 'Direct Deposit Authorization' });
    await row.getByRole('link', { name: 'Sign Digitally' }).click();
    // On a phone the signing page takes the tab.
    await page.getByLabel('I agree to use electronic records and signatures').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Bank name/).waitFor();
    await page.getByText('Type', { exact: true }).click();
    await page.getByLabel('Type your full name').fill('Casey Morgan');
    await page.getByRole('button', { name: 'Finish' }).click();
    for (const label of [
      'Bank name',
      'Routing number (9 digits)',
      'Account number',
      'Account type (checking or savings)',
    ])
      await page.getByText(FIELD_MESSAGES.required(label)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/esign/sign');
    const deposit = await server.database.db
      .selectFrom('document')
      .select('status')
      .where('formTitle', '=', 'Direct Deposit Authorization')
      .executeTakeFirstOrThrow();
    expect(deposit.status).not.toBe('completed');
  });
});
