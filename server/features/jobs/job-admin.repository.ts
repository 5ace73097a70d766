/** SQL of the staff console's job list and edits: filters, sorting, paging and versioned updates. */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { StaffJobSort } from '../../../common/staff';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { NewJob } from './jobs.repository';

export interface JobListFilter {
  /** Words of the title (all must appear, in any case). */
  title: string[];
  status: 'open' | 'closed' | null;
  type: string | null;
  category: string | null;
  location: string | null;
}

export interface JobListOrder {
  sort: StaffJobSort;
  dir: 'asc' | 'desc';
}

type Eb = ExpressionBuilder<Database & { j: Database['jobOrder'] }, 'j'>;

/** `%text%` for LIKE, with the pattern's own characters escaped (matched with ESCAPE '\'). */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const applicantCount = sql<number>`(select count(*) from job_application a where a.job_order_id = j.id)`;
const isOpenSql = sql<number>`(case when j.status = 'Open' and j.active = 1 then 1 else 0 end)`;

const SORT_COLUMNS = {
  title: sql`lower(j.title)`,
  type: sql`j.employment_type`,
  category: sql`j.category`,
  location: sql`lower(j.location)`,
  opened: sql`j.opened_at`,
  status: isOpenSql,
  applicants: applicantCount,
} as const;

function where(f: JobListFilter) {
  return (eb: Eb) => {
    const all = [];
    for (const word of f.title) all.push(sql<boolean>`lower(j.title) like ${contains(word)} escape '\\'`);
    if (f.location) all.push(sql<boolean>`lower(j.location) like ${contains(f.location)} escape '\\'`);
    if (f.type) all.push(eb('j.employmentType', '=', f.type as 'Contract' | 'Permanent'));
    if (f.category) all.push(eb('j.category', '=', f.category));
    if (f.status === 'open') all.push(eb.and([eb('j.status', '=', 'Open'), eb('j.active', '=', 1)]));
    if (f.status === 'closed') all.push(eb.or([eb('j.status', '<>', 'Open'), eb('j.active', '<>', 1)]));
    return eb.and(all);
  };
}

export function createJobAdminRepository(db: Db) {
  const transaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work);
  const columns = [
    'j.id',
    'j.title',
    'j.employmentType',
    'j.category',
    'j.location',
    'j.salary',
    'j.status',
    'j.active',
    'j.openedAt',
  ] as const;

  return {
    transaction,

    list(f: JobListFilter, order: JobListOrder, limit: number, offset: number) {
      const dir = sql.raw(order.dir);
      return db
        .selectFrom('jobOrder as j')
        .select([...columns, applicantCount.as('applicants')])
        .where(where(f))
        .orderBy(sql`${SORT_COLUMNS[order.sort]} ${dir}`)
        .orderBy('j.id', order.dir)
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Every job after `afterId`, by id (cursor pages of the REST API). */
    listAfter(afterId: number, limit: number) {
      return db
        .selectFrom('jobOrder as j')
        .select([...columns, applicantCount.as('applicants')])
        .where('j.id', '>', afterId)
        .orderBy('j.id')
        .limit(limit)
        .execute();
    },

    async count(f: JobListFilter): Promise<number> {
      const row = await db
        .selectFrom('jobOrder as j')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(where(f))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find(id: number) {
      return db
        .selectFrom('jobOrder as j')
        .select([
          ...columns,
          applicantCount.as('applicants'),
          'j.corpTitle',
          'j.description',
          'j.descriptionMarkdown',
          'j.version',
          'j.payMin',
          'j.payMax',
          'j.payUnit',
          'j.payCurrency',
          'j.timeZone',
        ])
        .where('j.id', '=', id)
        .executeTakeFirst();
    },

    async insert(job: NewJob, now: number, executor: Kysely<Database> = db): Promise<number> {
      const row = await executor
        .insertInto('jobOrder')
        .values({ ...job, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes the edit only if the job is still at `version`; false when it is not (or is gone). */
    async update(
      id: number,
      version: number,
      job: Omit<NewJob, 'status' | 'active' | 'openedAt'>,
      now: number,
      executor: Kysely<Database> = db,
    ) {
      const result = await executor
        .updateTable('jobOrder')
        .set({ ...job, updatedAt: now, version: sql`version + 1` })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Opens or closes the job; reopening does not change when it first opened. */
    async setOpen(id: number, open: boolean, now: number): Promise<boolean> {
      const result = await db
        .updateTable('jobOrder')
        .set({ status: open ? 'Open' : 'Closed', active: open ? 1 : 0, updatedAt: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type JobAdminRepository = ReturnType<typeof createJobAdminRepository>;
