/**
 * docs/product.md §2 documents journeys in a real browser: e-signing in the iframe, hard-copy upload, doc check.
 * Past 300 lines because the journeys share one server with its seeded templates and documents.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_SERVER_MESSAGES } from '../../common/documents';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { describeBrowser, launchBrowser, newPage, usePages, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { HTML_NAMED_PDF, PDFDocument, pageHasImage, pageText, samplePdf, scannedPdf } from '../fixtures/pdfs';

const PASSWORD = 'Demo-Passw0rd!';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** The pdf.js chunks carry their version string; the signing page must not download them. */
const PDFJS_VERSION = (
  JSON.parse(readFileSync(require.resolve('pdfjs-dist/package.json'), 'utf8')) as { version: string }
).version;

/** The scripts of the site that are pdf.js, among those `context` downloads from now on. */
function watchPdfjs(context: BrowserContext): () => Promise<string[]> {
  const scripts: Promise<string | null>[] = [];
  context.on('response', (res) => {
    if (!/\/assets\/[^/]+\.js$/.test(new URL(res.url()).pathname)) return;
    scripts.push(res.text().then((text) => (text.includes(`"${PDFJS_VERSION}"`) ? res.url() : null)));
  });
  return async () => (await Promise.all(scripts)).filter((url): url is string => url !== null);
}

/** The signing page's pages are server-rendered images, each loaded, with its words over it. */
async function expectPageImages(frame: FrameLocator, formTitle: string, count: number) {
  const images = frame.locator('img.pdf-page-image');
  await frame.getByRole('img', { name: `${formTitle}, page 1 of ${count}` }).waitFor();
  await images.nth(count - 1).waitFor({ state: 'attached' });
  expect(await images.count()).toBe(count);
  await frame.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
  const first = await images.first().evaluate((img: HTMLImageElement) => ({
    loaded: img.complete && img.naturalWidth > 0,
    shown: img.getBoundingClientRect().width,
  }));
  expect(first.loaded).toBe(true);
  expect(first.shown).toBeGreaterThan(200);
  // The text layer lies over the image, where the words are.
  const words = frame.locator('.pdf-text-layer').first().getByText(formTitle, { exact: true });
  const [word, page] = await Promise.all([words.boundingBox(), images.first().boundingBox()]);
  expect(word!.y).toBeGreaterThanOrEqual(page!.y);
  expect(word!.y + word!.height).toBeLessThan(page!.y + page!.height / 4);
}

