/**
 * SQL of the Form I-9 inspection export and the retention purge: forms of a range of first days
 * with their versions (read in a few statements however many forms), the forms due for
 * destruction, the destruction itself and the record it leaves.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

/** Ids per IN list: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** First days of work from `from` to `to` (both included); a null bound is open. */
interface StartRange {
  from: string | null;
  to: string | null;
}

export function createInspectionRepository(db: Db) {
  const inRange = (range: StartRange) => {
    let query = db.selectFrom('i9Form as f');
    if (range.from) query = query.where('f.startDate', '>=', range.from);
    if (range.to) query = query.where('f.startDate', '<=', range.to);
    return query;
  };

  return {
    async countForms(range: StartRange): Promise<number> {
      const row = await inRange(range)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The forms of the range with the employee's account name, the job and the hiring site. */
    forms(range: StartRange) {
      return inRange(range)
        .innerJoin('userAccount as u', 'u.id', 'f.userId')
        .leftJoin('jobApplication as a', 'a.id', 'f.applicationId')
        .leftJoin('jobOrder as j', 'j.id', 'a.jobOrderId')
        .leftJoin('hiringSite as s', 's.id', 'f.hiringSiteId')
        .select([
          'f.id',
          'f.status',
          'f.startDate',
          'f.endDate',
          'f.section1Due',
          'f.section2Due',
          'f.retentionUntil',
          'f.everifyCaseNumber',
          'f.everifyStatus',
          'f.everifyFurtherAction',
          'f.everifyAt',
          'u.firstName',
          'u.lastName',
          'j.title as jobTitle',
          's.name as siteName',
          's.address as siteAddress',
          's.everify',
        ])
        .orderBy('f.id')
        .execute();
    },

    /** Every version of these forms with its author's name, in the order they were made. */
    async versions(formIds: number[]) {
      const out = [];
      for (const ids of chunks(formIds))
        out.push(
          ...(await db
            .selectFrom('i9Version as v')
            .leftJoin('userAccount as u', 'u.id', 'v.actorId')
            .select([
              'v.formId',
              'v.part',
              'v.version',
              'v.data',
              'v.reason',
              'v.lateReason',
              'v.kind',
              'v.createdAt',
              'u.firstName as actorFirstName',
              'u.lastName as actorLastName',
            ])
            .where('v.formId', 'in', ids)
            .orderBy('v.formId')
            .orderBy('v.id')
            .execute()),
        );
      return out;
    },
    /** A staff member's name, as the copies say who made them. */
    async staffName(id: number): Promise<string> {
      const row = await db
        .selectFrom('userAccount')
        .select(['firstName', 'lastName'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? `${row.firstName} ${row.lastName}` : '';
    },

    ...retentionQueries(db),
  };
}

/** The retention purge's queries: the forms due, their destruction, the record it leaves. */
function retentionQueries(db: Db) {
  return {
    /** Forms whose retention date is before `today`, oldest first, with how many versions each holds. */
    due(today: string, limit: number) {
      return db
        .selectFrom('i9Form as f')
        .innerJoin('userAccount as u', 'u.id', 'f.userId')
        .select((eb) => [
          'f.id',
          'f.startDate',
          'f.endDate',
          'f.retentionUntil',
          'f.pdfKey',
          'u.firstName',
          'u.lastName',
          eb
            .selectFrom('i9Version as v')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('v.formId', '=', 'f.id')
            .as('versions'),
        ])
        .where('f.retentionUntil', 'is not', null)
        .where('f.retentionUntil', '<', today)
        .orderBy('f.retentionUntil')
        .orderBy('f.id')
        .limit(limit)
        .execute();
    },

    /** The chosen forms as the purge checks them (those that exist). */
    purgeable(ids: number[]) {
      return db
        .selectFrom('i9Form')
        .select(['id', 'userId', 'startDate', 'endDate', 'retentionUntil', 'pdfKey'])
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * Destroys one form in `trx` once more, checked against its retention date as it is now
     * (another admin may have purged it meanwhile: false then), and leaves the record.
     */
    async purge(
      trx: Kysely<Database>,
      form: { id: number; startDate: string; endDate: string; retentionUntil: string },
      record: { purgedAt: number; purgedBy: number; files: number },
      today: string,
    ): Promise<{ versions: number } | null> {
      const versions = await trx.deleteFrom('i9Version').where('formId', '=', form.id).executeTakeFirst();
      const gone = await trx
        .deleteFrom('i9Form')
        .where('id', '=', form.id)
        .where('retentionUntil', '<', today)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) return null;
      const counted = { versions: Number(versions.numDeletedRows) };
      await trx
        .insertInto('i9Purge')
        .values({
          formId: form.id,
          startDate: form.startDate,
          endDate: form.endDate,
          retentionUntil: form.retentionUntil,
          purgedAt: record.purgedAt,
          purgedBy: record.purgedBy,
          versions: counted.versions,
          files: record.files,
        })
        .execute();
      return counted;
    },

    /** The latest records of destruction, newest first, with the confirming admin's name. */
    purges(limit: number) {
      return db
        .selectFrom('i9Purge as p')
        .leftJoin('userAccount as u', 'u.id', 'p.purgedBy')
        .select([
          'p.formId',
          'p.startDate',
          'p.endDate',
          'p.retentionUntil',
          'p.purgedAt',
          'p.versions',
          'p.files',
          'u.firstName',
          'u.lastName',
        ])
        .orderBy('p.purgedAt', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type InspectionRepository = ReturnType<typeof createInspectionRepository>;
