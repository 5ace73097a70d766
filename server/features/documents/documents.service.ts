/**
 * Onboarding documents (SPEC §2–§5, §7): templates, documents assigned to a user, downloads,
 * signed-copy uploads, signing URLs and the audit trail. Every call that names a document checks
 * that it belongs to the user (SECURITY 8.3.1): another user's document is "not found".
 * Past 300 lines because every use case here shares the ownership check and the document states; the
 * staff-side use cases live beside it in their own modules.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { RequestInfo } from '../../lib/request-info';
import dayjs from 'dayjs';
import {
  DOCUMENT_SERVER_MESSAGES,
  DOCUMENT_STATUS,
  INFO_SIGNATURE_TYPE,
  splitBySigned,
  type DocumentDelivery,
  type DocumentLists,
  type DocumentSummary,
} from '../../../common/documents';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { isSealState, type SealState } from '../../../common/seal';
import {
  addBusinessDays,
  DEFAULT_COUNTERSIGN_DAYS,
  employerFieldsOf,
  recordValues,
  signerFieldsOf,
  type AwaitingEmployer,
  type TemplateField,
} from '../../../common/onboarding';
import { safeRedirectPath } from '../../../common/redirect';
import type { Database, DocumentTemplateTable } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { refuseWhileViewing } from '../../lib/viewing';
import type { EsignProvider, ProviderEvent } from '../../providers/esign/esign.types';
import { hasPdfMagic, parseKeywords, substitute } from '../../providers/esign/pdf-forms';
import type { FileStorage } from '../../providers/storage/storage.types';
import { type FilePool, FileRefused, refusedAs } from '../../untrusted';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import { sha256Hex } from '../../lib/tokens';
import { keepCopyForReview, reviewsUploads } from './review-copy';

export type { RequestInfo };

export interface DocumentUser {
  id: number;
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
}

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
}

/** ARCHITECTURE §5: at least 128 random bits; hex keeps storage names lowercase. */
export const newDocHandle = () => randomBytes(20).toString('hex');
const DOC_HANDLE_PATTERN = /^[a-f0-9]{40}$/;

export function toSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    docHandle: row.docHandle,
    formTitle: row.formTitle,
    signatureType: row.signatureType,
    docusignStatus: row.status,
    isUserActionRequired: row.isUserActionRequired === 1,
    displayLevel: row.displayLevel,
    lastUpdateTimestamp: new Date(Number(row.lastUpdateTimestamp)).toISOString(),
    createTimestamp: new Date(Number(row.createTimestamp)).toISOString(),
    delivery: row.delivery,
    signedAt: isoOrNull(row.signedAt),
    dueAt: isoOrNull(row.dueAt),
    rejectedReason: row.reviewStatus === 'rejected' ? row.rejectedReason : null,
    kind: row.kind === 'credential' ? 'credential' : 'form',
    awaitingReview: row.reviewStatus === 'pending',
    credentialNumber: row.credentialNumber,
    credentialExpiresAt: isoOrNull(row.credentialExpiresAt),
    instructions: row.kind === 'credential' ? instructionsOf(row.keywords) : null,
    sealState: isSealState(row.sealState) ? row.sealState : null,
    employerDueAt: isoOrNull(row.employerDueAt),
    acknowledge: row.acknowledge === 1,
  };
}

