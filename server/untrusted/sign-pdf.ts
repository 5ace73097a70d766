/**
 * The built-in provider's signature (docs/architecture.md §5): fills and flattens the form, stamps the
 * signature and date, appends an audit certificate page, and reports the hashes.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  fieldPlacement,
  fillFields,
  flattenForm,
  SIGNATURE_FIELD,
  SIGNED_DATE_FIELD,
  setInfo,
  winAnsiSafe,
} from '../lib/pdf-forms';
import { sha256Hex } from '../lib/tokens';
import {
  type CertificateBrand,
  type CertificateRow,
  type CertificateTexts,
  drawCertificate,
  drawSignature,
  type SignatureInput,
} from './certificate-page';

// The server's features name the worker's signing types by this module, the signing's entry.
export type { CertificateBrand, SignatureInput } from './certificate-page';

/**
 * The words of the certificate page and of the signature's caption, written by the server in the
 * signer's language: the worker translates nothing, it draws what it is given.
 */
export interface SignPdfTexts extends CertificateTexts {
  /** Under a signature drawn at the foot of the last page (a form without a signature field). */
  caption: string;
  labels: {
    document: string;
    documentId: string;
    outcome: string;
    signer: string;
    signerEmail: string;
    ipAddress: string;
    userAgent: string;
    consent: string;
    /** "Signed at" or "Viewed at". */
    completedAt: string;
    originalSha256: string;
    signedSha256: string;
  };
  /** The outcome row's value ("Signed (signing_complete)"). */
  outcome: string;
  /** The consent row's value: when, and under which disclosure version. */
  consent: string;
}

export interface SignPdfInput {
  /** The original document, exactly as stored (its hash is the "original" of the certificate). */
  source: Uint8Array;
  fields: Record<string, string>;
  /** What the signer filled in, listed on the certificate (each label as the certificate shows it). */
  signerValues?: { label: string; value: string }[];
  texts: SignPdfTexts;
  signature: SignatureInput;
  formTitle: string;
  docHandle: string;
  signer: { name: string; email: string };
  ip: string;
  userAgent: string;
  consentedAt: number | null;
  /** The ESIGN disclosure version the consent was given under. */
  disclosureVersion?: string | null;
  signedAt: number;
  /** signing_complete for a signature, viewing_complete for an informational document. */
  event: 'signing_complete' | 'viewing_complete';
  /** The date text stamped beside the signature ('MMM D, YYYY'). */
  dateText: string;
  brand?: CertificateBrand;
}

export interface SignPdfResult {
  bytes: Uint8Array;
  originalSha256: string;
  /** The signed pages before the certificate was appended (printed on the certificate). */
  signedContentSha256: string;
  /** The whole stored file, certificate included (kept in the database and the audit trail). */
  fileSha256: string;
  pageCount: number;
}

function iso(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z');
}

async function stampSignature(pdf: PDFDocument, input: SignPdfInput, font: PDFFont): Promise<void> {
  if (!input.signature) return;
  const placement = fieldPlacement(pdf, SIGNATURE_FIELD);
  const form = pdf.getForm();
  const field = form.getFieldMaybe(SIGNATURE_FIELD);
  if (field) form.removeField(field);
  const last = pdf.getPages()[pdf.getPageCount() - 1]!;
  const box = placement ?? { page: last, x: 72, y: 72, width: 220, height: 40 };
  const page: PDFPage = box.page;
  await drawSignature(pdf, page, box, input.signature, font);
  if (!placement) {
    // No signature field in this form: sign at the foot of the last page, with a caption.
    page.drawText(winAnsiSafe(input.texts.caption), {
      x: box.x,
      y: box.y - 12,
      size: 8,
      font: await pdf.embedFont(StandardFonts.Helvetica),
    });
  }
}

async function appendCertificate(pdf: PDFDocument, input: SignPdfInput, hashes: { original: string; signed: string }) {
  const { texts } = input;
  const { labels } = texts;
  const rows: CertificateRow[] = [
    [labels.document, input.formTitle],
    [labels.documentId, input.docHandle, true],
    [labels.outcome, texts.outcome],
    [labels.signer, input.signer.name],
    [labels.signerEmail, input.signer.email],
    [labels.ipAddress, input.ip || '-'],
    [labels.userAgent, input.userAgent || '-'],
    [labels.consent, texts.consent],
    [labels.completedAt, iso(input.signedAt)],
    [labels.originalSha256, hashes.original, true],
    [labels.signedSha256, hashes.signed, true],
    ...(input.signerValues ?? []).map(({ label, value }): CertificateRow => [label, value || '-']),
  ];
  await drawCertificate(pdf, { texts, rows, signature: input.signature, brand: input.brand });
}

export async function signPdf(input: SignPdfInput): Promise<SignPdfResult> {
  const originalSha256 = sha256Hex(input.source);
  const pdf = await PDFDocument.load(input.source, { ignoreEncryption: true, updateMetadata: false });
  const values = { ...input.fields, [SIGNED_DATE_FIELD]: input.dateText };
  fillFields(pdf, values);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  await stampSignature(pdf, input, script);
  flattenForm(pdf);
  pdf.setModificationDate(new Date(input.signedAt));
  setInfo(pdf, 'OriginalSHA256', originalSha256);
  // The signed pages' hash: the document as it is before the certificate is appended.
  const signedPages = await pdf.save({ useObjectStreams: false });
  const signedContentSha256 = sha256Hex(signedPages);
  await appendCertificate(pdf, input, { original: originalSha256, signed: signedContentSha256 });
  setInfo(pdf, 'SignedContentSHA256', signedContentSha256);
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, originalSha256, signedContentSha256, fileSha256: sha256Hex(bytes), pageCount: pdf.getPageCount() };
}
