/** Staff send a document back to the candidate, with the reason. */
import { DOCUMENT_STATUS } from '../../../common/documents';
import { ONBOARDING_MESSAGES as M } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import { enqueueMail } from '../mail/outbox';
import { returnedMail } from './onboarding.mail';
import { rejectSchema } from './onboarding.schema';
import { document, type OnboardingDeps } from './onboarding.shared';

/**
 * POST /api/staff/documents/{id}/reject {reason}: back to the candidate as outstanding, the
 * reason shown to them. The rejected copy stays in storage and its hash in the audit trail.
 * A completed document, or a credential awaiting review.
 */
export async function rejectDocument(deps: OnboardingDeps, idInput: unknown, body: unknown, actorId: number) {
  const row = await document(deps, idInput);
  // The form has one field: its own message says what is missing.
  const { reason } = parse(rejectSchema, body ?? {});
  // Approval is staff's final word on a copy.
  if (row.reviewStatus === 'approved') throw new AppError(ErrorCode.CONFLICT, M.approvedFinal);
  const now = deps.clock();
  await deps.changeByStaff(
    row,
    actorId,
    {
      values: {
        status: DOCUMENT_STATUS.sent,
        isUserActionRequired: 1,
        signedKey: null,
        signedSha256: null,
        signedAt: null,
        signedMethod: null,
        reviewStatus: 'rejected',
        reviewedAt: now,
        reviewedBy: actorId,
        rejectedReason: reason,
        lastUpdateTimestamp: now,
      },
      expect:
        row.reviewStatus === 'pending'
          ? { reviewStatus: 'pending', notCancelled: true }
          : { status: DOCUMENT_STATUS.completed, notCancelled: true },
    },
    M.notCompleted,
    {
      event: 'review.rejected',
      detail: { reason, rejectedCopy: row.signedKey, rejectedSha256: row.signedSha256 },
      audited: { reason },
    },
    // The candidate hears of it by mail, with the reason, in the transaction of the change.
    (trx) =>
      enqueueMail(
        trx,
        returnedMail({
          to: row.email,
          firstName: row.firstName,
          preferredLanguage: row.preferredLanguage,
          formTitle: row.formTitle,
          reason,
          credential: row.kind === 'credential',
          delivery: row.delivery,
          site: deps.site,
        }),
        now,
      ).then(() => undefined),
  );
  deps.mailQueued();
  return { ok: true };
}
