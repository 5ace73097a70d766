/**
 * How staff's changes to documents are written: each with its step in the document's trail and in
 * the audit log, in one transaction; and assignments that lose a race to the one-open-document
 * unique index, run again.
 */
import type { Kysely, Updateable } from 'kysely';
import { ONBOARDING_MESSAGES as M, type StaffDocumentEvent } from '../../../common/onboarding';
import type { Db } from '../../db';
import type { Database, DocumentTable } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { DocumentsService } from '../documents/documents.service';
import type { OnboardingRepository } from './onboarding.repository';

/** Runs of an assignment that lost races in a row before the staff member is asked to try again. */
const ASSIGN_ATTEMPTS = 4;

/**
 * An assignment whose row a unique index refused (the same document assigned to the same candidate
 * at that moment, one open per candidate and template) runs again: it then sees the other's row and
 * reports it as already assigned.
 */
export async function transactionAgainOnDuplicate<T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt === ASSIGN_ATTEMPTS) throw new AppError(ErrorCode.CONFLICT, M.assignedMeanwhile);
    }
  }
}

type Row = NonNullable<Awaited<ReturnType<OnboardingRepository['findDocument']>>>;

export function staffChanges(deps: { db: Db; repo: OnboardingRepository; documents: DocumentsService }) {
  const { db, repo, documents } = deps;
  /**
   * A staff member's change to a document while it is in the expected state (else 409 `refused`),
   * with the step in the document's trail and in the audit log, all in one transaction; `also` runs
   * in it last.
   */
  return async function changeByStaff(
    row: Row,
    actorId: number,
    change: { values: Updateable<DocumentTable>; expect: Parameters<OnboardingRepository['updateDocumentIf']>[2] },
    refused: string,
    step: { event: StaffDocumentEvent; detail?: Record<string, unknown>; audited?: Record<string, unknown> },
    also?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const changed = await repo.updateDocumentIf(row.id, change.values, change.expect, trx).catch((err: unknown) => {
        // Open again beside a newer assignment of its template: a second open one is refused.
        throw isUniqueViolation(err) ? new AppError(ErrorCode.CONFLICT, M.assignedAgain) : err;
      });
      if (!changed) throw new AppError(ErrorCode.CONFLICT, refused);
      await documents.staffEvent(row, actorId, step.event, step.detail ?? null, { audited: step.audited, trx });
      await also?.(trx);
    });
  };
}
