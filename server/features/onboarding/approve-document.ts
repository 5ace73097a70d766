/** Staff approve a copy awaiting review. */
import { DOCUMENT_STATUS } from '../../../common/documents';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { countersignDue } from '../documents/documents.service';
import { document, type OnboardingDeps } from './onboarding.shared';

/**
 * POST /api/staff/documents/{id}/approve: a copy awaiting review is complete, or, when its
 * template needs the employer's countersignature, waits for that (the candidate's part is done).
 */
export async function approveDocument(
  deps: OnboardingDeps,
  idInput: unknown,
  actorId: number,
): Promise<{ ok: true; awaitingEmployer: boolean }> {
  const { repo, documents } = deps;
  const row = await document(deps, idInput);
  const now = deps.clock();
  const template =
    row.kind === 'credential' || row.templateId === null ? undefined : await repo.findTemplate(row.templateId);
  const countersign = countersignDue(template, now);
  await deps.changeByStaff(
    row,
    actorId,
    {
      values: {
        status: countersign ? DOCUMENT_STATUS.awaitingEmployer : DOCUMENT_STATUS.completed,
        ...(countersign ? { employerDueAt: countersign.dueAt } : {}),
        isUserActionRequired: 0,
        reviewStatus: 'approved',
        reviewedAt: now,
        reviewedBy: actorId,
        lastUpdateTimestamp: now,
      },
      expect: { reviewStatus: 'pending', notCancelled: true },
    },
    CREDENTIAL_MESSAGES.notAwaitingReview,
    {
      event: 'review.approved',
      detail: {
        number: row.credentialNumber,
        expiresAt: row.credentialExpiresAt,
        employerDueAt: countersign?.dueAt ?? null,
      },
      audited: { credential: row.kind === 'credential', awaitingEmployer: countersign !== null },
    },
    // The countersignature completes it, not the approval.
    (trx) => (countersign ? Promise.resolve() : documents.approved(row.id, now, trx)),
  );
  return { ok: true, awaitingEmployer: countersign !== null };
}
