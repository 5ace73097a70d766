/**
 * A candidate's own documents (docs/product.md §2–§5): lists, downloads, signed-copy uploads, reported
 * events, export and erasure. Every call that names a document checks that it is the user's
 * (SECURITY 8.3.1). Each use case is a function of its own file; this binds them to the feature's
 * shared context (documents.context.ts).
 */
import type { Kysely } from 'kysely';
import type { RequestInfo } from '../../lib/request-info';
import type { DocumentDelivery } from '../../../common/documents';
import type { Database } from '../../db/schema';
import { refuseWhileViewing } from '../../lib/viewing';
import type { DocumentUser } from './document-summary';
import type { DocumentsContext } from './documents.context';
import { eraseAll, eraseUnsigned, exportDocuments } from './document-privacy';
import { downloadDocument, downloadFile } from './download-document';
import {
  countCandidatesWithOutstanding,
  documentContent,
  getDocument,
  listDocuments,
  listsByDelivery,
} from './list-documents';
import { candidateEvent, reportEvent } from './report-event';
import { assertUploadable, uploadSigned } from './upload-signed-copy';

export function candidateDocumentsUseCases(deps: DocumentsContext) {
  const { audit, owned } = deps;
  return {
    list: (userId: number) => listDocuments(deps, userId),
    lists: (userId: number, delivery: DocumentDelivery) => listsByDelivery(deps, userId, delivery),
    countCandidatesWithOutstanding: () => countCandidatesWithOutstanding(deps),
    get: (userId: number, by: { id: number } | { docHandle: string }) => getDocument(deps, userId, by),
    download: (userId: number, docHandle: string) => downloadDocument(deps, userId, docHandle),
    downloadFile: (userId: number, docHandle: string) => downloadFile(deps, userId, docHandle),
    assertUploadable: (userId: number, docHandle: string) => assertUploadable(deps, userId, docHandle),
    uploadSigned: (user: DocumentUser, docHandle: string, bytes: Uint8Array | undefined, info: RequestInfo) =>
      uploadSigned(deps, user, docHandle, bytes, info),
    content: (userId: number, documentId: number) => documentContent(deps, userId, documentId),
    reportEvent: (userId: number, by: { id: number } | { docHandle: string }, event: unknown, info: RequestInfo) =>
      reportEvent(deps, userId, by, event, info),
    /**
     * Refuses (audited) what a staff member viewing as the candidate asks to change: for the documents' sub-
     * features.
     */
    refuseWhileViewing: (info: RequestInfo, what: 'upload' | 'sign') => refuseWhileViewing(audit, info, what),
    /** A candidate's document by handle (another user's is "not found"). */
    owned: (userId: number, docHandle: string) => owned(userId, { docHandle }),
    candidateEvent: (
      doc: { id: number },
      userId: number | null,
      event: string,
      info: RequestInfo,
      detail?: Record<string, unknown> | null,
    ) => candidateEvent(deps, doc, userId, event, info, detail),
    exportFor: (userId: number) => exportDocuments(deps, userId),
    eraseUnsigned: (userId: number, trx: Kysely<Database>) => eraseUnsigned(deps, userId, trx),
    eraseAll: (userId: number, trx: Kysely<Database>) => eraseAll(deps, userId, trx),
  };
}
