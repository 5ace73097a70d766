/** SQL of the job feeds: jobs by their external id, and the open jobs the outgoing feed lists. */
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { NewJob } from '../jobs/jobs.service';

/** A job as an import writes it; the REST API also keeps the Markdown it was sent. */
type WrittenJob = NewJob;

export interface ExternalJob {
  id: number;
  externalId: string;
  open: boolean;
  /** The imported fields as last written, to tell a changed entry from an unchanged one. */
  fingerprint: string;
}

export interface FeedRow {
  id: number;
  title: string;
  description: string;
  corpTitle: string;
  employmentType: string;
  category: string;
  location: string;
  postalCode: string | null;
  salary: string | null;
  payMin: number | null;
  payMax: number | null;
  payUnit: string | null;
  payCurrency: string;
  openedAt: number;
  externalId: string | null;
}

export function createFeedsRepository(db: Db) {
  return {
    /** Every job from `source`, open or closed, keyed by its external id. */
    async bySource(source: string): Promise<Map<string, ExternalJob>> {
      const rows = await db
        .selectFrom('jobOrder')
        .select(['id', 'externalId', 'status', 'active', 'title', 'description', 'corpTitle', 'employmentType'])
        .select(['category', 'location', 'postalCode', 'salary', 'payMin', 'payMax', 'payUnit', 'payCurrency'])
        .where('externalSource', '=', source)
        .execute();
      return new Map(
        rows.map((r) => [
          r.externalId!,
          {
            id: r.id,
            externalId: r.externalId!,
            open: r.status === 'Open' && Number(r.active) === 1,
            fingerprint: fingerprint(r),
          },
        ]),
      );
    },

    /** One job from `source` by its external id. */
    async byExternalId(source: string, externalId: string): Promise<ExternalJob | undefined> {
      const r = await db
        .selectFrom('jobOrder')
        .select(['id', 'externalId', 'status', 'active', 'title', 'description', 'corpTitle', 'employmentType'])
        .select(['category', 'location', 'postalCode', 'salary', 'payMin', 'payMax', 'payUnit', 'payCurrency'])
        .where('externalSource', '=', source)
        .where('externalId', '=', externalId)
        .executeTakeFirst();
      return r
        ? { id: r.id, externalId, open: r.status === 'Open' && Number(r.active) === 1, fingerprint: fingerprint(r) }
        : undefined;
    },

    async insert(job: WrittenJob, source: string, externalId: string, now: number): Promise<void> {
      await db
        .insertInto('jobOrder')
        .values({ ...job, externalSource: source, externalId, createdAt: now, updatedAt: now })
        // Another instance importing the same feed at the same moment wrote it first.
        .onConflict((oc) => oc.columns(['externalSource', 'externalId']).doNothing())
        .execute();
    },

    /** Rewrites an imported job and opens it (an entry back in the feed is open again). */
    async update(id: number, job: WrittenJob, now: number): Promise<void> {
      const { openedAt: _o, ...fields } = job;
      await db
        .updateTable('jobOrder')
        .set({ ...fields, updatedAt: now, version: sql<number>`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    async close(ids: number[], now: number): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('jobOrder').set({ status: 'Closed', updatedAt: now }).where('id', 'in', ids).execute();
    },

    /** The open jobs' count and newest change: the outgoing feed's validator. */
    async openState(): Promise<{ count: number; changedAt: number }> {
      const row = await db
        .selectFrom('jobOrder')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updatedAt').as('changed')])
        .where('status', '=', 'Open')
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), changedAt: Number(row.changed ?? 0) };
    },

    /** Open jobs after `afterId`, by id (the outgoing feed reads them a slice at a time). */
    async openJobsAfter(afterId: number, limit: number): Promise<FeedRow[]> {
      const rows = await db
        .selectFrom('jobOrder')
        .select(['id', 'title', 'description', 'corpTitle', 'employmentType', 'category', 'location', 'postalCode'])
        .select(['salary', 'payMin', 'payMax', 'payUnit', 'payCurrency', 'openedAt', 'externalId'])
        .where('status', '=', 'Open')
        .where('active', '=', 1)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, openedAt: Number(r.openedAt) }));
    },
  };
}

/** The fields an import writes, as one string. */
export function fingerprint(r: {
  title: string;
  description: string;
  corpTitle: string;
  employmentType: string;
  category: string;
  location: string;
  postalCode: string | null;
  salary: string | null;
  payMin: number | null;
  payMax: number | null;
  payUnit: string | null;
  payCurrency: string;
}): string {
  return JSON.stringify([
    r.title,
    r.description,
    r.corpTitle,
    r.employmentType,
    r.category,
    r.location,
    r.postalCode,
    r.salary,
    r.payMin === null ? null : Number(r.payMin),
    r.payMax === null ? null : Number(r.payMax),
    r.payUnit,
    r.payCurrency,
  ]);
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
