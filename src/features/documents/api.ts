/** Calls of the documents screens (SPEC §7): GraphQL for lists and signing, REST for files. */
import {
  documentPdfUrl,
  SIGNED_UPLOAD_FIELD,
  type DocumentLists,
  type DocumentSummary,
} from '../../../common/documents';
import { apiFetch } from '../../lib/api';
import { graphql } from '../../lib/graphql';

/** Every field of a Document, as the documents screens and the dashboard read them. */
export const DOCUMENT_FIELDS =
  'id docHandle formTitle signatureType docusignStatus isUserActionRequired displayLevel lastUpdateTimestamp createTimestamp delivery signedAt dueAt rejectedReason';

export async function fetchLists(delivery: 'manual' | 'electronic'): Promise<DocumentLists> {
  const field = delivery === 'manual' ? 'myManualDocuments' : 'myElectronicDocuments';
  const data = await graphql<Record<string, DocumentLists>>({
    query: `query Documents { ${field} { unsigned { ${DOCUMENT_FIELDS} } signed { ${DOCUMENT_FIELDS} } } }`,
    operationName: 'Documents',
  });
  return data[field]!;
}

export interface Onboarding {
  myDocuments: DocumentSummary[];
  myDocumentsCount: number;
  myDocumentsCompletedCount: number;
  myDocumentsCompletableCount: number;
}

export function fetchOnboarding(): Promise<Onboarding> {
  return graphql<Onboarding>({
    query: `query Onboarding { myDocuments { ${DOCUMENT_FIELDS} } myDocumentsCount myDocumentsCompletedCount myDocumentsCompletableCount }`,
    operationName: 'Onboarding',
  });
}

export async function fetchFormTitle(documentId: number): Promise<string> {
  const data = await graphql<{ documentContent: { keywords: { FormTitle: string } } }>({
    query: 'query Content($id: Int!) { documentContent(documentId: $id) { keywords { FormTitle } } }',
    variables: { id: documentId },
  });
  return data.documentContent.keywords.FormTitle;
}

export async function fetchSigningUrl(documentId: number, returnUrl: string): Promise<string> {
  const data = await graphql<{ documentSigningUrl: { url: string } }>({
    query: 'query SigningUrl($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
    variables: { id: documentId, r: returnUrl },
  });
  return data.documentSigningUrl.url;
}

export async function reportSigned(documentId: number, event: string): Promise<void> {
  await graphql({
    query: 'mutation Report($id: Int!, $e: String!) { reportDocumentSigned(documentId: $id, event: $e) { id } }',
    variables: { id: documentId, e: event },
  });
}

export function reportEvent(docHandle: string, event: string): Promise<unknown> {
  return apiFetch(`/api/documents/${encodeURIComponent(docHandle)}/report-event?event=${encodeURIComponent(event)}`);
}

export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

/** PUT /api/documents/{docHandle}.pdf with progress (XMLHttpRequest reports upload progress). */
export function uploadSignedCopy(docHandle: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', documentPdfUrl(docHandle));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = '';
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? '';
      } catch {
        // not JSON: a proxy's page
      }
      reject(new UploadError(xhr.status, message));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    const form = new FormData();
    form.append(SIGNED_UPLOAD_FIELD, file);
    xhr.send(form);
  });
}