describeBrowser('Onboarding documents in the browser', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
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

  async function signIn(email: string, viewport = { width: 1200, height: 900 }) {
    ({ context, page } = await pages.open({ viewport }));
    await signInContext(context, email, PASSWORD);
  }

  const shot = async (name: string) => {
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  };

  async function documentRow(formTitle: string) {
    const row = await server.database.db
      .selectFrom('document')
      .innerJoin('userAccount', 'userAccount.id', 'document.userId')
      .select(['document.id', 'document.docHandle', 'document.templateId', 'document.status', 'document.signedKey'])
      .where('userAccount.email', '=', 'candidate@example.com')
      .where('document.formTitle', '=', formTitle)
      .executeTakeFirstOrThrow();
    return row;
  }

  test('Casey signs the NDA in the iframe, sees the signed report, and /onboarding shows it completed with a valid signed copy', async () => {
    await signIn('candidate@example.com');
    await page.goto('/documents/electronic');
    await page.getByRole('heading', { name: 'Electronic Documents' }).waitFor();
    await page.getByText('View and sign all your electronic documents below').waitFor();
    await page.getByRole('heading', { name: 'Unsigned' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Mutual Non-Disclosure Agreement' });
    await item.getByRole('link', { name: 'Sign Digitally' }).click();

    const nda = await documentRow('Mutual Non-Disclosure Agreement');
    await page.waitForURL(`**/documents?id=${nda.id}`);
    await page.getByRole('heading', { name: 'Mutual Non-Disclosure Agreement Document' }).waitFor();
    expect(await page.title()).toBe('Mutual Non-Disclosure Agreement Document | Test Careers');

    const pdfjs = watchPdfjs(context);
    const frame = page.frameLocator('iframe.signing-frame');
    await frame.getByText('Consent to sign electronically').waitFor();
    await frame.getByLabel('I agree to use electronic records and signatures').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    // The pages are images rendered by the server (3 pages), with their text: no pdf.js download.
    await expectPageImages(frame, 'Mutual Non-Disclosure Agreement', 3);
    expect(await pdfjs()).toEqual([]);

    const pad = frame.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) {
      await page.mouse.move(box.x + 20 + i * 18, box.y + box.height * (0.3 + 0.4 * (i % 2)), { steps: 3 });
    }
    await page.mouse.up();
    await frame.getByRole('button', { name: 'Finish' }).click();

    await page.waitForURL(`**/documents/signed-report?id=${nda.id}&event=signing_complete`);
    await page.getByText("You've Successfully Signed This Document!").waitFor();
    await page.waitForURL('**/onboarding');
    const completed = page.getByTestId('onboarding-completed');
    await completed.getByText('Mutual Non-Disclosure Agreement').waitFor();
    expect(await page.getByTestId('onboarding-outstanding').getByText('Mutual Non-Disclosure Agreement').count()).toBe(
      0,
    );
    await expect(page.getByTestId('onboarding-progress').textContent()).resolves.toBe('1 of 5 documents completed');

    // The downloaded copy: a valid PDF, signature stamped, audit page with the template's hash.
    const res = await context.request.get(`/api/documents/${nda.docHandle}.pdf`);
    expect(res.status()).toBe(200);
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const signed = await PDFDocument.load(bytes);
    const template = (await server.services.documents.templatePdf(nda.templateId!))!;
    const original = await PDFDocument.load(template);
    expect(signed.getPageCount()).toBe(original.getPageCount() + 1);
    expect(pageHasImage(signed.getPage(original.getPageCount() - 1))).toBe(true);
    const audit = pageText(signed.getPage(signed.getPageCount() - 1));
    expect(audit).toContain('Certificate of Completion');
    expect(audit).toContain('Casey Morgan');
    expect(audit).toContain('candidate@example.com');
    expect(audit).toContain(sha256(template));
    expect(audit).toContain('HeadlessChrome');
  });

  test('The W-4 on the signing page: page images whose text layer reads the form, found by its words, and no pdf.js', async () => {
    await signIn('candidate@example.com');
    const pdfjs = watchPdfjs(context);
    const fetched: string[] = [];
    // What the signing page (in its frame) asks for; the documents screen around it has chunks of its own.
    context.on('request', (r) => {
      if (r.frame().url().includes('/esign/sign')) fetched.push(new URL(r.url()).pathname);
    });
    // The signing page's own chunks come with its HTML, to download beside the entry.
    const html = await (await context.request.get('/esign/sign')).text();
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(?:script|style)">/g)].map(
      (m) => m[1]!,
    );
    expect(preloaded.some((f) => f.endsWith('.js'))).toBe(true);
    const w4 = await documentRow("Employee's Withholding Certificate (W-4)");
    await page.goto(`/documents?id=${w4.id}`);
    const frame = page.frameLocator('iframe.signing-frame');
    await frame.getByLabel('I agree to use electronic records and signatures').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await expectPageImages(frame, "Employee's Withholding Certificate (W-4)", 2);
    const layer = frame.locator('.pdf-text-layer');
    await expect(layer.first().textContent()).resolves.toContain('Withholding');
    // The candidate's own values, drawn from the form's fields, are in the text too.
    await expect(layer.first().textContent()).resolves.toContain('Casey');
    await expect(layer.nth(1).textContent()).resolves.toMatch(/\S/);
    expect(await pdfjs()).toEqual([]);
    // Each preloaded file is downloaded once: the page uses the preload.
    for (const file of preloaded) expect([file, fetched.filter((f) => f === file).length]).toEqual([file, 1]);
    // Cancelling leaves the W-4 to sign later.
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/event=cancel/);
    expect(['sent', 'delivered']).toContain((await documentRow("Employee's Withholding Certificate (W-4)")).status);
  });

  test("The signing page's HTML draws the consent and the W-4's first page before the opening answers; Continue waits for it", async () => {
    await signIn('candidate@example.com', { width: 412, height: 823 });
    const images: string[] = [];
    context.on('request', (r) => {
      if (r.url().endsWith('.webp')) images.push(new URL(r.url()).pathname);
    });
    // The opening is held back until the page has drawn without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/esign/open', async (route) => {
      await held;
      await route.continue();
    });
    const w4 = await documentRow("Employee's Withholding Certificate (W-4)");
    await page.goto(`/documents?id=${w4.id}`);
    // 412 px wide, a phone: the signing page takes the tab instead of a frame.
    await page.waitForURL(/\/esign\/sign/);
    const first = page.getByRole('img', { name: "Employee's Withholding Certificate (W-4), page 1 of 2" });
    await first.waitFor();
    await first.evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel('I agree to use electronic records and signatures').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The consent is sent once the opening has given the page its key.
    const finish = page.getByRole('button', { name: 'Finish' });
    await page.waitForTimeout(300);
    expect(await finish.count()).toBe(0);
    // Meanwhile the button says it is at work.
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Recording your consent…' }).waitFor();
    release();
    await finish.waitFor();
    // The opening's pages bring the words; the images stay the ones already loaded.
    await expect(page.locator('.pdf-text-layer').first().textContent()).resolves.toContain('Withholding');
    // Page 1 downloads once, preload and image alike, and 412 px wide it is the 800 px copy.
    const firstImage = images.filter((p) => /\/1(-w\d+)?\.webp$/.test(p));
    expect(firstImage).toHaveLength(1);
    expect(firstImage[0]).toMatch(/\/1-w800\.webp$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/event=cancel/);
  });

  test('Casey downloads a hard-copy form, uploads the signed PDF with progress, and a non-PDF is rejected', async () => {
    await signIn('candidate@example.com');
    await page.goto('/documents/manual');
    await page.getByRole('heading', { name: 'Hard-Copy Documents' }).waitFor();
    await page.getByText('View and sign all your hard-copy documents below').waitFor();
    const contract = page.getByRole('listitem').filter({ hasText: 'Independent Contractor Agreement' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      contract.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Independent Contractor Agreement.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const form = (await PDFDocument.load(Buffer.concat(chunks))).getForm();
    expect(form.getTextField('firstName').getText()).toBe('Casey');

    // A non-PDF named .pdf: SPEC's messages, nothing stored.
    const emergency = page.getByRole('listitem').filter({ hasText: 'Emergency Contact Form' });
    await emergency.getByLabel('Upload Signed Copy').setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: HTML_NAMED_PDF,
    });
    await emergency.getByRole('button', { name: 'Upload', exact: true }).click();
    await emergency.getByText('Could not save upload').waitFor();
    await emergency
      .getByText(
        'Sorry, the file you attempted to upload was not a PDF, so it was rejected. Try uploading a signed PDF copy instead',
      )
      .waitFor();
    expect((await documentRow('Emergency Contact Form')).status).toBe('sent');

    // The real signed copy, with the upload held back until its progress bar shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/documents/*.pdf', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await contract.getByLabel('Upload Signed Copy').setInputFiles({
      name: 'contract-signed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await scannedPdf()),
    });
    await contract.getByRole('button', { name: 'Upload', exact: true }).click();
    // The bar starts empty (no width to see yet): it is there, named, while the upload runs.
    await contract.getByRole('progressbar', { name: 'Uploading…' }).waitFor({ state: 'attached' });
    release();
    await contract.getByText('Upload Successful').waitFor();
    // A hard copy waits for staff review, with no upload left to make, as soon as the server answers.
    await contract.getByTestId('awaiting-review').waitFor();
    await expect(contract.getByText('Waiting for review').isVisible()).resolves.toBe(true);
    await expect(contract.getByLabel('Upload Signed Copy').count()).resolves.toBe(0);
    expect((await documentRow('Independent Contractor Agreement')).status).toBe('sent');
  });

  test('Casey uses Download & Sign on an electronic form: the unchanged download is refused at once, a signed copy waits for review under Unsigned', async () => {
    await signIn('candidate@example.com');
    await page.goto('/documents/electronic');
    await page.getByRole('heading', { name: 'Electronic Documents' }).waitFor();
    const unsigned = page.getByRole('region', { name: 'Unsigned', exact: true });
    const deposit = unsigned.getByRole('listitem').filter({ hasText: 'Direct Deposit Authorization' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      deposit.getByRole('link', { name: 'Download & Sign' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
    const blank = Buffer.concat(chunks);

    const upload = async (buffer: Buffer) => {
      await deposit
        .getByLabel('Upload Signed Copy')
        .setInputFiles({ name: 'deposit.pdf', mimeType: 'application/pdf', buffer });
      await deposit.getByRole('button', { name: 'Upload', exact: true }).click();
    };
    await upload(blank);
    await deposit.getByText(DOCUMENT_SERVER_MESSAGES.blankCopy).waitFor();
    await deposit.getByText('Could not save upload').waitFor();
    await shot('electronic-blank-refused');
    expect(await documentRow('Direct Deposit Authorization')).toMatchObject({ status: 'sent', signedKey: null });

    // Signed on paper: the same pages with the signature on them.
    const signed = await PDFDocument.load(blank);
    signed.getPage(0).drawText('Casey Morgan', { x: 72, y: 96, size: 18 });
    await upload(Buffer.from(await signed.save()));
    await deposit.getByText('Upload Successful').waitFor();
    // docs/product.md §4: the page reloads after 5 s, and the copy waits for staff under Unsigned, not Signed.
    await deposit.getByTestId('awaiting-review').waitFor({ timeout: 12_000 });
    await expect(deposit.getByText('Waiting for review').isVisible()).resolves.toBe(true);
    await expect(deposit.getByLabel('Upload Signed Copy').count()).resolves.toBe(0);
    await expect(deposit.getByTestId('date-signed').count()).resolves.toBe(0);
    const signedList = page.getByRole('region', { name: 'Signed', exact: true });
    await expect(signedList.getByText('Direct Deposit Authorization').count()).resolves.toBe(0);
    expect((await documentRow('Direct Deposit Authorization')).status).toBe('sent');
    await shot('electronic-waiting-for-review');
  });

  test('A message from another origin does not move the documents screen; /documents without id says so', async () => {
    await signIn('candidate@example.com');
    await page.goto('/documents');
    await page.getByText('Document ID is required').waitFor();
    const handbook = await documentRow('Employee Handbook Acknowledgement');
    await page.goto(`/documents?id=${handbook.id}`);
    await page
      .frameLocator('iframe.signing-frame')
      .getByRole('button', { name: 'I have viewed this document' })
      .waitFor();
    await page.evaluate(() =>
      window.postMessage({ type: 'boxSignComplete', redirectTo: '/about' }, window.location.origin),
    );
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/documents');
    await page.goto('/documents?id=999999');
    await page.getByText('Could not load document').waitFor();
  });

  test('At 320 px the documents screens fit the width', async () => {
    await signIn('candidate@example.com', { width: 320, height: 700 });
    for (const path of ['/onboarding', '/documents/electronic', '/documents/manual']) {
      await page.goto(path);
      await page.getByRole('list').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test('Staff preview a template with substituted values and open a test signing in a new tab', async () => {
    await signIn('staff@example.com');
    await page.goto('/internal/doc-checks');
    await page.getByRole('heading', { name: 'Document Check' }).waitFor();
    await page.getByLabel('PDF template').setInputFiles({
      name: 'template.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf({ formTitle: 'Drug Testing Consent', minPages: 2 })),
    });
    await page.getByLabel('Candidate email (optional)').fill('candidate@example.com');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('doc-check-form-title').textContent()).resolves.toBe('Drug Testing Consent');
    await page.locator('canvas.pdf-page').nth(1).waitFor();

    await page.getByRole('button', { name: 'Test Signing' }).click();
    const link = page.getByRole('link', { name: 'Open the test signing (new tab)' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    tab.on('pageerror', (e) => errors.push(`tab pageerror: ${e.message}`));
    await tab.getByLabel('I agree to use electronic records and signatures').check();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
    await tab.getByText('Type', { exact: true }).click();
    await tab.getByLabel('Type your full name').fill('Sam Rivera');
    await tab.getByRole('button', { name: 'Finish' }).click();
    await tab.waitForURL(/\/internal\/doc-checks\?doc=[0-9a-f]{40}&event=signing_complete$/);
    await tab.getByText('Test signing finished: signing_complete').waitFor();
    // The page shows the seal of the test signing, as /verify reports it.
    const seal = tab.getByTestId('doc-check-seal');
    await seal.locator('[data-testid="seal-summary"][data-verdict="sealed-here"]').waitFor();
    await seal.getByText('Sealed by this portal, and unchanged since: this is the file the portal sealed.').waitFor();
    await seal.getByText('Certificate of this portal').waitFor();
  });
});

describeBrowser('The signing page without server-rendered pages (ESIGN_PAGE_IMAGES=false)', () => {
  let server: TestServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD, ESIGN_PAGE_IMAGES: 'false' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('Casey still reviews the W-4, drawn by pdf.js, and signs it', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1200, height: 900 } });
    context.setDefaultTimeout(15_000);
    try {
      await signInContext(context, 'candidate@example.com', PASSWORD);
      const page = await newPage(context, errors);
      const pdfjs = watchPdfjs(context);
      const w4 = await server.database.db
        .selectFrom('document')
        .select('id')
        .where('formTitle', '=', "Employee's Withholding Certificate (W-4)")
        .executeTakeFirstOrThrow();
      await page.goto(`/documents?id=${w4.id}`);
      const frame = page.frameLocator('iframe.signing-frame');
      await frame.getByLabel('I agree to use electronic records and signatures').check();
      await frame.getByRole('button', { name: 'Continue' }).click();
      await frame.locator('canvas.pdf-page').nth(1).waitFor();
      await frame.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();
      expect(await frame.locator('img.pdf-page-image').count()).toBe(0);
      expect((await pdfjs()).length).toBeGreaterThan(0);
      // The demo W-4 asks for the home address and the filing status (required).
      await frame.getByLabel('Home address').fill('12 Elm Street, Springfield');
      await frame.getByLabel(/^Filing status/).fill('Single');
      await frame.getByText('Type', { exact: true }).click();
      await frame.getByLabel('Type your full name').fill('Casey Morgan');
      await frame.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(`**/documents/signed-report?id=${w4.id}&event=signing_complete`);
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
