/**
 * Every screen in Spanish (docs/architecture.md §9.9), crawled as each role that sees it
 * (test/helpers/route-crawl.ts): axe-core finds no WCAG 2.2 A/AA violation, the page says it is
 * es-US, and no text on it is an English source text the catalogs translate (English left behind).
 * At a desktop's width and a phone's.
 */
import type { Browser, Page } from 'playwright-core';
import { SCREEN_ROUTES } from '../../common/routes';
import { describeBrowser, launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';
import { CRAWL_ROLES, crawlRoutes } from '../helpers/route-crawl';
import { untranslatedEnglish } from '../helpers/spanish';
import { readableTexts } from '../helpers/readable-texts';

const PASSWORD = 'Demo-Passw0rd!';

/** Where the words are not the portal's but the employer's, and why: not read. */
const EMPLOYER_WRITTEN: Readonly<Record<string, string>> = {
  '.pdf-text-layer': 'the text of a PDF the employer uploaded for candidates to sign',
  '.pdf-field-name': "the name of a form field in a PDF the employer uploaded (the official Form I-9's)",
};

/** English texts a Spanish screen may show, and why. */
const NOT_OURS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    // The demo's landing pitch (/login, /): a CMS page, written by the employer in English for now;
    // its words match the built-in pitch that shows without it, which the catalogs translate.
    'Land The Perfect Job Today',
    'Add your resume once and let recruiters find you.',
    'Search openings by keyword, type, category and location.',
    'Send your application with a single click.',
  ].map((text) => [text, 'a CMS page the employer wrote in English (pages are not translatable yet)']),
);

/** English that libraries write for us unless told otherwise (react-bootstrap's defaults). */
const LIBRARY_ENGLISH = ['(current)', 'Previous', 'Next', 'More', 'Close', 'Toggle navigation'];

async function inSpanish(page: Page): Promise<string[]> {
  const problems = await axeViolations(page);
  for (const frame of page.frames()) {
    const lang = await frame.evaluate(() => document.documentElement.lang);
    if (lang !== 'es-US') problems.push(`<html lang="${lang}"> in ${frame.url()}`);
  }
  const texts = await readableTexts(page, Object.keys(EMPLOYER_WRITTEN));
  const english = [
    ...new Set([...untranslatedEnglish(texts), ...LIBRARY_ENGLISH.filter((text) => texts.includes(text))]),
  ].filter((text) => !(text in NOT_OURS));
  if (english.length) problems.push(`English left: ${english.map((t) => JSON.stringify(t)).join(', ')}`);
  return problems;
}

describeBrowser('Every screen in Spanish', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // On a phone: the screens of visitors and candidates; the staff console is desktop work.
  for (const [name, viewport, roles] of [
    ['desktop', { width: 1280, height: 900 }, CRAWL_ROLES],
    ['phone', { width: 390, height: 844 }, ['visitor', 'candidate']],
  ] as const) {
    test(`${name}: axe finds no violation, every page is es-US, and no English is left`, async () => {
      const { problems, ms } = await crawlRoutes(server, browser, {
        language: 'es',
        viewport,
        roles,
        password: PASSWORD,
        check: inSpanish,
      });
      console.info(`Spanish crawl at ${viewport.width} px: ${Object.keys(problems).length} pages in ${ms} ms`);
      // At full width every route but the two left out, with the refusals and the catch-all's pages.
      if (roles === CRAWL_ROLES) expect(Object.keys(problems).length).toBeGreaterThan(SCREEN_ROUTES.length);
      expect(Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length))).toEqual({});
    }, 600_000);
  }
});
