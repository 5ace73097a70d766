/** SQL of the onboarding workflow: templates' settings, packets, candidates by email, the status board. */
import { type Kysely, sql, type Updateable } from 'kysely';
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import type { BoardState } from '../../../common/onboarding';
import type { Db } from '../../db';
import type { Database, DocumentTable, DocumentTemplateTable } from '../../db/schema';

/** Where a new template goes: after every other one. */
export async function nextDisplayLevel(db: Db): Promise<number> {
  const row = await db
    .selectFrom('documentTemplate')
    .select((eb) => eb.fn.max('displayLevel').as('last'))
    .executeTakeFirst();
  return Math.min(999, Number(row?.last ?? 0) + 1);
}

export function createOnboardingRepository(db: Db) {
  /** Assigned documents (never staff's test ones) with their candidate's address and name. */
  const documentsQuery = (ids: number[]) =>
    db
      .selectFrom('document')
      .innerJoin('userAccount', 'userAccount.id', 'document.userId')
      .selectAll('document')
      .select(['userAccount.email', 'userAccount.firstName', 'userAccount.lastName'])
      .where('document.id', 'in', ids)
      .where('document.isTest', '=', 0);

  return {
    listTemplates() {
      return db.selectFrom('documentTemplate').selectAll().orderBy('displayLevel').orderBy('id').execute();
    },

    nextDisplayLevel: () => nextDisplayLevel(db),

    /** Numbers the templates 1, 2, 3… in the given order, in one transaction. */
    async setTemplateOrder(ids: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [i, id] of ids.entries())
          await trx
            .updateTable('documentTemplate')
            .set({ displayLevel: Math.min(999, i + 1) })
            .where('id', '=', id)
            .execute();
      });
    },

    findTemplate(id: number) {
      return db.selectFrom('documentTemplate').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async updateTemplate(id: number, values: Updateable<DocumentTemplateTable>): Promise<void> {
      await db.updateTable('documentTemplate').set(values).where('id', '=', id).execute();
    },

    async insertPacket(name: string, templateIds: number[], now: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('documentPacket')
          .values({ name, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('documentPacketTemplate')
          .values(templateIds.map((templateId, position) => ({ packetId: id, templateId, position })))
          .execute();
        return id;
      });
    },

    findPacketByName(name: string) {
      return db.selectFrom('documentPacket').select('id').where('name', '=', name).executeTakeFirst();
    },

    async listPackets() {
      const [packets, members] = await Promise.all([
        db.selectFrom('documentPacket').selectAll().orderBy('name').execute(),
        db.selectFrom('documentPacketTemplate').selectAll().orderBy('position').execute(),
      ]);
      return packets.map((p) => ({
        id: p.id,
        name: p.name,
        templateIds: members.filter((m) => m.packetId === p.id).map((m) => m.templateId),
      }));
    },

    /** Confirmed accounts among the (lowercased) addresses. */
    candidatesByEmail(emails: string[]) {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('userAccount')
        .select(['id', 'email', 'firstName', 'lastName'])
        .where('email', 'in', emails)
        .where('emailConfirmedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .execute();
    },

    /**
     * One row per candidate with assigned documents (not cancelled, not a doc-check test), in the
     * board's order: their documents counted by board state at `now` (the rule of boardState in
     * the service), and the completable and completed ones (informational documents are neither,
     * docs/product.md §4). The board reads one row per candidate, and the documents of one page only.
     */
    boardSummaries(now: number) {
      const status = sql.ref('document.status');
      const state = sql<BoardState>`case
        when ${sql.ref('document.signatureType')} = ${INFO_SIGNATURE_TYPE} then 'informational'
        when ${status} = ${DOCUMENT_STATUS.awaitingEmployer} then 'awaiting_employer'
        when ${sql.ref('document.reviewStatus')} = 'pending' and ${status} <> ${DOCUMENT_STATUS.completed} then 'review'
        when ${sql.ref('document.reviewStatus')} = 'rejected' and ${status} <> ${DOCUMENT_STATUS.completed} then 'rejected'
        when ${status} = ${DOCUMENT_STATUS.completed} then 'completed'
        when ${sql.ref('document.dueAt')} < ${now} then 'overdue'
        else 'outstanding' end`;
      const inState = (s: BoardState) => sql<number | string>`sum(case when ${state} = ${s} then 1 else 0 end)`;
      const completable = sql`${sql.ref('document.signatureType')} <> ${INFO_SIGNATURE_TYPE}`;
      return db
        .selectFrom('document')
        .innerJoin('userAccount', 'userAccount.id', 'document.userId')
        .select([
          'document.userId',
          'userAccount.email',
          'userAccount.firstName',
          'userAccount.lastName',
          inState('outstanding').as('outstanding'),
          inState('overdue').as('overdue'),
          inState('completed').as('completed'),
          inState('rejected').as('rejected'),
          inState('review').as('review'),
          // camelCase: the result keys go through the snake_case renaming (boardCount reads it back).
          inState('awaiting_employer').as('awaitingEmployer'),
          inState('informational').as('informational'),
          sql<number | string>`sum(case when ${completable} then 1 else 0 end)`.as('completable'),
          sql<
            number | string
          >`sum(case when ${completable} and ${status} = ${DOCUMENT_STATUS.completed} then 1 else 0 end)`.as(
            'completableDone',
          ),
        ])
        .where('document.isTest', '=', 0)
        .where('document.cancelledAt', 'is', null)
        .groupBy(['document.userId', 'userAccount.email', 'userAccount.firstName', 'userAccount.lastName'])
        .orderBy('userAccount.lastName')
        .orderBy('userAccount.firstName')
        .orderBy('document.userId')
        .execute();
    },

    /** The assigned documents (not cancelled, not a doc-check test) of these candidates. */
    boardDocuments(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('document')
        .select([
          'document.id',
          'document.userId',
          'document.formTitle',
          'document.signatureType',
          'document.status',
          'document.isUserActionRequired',
          'document.dueAt',
          'document.signedAt',
          'document.reviewStatus',
          'document.rejectedReason',
          'document.declinedReason',
        ])
        .where('document.userId', 'in', userIds)
        .where('document.isTest', '=', 0)
        .where('document.cancelledAt', 'is', null)
        .orderBy('document.displayLevel')
        .orderBy('document.id')
        .execute();
    },

    /**
     * The candidates' documents of these templates that are still in play (not cancelled, not
     * completed): assigning one of them again would give the candidate a second row.
     */
    openAssignments(userIds: number[], templateIds: number[], executor: Kysely<Database> = db) {
      if (userIds.length === 0 || templateIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('document')
        .select(['userId', 'templateId'])
        .where('userId', 'in', userIds)
        .where('templateId', 'in', templateIds)
        .where('isTest', '=', 0)
        .where('cancelledAt', 'is', null)
        .where('status', '<>', DOCUMENT_STATUS.completed)
        .execute();
    },

    /** The API's pages: documents after `afterId` in id order, of one candidate or template when given. */
    documentsAfter(filter: { afterId: number; limit: number; userId?: number; templateId?: number }) {
      let query = db
        .selectFrom('document')
        .selectAll()
        .where('id', '>', filter.afterId)
        .where('isTest', '=', 0)
        .where('cancelledAt', 'is', null);
      if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
      if (filter.templateId !== undefined) query = query.where('templateId', '=', filter.templateId);
      return query.orderBy('id').limit(filter.limit).execute();
    },

    findDocument(id: number) {
      return documentsQuery([id]).executeTakeFirst();
    },

    /** Several documents in one query (bulk actions), in no particular order. */
    findDocuments(ids: number[]) {
      return ids.length ? documentsQuery(ids).execute() : Promise.resolve([]);
    },

    /** Changes a document only while it is in the expected state; false when it was not. */
    async updateDocumentIf(
      id: number,
      values: Updateable<DocumentTable>,
      expect: { status?: string; reviewStatus?: string; notCancelled?: boolean; unsigned?: boolean },
      executor: Kysely<Database> = db,
    ): Promise<boolean> {
      let query = executor.updateTable('document').set(values).where('id', '=', id);
      if (expect.unsigned) query = query.where('signedAt', 'is', null);
      if (expect.status) query = query.where('status', '=', expect.status);
      if (expect.reviewStatus) query = query.where('reviewStatus', '=', expect.reviewStatus);
      if (expect.notCancelled) query = query.where('cancelledAt', 'is', null);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
