/** SQL of voluntary self-identification: its own table, read only by the candidate and the aggregate report. */
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database, SelfIdentificationTable } from '../../db/schema';

export type SelfIdRow = SelfIdentificationTable;
export type SelfIdWrite = Omit<SelfIdRow, 'applicationId' | 'userId'>;

/** The scope of the report: application dates from..to (epoch ms, `to` excluded), one job or all. */
export interface ReportScope {
  from: number;
  to: number;
  jobOrderId: number | null;
}

export function createSelfIdRepository(db: Db) {
  return {
    find(applicationId: number): Promise<SelfIdRow | undefined> {
      return db
        .selectFrom('selfIdentification')
        .selectAll()
        .where('applicationId', '=', applicationId)
        .executeTakeFirst();
    },

    listForUser(userId: number): Promise<SelfIdRow[]> {
      return db
        .selectFrom('selfIdentification')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('applicationId')
        .execute();
    },

    /** Writes the row of an application, replacing what was there. */
    async save(applicationId: number, userId: number, row: SelfIdWrite): Promise<void> {
      await db
        .insertInto('selfIdentification')
        .values({ applicationId, userId, ...row })
        .onConflict((oc) => oc.column('applicationId').doUpdateSet(row))
        .execute();
    },

    /** Skipped, unless answered meanwhile (the answers stay); false when answers are there. */
    async skip(applicationId: number, userId: number, now: number): Promise<boolean> {
      const skipped = { status: 'skipped' as const, updatedAt: now };
      const result = await db
        .insertInto('selfIdentification')
        .values({ applicationId, userId, ...skipped, answeredAt: null })
        .onConflict((oc) =>
          oc.column('applicationId').doUpdateSet(skipped).where('selfIdentification.status', '=', 'skipped'),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async eraseForUser(userId: number, trx: Kysely<Database>): Promise<void> {
      await trx.deleteFrom('selfIdentification').where('userId', '=', userId).execute();
    },

    /** Applications in scope grouped by every answer combination (counted, never listed). */
    async reportGroups(scope: ReportScope) {
      let query = db
        .selectFrom('jobApplication as a')
        .leftJoin('selfIdentification as s', 's.applicationId', 'a.id')
        .select((eb) => [
          's.status',
          's.sex',
          's.race',
          's.veteran',
          's.disability',
          eb.fn.countAll<number | string>().as('n'),
        ])
        .where('a.createdAt', '>=', scope.from)
        .where('a.createdAt', '<', scope.to)
        .groupBy(['s.status', 's.sex', 's.race', 's.veteran', 's.disability']);
      if (scope.jobOrderId !== null) query = query.where('a.jobOrderId', '=', scope.jobOrderId);
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    /** Applications per job and month, the months given by their bounds (epoch ms, ascending). */
    async monthCounts(bounds: number[]) {
      const createdAt = sql.ref('a.createdAt');
      const month = sql<number>`case ${sql.join(
        bounds.slice(1).map((end, i) => sql`when ${createdAt} < ${sql.lit(end)} then ${sql.lit(i)}`),
        sql` `,
      )} end`;
      const rows = await db
        .selectFrom('jobApplication as a')
        .select((eb) => ['a.jobOrderId', month.as('month'), eb.fn.countAll<number | string>().as('n')])
        .where('a.createdAt', '>=', bounds[0]!)
        .where('a.createdAt', '<', bounds[bounds.length - 1]!)
        .groupBy(['a.jobOrderId', month])
        .execute();
      return rows.map((r) => ({ jobOrderId: r.jobOrderId, month: Number(r.month), n: Number(r.n) }));
    },

    /** Jobs with applications in the period, newest applications first (for choosing one). */
    async jobsInPeriod(scope: Omit<ReportScope, 'jobOrderId'>, limit: number) {
      return db
        .selectFrom('jobApplication as a')
        .innerJoin('jobOrder as j', 'j.id', 'a.jobOrderId')
        .select(['j.id as jobOrderId', 'j.title'])
        .where('a.createdAt', '>=', scope.from)
        .where('a.createdAt', '<', scope.to)
        .groupBy(['j.id', 'j.title'])
        .orderBy('j.title')
        .orderBy('j.id')
        .limit(limit)
        .execute();
    },

    async jobTitle(jobOrderId: number): Promise<string | null> {
      const row = await db.selectFrom('jobOrder').select('title').where('id', '=', jobOrderId).executeTakeFirst();
      return row?.title ?? null;
    },
  };
}

export type SelfIdRepository = ReturnType<typeof createSelfIdRepository>;
