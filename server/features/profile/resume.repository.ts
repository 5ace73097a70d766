/** SQL of résumés. A candidate has at most one current résumé; older ones stay while applications refer to them. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database, ResumeTable } from '../../db/schema';

export type ResumeRow = Selectable<ResumeTable>;
export type NewResume = Omit<Insertable<ResumeTable>, 'id' | 'isCurrent'>;

export function createResumeRepository(db: Db) {
  return {
    db,

    findCurrent(userId: number, executor: Kysely<Database> = db) {
      return executor
        .selectFrom('resume')
        .selectAll()
        .where('userId', '=', userId)
        .where('isCurrent', '=', 1)
        .executeTakeFirst();
    },

    findById(id: number) {
      return db.selectFrom('resume').selectAll().where('id', '=', id).executeTakeFirst();
    },

    listForUser(userId: number, executor: Kysely<Database> = db) {
      return executor.selectFrom('resume').selectAll().where('userId', '=', userId).orderBy('id').execute();
    },

    /** Makes `resume` the user's current one; the previous one stops being current. */
    async insertCurrent(resume: NewResume, executor: Kysely<Database> = db): Promise<number> {
      await executor
        .updateTable('resume')
        .set({ isCurrent: 0 })
        .where('userId', '=', resume.userId)
        .where('isCurrent', '=', 1)
        .execute();
      const row = await executor
        .insertInto('resume')
        .values({ ...resume, isCurrent: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A résumé that is not the current one (sent with one application only). */
    async insertOther(resume: NewResume, executor: Kysely<Database> = db): Promise<number> {
      const row = await executor
        .insertInto('resume')
        .values({ ...resume, isCurrent: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async clearCurrent(userId: number, executor: Kysely<Database> = db) {
      await executor
        .updateTable('resume')
        .set({ isCurrent: 0 })
        .where('userId', '=', userId)
        .where('isCurrent', '=', 1)
        .execute();
    },

    /** Deletes the user's résumés that are neither current nor used by an application; their storage keys. */
    async deleteUnused(userId: number, executor: Kysely<Database> = db): Promise<string[]> {
      const rows = await executor
        .deleteFrom('resume')
        .where('userId', '=', userId)
        .where('isCurrent', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('jobApplication as a').select('a.id').whereRef('a.resumeId', '=', 'resume.id')),
          ),
        )
        .returning('storageKey')
        .execute();
      return rows.map((r) => r.storageKey);
    },

    /** Every résumé of the user, used or not (account deletion); their storage keys. */
    async deleteAll(userId: number, executor: Kysely<Database> = db): Promise<string[]> {
      await executor.updateTable('jobApplication').set({ resumeId: null }).where('userId', '=', userId).execute();
      const rows = await executor.deleteFrom('resume').where('userId', '=', userId).returning('storageKey').execute();
      return rows.map((r) => r.storageKey);
    },

    async setSuggestedSkills(id: number, skills: string[]) {
      await db
        .updateTable('resume')
        .set({ suggestedSkills: JSON.stringify(skills) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
