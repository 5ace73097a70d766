/** The status board: one row per candidate counted by board state, and the documents of one page. */
import { sql } from 'kysely';
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import type { BoardState } from '../../../common/onboarding';
import type { Db } from '../../db';

/**
 * One row per candidate with assigned documents (not cancelled, not a doc-check test), in the
 * board's order: their documents counted by board state at `now` (the rule of boardState in
 * the service), and the completable and completed ones (informational documents are neither,
 * docs/product.md §4). The board reads one row per candidate, and the documents of one page only.
 */
export function boardSummaries(db: Db, now: number) {
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
}

/** The assigned documents (not cancelled, not a doc-check test) of these candidates. */
export function boardDocuments(db: Db, userIds: number[]) {
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
}
