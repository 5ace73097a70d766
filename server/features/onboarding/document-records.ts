/**
 * Onboarding documents as the REST API shows them (common/api-v1.ts): a page at a time by id, one
 * by id, or a candidate's; with the board's state and the signed copy's presence, never its values.
 */
import type { ApiDocument } from '../../../common/api-v1';
import { DOCUMENT_STATUS } from '../../../common/documents';
import { ONBOARDING_MESSAGES as M } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../lib/clock';
import { boardState } from './board-state';
import type { OnboardingRepository } from './onboarding.repository';

type Row = Awaited<ReturnType<OnboardingRepository['documentsAfter']>>[number];

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
/** More than a candidate is ever assigned: their record lists them all. */
const CANDIDATE_DOCUMENTS_MAX = 500;

export function createDocumentRecords(deps: { repo: OnboardingRepository; clock: Clock }) {
  const { repo, clock } = deps;

  function recordOf(row: Row): ApiDocument {
    const state = row.status === DOCUMENT_STATUS.declined ? 'declined' : boardState(row, clock());
    return {
      id: row.id,
      candidateId: row.userId,
      templateId: row.templateId,
      title: row.formTitle,
      state,
      dueAt: iso(row.dueAt),
      signedAt: iso(row.signedAt),
      method: row.signedMethod,
      countersignedAt: iso(row.employerSignedAt),
      reason: state === 'rejected' ? row.rejectedReason : state === 'declined' ? row.declinedReason : null,
      signedPdf: row.signedKey !== null && (state === 'completed' || state === 'informational'),
    };
  }

  return {
    /** Documents after `afterId`, of one candidate or template when given (`limit` at most). */
    async documentRecords(filter: { afterId: number; limit: number; candidateId?: number; templateId?: number }) {
      const rows = await repo.documentsAfter({
        afterId: filter.afterId,
        limit: filter.limit,
        userId: filter.candidateId,
        templateId: filter.templateId,
      });
      return rows.map(recordOf);
    },

    async documentRecord(id: number): Promise<ApiDocument> {
      // The first document from `id` on: that one, or none.
      const row = (await repo.documentsAfter({ afterId: id - 1, limit: 1 })).find((r) => r.id === id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, M.documentNotFound);
      return recordOf(row);
    },

    async candidateDocuments(candidateId: number): Promise<ApiDocument[]> {
      const rows = await repo.documentsAfter({ afterId: 0, limit: CANDIDATE_DOCUMENTS_MAX, userId: candidateId });
      return rows.map(recordOf);
    },
  };
}
