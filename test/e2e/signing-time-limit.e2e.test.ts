/**
 * WCAG 2.2.1 Timing Adjustable on the signing page (docs/product.md §2.7.4): two minutes before the
 * page closes it says so, with the focus on "More time"; Enter gets 20 more minutes (a status says
 * so, the focus goes back where it was) and the signer finishes past the first 20. Framed at a
 * desktop's width, the tab itself on a phone's. The page's clock is Playwright's fake one; the
 * server's is real (test/api/documents/esign-extend.test.ts moves it).
 */
import type { Frame, Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, JOURNEY_WIDTHS, signInContext, useBrowser } from '../helpers/browser';
import { assignSample, PASSWORD, signedInUser } from '../helpers/documents';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE = 60_000;
/** The ceremony's time (CEREMONY_TTL_MS) and when its page warns. */
const TTL_MS = 20 * MINUTE;
const WARN_MS = TTL_MS - 2 * MINUTE;

/** The signing page's document: the frame in /documents, or the tab itself on a phone. */
function signingFrame(page: Page): Frame {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/esign/sign');
  if (!frame) throw new Error(`no signing page in ${page.url()}`);
  return frame;
}
const focused = (frame: Frame) =>
  frame.evaluate(() => {
    const active = document.activeElement;
    return active?.id || active?.textContent?.trim() || '';
  });

describeBrowser('The signing page’s time limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());
  const ui = useBrowser(() => server.url, { contextPerTest: true });

  for (const [i, { name, viewport }] of JOURNEY_WIDTHS.entries()) {
    test(`${name}: warned 2 minutes before the page closes, Enter on "More time" keeps it open past its first 20 minutes`, async () => {
      const { page, context } = ui;
      await page.setViewportSize(viewport);
      const email = `casey${i}@example.com`;
      const casey = await signedInUser(server, email);
      const doc = await assignSample(server, casey.id, { title: 'Uniform Policy' });
      await signInContext(context, email, PASSWORD);
      await page.clock.install();

      await page.goto('/documents/electronic');
      const item = page.getByRole('listitem').filter({ hasText: 'Uniform Policy' });
      const opened = page.waitForResponse((r) => r.url().endsWith('/api/esign/open'));
      await item.getByRole('link', { name: 'Sign Digitally' }).click();
      expect((await opened).status()).toBe(200);
      const frame = viewport.width < 576 ? page : page.frameLocator('iframe.signing-frame');
      const signing = signingFrame(page);
      // The opening has been taken in (the token leaves the address): the page's clock runs from here.
      await signing.waitForFunction(() => !window.location.search.includes('token'));
      // The signer is somewhere on the page when the warning comes.
      await frame.getByLabel('I agree to use electronic records and signatures').check();
      expect(await focused(signing)).toBe('esign-consent');

      const warning = frame.getByRole('alert').filter({ hasText: 'closes in about' });
      await page.clock.fastForward(WARN_MS - MINUTE);
      expect(await warning.count()).toBe(0);
      await page.clock.fastForward(MINUTE + 1000);
      await warning.waitFor();
      expect(await warning.textContent()).toContain('This signing page closes in about 2 minutes. Need more time?');
      await signing.waitForFunction(() => document.activeElement?.textContent?.trim() === 'More time');
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.screenshot({ path: await screenFile(`signing-time-limit-${name}.png`) });

      // Enter on the button: the server gives the time, the page says so and the focus goes back.
      const extended = page.waitForResponse((r) => r.url().endsWith('/api/esign/extend'));
      await page.keyboard.press('Enter');
      expect(await (await extended).json()).toEqual({ timeoutMs: TTL_MS });
      await frame.getByRole('status').filter({ hasText: 'You have 20 more minutes.' }).waitFor();
      expect(await warning.count()).toBe(0);
      expect(await focused(signing)).toBe('esign-consent');

      // Past the first 20 minutes the page is still there, and the signer finishes.
      await page.clock.fastForward(4 * MINUTE);
      expect(new URL(signing.url()).pathname).toBe('/esign/sign');
      expect(await warning.count()).toBe(0);
      await frame.getByRole('button', { name: 'Continue' }).click();
      await frame.getByLabel('Type', { exact: true }).check({ force: true });
      await frame.getByLabel('Type your full name').fill('Casey Morgan');
      await frame.getByRole('button', { name: 'Finish' }).click();
      await page.getByText("You've Successfully Signed This Document!").waitFor();
      const events = (await server.services.documents.events(doc.id)).map((e) => e.event);
      expect(events).toContain('esign.extended');
      expect(events).not.toContain('esign.timed_out');
    });
  }
});
