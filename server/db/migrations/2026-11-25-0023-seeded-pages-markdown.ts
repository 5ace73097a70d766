import { type Kysely, sql } from 'kysely';

// Frozen: Kysely<any>, nothing imported from the application.
// The demo seed stored its content pages (about, privacy, terms, the landing pitch) with their HTML
// as the "Markdown" the editor shows. Where such a page still holds that HTML, its Markdown becomes
// real Markdown; the HTML visitors read stays as it is. Pages staff wrote are not touched, nor is a
// body with markup this small converter does not know.
const SEEDED_PATHS = ['/about', '/privacy', '/terms', '/landing-pitch'];
const KNOWN_TAGS = /^(h2|h3|p|ol|ul|li|strong|em|a)$/;

function listOf(inner: string, bullet: (i: number) => string): string {
  const items = [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m, i) => `${bullet(i)} ${m[1]!.trim()}`);
  return `\n\n${items.join('\n')}\n\n`;
}

export function seededHtmlToMarkdown(html: string): string | null {
  if (!html.trim().startsWith('<')) return null;
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)) if (!KNOWN_TAGS.test(tag!.toLowerCase())) return null;
  let s = html.replace(/\s+/g, ' ');
  s = s.replace(/<strong>([\s\S]*?)<\/strong>/g, '**$1**').replace(/<em>([\s\S]*?)<\/em>/g, '*$1*');
  s = s.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, '[$2]($1)');
  s = s.replace(/<h2[^>]*>([\s\S]*?)<\/h2>/g, '\n\n## $1\n\n').replace(/<h3[^>]*>([\s\S]*?)<\/h3>/g, '\n\n### $1\n\n');
  s = s.replace(/<p>([\s\S]*?)<\/p>/g, '\n\n$1\n\n');
  s = s.replace(/<ol>([\s\S]*?)<\/ol>/g, (_, inner: string) => listOf(inner, (i) => `${i + 1}.`));
  s = s.replace(/<ul>([\s\S]*?)<\/ul>/g, (_, inner: string) => listOf(inner, () => '-'));
  if (/<[a-z/]/i.test(s)) return null;
  const lines = s.split('\n').map((line) => line.trim());
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export async function up(db: Kysely<any>): Promise<void> {
  // Aliases without underscores: the application's Kysely renames snake_case result keys.
  const pages = await db
    .selectFrom('cms_page')
    .select(['id', 'version', sql<string | null>`content_markdown`.as('markdown')])
    .where('path', 'in', SEEDED_PATHS)
    .execute();
  for (const page of pages) {
    const html = page.markdown as string | null;
    const markdown = html === null ? null : seededHtmlToMarkdown(html);
    if (markdown === null) continue;
    await db.updateTable('cms_page').set({ content_markdown: markdown }).where('id', '=', page.id).execute();
    await db
      .updateTable('cms_page_version')
      .set({ content_markdown: markdown })
      .where('page_id', '=', page.id)
      .where('version', '=', page.version)
      .where('content_markdown', '=', html)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The Markdown renders to the same HTML: nothing to undo.
}
