/**
 * A candidate signs in Spanish in the browser (docs/architecture.md §9.9): with Spanish chosen on
 * her account, the documents list and the signing page speak Spanish; she reads the Spanish ESIGN
 * disclosure, agrees, types her signature and finishes by the Spanish words; the consent records
 * the Spanish text's version and its language; and the copy she downloads is sealed, its audit
 * page (read with pdftotext) in Spanish. At a desktop's width (the signing page framed) and a
 * phone's (the signing page in the tab).
 */
import { readFileSync } from 'node:fs';
import { ESIGN_DISCLOSURE_VERSIONS } from '../../common/esign-disclosure';
import { describeBrowser, JOURNEY_WIDTHS, useBrowser, signInContext } from '../helpers/browser';
import { assignSample, PASSWORD, signedInUser } from '../helpers/documents';
import { pdfsig, pdftotext } from '../helpers/pdfsig';
import { startTestServer, type TestServer } from '../helpers/server';
import { es } from '../helpers/spanish';

describeBrowser('Signing in Spanish', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());
  const ui = useBrowser(() => server.url, { contextPerTest: true });

  for (const [i, { name, viewport }] of JOURNEY_WIDTHS.entries()) {
    test(`${name}: the Spanish disclosure is shown and recorded with its version and language, and the sealed copy's audit page is in Spanish`, async () => {
      await ui.page.setViewportSize(viewport);
      const email = `casey${i}@example.com`;
      const casey = await signedInUser(server, email);
      await casey.agent.put('/api/language').send({ language: 'es' }).expect(200);
      const doc = await assignSample(server, casey.id, { title: 'Uniform Policy' });
      await signInContext(ui.context, email, PASSWORD);

      await ui.page.goto('/documents/electronic');
      expect(await ui.page.evaluate(() => document.documentElement.lang)).toBe('es-US');
      const item = ui.page.getByRole('listitem').filter({ hasText: 'Uniform Policy' });
      await item.getByRole('link', { name: es('Sign Digitally') }).click();

      // The signing page: framed on a desktop, the tab itself on a phone (DocumentSigningPage).
      const frame = viewport.width < 576 ? ui.page : ui.page.frameLocator('iframe.signing-frame');
      const disclosure = frame.getByTestId('esign-disclosure');
      await disclosure
        .getByText(es('Disclosure version {version}', { version: ESIGN_DISCLOSURE_VERSIONS.es }))
        .waitFor();
      expect(await frame.locator('html').getAttribute('lang')).toBe('es-US');
      await frame.getByLabel(es('I agree to use electronic records and signatures')).check();
      await frame.getByRole('button', { name: es('Continue') }).click();
      await frame.getByLabel(es('Type'), { exact: true }).check({ force: true });
      await frame.getByLabel(es('Type your full name')).fill('Casey Morgan');
      await frame.getByRole('button', { name: es('Finish') }).click();
      await ui.page.getByText(es("You've Successfully Signed This Document!")).waitFor();

      // The consent is to the Spanish words read: their version and language are recorded.
      const consented = (await server.services.documents.events(doc.id)).find((e) => e.event === 'esign.consented');
      expect(JSON.parse(consented!.detail!)).toEqual({
        disclosureVersion: ESIGN_DISCLOSURE_VERSIONS.es,
        disclosureLanguage: 'es',
      });

      await ui.page.goto('/documents/electronic');
      const signed = ui.page.getByRole('listitem').filter({ hasText: 'Uniform Policy' });
      await signed.getByTestId('seal-state').getByText(es('Sealed'), { exact: true }).waitFor();
      const [download] = await Promise.all([
        ui.page.waitForEvent('download'),
        signed.getByRole('link', { name: es('Download Copy') }).click(),
      ]);
      const copy = readFileSync((await download.path())!);
      expect((await pdfsig(copy)).signatures).toEqual([expect.objectContaining({ valid: true, totalDocument: true })]);
      const audit = (await pdftotext(copy))
        .split('\f')
        .filter((p) => p.trim())
        .at(-1)!;
      expect(audit).toContain('Registro de auditoría de la firma electrónica');
      expect(audit).toContain('Consentimiento para firmar electrónicamente');
      expect(audit).toContain(
        `versión ${ESIGN_DISCLOSURE_VERSIONS.es} del aviso de divulgación ESIGN, leída en Español`,
      );
      expect(audit).not.toContain('Electronic signature audit trail');
    });
  }
});
