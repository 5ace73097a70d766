/** SQL of the pipeline board's staff-only notes and tags, and the applications they belong to. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export interface NoteRow {
  id: number;
  applicationId: number;
  authorId: number | null;
  body: string;
  createdAt: number;
  firstName: string | null;
  lastName: string | null;
}

export function createPipelineRepository(db: Db) {
  return {
    /** The job and candidate of an application, or undefined. */
    application(id: number) {
      return db
        .selectFrom('jobApplication')
        .select(['id', 'jobOrderId', 'userId'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Those of `ids` that are applications to the job, with what a mail to their candidate needs. */
    recipients(jobOrderId: number, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('jobApplication as a')
        .innerJoin('userAccount as u', 'u.id', 'a.userId')
        .select(['a.id', 'a.userId', 'u.email', 'u.firstName', 'u.preferredLanguage', 'u.deletedAt'])
        .where('a.jobOrderId', '=', jobOrderId)
        .where('a.id', 'in', ids)
        .execute();
    },

    /** The tags of these applications, in the order they were added. */
    tags(applicationIds: number[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('applicationTag')
        .select(['applicationId', 'label', 'labelKey'])
        .where('applicationId', 'in', applicationIds)
        .orderBy('createdAt')
        .orderBy('labelKey')
        .execute();
    },

    /** What these applications answered on the form, and which ones a knockout answer set aside. */
    async formAnswers(applicationIds: number[]) {
      if (applicationIds.length === 0) return { answers: [], knockedOut: new Set<number>() };
      const [answers, knocked] = await Promise.all([
        db
          .selectFrom('applicationAnswer')
          .select(['applicationId', 'questionText', 'kind', 'options', 'answer'])
          .where('applicationId', 'in', applicationIds)
          .orderBy('applicationId')
          .orderBy('position')
          .execute(),
        db
          .selectFrom('applicationForm')
          .select('applicationId')
          .where('applicationId', 'in', applicationIds)
          .where('knockoutQuestion', 'is not', null)
          .execute(),
      ]);
      return { answers, knockedOut: new Set(knocked.map((k) => k.applicationId)) };
    },

    async noteCounts(applicationIds: number[]): Promise<Map<number, number>> {
      if (applicationIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('applicationNote')
        .select(['applicationId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('applicationId', 'in', applicationIds)
        .groupBy('applicationId')
        .execute();
      return new Map(rows.map((r) => [r.applicationId, Number(r.n)]));
    },

    notes(applicationId: number): Promise<NoteRow[]> {
      return db
        .selectFrom('applicationNote as n')
        .leftJoin('userAccount as u', 'u.id', 'n.authorId')
        .select(['n.id', 'n.applicationId', 'n.authorId', 'n.body', 'n.createdAt', 'u.firstName', 'u.lastName'])
        .where('n.applicationId', '=', applicationId)
        .orderBy('n.createdAt')
        .orderBy('n.id')
        .execute();
    },

    note(id: number) {
      return db.selectFrom('applicationNote').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countNotes(applicationId: number, executor: Kysely<Database> = db): Promise<number> {
      const row = await executor
        .selectFrom('applicationNote')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('applicationId', '=', applicationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insertNote(
      executor: Kysely<Database>,
      note: { applicationId: number; authorId: number; body: string; createdAt: number },
    ): Promise<number> {
      const row = await executor.insertInto('applicationNote').values(note).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async deleteNote(executor: Kysely<Database>, id: number): Promise<boolean> {
      const result = await executor.deleteFrom('applicationNote').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Adds the tag unless the application has it (in any case); true when added. */
    async insertTag(
      executor: Kysely<Database>,
      tag: { applicationId: number; label: string; labelKey: string; createdBy: number; createdAt: number },
    ): Promise<boolean> {
      const row = await executor
        .insertInto('applicationTag')
        .values(tag)
        .onConflict((oc) => oc.columns(['applicationId', 'labelKey']).doNothing())
        .returning('labelKey')
        .executeTakeFirst();
      return Boolean(row);
    },

    async countTags(executor: Kysely<Database>, applicationId: number): Promise<number> {
      const row = await executor
        .selectFrom('applicationTag')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('applicationId', '=', applicationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async deleteTag(executor: Kysely<Database>, applicationId: number, labelKey: string): Promise<boolean> {
      const result = await executor
        .deleteFrom('applicationTag')
        .where('applicationId', '=', applicationId)
        .where('labelKey', '=', labelKey)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
