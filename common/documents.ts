/** The documents API contract (docs/product.md §3 Document, §5, §7, §8), shared by the SPA and the server. */
import { type Language, translatable } from './i18n';
import type { SealState } from './seal';

/** docs/product.md §3: signatureType INFO means the document is informational (read, not signed). */
export const INFO_SIGNATURE_TYPE = 'INFO';

/** docs/product.md §4 signing events. */
export type SigningEvent =
  'signing_complete' | 'viewing_complete' | 'cancel' | 'decline' | 'session_timeout' | 'fax_pending';

/** The provider's status of a document (docs/product.md §3 docusignStatus). */
export const DOCUMENT_STATUS = {
  sent: 'sent',
  delivered: 'delivered',
  completed: 'completed',
  declined: 'declined',
  /** The candidate signed; the employer countersigns next (common/onboarding.ts countersignature). */
  awaitingEmployer: 'awaiting_employer',
} as const;

export type DocumentDelivery = 'manual' | 'electronic';

/** docs/product.md §3 Document, plus its integer id (docs/architecture.md §5) and what the screens show. */
export interface DocumentSummary {
  id: number;
  docHandle: string;
  formTitle: string;
  signatureType: string;
  docusignStatus: string;
  isUserActionRequired: boolean;
  displayLevel: number;
  /** ISO 8601. */
  lastUpdateTimestamp: string;
  createTimestamp: string;
  delivery: DocumentDelivery;
  signedAt: string | null;
  /** ISO 8601: when staff expect it done. */
  dueAt: string | null;
  /** Why staff sent it back (it is outstanding again until signed anew). */
  rejectedReason: string | null;
  /** form (signed) or credential (uploaded with a number and expiry, common/credentials.ts). */
  kind: 'form' | 'credential';
  /** A credential uploaded and not yet approved or rejected by staff. */
  awaitingReview: boolean;
  credentialNumber: string | null;
  /** ISO 8601. */
  credentialExpiresAt: string | null;
  /** What staff ask the candidate to provide (credentials), in the reader's language where translated. */
  instructions: string | null;
  /** The language the instructions are in (English when not translated into the reader's). */
  instructionsLanguage: Language | null;
  /** The PAdES seal of an electronically completed copy (null for an uploaded copy or none yet). */
  sealState: SealState | null;
  /** ISO 8601: the employer's countersignature is due (documents awaiting it). */
  employerDueAt: string | null;
  /** An informational document whose template asks the candidate to acknowledge having read it. */
  acknowledge: boolean;
}

/** docs/product.md §2 lists of a documents screen; informational documents sit apart (docs/product.md §4 grouping). */
export interface DocumentLists {
  unsigned: DocumentSummary[];
  signed: DocumentSummary[];
  informational: DocumentSummary[];
}

/** Uploads of signed copies (SECURITY 5.2.1): the limit and the field name of docs/product.md §7. */
export const SIGNED_UPLOAD_FIELD = 'pdf_signed';
export const DOC_CHECK_UPLOAD_FIELD = 'contents';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Messages the server sends that the SPA shows as they are. */
export const DOCUMENT_SERVER_MESSAGES = /* @__PURE__ */ translatable({
  /** docs/product.md §5, word for word. */
  notPdf: /*i18n*/ {
    id: 'Sorry, the file you attempted to upload was not a PDF, so it was rejected. Try uploading a signed PDF copy instead',
  },
  tooLarge: /*i18n*/ { id: 'The file is too large: the limit is 10 MB. Try a smaller scan of the signed copy.' },
  /** The doc check reads templates, not signed copies. */
  docCheckNotPdf: /*i18n*/ {
    id: 'This file is not a PDF, so the doc check cannot read it. Choose the PDF template (with its form fields) you want to preview or test-sign.',
  },
  tooComplex: /*i18n*/ {
    id: 'This PDF expands to more than we can open safely (very large images or compressed data). Please upload a smaller scan or a simpler PDF.',
  },
  tooManyObjects: /*i18n*/ {
    id: 'This PDF is built from more parts than we can open safely. Please save it again as a simpler PDF (printing it to PDF usually does) and upload that.',
  },
  /** A stored form the file pool could not fill (too costly, or unreadable since it was stored). */
  cannotPrepare: /*i18n*/ {
    id: 'We could not prepare this document. Please try again in a few minutes; if it still fails, contact us and we will send you a copy another way.',
  },
  noFile: /*i18n*/ { id: 'Please choose a PDF file to upload.' },
  malformedUpload: /*i18n*/ { id: 'The upload could not be read. Please choose the PDF file again and retry.' },
  blankCopy: /*i18n*/ {
    id: 'This file is the blank document exactly as it was downloaded, with no signature. Please sign it, then upload the signed copy.',
  },
  missingPages: /*i18n*/ {
    id: 'The signed copy has fewer pages than the document. Please upload every page of the signed document.',
  },
  notFound: /*i18n*/ { id: 'Document not found.' },
  alreadySigned: /*i18n*/ { id: 'This document is already signed.' },
  awaitingReview: /*i18n*/ {
    id: 'Your signed copy of this document is waiting for review: nothing more to do for now.',
  },
  readOnly: /*i18n*/ { id: 'This document is for reading only: there is nothing to sign or upload.' },
  notAwaitingEmployer: /*i18n*/ { id: 'This document is not waiting for an employer signature.' },
  idRequired: /*i18n*/ { id: 'Document ID is required' },
  linkInvalid: /*i18n*/ { id: 'This signing link is invalid or has already been used.' },
  linkExpired: /*i18n*/ { id: 'This signing link has expired.' },
  consentRequired: /*i18n*/ { id: 'Please agree to sign electronically first.' },
  signatureRequired: /*i18n*/ { id: 'Please draw or type your signature.' },
  signatureTooLarge: /*i18n*/ { id: 'The drawn signature is too large an image. Please clear it and draw it again.' },
  pagesUnavailable: /*i18n*/ {
    id: 'The pages of this document cannot be shown as images right now; open the PDF instead.',
  },
  pageNotFound: /*i18n*/ { id: 'This page of the document does not exist.' },
});

