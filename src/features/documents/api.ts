/** Calls of the documents screens (docs/product.md §7): GraphQL for lists and signing, REST for files. */
import {
  documentPdfUrl,
  SIGNED_UPLOAD_FIELD,
  type DocumentLists,
  type DocumentSummary,
} from '../../../common/documents';
import { CREDENTIAL_UPLOAD_FIELD, type CredentialInput } from '../../../common/credentials';
import { apiFetch } from '../../lib/api';
import { graphql } from '../../lib/graphql';
import { withQuery } from '../../lib/query';
import { DOCUMENT_FIELDS } from './document-fields';

export async function fetchLists(delivery: 'manual' | 'electronic'): Promise<DocumentLists> {
  const field = delivery === 'manual' ? 'myManualDocuments' : 'myElectronicDocuments';
  const data = await graphql<Record<string, DocumentLists>>({
    query: `query Documents { ${field} { unsigned { ${DOCUMENT_FIELDS} } signed { ${DOCUMENT_FIELDS} } informational { ${DOCUMENT_FIELDS} } } }`,
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
  return apiFetch(withQuery(`/api/documents/${encodeURIComponent(docHandle)}/report-event`, { event }));
}

export class UploadError extends Error {
  readonly status: number;
  /** The server's message per form field, when it gave them. */
  readonly fields: Record<string, string>;
  /** The answer's body as the server sent it (its error code among others). */
  readonly body: unknown;
  constructor(status: number, message: string, fields: Record<string, string> = {}, body: unknown = null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

/** PUT /api/documents/{docHandle}.pdf with progress; the document as it is now (signed, or waiting for review). */
export function uploadSignedCopy(
  docHandle: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<DocumentSummary | null> {
  const form = new FormData();
  form.append(SIGNED_UPLOAD_FIELD, file);
  return uploadWithProgress('PUT', documentPdfUrl(docHandle), form, onProgress);
}

/** POST /api/documents/{docHandle}/credential: the file with its number and expiry, with progress. */
export function uploadCredential(
  docHandle: string,
  input: CredentialInput & { file: File },
  onProgress: (fraction: number) => void,
): Promise<DocumentSummary | null> {
  const form = new FormData();
  form.append('number', input.number);
  form.append('expiresOn', input.expiresOn);
  form.append(CREDENTIAL_UPLOAD_FIELD, input.file);
  return uploadWithProgress('POST', `/api/documents/${encodeURIComponent(docHandle)}/credential`, form, onProgress);
}

/**
 * A multipart upload with progress (XMLHttpRequest reports upload progress; fetch does not). Resolves
 * with the document the server answered with (null if a proxy's answer had none).
 */
function uploadWithProgress(
  method: 'PUT' | 'POST',
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<DocumentSummary | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(documentOf(xhr.responseText));
      let body: { message?: string; fields?: Record<string, string> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: a proxy's page
      }
      reject(new UploadError(xhr.status, body.message ?? '', body.fields ?? {}, body));
    };
    xhr.onerror = () => reject(new UploadError(0, ''));
    xhr.send(form);
  });
}

function documentOf(text: string): DocumentSummary | null {
  try {
    const body = JSON.parse(text) as { document?: DocumentSummary };
    return body.document?.id ? body.document : null;
  } catch {
    return null;
  }
}
