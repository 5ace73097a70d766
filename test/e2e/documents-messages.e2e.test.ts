/** Every documents message of docs/product.md §2 and §8 shown in the browser, including the failure paths. */
import type { BrowserContext, Page } from 'playwright-core';
import { ERROR_PAGES, errorPagePath } from '../../common/error-page';
import { assignSample, PASSWORD, signedInUser } from '../helpers/documents';
import { describeBrowser, usePages, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

describeBrowser('Documents messages in the browser', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  let docId: number;
  let docHandle: string;
  const errors: string[] = [];
  const pages = usePages(() => server.url, errors);

  beforeAll(async () => {
    server = await startTestServer();
    const casey = await signedInUser(server, 'casey@example.com');
    await signedInUser(server, 'robin@example.com');
    const doc = await assignSample(server, casey.id, { delivery: 'electronic', title: 'Safety Policy' });
    docId = doc.id;
    docHandle = doc.docHandle;
    await assignSample(server, casey.id, { delivery: 'manual', title: 'Paper Timesheet' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(() => {
    errors.length = 0;
  });
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('net::ERR_FAILED'))).toEqual([]);
  });

  async function signIn(email: string) {
    ({ context, page } = await pages.open({ viewport: { width: 1280, height: 720 } }));
    await signInContext(context, email, PASSWORD);
  }

  test.each([
    ['signing_complete', "You've Successfully Signed This Document!"],
    ['viewing_complete', 'You have viewed this document.'],
    ['cancel', 'Please return to complete signing this document.'],
    ['decline', 'You have declined to sign this document.'],
    ['session_timeout', 'Your session has timed out.'],
    ['fax_pending', 'You have chosen to fax this document.'],
    ['something_else', 'An Error Occurred.'],
  ])('The signed report for %s says its message', async (event, message) => {
    await signIn('casey@example.com');
    await page.goto(`/documents/signed-report?id=${docId}&event=${event}`);
    await page.getByTestId('signed-report-message').getByText(message, { exact: true }).waitFor();
  });

  test('The signed report moves on to /onboarding after 3.5 s, and the document is still unsigned', async () => {
    await signIn('casey@example.com');
    await page.goto(`/documents/signed-report?id=${docId}&event=signing_complete`);
    await page.getByTestId('signed-report-message').waitFor();
    const shown = Date.now();
    await page.waitForURL('**/onboarding', { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_500);
    const row = await server.database.db
      .selectFrom('document')
      .select('signedAt')
      .where('id', '=', docId)
      .executeTakeFirstOrThrow();
    expect(row.signedAt).toBeNull();
  });

  test("When the report fails (another candidate's document), the error page is shown", async () => {
    await signIn('robin@example.com');
    await page.goto(`/documents/signed-report?id=${docId}&event=signing_complete`);
    await page.waitForURL(`**${errorPagePath('signing-report')}`);
    await page.getByRole('heading', { name: ERROR_PAGES['signing-report'].name }).waitFor();
    expect(await page.getByTestId('signed-report-message').count()).toBe(0);
    // The page's own text for this failure, never the GraphQL answer's raw JSON.
    const message = (await page.locator('section[role="alert"] p.lead').textContent()) ?? '';
    expect(message).toBe(ERROR_PAGES['signing-report'].message);
    await expect(page.getByTestId('error-status').textContent()).resolves.toBe('500');
  });

  test.each([
    ['/box-sign-complete', 'Document Signed Successfully'],
    ['/box-sign-declined', 'Document Signing Declined'],
  ])('%s reports the event and returns to /onboarding after 2 s', async (path, title) => {
    await signIn('casey@example.com');
    const reported = page.waitForRequest((r) => r.url().includes(`/api/documents/${docHandle}/report-event`));
    await page.goto(`${path}?docHandle=${docHandle}`);
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.title()).toBe(`${title} | Test Careers`);
    await reported;
    await page.waitForURL('**/onboarding', { timeout: 10_000 });
  });

  test("A candidate with no documents reads 'You do not have any of these documents at this time'", async () => {
    await server.services.auth.createUser({
      email: 'empty@example.com',
      password: PASSWORD,
      firstName: 'Em',
      lastName: 'Ty',
      confirmed: true,
    });
    await signIn('empty@example.com');
    await page.goto('/documents/manual');
    await page.getByText('View and sign all your hard-copy documents below').waitFor();
    const empty = page.getByText('You do not have any of these documents at this time');
    await empty.first().waitFor();
    await expect(empty.count()).resolves.toBe(2);
  });

  test("When the documents cannot be fetched, the screen says 'Could not get documents'", async () => {
    await signIn('casey@example.com');
    await page.route('**/graphql', (route) => route.abort('failed'));
    await page.goto('/documents/electronic');
    await page.getByText('Could not get documents').waitFor();
  });

  test('When the upload fails in transit, the SPEC failure text is shown and the document stays unsigned', async () => {
    await signIn('casey@example.com');
    await page.goto('/documents/manual');
    const item = page.getByRole('listitem').filter({ hasText: 'Paper Timesheet' });
    await item.getByLabel('Upload Signed Copy').setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await page.route('**/api/documents/*.pdf', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue(),
    );
    await item.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByText(
        'Sorry, there was a problem with the file you attempted to upload. Please try again in a few minutes or contact support',
      )
      .waitFor();
    await page.getByText('Could not save upload').waitFor();
    const row = await server.database.db
      .selectFrom('document')
      .select('signedAt')
      .where('formTitle', '=', 'Paper Timesheet')
      .executeTakeFirstOrThrow();
    expect(row.signedAt).toBeNull();
  });

  test("When the signature cannot be saved, the signing page says 'Could not save' with SPEC's text", async () => {
    await signIn('casey@example.com');
    await page.route('**/api/esign/finish', (route) => route.abort('connectionreset'));
    await page.goto(`/documents?id=${docId}`);
    const frame = page.frameLocator('iframe.signing-frame');
    await frame.getByLabel('I agree to use electronic records and signatures').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    // The pages are laid out before they draw; wait for them, as a reader would, before signing.
    await frame.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
    await frame.getByText('Type', { exact: true }).click();
    await frame.getByLabel('Type your full name').fill('Casey Morgan');
    await frame.getByRole('button', { name: 'Finish' }).click();
    await frame.getByText('Could not save', { exact: true }).waitFor();
    await frame
      .getByText('Sorry, could not upload and save the document... Please try again in a few minutes')
      .waitFor();
  });
});
