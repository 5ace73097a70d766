/**
 * Signing through the provider: the candidate's one-time signing URL and the employer's
 * countersignature.
 */
import { i18n } from '../../../common/i18n';
import type { RequestInfo } from '../../lib/request-info';
import { DOCUMENT_SERVER_MESSAGES, DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { employerFieldsOf, recordValues, signerFieldsOf, type AwaitingEmployer } from '../../../common/onboarding';
import { safeRedirectPath } from '../../../common/redirect';
import { AppError, ErrorCode } from '../../errors';
import { refuseWhileViewing } from '../../lib/viewing';
import { isoOrNull, templateFields, candidateValues, type DocumentUser } from './document-summary';
import type { DocumentsContext } from './documents.context';

export function signingUseCases(ctx: DocumentsContext) {
  const { repo, esign, clock, audit, notFound, owned, profileOf, templateTranslations } = ctx;
  /** A template's translations (none for a document without one): the labels travel with the ceremony. */
  const translationsOf = (templateId: number | null) =>
    templateId === null ? Promise.resolve({}) : templateTranslations(templateId);
  const useCases = {
    /** documentSigningUrl: a one-time URL of the provider's signing page. */
    async signingUrl(user: DocumentUser, documentId: number, returnUrl: unknown, info: RequestInfo) {
      const doc = await owned(user.id, { id: documentId });
      await refuseWhileViewing(audit, info, 'sign', { documentId });
      if (doc.status === DOCUMENT_STATUS.completed || doc.status === DOCUMENT_STATUS.awaitingEmployer)
        throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.alreadySigned);
      if (doc.reviewStatus === 'pending')
        throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.awaitingReview);
      if (doc.kind === 'credential') throw new AppError(ErrorCode.CONFLICT, CREDENTIAL_MESSAGES.useCredentialUpload);
      const [profile, template, translations] = await Promise.all([
        profileOf(user.id),
        doc.templateId === null ? undefined : repo.findTemplate(doc.templateId),
        translationsOf(doc.templateId),
      ]);
      const fields = templateFields(template);
      return esign.createSigningUrl({
        documentId: doc.id,
        docHandle: doc.docHandle,
        userId: user.id,
        signer: { name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email },
        formTitle: doc.formTitle,
        informational: doc.signatureType === INFO_SIGNATURE_TYPE,
        source: { storageKey: doc.sourceKey, sha256: doc.sourceSha256 },
        fields: recordValues(fields, candidateValues(profile, clock())),
        signerFields: signerFieldsOf(fields, 'signer', translations),
        returnUrl: safeRedirectPath(returnUrl, `/documents/signed-report?id=${doc.id}`),
        ...info,
      });
    },
    /**
     * POST /api/staff/documents/{id}/countersign: a one-time signing URL for the employer's
     * countersignature of a document the candidate signed (signing order: candidate, then employer).
     */
    async countersignUrl(
      staff: { id: number; ghost?: boolean },
      documentId: number,
      returnUrl: unknown,
      info: RequestInfo,
    ) {
      if (staff.ghost) throw new AppError(ErrorCode.FORBIDDEN, i18n._('Not allowed while viewing as a candidate.'));
      const doc = Number.isSafeInteger(documentId) && documentId > 0 ? await repo.findById(documentId) : undefined;
      if (!doc || doc.cancelledAt !== null || doc.isTest === 1) throw notFound();
      if (doc.status !== DOCUMENT_STATUS.awaitingEmployer || !doc.signedKey || !doc.signedSha256)
        throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.notAwaitingEmployer);
      const [employer, candidate, template, translations] = await Promise.all([
        profileOf(staff.id),
        profileOf(doc.userId),
        doc.templateId === null ? undefined : repo.findTemplate(doc.templateId),
        translationsOf(doc.templateId),
      ]);
      const signed = (await repo.listEvents([doc.id])).get(doc.id)!.findLast((e) => e.event === 'esign.signed');
      return esign.createSigningUrl({
        documentId: doc.id,
        docHandle: doc.docHandle,
        userId: staff.id,
        signer: { name: `${employer.firstName} ${employer.lastName}`.trim(), email: employer.email },
        formTitle: doc.formTitle,
        informational: false,
        source: { storageKey: doc.signedKey, sha256: doc.signedSha256 },
        fields: {},
        signerFields: employerFieldsOf(templateFields(template), translations),
        countersign: {
          templateKey: doc.sourceKey,
          candidate: {
            name: `${candidate.firstName} ${candidate.lastName}`.trim(),
            email: candidate.email,
            signedAt: Number(doc.signedAt),
            ip: signed?.ip ?? '',
          },
        },
        returnUrl: safeRedirectPath(returnUrl, '/admin/documents/countersign'),
        ...info,
      });
    },
    /** The candidate's sealed copy a countersignature signs over, as it is now. */
    async countersignSource(documentId: number) {
      const doc = await repo.findById(documentId);
      return doc?.status === DOCUMENT_STATUS.awaitingEmployer && doc.signedKey && doc.signedSha256
        ? { storageKey: doc.signedKey, sha256: doc.signedSha256 }
        : null;
    },
    /** GET /api/staff/countersignatures: documents waiting for the employer, the earliest due first. */
    async awaitingEmployer(): Promise<AwaitingEmployer[]> {
      return (await repo.listAwaitingEmployer(DOCUMENT_STATUS.awaitingEmployer)).map((r) => ({
        id: r.id,
        formTitle: r.formTitle,
        candidateName: `${r.firstName} ${r.lastName}`.trim(),
        candidateEmail: r.email,
        candidateSignedAt: new Date(Number(r.signedAt)).toISOString(),
        employerDueAt: isoOrNull(r.employerDueAt),
      }));
    },
  };
  return useCases;
}
