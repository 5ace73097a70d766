/** Staff review a document: its values, signature and audit trail, and the signed copy. */
import type { DocumentReview } from '../../../common/onboarding';
import { openStored, type StoredBody } from '../../providers/storage/storage.types';
import { templateFields } from '../documents/documents.service';
import { downloadName } from '../documents/document-summary';
import { boardState, declinedOf } from './board-state';
import { document, documentNotFound, iso, type OnboardingDeps } from './onboarding.shared';

/** GET /api/staff/documents/{id}: values, signature and audit trail for review. */
export async function reviewDocument(deps: OnboardingDeps, idInput: unknown): Promise<DocumentReview> {
  const { repo } = deps;
  const row = await document(deps, idInput);
  const fields = templateFields(row.templateId === null ? undefined : await repo.findTemplate(row.templateId));
  const values = row.fieldValues ? (JSON.parse(row.fieldValues) as Record<string, string>) : {};
  return {
    id: row.id,
    formTitle: row.formTitle,
    candidate: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    state: boardState(row, deps.clock()),
    dueAt: iso(row.dueAt),
    signedAt: iso(row.signedAt),
    signedMethod: row.signedMethod,
    rejectedReason: row.reviewStatus === 'rejected' ? row.rejectedReason : null,
    awaitingReview: row.reviewStatus === 'pending',
    approved: row.reviewStatus === 'approved',
    declined: declinedOf(row),
    values: fields.filter((f) => values[f.name] !== undefined).map((f) => ({ label: f.label, value: values[f.name]! })),
    events: (await deps.documents.trailWithActors(row.id)).map((e) => ({ ...e, at: iso(e.at)! })),
    pdfUrl: row.signedKey ? `/api/staff/documents/${row.id}/signed.pdf` : null,
    credential:
      row.kind === 'credential'
        ? {
            number: row.credentialNumber,
            expiresAt: iso(row.credentialExpiresAt),
            awaitingReview: row.reviewStatus === 'pending',
          }
        : null,
  };
}

/** GET /api/staff/documents/{id}/signed.pdf */
export async function signedPdf(
  deps: OnboardingDeps,
  idInput: unknown,
): Promise<{ filename: string; file: StoredBody }> {
  const row = await document(deps, idInput);
  const file = row.signedKey ? await openStored(deps.storage, row.signedKey) : null;
  if (!file) throw documentNotFound();
  return { filename: downloadName(row.formTitle, true, `${row.firstName} ${row.lastName}`.trim()), file };
}
