/** Staff take a document off the candidate's lists. */
import { INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { ONBOARDING_MESSAGES as M } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { document, type OnboardingDeps } from './onboarding.shared';

/**
 * POST /api/staff/documents/{id}/cancel: leaves the candidate's lists; the row and its events stay.
 * A document the candidate has signed (completed, waiting for review or for the employer) is not
 * cancelled: the signed copy stays on record (an informational one read is still cancellable).
 */
export async function cancelDocument(deps: OnboardingDeps, idInput: unknown, actorId: number) {
  const row = await document(deps, idInput);
  const signable = row.signatureType !== INFO_SIGNATURE_TYPE;
  if (row.cancelledAt === null && signable && row.signedAt !== null)
    throw new AppError(ErrorCode.CONFLICT, M.signedNotCancellable);
  await deps.changeByStaff(
    row,
    actorId,
    { values: { cancelledAt: deps.clock(), cancelledBy: actorId }, expect: { notCancelled: true, unsigned: signable } },
    row.cancelledAt === null ? M.signedNotCancellable : M.cancelled,
    { event: 'cancelled' },
  );
  return { ok: true };
}
