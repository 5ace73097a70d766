/** SQL of Form I-9: hiring sites, forms with their deadlines, and every version of every part. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export type I9FormRow = Selectable<Database['i9Form']>;
export type HiringSiteRow = Selectable<Database['hiringSite']>;

/** A form with what its lists show: the person, the job and the site. */
export const formsWithNames = (db: Kysely<Database>) =>
  db
    .selectFrom('i9Form as f')
    .innerJoin('userAccount as u', 'u.id', 'f.userId')
    .leftJoin('jobApplication as a', 'a.id', 'f.applicationId')
    .leftJoin('jobOrder as j', 'j.id', 'a.jobOrderId')
    .leftJoin('hiringSite as s', 's.id', 'f.hiringSiteId')
    .selectAll('f')
    .select([
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.preferredLanguage',
      'j.title as jobTitle',
      's.name as siteName',
      's.everify',
    ])
    .select((eb) => {
      // The rehire whose Supplement B entry is due, if any (rehire.ts).
      const pending = () =>
        eb
          .selectFrom('i9Rehire as r')
          .whereRef('r.formId', '=', 'f.id')
          .where('r.completedAt', 'is', null)
          .orderBy('r.id', 'desc')
          .limit(1);
      return [
        pending().select('r.rehireDate').as('rehireDate'),
        pending().select('r.applicationId').as('rehireApplicationId'),
      ];
    });
export type I9FormListRow = Awaited<ReturnType<ReturnType<typeof formsWithNames>['executeTakeFirstOrThrow']>>;

/** The form an application's acceptance opened, or the earlier one its rehire relies on (rehire.ts). */
const formOfApplication = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('i9Form')
    .select('id')
    .where('applicationId', '=', applicationId)
    .union(db.selectFrom('i9Rehire').select('formId as id').where('applicationId', '=', applicationId))
    .executeTakeFirst();

export function createI9Repository(db: Db) {
  return {
    sites(): Promise<HiringSiteRow[]> {
      return db.selectFrom('hiringSite').selectAll().orderBy('id').execute();
    },
    site(id: number): Promise<HiringSiteRow | undefined> {
      return db.selectFrom('hiringSite').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async addSite(values: Insertable<Database['hiringSite']>, executor: Kysely<Database> = db): Promise<number> {
      const row = await executor.insertInto('hiringSite').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** The candidate's application, with its status, for an acceptance. */
    application(id: number) {
      return db.selectFrom('jobApplication').select(['id', 'userId', 'status']).where('id', '=', id).executeTakeFirst();
    },
    formOfApplication: (applicationId: number) => formOfApplication(db, applicationId),

    async insertForm(trx: Kysely<Database>, values: Insertable<Database['i9Form']>): Promise<number> {
      const row = await trx.insertInto('i9Form').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    form(id: number, executor: Kysely<Database> = db): Promise<I9FormListRow | undefined> {
      return formsWithNames(executor).where('f.id', '=', id).executeTakeFirst();
    },
    formsOf(userId: number): Promise<I9FormListRow[]> {
      return formsWithNames(db).where('f.userId', '=', userId).orderBy('f.id', 'desc').execute();
    },
    /** Every form, newest first (the I-9 staff's list). */
    forms(limit: number): Promise<I9FormListRow[]> {
      return formsWithNames(db).orderBy('f.id', 'desc').limit(limit).execute();
    },
    /**
     * Moves a form on only from the state it was read in (`from`): two submissions at once
     * complete it once. False when another got there first.
     */
    async updateForm(
      trx: Kysely<Database>,
      id: number,
      from: I9FormRow['status'] | null,
      values: Updateable<Database['i9Form']>,
    ): Promise<boolean> {
      let update = trx.updateTable('i9Form').set(values).where('id', '=', id);
      if (from) update = update.where('status', '=', from);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    versions(formId: number, executor: Kysely<Database> = db) {
      return executor
        .selectFrom('i9Version as v')
        .leftJoin('userAccount as u', 'u.id', 'v.actorId')
        .selectAll('v')
        .select(['u.firstName as actorFirstName', 'u.lastName as actorLastName'])
        .where('v.formId', '=', formId)
        .orderBy('v.id')
        .execute();
    },
    /** Adds the next version of a part; the unique key refuses a second writer of the same number. */
    async addVersion(
      trx: Kysely<Database>,
      values: Omit<Insertable<Database['i9Version']>, 'version'>,
    ): Promise<number> {
      const last = await trx
        .selectFrom('i9Version')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('formId', '=', values.formId)
        .where('part', '=', values.part)
        .executeTakeFirst();
      const version = Number(last?.version ?? 0) + 1;
      await trx
        .insertInto('i9Version')
        .values({ ...values, version })
        .execute();
      return version;
    },

    /** Open sections past their due date whose notice has not gone out (due today is still on time). */
    overdue(part: 'section1' | 'section2', today: string, limit: number) {
      const due = part === 'section1' ? 'f.section1Due' : 'f.section2Due';
      const sent = part === 'section1' ? 'f.section1OverdueAt' : 'f.section2OverdueAt';
      // Section 2 is late even when Section 1 is still missing.
      const open = part === 'section1' ? (['section1'] as const) : (['section1', 'section2'] as const);
      return formsWithNames(db)
        .where('f.status', 'in', open)
        .where(due, '<', today)
        .where(sent, 'is', null)
        .orderBy('f.id')
        .limit(limit)
        .execute();
    },
    /** Claims one overdue notice: true for the one run that sends it. */
    async claimOverdue(
      trx: Kysely<Database>,
      id: number,
      part: 'section1' | 'section2',
      now: number,
    ): Promise<boolean> {
      const column = part === 'section1' ? 'section1OverdueAt' : 'section2OverdueAt';
      const result = await trx
        .updateTable('i9Form')
        .set({ [column]: now })
        .where('id', '=', id)
        .where(column, 'is', null)
        .where('status', part === 'section1' ? '=' : '<>', part === 'section1' ? 'section1' : 'complete')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Complete forms whose reverification date is on or before `by` and whose notice has not gone out. */
    reverifyDue(by: string, limit: number) {
      return formsWithNames(db)
        .where('f.status', '=', 'complete')
        .where('f.reverifyBy', '<=', by)
        .where('f.reverifyNoticeAt', 'is', null)
        .orderBy('f.id')
        .limit(limit)
        .execute();
    },
    /** Claims one reverification notice: true for the one run that sends it. */
    async claimReverifyNotice(trx: Kysely<Database>, id: number, reverifyBy: string, now: number): Promise<boolean> {
      const result = await trx
        .updateTable('i9Form')
        .set({ reverifyNoticeAt: now })
        .where('id', '=', id)
        .where('reverifyBy', '=', reverifyBy)
        .where('reverifyNoticeAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The active staff accounts granted `permission` (who is told of an overdue Section 2). */
    staffWith(permission: string) {
      return db
        .selectFrom('userAccount')
        .select(['id', 'email', 'firstName', 'preferredLanguage', 'staffPermissions'])
        .where('role', 'in', ['staff', 'admin'])
        .where('deactivatedAt', 'is', null)
        .where('deletedAt', 'is', null)
        .where('staffPermissions', 'like', `%${permission}%`)
        .execute()
        .then((rows) => rows.filter((r) => r.staffPermissions.split(' ').includes(permission)));
    },
  };
}

export type I9Repository = ReturnType<typeof createI9Repository>;
