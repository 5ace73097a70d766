/**
 * An uploaded signed copy that the template says staff review (every template by default): it is kept
 * and waits, not completed. Staff approve it (completed) or reject it with a reason (back to the
 * candidate), in the onboarding workflow. One conditional UPDATE decides between racing uploads.
 */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { DocumentsRepository } from './documents.repository';

export async function keepCopyForReview(
  deps: { repo: DocumentsRepository; storage: FileStorage },
  documentId: number,
  file: { storageKey: string; sha256: string },
  at: number,
): Promise<void> {
  const won = await deps.repo.markSigned(documentId, {
    signedKey: file.storageKey,
    signedSha256: file.sha256,
    signedAt: at,
    signedMethod: 'upload',
    // Still the candidate's until staff approve it; the status stays as it was (not completed).
    reviewStatus: 'pending',
    rejectedReason: null,
    lastUpdateTimestamp: at,
  });
  if (!won) {
    await deps.storage.delete(file.storageKey);
    throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.alreadySigned);
  }
}

/** Whether uploads of this document wait for staff: its template says so. */
export const reviewsUploads = (template: { reviewUploads: number } | undefined) => template?.reviewUploads === 1;
