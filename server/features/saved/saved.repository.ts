/** SQL of saved jobs and saved searches, and the atomic claim of due alerts. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { AlertFrequency, Database, SavedSearchTable } from '../../db/schema';

export type SavedSearchRow = Selectable<SavedSearchTable>;

export function createSavedRepository(db: Db, dialect: Dialect) {
  return {
    db,

    listJobs(userId: number) {
      return db
        .selectFrom('savedJob')
        .select(['jobOrderId', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('jobOrderId', 'desc')
        .execute();
    },

    async countJobs(userId: number): Promise<number> {
      const row = await db
        .selectFrom('savedJob')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Saves once; saving again changes nothing. */
    async saveJob(userId: number, jobOrderId: number, now: number) {
      await db
        .insertInto('savedJob')
        .values({ userId, jobOrderId, createdAt: now })
        .onConflict((oc) => oc.columns(['userId', 'jobOrderId']).doNothing())
        .execute();
    },

    async unsaveJob(userId: number, jobOrderId: number) {
      await db.deleteFrom('savedJob').where('userId', '=', userId).where('jobOrderId', '=', jobOrderId).execute();
    },

    listSearches(userId: number, executor: Kysely<Database> = db) {
      return executor
        .selectFrom('savedSearch')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findSearch(userId: number, id: number) {
      return db
        .selectFrom('savedSearch')
        .selectAll()
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findSearchById(id: number) {
      return db.selectFrom('savedSearch').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countSearches(userId: number): Promise<number> {
      const row = await db
        .selectFrom('savedSearch')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertSearch(row: Omit<SavedSearchRow, 'id' | 'lockedUntil'>): Promise<number> {
      const inserted = await db
        .insertInto('savedSearch')
        .values({ ...row, lockedUntil: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async updateSearch(
      id: number,
      change: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'alertedAt' | 'nextRunAt' | 'updatedAt'>>,
    ): Promise<boolean> {
      const result = await db.updateTable('savedSearch').set(change).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteSearch(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('savedSearch')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Claims up to `limit` due alerts for this instance until `lockedUntil`, in one statement: on
     * PostgreSQL the rows another instance is claiming are skipped (FOR UPDATE SKIP LOCKED); on
     * SQLite the statement runs alone. A row claimed here is claimed nowhere else until the lock ends.
     */
    async claimDue(now: number, lockedUntil: number, limit: number): Promise<SavedSearchRow[]> {
      const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
      const { rows } = await sql<SavedSearchRow>`update saved_search set locked_until = ${lockedUntil}
        where id in (select id from saved_search
          where next_run_at <= ${now} and (locked_until is null or locked_until < ${now})
          order by next_run_at, id limit ${limit} ${lock})
        and next_run_at <= ${now} and (locked_until is null or locked_until < ${now})
        returning *`.execute(db);
      return rows;
    },

    /** Ends a claimed run; false when the claim was lost (then nothing of this run may be kept). */
    async finishRun(
      id: number,
      lockedUntil: number,
      next: { alertedAt: number; nextRunAt: number | null },
      executor: Kysely<Database>,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('savedSearch')
        .set({ ...next, lockedUntil: null })
        .where('id', '=', id)
        .where('lockedUntil', '=', lockedUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async releaseClaim(id: number, lockedUntil: number) {
      await db
        .updateTable('savedSearch')
        .set({ lockedUntil: null })
        .where('id', '=', id)
        .where('lockedUntil', '=', lockedUntil)
        .execute();
    },

    /** Account deletion: every saved job and search of the user. */
    async eraseAll(userId: number, executor: Kysely<Database>) {
      await executor.deleteFrom('savedJob').where('userId', '=', userId).execute();
      await executor.deleteFrom('savedSearch').where('userId', '=', userId).execute();
    },
  };
}

export type SavedRepository = ReturnType<typeof createSavedRepository>;

export function periodMs(frequency: AlertFrequency): number | null {
  if (frequency === 'daily') return 86_400_000;
  if (frequency === 'weekly') return 7 * 86_400_000;
  return null;
}
