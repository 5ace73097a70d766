/** The migration that turns the old demo seed's HTML bodies into the Markdown the editor shows. */
import { useTestDatabase } from '../../test/helpers/db';
import { seededHtmlToMarkdown, up } from './migrations/2026-11-25-0023-seeded-pages-markdown';
import { markdownToHtml } from '../lib/markdown';
import { ABOUT_PAGE, LANDING_PITCH_PAGE, PRIVACY_PAGE, TERMS_PAGE } from '../dev/seed';

/** The bodies the demo seed wrote before it wrote Markdown. */
const OLD_HTML = {
  ABOUT_PAGE: `
<h2>People first, since day one</h2>
<p>We connect skilled candidates and contractors with employers across the United States, in
accounting and finance, distribution, engineering, healthcare, information technology, legal,
manufacturing, retail and scientific and clinical work.</p>
<h3>How it works</h3>
<ol>
  <li><strong>Upload a resume.</strong> Tell us what you do best.</li>
  <li><strong>Explore jobs.</strong> Search by keyword, type, category and distance from home.</li>
  <li><strong>Apply in one click.</strong> Your profile goes straight to the recruiter.</li>
</ol>
<p>Once you are placed, complete your onboarding documents online: sign electronically, or
download, sign on paper and upload a copy.</p>`,
  PRIVACY_PAGE: `
<p>We use your personal information only to match you with jobs, to process your applications
and to complete your onboarding. Signed documents are stored securely and shared only with the
employer you are placed with.</p>
<p>To ask for a copy of your data, or for its deletion, contact our support team.</p>`,
  TERMS_PAGE: `
<p>By using this portal you agree to give accurate information about yourself and your work
history, and to keep your password to yourself.</p>
<p>Job listings describe openings as our clients gave them to us; an application does not
guarantee an interview or a placement. Documents you sign here are binding once signed.</p>`,
  LANDING_PITCH_PAGE: `
<ol>
  <li><strong>Upload a resume.</strong> Add your resume once and let recruiters find you.</li>
  <li><strong>Explore jobs.</strong> Search openings by keyword, type, category and location.</li>
  <li><strong>Apply in one click.</strong> Send your application with a single click.</li>
</ol>`,
};

const NEW_MARKDOWN = { ABOUT_PAGE, PRIVACY_PAGE, TERMS_PAGE, LANDING_PITCH_PAGE };
const rendered = (markdown: string) => markdownToHtml(markdown).replace(/\s+/g, ' ').replace(/> </g, '><').trim();

describe('Seeded content pages as Markdown', () => {
  test.each(Object.keys(OLD_HTML) as (keyof typeof OLD_HTML)[])(
    'When %s holds the old HTML, Then it becomes Markdown that renders as the new seed does',
    (name) => {
      const markdown = seededHtmlToMarkdown(OLD_HTML[name]);
      expect(markdown).not.toBeNull();
      expect(markdown).not.toMatch(/<[a-z/]/);
      expect(rendered(markdown!)).toBe(rendered(NEW_MARKDOWN[name].contentMarkdown));
    },
  );

  test('When a body holds markup the converter does not know, or is already Markdown, Then it is left alone', () => {
    expect(seededHtmlToMarkdown('<div><p>Staff wrote this.</p></div>')).toBeNull();
    expect(seededHtmlToMarkdown('<p>A <img src="x.png" alt="x"> picture.</p>')).toBeNull();
    expect(seededHtmlToMarkdown('## Already Markdown')).toBeNull();
  });

  describe('in a database seeded before', () => {
    const database = useTestDatabase();

    test('When the migration runs, Then a seeded page and its current version hold Markdown, and a page staff wrote is untouched', async () => {
      const { db } = database.handle;
      const now = 1_800_000_000_000;
      const page = (path: string, body: string) => ({
        path,
        title: path,
        metaDescription: '',
        content: body,
        contentMarkdown: body,
        showLayout: 1 as const,
        published: 1 as const,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      const ids: number[] = [];
      for (const [path, body] of [
        ['/about', OLD_HTML.ABOUT_PAGE],
        ['/terms', '<div>Staff wrote this.</div>'],
      ] as const) {
        const { id } = await db
          .insertInto('cmsPage')
          .values(page(path, body))
          .returning('id')
          .executeTakeFirstOrThrow();
        const { path: _p, published: _d, version: _v, updatedAt: _u, ...version } = page(path, body);
        await db
          .insertInto('cmsPageVersion')
          .values({ ...version, pageId: id, version: 1 })
          .execute();
        ids.push(id);
      }
      await up(db);
      const markdownOf = async (table: 'cmsPage' | 'cmsPageVersion', id: number) =>
        table === 'cmsPage'
          ? (await db.selectFrom('cmsPage').select('contentMarkdown').where('id', '=', id).executeTakeFirstOrThrow())
              .contentMarkdown
          : (
              await db
                .selectFrom('cmsPageVersion')
                .select('contentMarkdown')
                .where('pageId', '=', id)
                .executeTakeFirstOrThrow()
            ).contentMarkdown;
      expect(await markdownOf('cmsPage', ids[0]!)).toMatch(/^## People first, since day one\n/);
      expect(await markdownOf('cmsPageVersion', ids[0]!)).toBe(await markdownOf('cmsPage', ids[0]!));
      expect(await markdownOf('cmsPage', ids[1]!)).toBe('<div>Staff wrote this.</div>');
    });
  });
});
