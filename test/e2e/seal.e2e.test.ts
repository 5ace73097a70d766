/**
 * Seals in the browser: Casey reads the ESIGN disclosure, signs in the iframe and downloads the
 * signed copy, which pdfsig (the outside verifier) accepts over the whole file; /verify leads with
 * one verdict for it, a tampered copy, a plain PDF and a W-4 sealed by another installation under
 * our very names, and refuses a non-PDF; withdrawing consent on /profile moves the outstanding
 * documents to the hard-copy list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { esignDisclosure } from '../../common/esign-disclosure';
import { VERIFY_MESSAGES } from '../../common/seal';
import { describeBrowser, launchBrowser, newPage, signInContext } from '../helpers/browser';
import { byteRanges, pdfsig } from '../helpers/pdfsig';
import { startTestServer, type TestServer } from '../helpers/server';
import { samplePdf } from '../fixtures/pdfs';
import { axeViolations } from '../helpers/axe';
import { sealedElsewhere } from '../helpers/documents';

const PASSWORD = 'Demo-Passw0rd!';

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  // Page images of signing ceremonies are rendered in the background and may land at any time.
  return out.filter((f) => !f.startsWith('pages/')).sort();
}

describeBrowser('Seals and the ESIGN disclosure in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  /** The signed copy as the browser downloaded it (the later steps verify it). */
  let downloaded: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1200, height: 900 },
      acceptDownloads: true,
    });
    context.setDefaultTimeout(20_000);
    await signInContext(context, 'candidate@example.com', PASSWORD);
    page = await newPage(context, errors);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });
  afterEach(() => {
    // 4xx answers the screens handle (a refused non-PDF) show up as "Failed to load resource".
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  test('Casey reads every disclosure item, signs the NDA, and the downloaded copy is sealed: pdfsig says valid over the total document; one flipped byte makes it invalid', async () => {
    await page.goto('/documents/electronic');
    const item = page.getByRole('listitem').filter({ hasText: 'Mutual Non-Disclosure Agreement' });
    await item.getByRole('link', { name: 'Sign Digitally' }).click();
    const frame = page.frameLocator('iframe.signing-frame');
    const disclosure = esignDisclosure({ siteName: 'Test Careers', supportEmail: 'help@test.example' });
    const shown = frame.getByTestId('esign-disclosure');
    await shown.waitFor();
    for (const entry of disclosure.items) {
      await shown.getByText(entry.heading, { exact: true }).waitFor();
      await shown.getByText(entry.text, { exact: true }).waitFor();
    }
    await shown.getByText(`Disclosure version ${disclosure.version}`).waitFor();
    await frame.getByLabel('I agree to use electronic records and signatures').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.getByLabel('Type', { exact: true }).check({ force: true });
    await frame.getByLabel('Type your full name').fill('Casey Morgan');
    await frame.getByRole('button', { name: 'Finish' }).click();
    await page.getByText("You've Successfully Signed This Document!").waitFor();

    await page.goto('/documents/electronic');
    const signed = page.getByRole('listitem').filter({ hasText: 'Mutual Non-Disclosure Agreement' });
    await signed.getByTestId('seal-state').getByText('Sealed', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      signed.getByRole('link', { name: 'Download Copy' }).click(),
    ]);
    downloaded = readFileSync((await download.path())!);
    expect(downloaded.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { signatures } = await pdfsig(downloaded);
    expect(signatures).toEqual([
      expect.objectContaining({
        valid: true,
        totalDocument: true,
        type: 'ETSI.CAdES.detached',
        fieldName: 'Seal: Casey Morgan',
      }),
    ]);
    const [, b] = byteRanges(downloaded)[0]!;
    const at = downloaded.indexOf('/OriginalSHA256 (') + '/OriginalSHA256 ('.length;
    expect(at).toBeLessThan(b);
    const tampered = Buffer.from(downloaded);
    tampered[at] = tampered[at]! ^ 0x01;
    expect((await pdfsig(tampered)).signatures[0]?.valid).toBe(false);
  });

  test('On /verify: our copy reads sealed here and unchanged, a tampered one changed since, a plain PDF not sealed, with times in a named zone; a non-PDF is refused; nothing is stored', async () => {
    const before = files(server.config.storageDir);
    await page.goto('/verify');
    await page.getByRole('heading', { name: VERIFY_MESSAGES.title }).waitFor();
    expect(await page.title()).toBe('Verify a Document | Test Careers');
    const check = async (name: string, buffer: Buffer, mimeType = 'application/pdf') => {
      await page.getByLabel(VERIFY_MESSAGES.choose).setInputFiles({ name, mimeType, buffer });
      await page.getByRole('button', { name: VERIFY_MESSAGES.submit, exact: true }).click();
    };
    /** The verdict's headline, once the summary for `verdict` is on show. */
    const headline = async (verdict: string) => {
      await page.locator(`[data-testid="seal-summary"][data-verdict="${verdict}"]`).waitFor();
      return (await page.getByTestId('verify-status').locator('strong').innerText()).trim();
    };

    await check('nda.pdf', downloaded);
    expect(await headline('sealed-here')).toMatch(/^Sealed by this portal, and unchanged since/);
    await page.getByTestId('verify-signature').getByText('Certificate of this portal').waitFor();
    // Every time names its zone in words.
    await page
      .getByTestId('verify-signature')
      .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}[ap]m Central Time$/)
      .first()
      .waitFor();
    // The owner sees the audit trail, its times in the same zone.
    await page.getByTestId('verify-document').getByText('esign.consented').waitFor();
    expect(await page.getByTestId('verify-document').innerText()).toContain('Central Time');
    expect(await axeViolations(page)).toEqual([]);

    const tampered = Buffer.from(downloaded);
    const at = tampered.indexOf('/OriginalSHA256 (') + '/OriginalSHA256 ('.length;
    tampered[at] = tampered[at]! ^ 0x01;
    await check('nda-edited.pdf', tampered);
    expect(await headline('changed-since')).toMatch(/^Sealed by this portal, but changed since/);

    await check('plain.pdf', Buffer.from(await samplePdf()));
    expect(await headline('not-sealed')).toMatch(/^Not sealed/);

    await check('notes.pdf', Buffer.from('just some notes, not a PDF'), 'text/plain');
    await page.getByTestId('verify-error').getByText(VERIFY_MESSAGES.notPdf).waitFor();

    expect(files(server.config.storageDir)).toEqual(before);
  });

  test('On /verify, a W-4 sealed by another installation with a certificate of the same name is not shown as ours: the headline says so first', async () => {
    const w4 = await sealedElsewhere('W-4 Employee’s Withholding Certificate');
    await page.goto('/verify');
    await page
      .getByLabel(VERIFY_MESSAGES.choose)
      .setInputFiles({ name: 'w4.pdf', mimeType: 'application/pdf', buffer: w4 });
    await page.getByRole('button', { name: VERIFY_MESSAGES.submit, exact: true }).click();
    await page.locator('[data-testid="seal-summary"][data-verdict="sealed-elsewhere"]').waitFor();
    const status = page.getByTestId('verify-status');
    expect((await status.locator('strong').innerText()).trim()).toMatch(/^Not sealed by this portal/);
    expect(await status.getAttribute('class')).not.toMatch(/alert-success/);
    expect(await page.getByTestId('seal-summary').innerText()).not.toMatch(/seal is intact/i);
    await page.getByTestId('verify-signature').getByText('Test Careers Document Seal, Test Careers').waitFor();
    await page.getByTestId('verify-signature').getByText('Certificate of another authority').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('On /profile, withdrawing consent moves the outstanding electronic documents to the hard-copy list', async () => {
    const outstanding = await server.database.db
      .selectFrom('document')
      .innerJoin('userAccount', 'userAccount.id', 'document.userId')
      .select(['document.formTitle'])
      .where('userAccount.email', '=', 'candidate@example.com')
      .where('document.delivery', '=', 'electronic')
      .where('document.signedKey', 'is', null)
      .where('document.signatureType', '<>', 'INFO')
      .where('document.kind', '=', 'form')
      .execute();
    expect(outstanding.length).toBeGreaterThan(0);

    await page.goto('/profile');
    const section = page.getByTestId('esign-consent');
    await section
      .getByTestId('esign-consent-status')
      .getByText(/You consented to electronic records and signatures on/)
      .waitFor();
    await section.getByRole('button', { name: 'Withdraw consent' }).click();
    await section.getByTestId('esign-consent-confirm').getByRole('button', { name: 'Withdraw consent' }).click();
    await section.getByTestId('esign-consent-done').waitFor();
    await section.getByText(/You withdrew your consent on/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/documents/manual');
    await page.getByRole('heading', { name: 'Hard-Copy Documents' }).waitFor();
    for (const { formTitle } of outstanding) {
      await page.getByRole('listitem').filter({ hasText: formTitle }).first().waitFor();
    }
  });
});
