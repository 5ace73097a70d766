/** The shared machinery of the documents feature's use cases (see documents.service.ts). */
import type { Language } from '../../../common/i18n';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RequestInfo } from '../../lib/request-info';
import { DOCUMENT_SERVER_MESSAGES, DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { ONBOARDING_AUDIT, type StaffDocumentEvent, type TemplateTranslations } from '../../../common/onboarding';
import { type SealState } from '../../../common/seal';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { EsignProvider } from '../esign/esign.types';
import type { FileStorage } from '../../providers/storage/storage.types';
import { type FilePool, refusedAs } from '../../untrusted';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import { DOC_HANDLE_PATTERN, type Profile } from './document-summary';
import { createDocumentCompletion } from './document-completion';

export interface DocumentsServiceDeps {
  repo: DocumentsRepository;
  storage: FileStorage;
  esign: EsignProvider;
  /** Opens uploaded PDFs off the request thread, within time and memory limits. */
  files: FilePool;
  clock: Clock;
  audit: AuditLog;
  /** The candidate values substituted into forms (from the accounts feature's service). */
  profile(userId: number): Promise<Profile | null>;
  /**
   * Credential templates' instructions translated into `language`, by template (the store of
   * employer-written texts); a template without a translation is not in the map.
   */
  translatedInstructions(templateIds: number[], language: Language): Promise<Map<number, string>>;
  /** A template's versions in every language (its signer fields' labels go with a ceremony). */
  templateTranslations(templateId: number): Promise<TemplateTranslations>;
}

/**
 * What every use case of the documents feature shares: its parts, the ownership check, the trail, the signed
 * copy.
 */
export function createDocumentsContext(deps: DocumentsServiceDeps) {
  const { repo, storage, files, clock } = deps;
  const completion = createDocumentCompletion(repo);
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
  const refusedPdf = refusedAs(() => ({
    invalid: DOCUMENT_SERVER_MESSAGES.notPdf,
    tooLarge: DOCUMENT_SERVER_MESSAGES.tooComplex,
    tooManyObjects: DOCUMENT_SERVER_MESSAGES.tooManyObjects,
  }));
  /** An uploaded PDF's page count, keywords and fields, read by the file pool (or its 4xx). */
  const inspect = (bytes: Uint8Array) => files.run('inspectPdf', bytes).catch(refusedPdf);

  async function owned(userId: number, by: { id: number } | { docHandle: string }): Promise<DocumentRow> {
    if ('id' in by && (!Number.isSafeInteger(by.id) || by.id <= 0)) throw notFound();
    if ('docHandle' in by && !DOC_HANDLE_PATTERN.test(by.docHandle)) throw notFound();
    const row = await repo.findOwned(userId, by);
    if (!row) throw notFound();
    return row;
  }

  /** What no signed copy may be uploaded for: one signed, one waiting for review, one only to read. */
  function refuseUpload(doc: DocumentRow) {
    if (doc.status === DOCUMENT_STATUS.completed || doc.status === DOCUMENT_STATUS.awaitingEmployer)
      throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.alreadySigned);
    if (doc.reviewStatus === 'pending' && doc.kind !== 'credential')
      throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.awaitingReview);
    if (doc.signatureType === INFO_SIGNATURE_TYPE)
      throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.readOnly);
  }

  async function profileOf(userId: number): Promise<Profile> {
    const profile = await deps.profile(userId);
    if (!profile) throw notFound();
    return profile;
  }

  async function record(
    doc: { id: number },
    userId: number | null,
    event: string,
    source: 'server' | 'browser',
    info: RequestInfo,
    detail: Record<string, unknown> | null = null,
    at = clock(),
    trx?: Kysely<Database>,
  ) {
    await repo.insertEvent({ documentId: doc.id, userId, event, source, detail, ...info, createdAt: at }, trx);
  }

  /**
   * A staff member's step on a document in the audit log (who did what, to which candidate), in the
   * transaction of the change when there is one. The document's own trail has the step beside it.
   */
  async function auditStaffStep(
    doc: Pick<DocumentRow, 'id' | 'userId' | 'formTitle'>,
    actorId: number | null,
    event: StaffDocumentEvent,
    detail: Record<string, unknown> = {},
    trx?: Kysely<Database>,
    info?: RequestInfo,
  ) {
    await deps.audit.record(
      {
        action: ONBOARDING_AUDIT[event],
        userId: doc.userId,
        actorId,
        detail: { documentId: doc.id, formTitle: doc.formTitle, ...detail },
        ip: info?.ip || undefined,
        userAgent: info?.userAgent || undefined,
      },
      trx,
    );
  }

  async function storeSource(prefix: 'templates' | 'doc-check', bytes: Uint8Array) {
    const key = `${prefix}/${randomBytes(12).toString('hex')}.pdf`;
    await storage.put(key, bytes);
    return key;
  }

  /**
   * Marks the document signed with a stored file, unless another upload or signing got there first
   * (one conditional UPDATE decides): the loser's file is removed and it answers 409.
   */
  async function keepSignedCopy(
    documentId: number,
    file: { storageKey: string; sha256: string },
    at: number,
    method: string,
    more: {
      fieldValues?: Record<string, string> | null;
      trx?: Kysely<Database>;
      sealState?: SealState | null;
      /** A template that needs the employer's countersignature waits for it, due in business days. */
      countersign?: { dueAt: number } | null;
    } = {},
  ): Promise<void> {
    const { fieldValues = null, trx, sealState = null, countersign = null } = more;
    const won = await repo.markSigned(
      documentId,
      {
        sealState,
        fieldValues: fieldValues ? JSON.stringify(fieldValues) : null,
        // A signature after a rejection starts a new review.
        reviewStatus: null,
        status: countersign ? DOCUMENT_STATUS.awaitingEmployer : DOCUMENT_STATUS.completed,
        employerDueAt: countersign?.dueAt ?? null,
        isUserActionRequired: 0,
        signedKey: file.storageKey,
        signedSha256: file.sha256,
        signedAt: at,
        signedMethod: method,
        lastUpdateTimestamp: at,
      },
      trx,
    );
    if (!won) {
      await storage.delete(file.storageKey);
      throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.alreadySigned);
    }
    // Waiting for the employer is not done yet: the countersignature completes it.
    if (!countersign) await completion.announce('completed', documentId, method, at, trx);
  }

  /** An electronic document's signed copy has at least the original's pages (nothing left out). */
  async function originalPageCount(doc: DocumentRow): Promise<number> {
    const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
    if (template) return template.pageCount;
    const source = await storage.get(doc.sourceKey);
    return (source && (await files.run('inspectPdf', source).catch(() => null))?.pageCount) || 1;
  }

  return {
    ...deps,
    deps,
    notFound,
    refusedPdf,
    inspect,
    owned,
    refuseUpload,
    profileOf,
    record,
    auditStaffStep,
    storeSource,
    keepSignedCopy,
    originalPageCount,
    completion,
  };
}

export type DocumentsContext = ReturnType<typeof createDocumentsContext>;
