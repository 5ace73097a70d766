/**
 * A document's place on the status board, shared by the board and the API's document records.
 */
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import type { BoardState } from '../../../common/onboarding';
import type { OnboardingRepository } from './onboarding.repository';

type BoardRow = Awaited<ReturnType<OnboardingRepository['boardDocuments']>>[number];

/** A document the candidate declined to sign, with the reason they gave (staff see it beside it). */
export const declinedOf = (row: Pick<BoardRow, 'status' | 'declinedReason'>) =>
  row.status === DOCUMENT_STATUS.declined ? { reason: row.declinedReason } : null;

type SummaryRow = Awaited<ReturnType<OnboardingRepository['boardSummaries']>>[number];

/** How many of a candidate's documents are in `state` (the summary's columns are its camelCase name). */
export const boardCount = (row: SummaryRow, state: BoardState): number =>
  Number(row[state.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof SummaryRow]);

/**
 * One document's place on the board. A rejected one is outstanding again, with its reason. The
 * repository's boardSummaries counts by the same rule in SQL.
 */
export function boardState(
  row: Pick<BoardRow, 'status' | 'reviewStatus' | 'dueAt' | 'signatureType'>,
  now: number,
): BoardState {
  if (row.signatureType === INFO_SIGNATURE_TYPE) return 'informational';
  if (row.status === DOCUMENT_STATUS.awaitingEmployer) return 'awaiting_employer';
  if (row.reviewStatus === 'pending' && row.status !== DOCUMENT_STATUS.completed) return 'review';
  if (row.reviewStatus === 'rejected' && row.status !== DOCUMENT_STATUS.completed) return 'rejected';
  if (row.status === DOCUMENT_STATUS.completed) return 'completed';
  return row.dueAt !== null && Number(row.dueAt) < now ? 'overdue' : 'outstanding';
}
