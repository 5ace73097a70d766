/**
 * Every screen in the pseudo-locale (docs/architecture.md §9.9), crawled as each role that sees it
 * (test/helpers/route-crawl.ts): every text a reader sees or hears came through the catalogs — it
 * carries the pseudo-locale's marks (common/pseudo-locale.ts) — outside a short list of what is
 * not the portal's to translate, written here: what the employer wrote (job and document texts,
 * content pages, names of its jobs, companies and places), people's names and emails, and the
 * words Intl writes into dates and times (it has no pseudo-locale).
 */
import type { Browser, Page } from 'playwright-core';
import { isPseudoMarked, outsideMarks } from '../../common/pseudo-locale';
import { describeBrowser, launchBrowser } from '../helpers/browser';
import { readableTexts } from '../helpers/readable-texts';
import { CRAWL_ROLES, crawlRoutes } from '../helpers/route-crawl';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Demo-Passw0rd!';

/** Parts of pages whose words are the employer's, and why: not read. */
const EMPLOYER_WRITTEN: Readonly<Record<string, string>> = {
  '.pdf-text-layer': 'the text of a PDF the employer uploaded for candidates to sign',
  '.pdf-field-name': "the name of a form field in a PDF the employer uploaded (the official Form I-9's)",
  '.job-description': "a job's description, shown as the employer wrote it",
  '.cms-content': 'a content page the employer wrote (its translations are the employer’s too)',
  '.self-id-text': 'the self-identification texts, content pages of the employer',
  '[data-testid="description-preview"]': "the first lines of a job's description in a list of jobs",
  textarea: 'what a form holds for editing (a job description, a page’s text), not the portal’s words',
};

/**
 * Words that are names in every language, and why: the languages named in themselves in the
 * switcher ("Español" on an English page), and the captcha's own name.
 */
const NAMES = ['español', 'english', 'altcha'];

/**
 * Codes shown as codes, for the integrators who type them, and why: the addresses' placeholders of
 * mail templates ({{firstName}}), settings (WEBHOOK_ALLOW_PRIVATE=true), webhook events
 * (application.created, i9.overdue) and API scopes (jobs:read), an IP address.
 */
const CODES = /\{\{\w+\}\}|\b[A-Z][A-Z_]+=\w+|\b[a-z_][a-z0-9_]*[.:][a-z_.:]+\b|(?:[0-9a-f]*:){2,}[\d.]+/g;

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const lettersIn = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The words Intl writes into a date or a time in English: months, days, day periods, US zones. */
function intlWords(): Set<string> {
  const words = new Set<string>(['am', 'pm', 'time']);
  const add = (text: string) => {
    for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
  };
  for (let month = 0; month < 12; month++)
    for (const style of ['short', 'long'] as const)
      add(new Intl.DateTimeFormat('en-US', { month: style }).format(new Date(2026, month, 1)));
  for (let day = 1; day <= 7; day++)
    add(new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(new Date(2026, 10, day)));
  for (const zone of [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
  ])
    for (const style of ['long', 'longGeneric', 'shortGeneric'] as const)
      add(new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style }).format(new Date()));
  add('Coordinated Universal Time');
  return words;
}

/**
 * Every word of what the demo's people and employer wrote: its jobs, companies, places and
 * categories, people's names, companies and skills, documents, pages, screening questions, tags,
 * interview places and hiring sites; and, whole, the pages' addresses.
 */
async function recordedWords(server: TestServer): Promise<{ words: Set<string>; whole: Set<string> }> {
  const { db } = server.database;
  const rows = async <T extends object>(query: Promise<T[]>) => (await query).flatMap((row) => Object.values(row));
  const texts = [
    ...(await rows(db.selectFrom('jobOrder').select(['title', 'corpTitle', 'location', 'category']).execute())),
    ...(await rows(db.selectFrom('userAccount').select(['firstName', 'lastName']).execute())),
    ...(await rows(db.selectFrom('candidateProfile').select(['realTitle', 'currentCompany']).execute())),
    ...(await rows(db.selectFrom('skillTag').select('name').execute())),
    ...(await rows(db.selectFrom('document').select('formTitle').execute())),
    ...(await rows(db.selectFrom('documentTemplate').select('formTitle').execute())),
    ...(await rows(db.selectFrom('cmsPage').select('title').execute())),
    ...(await rows(db.selectFrom('jobQuestion').select(['text', 'options']).execute())),
    ...(await rows(db.selectFrom('applicationTag').select('label').execute())),
    ...(await rows(db.selectFrom('interviewSlot').select('location').execute())),
    ...(await rows(db.selectFrom('hiringSite').select(['name', 'address']).execute())),
    server.config.siteName,
  ];
  const words = new Set<string>(NAMES);
  for (const text of texts) for (const word of lettersIn(String(text ?? ''))) words.add(word);
  const whole = new Set((await db.selectFrom('cmsPage').select('path').execute()).map((p) => p.path));
  return { words, whole };
}

describeBrowser('Every screen in the pseudo-locale', () => {
  let server: TestServer;
  let browser: Browser;
  let allowed: Set<string>;
  let records: Set<string>;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    browser = await launchBrowser();
    const recorded = await recordedWords(server);
    allowed = new Set([...intlWords(), ...recorded.words]);
    records = recorded.whole;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The texts on the page that did not come through the catalogs and are not in the list above. */
  async function unmarked(page: Page): Promise<string[]> {
    const texts = await readableTexts(page, Object.keys(EMPLOYER_WRITTEN));
    // The mails sent so far, as sent (the crawl's own invitation among them).
    const subjects = new Set(
      (await server.database.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject),
    );
    const left = texts.filter((text) => {
      if (isPseudoMarked(text) || EMAIL.test(text) || records.has(text) || subjects.has(text)) return false;
      return lettersIn(outsideMarks(text).replace(CODES, ' ')).some((word) => !allowed.has(word));
    });
    return left.length
      ? [`not through the catalogs: ${[...new Set(left)].map((t) => JSON.stringify(t)).join(', ')}`]
      : [];
  }

  test('Every text of every screen came through the catalogs, outside the exceptions written here', async () => {
    const { problems, ms } = await crawlRoutes(server, browser, {
      language: 'pseudo',
      viewport: { width: 1280, height: 900 },
      roles: CRAWL_ROLES,
      password: PASSWORD,
      check: unmarked,
    });
    console.info(`Pseudo-locale crawl: ${Object.keys(problems).length} pages in ${ms} ms`);
    expect(Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length))).toEqual({});
  }, 600_000);
});
