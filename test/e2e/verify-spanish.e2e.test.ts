/**
 * /verify in Spanish (docs/architecture.md §9.9): a visitor whose browser asks for es-MX uploads a
 * copy the portal sealed, the same copy with one byte changed, a copy another installation sealed
 * under our very names, and a file that is no PDF. Every verdict and every text the server words
 * (why a seal is broken, why a file is refused) reads in Spanish, and no English text of the page
 * is left. At a desktop's width and a phone's.
 */
import { VERIFY_MESSAGES } from '../../common/seal';
import { describeBrowser, useBrowser, JOURNEY_WIDTHS } from '../helpers/browser';
import { sealedElsewhere, signDocument, signedInUser } from '../helpers/documents';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';
import { es } from '../helpers/spanish';

const WIDTHS = JOURNEY_WIDTHS;

/** Every English text of the page's catalogue (read in the test's English), to find any left. */
function englishTexts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(englishTexts);
}

describeBrowser('/verify in Spanish', () => {
  let server: TestServer;
  let genuine: Buffer;
  let forged: Buffer;
  const ui = useBrowser(() => server.url, { contextPerTest: true });

  beforeAll(async () => {
    server = await startTestServer();
    const lucia = await signedInUser(server, 'lucia@example.com');
    await server.database.db
      .updateTable('userAccount')
      .set({ preferredLanguage: 'es' })
      .where('id', '=', lucia.id)
      .execute();
    genuine = (await signDocument(server, lucia, 'Mutual NDA')).pdf;
    forged = await sealedElsewhere('W-4 Employee’s Withholding Certificate');
  });
  afterAll(() => server?.stop());

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: the portal's copy, a changed copy, a copy sealed elsewhere and a non-PDF are each judged in Spanish`, async () => {
      const { page, context } = ui;
      await page.setViewportSize(viewport);
      await context.setExtraHTTPHeaders({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' });
      await page.goto('/verify');
      await page.getByRole('heading', { name: es('Verify a Document') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');

      const check = async (file: string, buffer: Buffer, mimeType = 'application/pdf') => {
        await page.getByLabel(es('PDF to verify')).setInputFiles({ name: file, mimeType, buffer });
        await page.getByRole('button', { name: es('Verify'), exact: true }).click();
      };
      const summary = page.getByTestId('seal-summary');
      /** The verdict and the line under it, once the summary for `verdict` is on show. */
      const verdictOf = async (verdict: string) => {
        await page.locator(`[data-testid="seal-summary"][data-verdict="${verdict}"]`).waitFor();
        return {
          headline: (await page.getByTestId('verify-status').locator('strong').innerText()).trim(),
          because: (await page.getByTestId('verify-because').innerText()).trim(),
        };
      };
      const english = englishTexts(VERIFY_MESSAGES);
      /** No element of the page reads one of the English texts (the file's own names may hold any word). */
      const noEnglishLeft = async () => {
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((el) => el.children.length === 0)
            .map((el) => (el.textContent ?? '').trim()),
        );
        expect(english.filter((t) => shown.includes(t))).toEqual([]);
      };

      await check('acuerdo.pdf', genuine);
      expect(await verdictOf('sealed-here')).toEqual({
        headline: es('Sealed by this portal, and unchanged since: this is the file the portal sealed.'),
        because: es(
          'Its seal was made under this portal’s own certificate authority, every seal is intact, and the portal has a record of this exact file.',
        ),
      });
      const seal = page.getByTestId('verify-signature');
      await seal.getByText(es('Intact'), { exact: true }).waitFor();
      await seal.getByText(es('Certificate of this portal'), { exact: true }).waitFor();
      await seal.getByText(es('Trusted time'), { exact: true }).waitFor();
      await noEnglishLeft();
      await page.screenshot({ path: await screenFile(`verify-spanish-${name}.png`), fullPage: true });

      const changed = Buffer.from(genuine);
      const at = changed.indexOf('/OriginalSHA256 (') + '/OriginalSHA256 ('.length;
      changed[at] = changed[at]! ^ 0x01;
      await check('acuerdo-editado.pdf', changed);
      expect(await verdictOf('changed-since')).toEqual({
        headline: es('Sealed by this portal, but changed since: this is not the file the portal sealed.'),
        because: es('A seal no longer matches the file: something it covers was changed after it was sealed.'),
      });
      await seal.getByText(es('Broken'), { exact: true }).waitFor();
      // Why the seal is broken is worded by the server, in the request's language.
      await seal.getByText(es('the content does not match its digest'), { exact: true }).waitFor();
      await noEnglishLeft();

      await check('w4.pdf', forged);
      expect(await verdictOf('sealed-elsewhere')).toEqual({
        headline: es('Not sealed by this portal: this portal does not vouch for this file.'),
        because: es(
          'Its seal was not made under this portal’s certificate authority. Anyone can make a certificate with any name, so the name on a seal proves nothing by itself.',
        ),
      });
      await seal.getByText(es('Certificate of another authority'), { exact: true }).waitFor();
      await noEnglishLeft();

      await check('notas.pdf', Buffer.from('unas notas, no un PDF'), 'text/plain');
      await page
        .getByTestId('verify-error')
        .getByText(es('This file is not a PDF. Choose a PDF document to verify.'))
        .waitFor();
      expect(await summary.count()).toBe(0);
      await noEnglishLeft();
    });
  }
});
