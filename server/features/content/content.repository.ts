/** SQL of CMS pages and their versions: every save writes the page and its version row together. */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';

/** What one save writes (the page's current fields and the history row of that version). */
export interface PageWrite {
  path: string;
  title: string;
  metaDescription: string;
  content: string;
  contentMarkdown: string;
  showLayout: boolean;
}

const flag = (value: boolean) => (value ? (1 as const) : (0 as const));

/** The page row's columns of a save (insert and update write the same ones). */
const pageColumns = (page: PageWrite, actorId: number | null, now: number) => ({
  path: page.path,
  title: page.title,
  metaDescription: page.metaDescription,
  content: page.content,
  contentMarkdown: page.contentMarkdown,
  showLayout: flag(page.showLayout),
  updatedBy: actorId,
  updatedAt: now,
});
const authorName = sql<
  string | null
>`(select u.first_name || ' ' || u.last_name from user_account u where u.id = p.updated_by)`;

export function createContentRepository(db: Db) {
  const summaryColumns = [
    'p.id',
    'p.path',
    'p.title',
    'p.published',
    'p.version',
    'p.updatedAt',
    authorName.as('updatedByName'),
  ] as const;

  async function writeVersion(
    executor: Db,
    pageId: number,
    version: number,
    page: PageWrite,
    actorId: number | null,
    now: number,
  ) {
    await executor
      .insertInto('cmsPageVersion')
      .values({
        pageId,
        version,
        title: page.title,
        metaDescription: page.metaDescription,
        content: page.content,
        contentMarkdown: page.contentMarkdown,
        showLayout: flag(page.showLayout),
        createdBy: actorId,
        createdAt: now,
      })
      .execute();
  }

  return {
    /** A published page by its normalised path (what visitors read). */
    findPublished(path: string) {
      return db
        .selectFrom('cmsPage')
        .select(['id', 'path', 'title', 'content', 'showLayout', 'metaDescription'])
        .where('path', '=', path)
        .where('published', '=', 1)
        .executeTakeFirst();
    },

    list() {
      return db.selectFrom('cmsPage as p').select(summaryColumns).orderBy('p.path').execute();
    },

    find(id: number) {
      return db
        .selectFrom('cmsPage as p')
        .select([...summaryColumns, 'p.metaDescription', 'p.content', 'p.contentMarkdown', 'p.showLayout'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    async idOfPath(path: string): Promise<number | null> {
      const row = await db.selectFrom('cmsPage').select('id').where('path', '=', path).executeTakeFirst();
      return row?.id ?? null;
    },

    /** A new page at version 1; null when its path is taken. */
    async insert(page: PageWrite, published: boolean, actorId: number | null, now: number): Promise<number | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('cmsPage')
            .values({ ...pageColumns(page, actorId, now), published: flag(published), createdAt: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeVersion(trx, row.id, 1, page, actorId, now);
          return row.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Writes the page as version `version + 1` only if it is still at `version`: false when it is
     * not (or is gone), and nothing is written. A path taken by another page is null.
     */
    async update(id: number, version: number, page: PageWrite, actorId: number | null, now: number) {
      try {
        return await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('cmsPage')
            .set({ ...pageColumns(page, actorId, now), version: sql`version + 1` })
            .where('id', '=', id)
            .where('version', '=', version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
          await writeVersion(trx, id, version + 1, page, actorId, now);
          return true;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async setPublished(id: number, published: boolean, now: number): Promise<boolean> {
      const result = await db
        .updateTable('cmsPage')
        .set({ published: flag(published), updatedAt: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    versions(pageId: number) {
      return db
        .selectFrom('cmsPageVersion as v')
        .select([
          'v.version',
          'v.title',
          'v.createdAt',
          sql<
            string | null
          >`(select u.first_name || ' ' || u.last_name from user_account u where u.id = v.created_by)`.as(
            'createdByName',
          ),
        ])
        .where('v.pageId', '=', pageId)
        .orderBy('v.version', 'desc')
        .execute();
    },

    findVersion(pageId: number, version: number) {
      return db
        .selectFrom('cmsPageVersion')
        .select(['title', 'metaDescription', 'content', 'contentMarkdown', 'showLayout'])
        .where('pageId', '=', pageId)
        .where('version', '=', version)
        .executeTakeFirst();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