/** A credential template keeps the instructions staff wrote in its keywords (beside FormTitle). */
export function instructionsOf(keywords: string): string | null {
  const value = (JSON.parse(keywords) as { Instructions?: unknown }).Instructions;
  return typeof value === 'string' ? value : null;
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A template's marked fields (none for templates stored before fields were marked). */
export function templateFields(template: { fields: string | null } | undefined): TemplateField[] {
  return template?.fields ? (JSON.parse(template.fields) as TemplateField[]) : [];
}

/**
 * A download name that cannot break the header or the file system (SECURITY 5.3.2): letters (any
 * script), digits, apostrophes and a few marks; res.attachment quotes and encodes it in the header.
 */
export function downloadName(formTitle: string, signed: boolean): string {
  const base = formTitle
    .replace(/[^\p{L}\p{N} '\u2019._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'document'}${signed ? ' (signed)' : ''}.pdf`;
}

export function candidateValues(profile: Profile, now: number): Record<string, string> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: `${profile.firstName} ${profile.lastName}`.trim(),
    email: profile.email,
    date: dayjs(now).format('MMM D, YYYY'),
  };
}

/** The sample candidate of the doc check. */
export const SAMPLE_PROFILE: Profile = { firstName: 'Jordan', lastName: 'Sample', email: 'jordan.sample@example.com' };

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { repo, storage, esign, files, clock, audit } = deps;
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
  const refusedPdf = refusedAs({
    invalid: DOCUMENT_SERVER_MESSAGES.notPdf,
    tooLarge: DOCUMENT_SERVER_MESSAGES.tooComplex,
  });
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
    fieldValues: Record<string, string> | null = null,
    trx?: Kysely<Database>,
    sealState: SealState | null = null,
    /** A template that needs the employer's countersignature waits for it, due in business days. */
    countersign: { dueAt: number } | null = null,
  ): Promise<void> {
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
  }

  /** An electronic document's signed copy has at least the original's pages (nothing left out). */
  async function originalPageCount(doc: DocumentRow): Promise<number> {
    const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
    if (template) return template.pageCount;
    const source = await storage.get(doc.sourceKey);
    return (source && (await files.run('inspectPdf', source).catch(() => null))?.pageCount) || 1;
  }

  // The provider's events are the only thing that marks a document signed (ARCHITECTURE §5).
  esign.onEvent(async (event: ProviderEvent, trx?: Kysely<Database>) => {
    const doc = await repo.findById(event.documentId, trx);
    if (!doc) return;
    const info = { ip: event.ip, userAgent: event.userAgent };
    const seal = event.detail?.seal as { state?: unknown } | undefined;
    const sealState = isSealState(seal?.state) ? seal.state : null;
    if (doc.userId !== event.userId) {
      // Only the employer's countersignature ceremony is someone else's (staff made its link).
      if (doc.status !== DOCUMENT_STATUS.awaitingEmployer) return;
      if (event.type === 'countersigned' && event.completedFile) {
        const won = await repo.markCountersigned(
          doc.id,
          String(event.detail?.fromKey ?? ''),
          {
            status: DOCUMENT_STATUS.completed,
            signedKey: event.completedFile.storageKey,
            signedSha256: event.completedFile.sha256,
            sealState,
            employerSignedAt: event.at,
            employerSignedBy: event.userId,
            lastUpdateTimestamp: event.at,
          },
          trx,
        );
        if (!won) {
          await storage.delete(event.completedFile.storageKey);
          throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.notAwaitingEmployer);
        }
      }
      await record(doc, event.userId, `esign.${event.type}`, 'server', info, event.detail ?? null, event.at, trx);
      return;
    }
    if ((event.type === 'signed' || event.type === 'viewed') && event.completedFile) {
      const values = (event.detail?.fieldValues ?? null) as Record<string, string> | null;
      const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId, trx);
      const countersign =
        event.type === 'signed' && template?.countersign === 1
          ? { dueAt: addBusinessDays(event.at, template.countersignDays) }
          : null;
      await keepSignedCopy(
        doc.id,
        event.completedFile,
        event.at,
        `esign:${esign.name}`,
        values,
        trx,
        sealState,
        countersign,
      );
    } else if (event.type === 'opened' && doc.status === DOCUMENT_STATUS.sent) {
      await repo.update(doc.id, { status: DOCUMENT_STATUS.delivered, lastUpdateTimestamp: event.at }, trx);
    } else if (event.type === 'declined' && doc.status !== DOCUMENT_STATUS.completed) {
      const reason = typeof event.detail?.reason === 'string' ? event.detail.reason : null;
      await repo.update(
        doc.id,
        { status: DOCUMENT_STATUS.declined, declinedReason: reason, lastUpdateTimestamp: event.at },
        trx,
      );
    }
    await record(doc, event.userId, `esign.${event.type}`, 'server', info, event.detail ?? null, event.at, trx);
  });

  const service = {
    /** Stores a template PDF; its keywords metadata gives FormTitle (ARCHITECTURE §5). */
    async createTemplate(input: {
      pdf: Uint8Array;
      formTitle?: string;
      signatureType?: string;
      delivery?: DocumentDelivery;
      displayLevel?: number;
      fields?: TemplateField[];
      createdBy?: number;
      countersign?: boolean;
      countersignDays?: number;
      /** Uploaded signed copies wait for staff review (default: for hard copies). */
      reviewUploads?: boolean;
      /** An informational document asks the candidate to acknowledge it. */
      acknowledge?: boolean;
    }) {
      const pdf = await inspect(input.pdf);
      const keywords = parseKeywords(pdf.keywords ?? undefined);
      const formTitle = input.formTitle ?? keywords.FormTitle ?? pdf.title ?? 'Document';
      const signatureType = input.signatureType ?? keywords.SignatureType ?? 'SIGN';
      const storageKey = await storeSource('templates', input.pdf);
      const hash = sha256Hex(input.pdf);
      const id = await repo.insertTemplate({
        formTitle,
        signatureType,
        keywords: JSON.stringify({ ...keywords, FormTitle: formTitle }),
        storageKey,
        sha256: hash,
        pageCount: pdf.pageCount,
        createdAt: clock(),
        delivery: input.delivery ?? 'electronic',
        displayLevel: input.displayLevel ?? 0,
        // Fields found in the PDF, first-guess marked, unless staff marked them already.
        fields: JSON.stringify(input.fields ?? pdf.fields),
        createdBy: input.createdBy ?? null,
        countersign: input.countersign ? 1 : 0,
        countersignDays: input.countersignDays ?? DEFAULT_COUNTERSIGN_DAYS,
        reviewUploads: (input.reviewUploads ?? input.delivery === 'manual') ? 1 : 0,
        acknowledge: input.acknowledge ? 1 : 0,
      });
      return { id, sha256: hash, storageKey };
    },

    async templatePdf(templateId: number): Promise<Buffer | null> {
      const template = await repo.findTemplate(templateId);
      return template ? storage.get(template.storageKey) : null;
    },

    /** A template's row, for callers that assign it many times (see assign's `known`). */
    templateRow(id: number, trx?: Kysely<Database>) {
      return repo.findTemplate(id, trx);
    },

    /**
     * Assigns a template to a user: a new unsigned document with a random handle. `trx` lets the
     * caller write its mail in the same transaction (ARCHITECTURE §5).
     */
    async assign(
      input: {
        userId: number;
        templateId: number;
        delivery?: DocumentDelivery;
        displayLevel?: number;
        dueAt?: number | null;
        assignedBy?: number | null;
        /** The credential this request renews. */
        renewalOf?: number | null;
      },
      trx?: Kysely<Database>,
      /** The template's row when the caller has read it already (one read for many candidates). */
      known?: Selectable<DocumentTemplateTable>,
    ) {
      const template = known?.id === input.templateId ? known : await repo.findTemplate(input.templateId, trx);
      if (!template) throw notFound();
      const now = clock();
      const docHandle = newDocHandle();
      const id = await repo.insertDocument(
        {
          docHandle,
          userId: input.userId,
          templateId: template.id,
          delivery: input.delivery ?? template.delivery,
          formTitle: template.formTitle,
          signatureType: template.signatureType,
          keywords: template.keywords,
          sourceKey: template.storageKey,
          sourceSha256: template.sha256,
          status: DOCUMENT_STATUS.sent,
          isUserActionRequired: 1,
          displayLevel: input.displayLevel ?? template.displayLevel,
          signedKey: null,
          signedSha256: null,
          signedAt: null,
          signedMethod: null,
          isTest: 0,
          createTimestamp: now,
          lastUpdateTimestamp: now,
          dueAt: input.dueAt ?? null,
          assignedBy: input.assignedBy ?? null,
          kind: template.kind,
          renewalOf: input.renewalOf ?? null,
          acknowledge: template.acknowledge,
        },
        trx,
      );
      await repo.insertEvent(
        {
          documentId: id,
          userId: input.assignedBy ?? null,
          event: 'assigned',
          source: 'server',
          detail: { templateId: template.id, dueAt: input.dueAt ?? null, renewalOf: input.renewalOf ?? null },
          ip: '',
          userAgent: '',
          createdAt: now,
        },
        trx,
      );
      return { id, docHandle, formTitle: template.formTitle };
    },

    /** A throwaway document for the doc check's test signing (never listed). */
    async createTestDocument(userId: number, bytes: Uint8Array) {
      const keywords = parseKeywords((await inspect(bytes)).keywords ?? undefined);
      const formTitle = keywords.FormTitle ?? 'Document Check';
      const sourceKey = await storeSource('doc-check', bytes);
      const now = clock();
      const docHandle = newDocHandle();
      const id = await repo.insertDocument({
        docHandle,
        userId,
        templateId: null,
        delivery: 'electronic',
        formTitle,
        signatureType: keywords.SignatureType ?? 'SIGN',
        keywords: JSON.stringify({ ...keywords, FormTitle: formTitle }),
        sourceKey,
        sourceSha256: sha256Hex(bytes),
        status: DOCUMENT_STATUS.sent,
        isUserActionRequired: 1,
        displayLevel: 0,
        signedKey: null,
        signedSha256: null,
        signedAt: null,
        signedMethod: null,
        isTest: 1,
        createTimestamp: now,
        lastUpdateTimestamp: now,
      });
      return { id, docHandle };
    },

    async list(userId: number): Promise<DocumentSummary[]> {
      return (await repo.listForUser(userId)).map(toSummary);
    },

    async lists(userId: number, delivery: DocumentDelivery): Promise<DocumentLists> {
      return splitBySigned((await service.list(userId)).filter((d) => d.delivery === delivery));
    },

    /** Staff overview: how many candidates have at least one outstanding document. */
    countCandidatesWithOutstanding(): Promise<number> {
      return repo.countUsersWithOutstanding(INFO_SIGNATURE_TYPE);
    },

    async get(userId: number, by: { id: number } | { docHandle: string }): Promise<DocumentSummary> {
      return toSummary(await owned(userId, by));
    },

    /** GET /api/documents/{docHandle}.pdf: the signed copy, or the form filled with the user's data. */
    async download(userId: number, docHandle: string): Promise<{ filename: string; bytes: Uint8Array }> {
      const doc = await owned(userId, { docHandle });
      if (doc.signedKey) {
        const bytes = await storage.get(doc.signedKey);
        if (!bytes) throw notFound();
        return { filename: downloadName(doc.formTitle, true), bytes };
      }
      // A credential has no form: only the copy the candidate provided.
      if (doc.kind === 'credential') throw notFound();
      const source = await storage.get(doc.sourceKey);
      if (!source) throw notFound();
      const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
      const values = recordValues(templateFields(template), candidateValues(await profileOf(userId), clock()));
      return {
        filename: downloadName(doc.formTitle, false),
        bytes: await substitute(source, values, { flatten: false }),
      };
    },

    /** The owner check before an upload is read (so a stranger's upload is never parsed). */
    async assertUploadable(userId: number, docHandle: string): Promise<DocumentRow> {
      const doc = await owned(userId, { docHandle });
      refuseUpload(doc);
      return doc;
    },

    /** PUT /api/documents/{docHandle}.pdf: stores a signed copy by handle, never by its uploaded name. */
    async uploadSigned(user: DocumentUser, docHandle: string, bytes: Uint8Array | undefined, info: RequestInfo) {
      await refuseWhileViewing(audit, info, 'upload');
      const doc = await owned(user.id, { docHandle });
      refuseUpload(doc);
      if (doc.kind === 'credential') throw new AppError(ErrorCode.CONFLICT, CREDENTIAL_MESSAGES.useCredentialUpload);
      if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.noFile);
      const rejected = (reason: string) =>
        record(doc, user.id, 'signed_copy.rejected', 'server', info, { bytes: bytes.length, reason });
      if (!hasPdfMagic(bytes)) {
        await rejected('not a PDF');
        throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, DOCUMENT_SERVER_MESSAGES.notPdf);
      }
      const pdf = await files.run('inspectPdf', bytes).catch(async (err: unknown) => {
        if (err instanceof FileRefused)
          await rejected(err.reason === 'invalid' ? 'not a PDF' : `refused: ${err.reason}`);
        return refusedPdf(err);
      });
      const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
      if (doc.delivery === 'electronic') {
        const expected = await originalPageCount(doc);
        if (pdf.pageCount < expected) {
          await rejected(`${pdf.pageCount} of ${expected} pages`);
          throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.missingPages);
        }
      }
      const key = `signed/${doc.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
      await storage.put(key, bytes);
      const now = clock();
      const hash = sha256Hex(bytes);
      const review = reviewsUploads(template);
      if (review) await keepCopyForReview({ repo, storage }, doc.id, { storageKey: key, sha256: hash }, now);
      else await keepSignedCopy(doc.id, { storageKey: key, sha256: hash }, now, 'upload');
      await record(
        doc,
        user.id,
        'signed_copy.uploaded',
        'server',
        info,
        { bytes: bytes.length, sha256: hash, review },
        now,
      );
      return toSummary((await repo.findById(doc.id))!);
    },

    /** documentSigningUrl: a one-time URL of the provider's signing page. */
    async signingUrl(user: DocumentUser, documentId: number, returnUrl: unknown, info: RequestInfo) {
      const doc = await owned(user.id, { id: documentId });
      await refuseWhileViewing(audit, info, 'sign', { documentId });
      if (doc.status === DOCUMENT_STATUS.completed || doc.status === DOCUMENT_STATUS.awaitingEmployer)
        throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.alreadySigned);
      if (doc.reviewStatus === 'pending')
        throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.awaitingReview);
      if (doc.kind === 'credential') throw new AppError(ErrorCode.CONFLICT, CREDENTIAL_MESSAGES.useCredentialUpload);
      const profile = await profileOf(user.id);
      const fields = templateFields(doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId));
      return esign.createSigningUrl({
        documentId: doc.id,
        docHandle: doc.docHandle,
        userId: user.id,
        signer: { name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email },
        formTitle: doc.formTitle,
        informational: doc.signatureType === INFO_SIGNATURE_TYPE,
        source: { storageKey: doc.sourceKey, sha256: doc.sourceSha256 },
        fields: recordValues(fields, candidateValues(profile, clock())),
        signerFields: signerFieldsOf(fields),
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
      if (staff.ghost) throw new AppError(ErrorCode.FORBIDDEN, 'Not allowed while viewing as a candidate.');
      const doc = Number.isSafeInteger(documentId) && documentId > 0 ? await repo.findById(documentId) : undefined;
      if (!doc || doc.cancelledAt !== null || doc.isTest === 1) throw notFound();
      if (doc.status !== DOCUMENT_STATUS.awaitingEmployer || !doc.signedKey || !doc.signedSha256)
        throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.notAwaitingEmployer);
      const [employer, candidate] = await Promise.all([profileOf(staff.id), profileOf(doc.userId)]);
      const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
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
        signerFields: employerFieldsOf(templateFields(template)),
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

    /** documentContent: the keywords metadata of the document (FormTitle, …). */
    async content(userId: number, documentId: number) {
      const doc = await owned(userId, { id: documentId });
      return { keywords: { ...(JSON.parse(doc.keywords) as Record<string, string>), FormTitle: doc.formTitle } };
    },

    /**
     * A signing event reported by the browser (report-event, reportDocumentSigned, return URLs):
     * an audit entry only; the document's state is whatever the provider made it.
     */
    async reportEvent(userId: number, by: { id: number } | { docHandle: string }, event: unknown, info: RequestInfo) {
      // An event reported while viewing would read as the candidate's own in the document's trail.
      await refuseWhileViewing(audit, info, 'sign');
      const doc = await owned(userId, by);
      const name = typeof event === 'string' ? event.slice(0, 40) : '';
      await record(doc, userId, 'browser.reported', 'browser', info, { event: name });
      return toSummary(doc);
    },

    /** Refuses (audited) what a staff member viewing as the candidate asks to change: for the documents' sub-features. */
    refuseWhileViewing: (info: RequestInfo, what: 'upload' | 'sign') => refuseWhileViewing(audit, info, what),

    /** A candidate's document by handle (another user's is "not found"). */
    owned: (userId: number, docHandle: string) => owned(userId, { docHandle }),

    /** An event of the candidate (or the server) in a document's audit trail. */
    candidateEvent(
      doc: { id: number },
      userId: number | null,
      event: string,
      info: RequestInfo,
      detail: Record<string, unknown> | null = null,
    ) {
      return record(doc, userId, event, 'server', info, detail);
    },

    /** A staff action on a document, in its audit trail. */
    staffEvent(documentId: number, actorId: number, event: string, detail: Record<string, unknown> | null = null) {
      return record({ id: documentId }, actorId, event, 'server', { ip: '', userAgent: '' }, detail);
    },

    async events(documentId: number) {
      return (await repo.listEvents([documentId])).get(documentId)!;
    },

    /**
     * The candidate withdrew their ESIGN consent: every outstanding electronic form moves to the
     * hard-copy path (SPEC §2 Hard-Copy Documents), each with an event saying why. Returns their ids.
     */
    async switchOutstandingToHardCopy(
      userId: number,
      why: RequestInfo & { reason: string },
      trx: Kysely<Database>,
    ): Promise<number[]> {
      const ids = await repo.outstandingElectronic(userId, INFO_SIGNATURE_TYPE, trx);
      if (ids.length === 0) return ids;
      const at = clock();
      await repo.setDelivery(ids, 'manual', at, trx);
      for (const id of ids) {
        await record(
          { id },
          userId,
          'delivery.hard_copy',
          'server',
          { ip: why.ip, userAgent: why.userAgent },
          { reason: why.reason },
          at,
          trx,
        );
      }
      return ids;
    },

    /** The stored completed copy of a document (the seal's time-stamp queue works on it). */
    async sealedCopy(documentId: number) {
      const doc = await repo.findById(documentId);
      if (!doc?.signedKey) return null;
      const bytes = await storage.get(doc.signedKey);
      return bytes ? { doc, storageKey: doc.signedKey, bytes } : null;
    },

    /**
     * Puts a newer version of the completed copy in place of `fromKey` (its time-stamp was added),
     * unless the copy changed meanwhile; records the event. False when it had changed.
     */
    async replaceSealedCopy(
      documentId: number,
      fromKey: string,
      file: { storageKey: string; sha256: string },
      sealState: SealState,
      detail: Record<string, unknown>,
      trx: Kysely<Database>,
    ): Promise<boolean> {
      const at = clock();
      const won = await repo.replaceSigned(
        documentId,
        fromKey,
        { signedKey: file.storageKey, signedSha256: file.sha256, sealState, lastUpdateTimestamp: at },
        trx,
      );
      if (won)
        await record(
          { id: documentId },
          null,
          `seal.${sealState}`,
          'server',
          { ip: '', userAgent: '' },
          detail,
          at,
          trx,
        );
      return won;
    },

    /** What /verify shows the owner or staff of a document: its title, state and trail. */
    async verifyView(documentId: number, viewer: { id: number; staff: boolean }) {
      const doc = await repo.findById(documentId);
      if (!doc || (!viewer.staff && doc.userId !== viewer.id)) return null;
      const events = (await repo.listEvents([doc.id])).get(doc.id)!;
      return {
        formTitle: doc.formTitle,
        sealState: isSealState(doc.sealState) ? doc.sealState : null,
        signedAt: isoOrNull(doc.signedAt),
        trail: events
          .filter((e) => e.source === 'server')
          .map((e) => ({ event: e.event, at: new Date(Number(e.createdAt)).toISOString(), ip: e.ip || null })),
      };
    },

    /** The trails of several documents, by document id (one query). */
    eventsOf(documentIds: number[]) {
      return repo.listEvents(documentIds);
    },

    /** Privacy export: each document with its events, and its file (the signed copy, or the form filled in). */
    async exportFor(userId: number) {
      const rows = await repo.listForUser(userId);
      const trails = await repo.listEvents(rows.map((r) => r.id));
      return Promise.all(
        rows.map(async (row) => {
          const events = trails.get(row.id)!.map((e) => ({
            event: e.event,
            source: e.source,
            detail: e.detail === null ? null : (JSON.parse(e.detail) as unknown),
            ip: e.ip,
            userAgent: e.userAgent,
            at: new Date(Number(e.createdAt)).toISOString(),
          }));
          const file = await service.download(userId, row.docHandle).catch(() => null);
          return { document: { ...toSummary(row), events }, file };
        }),
      );
    },

    /** Account deletion: unsigned documents go; returns storage keys to delete after commit. */
    eraseUnsigned(userId: number, trx: Kysely<Database>): Promise<string[]> {
      return repo.deleteOf(userId, true, trx);
    },

    /** The end of retention: every document of a deleted account, with its audit trail. */
    eraseAll(userId: number, trx: Kysely<Database>): Promise<string[]> {
      return repo.deleteOf(userId, false, trx);
    },

    /**
     * Doc check and the template preview: the PDF with the candidate's (or the sample's) values,
     * flattened; `fields` maps marked fields to the record values they take.
     */
    async substitution(bytes: Uint8Array, profile: Profile | null, fields: TemplateField[] = []) {
      const values = recordValues(fields, candidateValues(profile ?? SAMPLE_PROFILE, clock()));
      const filled = await files.run('fillPdf', { bytes, values, flatten: true }).catch(refusedPdf);
      return {
        content: Buffer.from(filled.pdf).toString('base64'),
        keywords: parseKeywords(filled.keywords ?? undefined),
      };
    },
  };
  return service;
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
