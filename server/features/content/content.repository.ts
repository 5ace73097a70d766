import type { Db } from '../../db';

export function createContentRepository(db: Db) {
  return {
    findByPath(path: string) {
      return db
        .selectFrom('cmsPage')
        .select(['path', 'title', 'content', 'showLayout'])
        .where('path', '=', path)
        .executeTakeFirst();
    },

    async upsert(page: { path: string; title: string; content: string; showLayout: boolean }, now: number) {
      const values = {
        title: page.title,
        content: page.content,
        showLayout: page.showLayout ? (1 as const) : (0 as const),
        updatedAt: now,
      };
      await db
        .insertInto('cmsPage')
        .values({ path: page.path, createdAt: now, ...values })
        .onConflict((oc) => oc.column('path').doUpdateSet(values))
        .execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
