/**
 * The employer's countersignature, inside the file worker: over the candidate's sealed copy, as
 * one incremental update (the candidate's seal keeps covering what the candidate signed), the
 * employer's values and signature are drawn where the template's employer fields are, a
 * countersignature certificate naming both signers is appended, and the employer's seal is placed.
 */
import { type PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import { placeSeal } from '../providers/seal/placeholder';
import type { SealDetails } from '../providers/seal/seal-details';
import { incrementalUpdate, loadForUpdate } from '../providers/seal/incremental';
import { EMPLOYER_DATE_FIELD, EMPLOYER_SIGNATURE_FIELD, fieldPlacement, winAnsiSafe } from '../lib/pdf-forms';
import {
  type CertificateBrand,
  type CertificateRow,
  type CertificateTexts,
  drawCertificate,
  drawSignature,
  type SignatureInput,
} from './certificate-page';
import { sha256Hex } from '../lib/tokens';

/** The countersignature certificate's words and the caption, written by the server (see SignPdfTexts). */
export interface CountersignTexts extends CertificateTexts {
  /** Beside a signature drawn at the foot of the last page (no employer signature field). */
  caption: string;
  labels: {
    document: string;
    documentId: string;
    signingOrder: string;
    candidate: string;
    candidateSignedAt: string;
    employer: string;
    employerSignedAt: string;
    employerUserAgent: string;
    candidateCopySha256: string;
  };
  /** "1. Candidate, 2. Employer". */
  signingOrder: string;
  /** When and from where each signed ("2026-12-01T15:00:00Z from 203.0.113.9"). */
  candidateSignedAt: string;
  employerSignedAt: string;
}

export interface CountersignInput {
  /** The candidate's sealed copy, exactly as stored. */
  pdf: Uint8Array;
  /** The template the document was made from: where its employer fields sit. */
  template: Uint8Array;
  /** The employer's values by field name, as the PDF shows them, and as the certificate lists them. */
  values: Record<string, string>;
  /** The employer's values as the certificate lists them (each label as it shows it). */
  listed: { label: string; value: string }[];
  texts: CountersignTexts;
  signature: NonNullable<SignatureInput>;
  formTitle: string;
  docHandle: string;
  employer: { name: string; email: string };
  candidate: { name: string; email: string; signedAt: number; ip: string };
  ip: string;
  userAgent: string;
  signedAt: number;
  dateText: string;
  seal: SealDetails;
  brand?: CertificateBrand;
}

type Box = { pageIndex: number; x: number; y: number; width: number; height: number };

/** Where the template's named fields are: page number and rectangle (the signed copy has the same pages first). */
async function placements(template: Uint8Array, names: string[]): Promise<Map<string, Box>> {
  const pdf = await loadForUpdate(template);
  const pages = pdf.getPages();
  const out = new Map<string, Box>();
  for (const name of names) {
    let placed: ReturnType<typeof fieldPlacement> = null;
    try {
      placed = fieldPlacement(pdf, name);
    } catch {
      // A field pdf-lib cannot place is left out (its value is still on the certificate).
    }
    if (placed)
      out.set(name, {
        pageIndex: pages.indexOf(placed.page),
        x: placed.x,
        y: placed.y,
        width: placed.width,
        height: placed.height,
      });
  }
  return out;
}

function drawValue(page: PDFPage, box: Box, text: string, font: Awaited<ReturnType<PDFDocument['embedFont']>>) {
  const value = winAnsiSafe(text);
  let size = Math.min(14, Math.max(6, box.height * 0.7));
  while (size > 6 && font.widthOfTextAtSize(value, size) > box.width - 4) size -= 0.5;
  page.drawText(value, { x: box.x + 2, y: box.y + (box.height - size) / 2 + 1, size, font });
}

export async function countersignPdf(
  input: CountersignInput,
): Promise<{ bytes: Uint8Array; candidateCopySha256: string }> {
  const candidateCopySha256 = sha256Hex(input.pdf);
  const wanted = [...Object.keys(input.values), EMPLOYER_SIGNATURE_FIELD, EMPLOYER_DATE_FIELD];
  const where = await placements(input.template, wanted);
  const bytes = await incrementalUpdate(input.pdf, async (pdf) => {
    const pages = pdf.getPages();
    const pageOf = (box: Box) => pages[box.pageIndex] ?? null;
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
    for (const [name, value] of Object.entries({ ...input.values, [EMPLOYER_DATE_FIELD]: input.dateText })) {
      const box = where.get(name);
      const page = box && pageOf(box);
      if (box && page && value) drawValue(page, box, value === 'true' ? 'X' : value === 'false' ? '' : value, regular);
    }
    const signatureBox = where.get(EMPLOYER_SIGNATURE_FIELD);
    const signaturePage = signatureBox && pageOf(signatureBox);
    if (signatureBox && signaturePage) {
      await drawSignature(pdf, signaturePage, signatureBox, input.signature, script);
    } else {
      // No employer signature field: beside the candidate's fallback place, with a caption.
      const last = pages[pages.length - 1]!;
      const box = { x: 330, y: 72, width: 220, height: 40 };
      await drawSignature(pdf, last, box, input.signature, script);
      last.drawText(winAnsiSafe(input.texts.caption), {
        x: box.x,
        y: box.y - 12,
        size: 8,
        font: regular,
      });
    }
    const { texts } = input;
    const { labels } = texts;
    const rows: CertificateRow[] = [
      [labels.document, input.formTitle],
      [labels.documentId, input.docHandle, true],
      [labels.signingOrder, texts.signingOrder],
      [labels.candidate, `${input.candidate.name} <${input.candidate.email}>`],
      [labels.candidateSignedAt, texts.candidateSignedAt],
      [labels.employer, `${input.employer.name} <${input.employer.email}>`],
      [labels.employerSignedAt, texts.employerSignedAt],
      [labels.employerUserAgent, input.userAgent || '-'],
      [labels.candidateCopySha256, candidateCopySha256, true],
      ...input.listed.map(({ label, value }): CertificateRow => [label, value || '-']),
    ];
    await drawCertificate(pdf, { texts, rows, signature: input.signature, brand: input.brand });
    placeSeal(pdf, { ...input.seal, signingTime: input.signedAt });
  });
  return { bytes, candidateCopySha256 };
}