/** docs/product.md §7: GET /api/documents/{docHandle}.pdf and friends. */
export function documentPdfUrl(docHandle: string): string {
  return `/api/documents/${encodeURIComponent(docHandle)}.pdf`;
}

/** docs/product.md §4: each group is sorted by displayLevel, then lastUpdateTimestamp. */
function sortDocuments<T extends Pick<DocumentSummary, 'displayLevel' | 'lastUpdateTimestamp'>>(docs: T[]): T[] {
  return [...docs].sort(
    (a, b) => a.displayLevel - b.displayLevel || Date.parse(a.lastUpdateTimestamp) - Date.parse(b.lastUpdateTimestamp),
  );
}

export function isInformational(doc: Pick<DocumentSummary, 'signatureType'>): boolean {
  return doc.signatureType === INFO_SIGNATURE_TYPE;
}

/** Signed (or, for INFO, viewed): the provider completed it or a signed copy was uploaded. */
export function isSigned(doc: Pick<DocumentSummary, 'docusignStatus'>): boolean {
  // A document waiting for the employer's countersignature is signed as far as the candidate goes.
  return doc.docusignStatus === DOCUMENT_STATUS.completed || doc.docusignStatus === DOCUMENT_STATUS.awaitingEmployer;
}

/**
 * docs/product.md §4 onboarding grouping: outstanding = non-INFO documents with user action required;
 * completed = non-INFO documents with no action required; informational = INFO documents.
 */
export function onboardingGroups<T extends DocumentSummary>(docs: T[]) {
  return {
    outstanding: sortDocuments(docs.filter((d) => !isInformational(d) && d.isUserActionRequired)),
    completed: sortDocuments(docs.filter((d) => !isInformational(d) && !d.isUserActionRequired)),
    informational: sortDocuments(docs.filter((d) => isInformational(d))),
  };
}

/** docs/product.md §3 Counts: all documents; completed and completable ones (informational ones are neither). */
export function documentCounts(docs: DocumentSummary[]) {
  const completable = docs.filter((d) => !isInformational(d));
  return {
    myDocumentsCount: docs.length,
    myDocumentsCompletedCount: completable.filter((d) => !d.isUserActionRequired).length,
    myDocumentsCompletableCount: completable.length,
  };
}

/**
 * docs/product.md §2: each screen's list split into unsigned and signed; informational documents are neither
 * (they are read, not signed: docs/product.md §4 keeps them in a group of their own).
 */
export function splitBySigned<T extends DocumentSummary>(
  docs: T[],
): { unsigned: T[]; signed: T[]; informational: T[] } {
  const toSign = docs.filter((d) => !isInformational(d));
  return {
    unsigned: sortDocuments(toSign.filter((d) => !isSigned(d))),
    signed: sortDocuments(toSign.filter((d) => isSigned(d))),
    informational: sortDocuments(docs.filter((d) => isInformational(d))),
  };
}

/** Where an informational document opens: the signing page when it asks for an acknowledgement, else the PDF itself. */
export function viewUrl(doc: Pick<DocumentSummary, 'id' | 'docHandle' | 'acknowledge'>): string {
  return doc.acknowledge ? `/documents?id=${doc.id}` : `${documentPdfUrl(doc.docHandle)}?view=inline`;
}
