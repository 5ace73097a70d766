/**
 * Opening an untrusted PDF inside the file worker. pdf-lib inflates every object stream while it
 * loads, and a 4 MB file can inflate to gigabytes; its decoders grow one buffer per stream, so the
 * worker caps that growth per stream and per file (the pool's memory limit is the second line).
 * After loading, every stream it can decode is decoded once under the same caps, so a file that
 * passes here cannot blow up later in the renderer or in a form fill.
 */
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { TemplateField } from '../../common/onboarding';
import { detectFields } from '../features/documents/template-fields';
import { hasPdfMagic } from '../providers/esign/pdf-forms';
import { FileRefused, MAX_INFLATED_ENTRY, MAX_INFLATED_TOTAL } from './limits';

interface Budget {
  used: number;
  exceeded: boolean;
}

let budget: Budget | null = null;
let installed = false;

/**
 * pdf-lib's DecodeStream (ported from pdf.js) doubles its buffer as it inflates; every decoder
 * (Flate, LZW, ASCII85, RunLength …) grows through ensureBuffer, so the cap sits there. pdf-lib
 * swallows some parse errors and carries on, so a passed cap is also remembered in the budget.
 */
function installInflateCap(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: DecodeStream } = require('pdf-lib/cjs/core/streams/DecodeStream') as {
    default: { prototype: { ensureBuffer(requested: number): Uint8Array; buffer: Uint8Array } };
  };
  const ensureBuffer = DecodeStream.prototype.ensureBuffer;
  DecodeStream.prototype.ensureBuffer = function (this: { buffer: Uint8Array }, requested: number) {
    const before = this.buffer.byteLength;
    const over =
      requested > MAX_INFLATED_ENTRY || (budget !== null && budget.used + requested - before > MAX_INFLATED_TOTAL);
    if (over) {
      if (budget) budget.exceeded = true;
      throw new FileRefused('too-large', 'the file inflates past the allowed size');
    }
    const grown = ensureBuffer.call(this, requested);
    if (budget) budget.used += grown.byteLength - before;
    return grown;
  };
}

/** Runs `work` with a fresh inflate budget for one file; a passed cap refuses the file. */
export async function withinInflateBudget<T>(work: () => Promise<T>): Promise<T> {
  installInflateCap();
  const own: Budget = { used: 0, exceeded: false };
  budget = own;
  try {
    const result = await work();
    if (own.exceeded) throw new FileRefused('too-large', 'the file inflates past the allowed size');
    return result;
  } catch (err) {
    if (own.exceeded && !(err instanceof FileRefused))
      throw new FileRefused('too-large', 'the file inflates past the allowed size');
    throw err;
  } finally {
    budget = null;
  }
}

/** Loads a PDF with at least one page, or refuses it (not a PDF, unreadable, no pages). */
async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  if (!hasPdfMagic(bytes)) throw new FileRefused('invalid', 'not a PDF');
  return asRefusal(async () => {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    // pdf-lib opens any file that starts with `%PDF-`, catalog or not: the pages are the proof.
    if (pdf.getPageCount() < 1) throw new FileRefused('invalid', 'no pages');
    return pdf;
  });
}

/** Whatever pdf-lib throws while reading an upload is the file's fault. */
async function asRefusal<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    throw new FileRefused('invalid', `pdf-lib could not read it (${err instanceof Error ? err.message : 'unknown'})`);
  }
}

/** Decodes every stream pdf-lib can decode (images in formats it passes through are skipped). */
function decodeAllStreams(pdf: PDFDocument): void {
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    try {
      decodePDFRawStream(object).decode();
    } catch (err) {
      if (err instanceof FileRefused) throw err;
      // A filter pdf-lib does not decode (DCT, JPX, JBIG2, CCITT) or a damaged stream: pdf.js
      // bounds those by image size where it draws them.
    }
  }
}

export interface PdfFacts {
  pageCount: number;
  /** The raw keywords metadata (FormTitle=…; SignatureType=…). */
  keywords: string | null;
  title: string | null;
  /** The AcroForm's fields with a first guess at their marks (templates). */
  fields: TemplateField[];
}

/** What the server needs to know of an uploaded PDF, after proving every stream stays bounded. */
export function inspectPdf(bytes: Uint8Array): Promise<PdfFacts> {
  return withinInflateBudget(async () => {
    const pdf = await loadPdf(bytes);
    decodeAllStreams(pdf);
    let fields: TemplateField[] = [];
    try {
      fields = detectFields(pdf);
    } catch {
      // A form pdf-lib cannot walk: the template works without marked fields.
    }
    return asRefusal(async () => ({
      pageCount: pdf.getPageCount(),
      keywords: pdf.getKeywords() ?? null,
      title: pdf.getTitle() ?? null,
      fields,
    }));
  });
}
