/**
 * A candidate's own documents (docs/product.md §2–§5): lists, downloads, signed-copy uploads, reported
 * events, export and erasure. Every call that names a document checks that it is the user's
 * (SECURITY 8.3.1).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RequestInfo } from '../../lib/request-info';
import {
  DOCUMENT_SERVER_MESSAGES,
  INFO_SIGNATURE_TYPE,
  splitBySigned,
  type DocumentDelivery,
  type DocumentLists,
  type DocumentSummary,
} from '../../../common/documents';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { recordValues } from '../../../common/onboarding';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { refuseWhileViewing } from '../../lib/viewing';
import { hasPdfMagic } from '../../lib/pdf-forms';
import { prepareForm } from '../esign/stored-form';
import { FileRefused } from '../../untrusted';
import type { DocumentRow } from './documents.repository';
import { openStored, type StoredBody } from '../../providers/storage/storage.types';
import { sha256Hex } from '../../lib/tokens';
import { keepCopyForReview, reviewsUploads } from './review-copy';
import { countersignDue } from './document-completion';
import { toSummary, templateFields, downloadName, candidateValues, type DocumentUser } from './document-summary';
import type { DocumentsContext } from './documents.context';

export function candidateDocumentsUseCases(ctx: DocumentsContext) {
  const {
    repo,
    storage,
    files,
    clock,
    audit,
    notFound,
    refusedPdf,
    owned,
    refuseUpload,
    profileOf,
    record,
    keepSignedCopy,
    originalPageCount,
  } = ctx;
  /** The form filled with the user's data, in the file pool as the user's own task (their share bounds them). */
  async function filledForm(userId: number, doc: DocumentRow): Promise<{ filename: string; bytes: Uint8Array }> {
    // A credential has no form: only the copy the candidate provided.
    if (doc.kind === 'credential') throw notFound();
    const source = await storage.get(doc.sourceKey);
    if (!source) throw notFound();
    const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
    const values = recordValues(templateFields(template), candidateValues(await profileOf(userId), clock()));
    const bytes = (await prepareForm(files, { bytes: source, values }, userId)).pdf!;
    // The same bytes uploaded back are the blank, not a signed copy (a form filled another day differs).
    await repo.rememberDownload(doc.id, sha256Hex(bytes), clock());
    return { filename: downloadName(doc.formTitle, false), bytes };
  }
  /** The form as the candidate was given it (the template, or a filled download): unsigned. */
  async function isBlank(doc: DocumentRow, sha256: string): Promise<boolean> {
    return sha256 === doc.sourceSha256 || repo.wasDownloaded(doc.id, sha256);
  }
  const useCases = {
    async list(userId: number): Promise<DocumentSummary[]> {
      return (await repo.listForUser(userId)).map(toSummary);
    },
    async lists(userId: number, delivery: DocumentDelivery): Promise<DocumentLists> {
      return splitBySigned((await useCases.list(userId)).filter((d) => d.delivery === delivery));
    },
    /** Staff overview: how many candidates have at least one outstanding document. */
    countCandidatesWithOutstanding(): Promise<number> {
      return repo.countUsersWithOutstanding(INFO_SIGNATURE_TYPE);
    },
    async get(userId: number, by: { id: number } | { docHandle: string }): Promise<DocumentSummary> {
      return toSummary(await owned(userId, by));
    },
    /** The signed copy, or the form filled with the user's data (export, the doc check's seal). */
    async download(userId: number, docHandle: string): Promise<{ filename: string; bytes: Uint8Array }> {
      const doc = await owned(userId, { docHandle });
      if (doc.signedKey) {
        const bytes = await storage.get(doc.signedKey);
        if (!bytes) throw notFound();
        return { filename: downloadName(doc.formTitle, true), bytes };
      }
      return filledForm(userId, doc);
    },
    /**
     * GET /api/documents/{docHandle}.pdf: the signed copy as stored, to be streamed; or the form
     * filled now with the user's data, whole (made anew on each request, so never sent in parts).
     */
    async downloadFile(
      userId: number,
      docHandle: string,
    ): Promise<{ filename: string; file: StoredBody } | { filename: string; bytes: Uint8Array }> {
      const doc = await owned(userId, { docHandle });
      if (!doc.signedKey) return filledForm(userId, doc);
      const file = await openStored(storage, doc.signedKey);
      if (!file) throw notFound();
      return { filename: downloadName(doc.formTitle, true), file };
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
      const hash = sha256Hex(bytes);
      if (await isBlank(doc, hash)) {
        await rejected('the blank document, unchanged');
        throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.blankCopy);
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
      const review = reviewsUploads(template);
      if (review) await keepCopyForReview({ repo, storage }, doc.id, { storageKey: key, sha256: hash }, now);
      else
        await keepSignedCopy(doc.id, { storageKey: key, sha256: hash }, now, 'upload', {
          countersign: countersignDue(template, now),
        });
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
    /**
     * Refuses (audited) what a staff member viewing as the candidate asks to change: for the documents' sub-
     * features.
     */
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
    /**
     * Privacy export: each document with its events, and its file (the signed copy, or the form filled in).
     */
    async exportFor(userId: number) {
      const rows = await repo.listForUser(userId);
      const trails = await repo.listEvents(rows.map((r) => r.id));
      const exported = [];
      // One form at a time: together they would pass the user's share of the file pool.
      for (const row of rows) {
        const events = trails.get(row.id)!.map((e) => ({
          event: e.event,
          source: e.source,
          detail: e.detail === null ? null : (JSON.parse(e.detail) as unknown),
          ip: e.ip,
          userAgent: e.userAgent,
          at: new Date(Number(e.createdAt)).toISOString(),
        }));
        const file = await useCases.download(userId, row.docHandle).catch(() => null);
        exported.push({ document: { ...toSummary(row), events }, file });
      }
      return exported;
    },
    /** Account deletion: unsigned documents go; returns storage keys to delete after commit. */
    eraseUnsigned(userId: number, trx: Kysely<Database>): Promise<string[]> {
      return repo.deleteOf(userId, true, trx);
    },
    /** The end of retention: every document of a deleted account, with its audit trail. */
    eraseAll(userId: number, trx: Kysely<Database>): Promise<string[]> {
      return repo.deleteOf(userId, false, trx);
    },
  };
  return useCases;
}
