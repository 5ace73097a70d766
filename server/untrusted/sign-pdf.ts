/**
 * The built-in provider's signature (docs/architecture.md §5): fills and flattens the form, stamps the
 * signature and date, appends an audit certificate page, and reports the hashes.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
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

/** The employer's brand on the certificate page: its colour and its logo (our own re-encoded PNG). */
export interface CertificateBrand {
  colour: string | null;
  logoPng: Uint8Array | null;
}

export type SignatureInput = { kind: 'drawn'; png: Uint8Array } | { kind: 'typed'; text: string } | null;

/**
 * The words of the certificate page and of the signature's caption, written by the server in the
 * signer's language: the worker translates nothing, it draws what it is given.
 */
export interface SignPdfTexts {
  title: string;
  subtitle: string;
  note: string;
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

/** '#rrggbb' as a pdf-lib colour. */
function rgbOfHex(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return rgb(r, g, b);
}

function iso(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** Wraps text to lines no wider than `width` at `size` in `font`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsiSafe(text).split(/\s+/)) {
    let w = word;
    // A single over-long token (a hash, a user agent) is broken by characters.
    while (font.widthOfTextAtSize(w, size) > width) {
      let cut = w.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(w.slice(0, cut), size) > width) cut -= 1;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(w.slice(0, cut));
      w = w.slice(cut);
    }
    const candidate = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = w;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws a signature (an image, or the typed name in script) into `box` on `page`. */
export async function drawSignature(
  pdf: PDFDocument,
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  signature: NonNullable<SignatureInput>,
  font: PDFFont,
): Promise<void> {
  if (signature.kind === 'drawn') {
    const image = await pdf.embedPng(signature.png);
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: box.x, y: box.y + (box.height - h) / 2, width: w, height: h });
    return;
  }
  const text = winAnsiSafe(signature.text);
  let size = Math.min(28, box.height * 0.8);
  while (size > 8 && font.widthOfTextAtSize(text, size) > box.width) size -= 1;
  page.drawText(text, {
    x: box.x + 2,
    y: box.y + (box.height - size) / 2 + 2,
    size,
    font,
    color: rgb(0.05, 0.1, 0.4),
  });
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

export type CertificateRow = [label: string, value: string, mono?: boolean];

/** Appends audit certificate pages: a title, labelled rows (wrapped, over pages as needed), a note. */
export async function drawCertificate(
  pdf: PDFDocument,
  heading: { title: string; subtitle: string },
  rows: CertificateRow[],
  note: string,
  brand?: CertificateBrand,
): Promise<void> {
  let page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const accent = brand?.colour ? rgbOfHex(brand.colour) : rgb(0.04, 0.33, 0.58);
  // The employer's band across the top, with its logo at the right (within 160 by 40 points).
  page.drawRectangle({ x: 0, y: 776, width: 612, height: 16, color: accent });
  if (brand?.logoPng) {
    const logo = await pdf.embedPng(brand.logoPng);
    const scale = Math.min(160 / logo.width, 40 / logo.height, 1);
    page.drawImage(logo, {
      x: 556 - logo.width * scale,
      y: 726,
      width: logo.width * scale,
      height: logo.height * scale,
    });
  }
  let y = 730;
  page.drawText(winAnsiSafe(heading.title), { x: 56, y, size: 20, font: bold, color: accent });
  y -= 22;
  page.drawText(winAnsiSafe(heading.subtitle), { x: 56, y, size: 11, font: regular, color: rgb(0.3, 0.3, 0.3) });
  y -= 30;
  for (const [label, value, isMono] of rows) {
    const font = isMono ? mono : regular;
    if (y < 90) {
      // Many filled fields: the certificate goes on over another page.
      page = pdf.addPage([612, 792]);
      y = 730;
    }
    page.drawText(winAnsiSafe(label), { x: 56, y, size: 9, font: bold, color: rgb(0.25, 0.25, 0.25) });
    y -= 13;
    for (const line of wrap(value, font, 10.5, 500)) {
      page.drawText(line, { x: 56, y, size: 10.5, font });
      y -= 14;
    }
    y -= 8;
  }
  y -= 10;
  for (const line of wrap(note, regular, 9, 500)) {
    page.drawText(line, { x: 56, y, size: 9, font: regular, color: rgb(0.3, 0.3, 0.3) });
    y -= 12;
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
  await drawCertificate(pdf, { title: texts.title, subtitle: texts.subtitle }, rows, texts.note, input.brand);
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
