/**
 * Opening a PDF inside the file worker, uploads and stored files alike. pdf-lib inflates every
 * object stream while it loads, and a 4 MB file can inflate to gigabytes; its decoders grow one
 * buffer per stream, so the worker caps that growth per stream and per file. It also builds every
 * object of the file, and 3 MB of object streams can hold 300,000 of them, so it counts them as it
 * parses (the pool's memory limit is the second line). After loading an upload, every stream it
 * can decode is decoded once under the same caps, so a file that passes here cannot blow up later
 * in the renderer or in a form fill.
 */
import { decodePDFRawStream, PDFContext, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { TemplateField } from '../../common/onboarding';
import { detectFields } from './template-fields';
import { fillFields, flattenForm, hasPdfMagic } from '../lib/pdf-forms';
import { FileRefused, MAX_INFLATED_ENTRY, MAX_INFLATED_TOTAL, MAX_PDF_OBJECTS } from './limits';

interface Budget {
  inflated: number;
  objects: number;
  /** The first cap passed: pdf-lib swallows some parse errors and carries on, so it is remembered. */
  passed: FileRefused | null;
}

let budget: Budget | null = null;
let installed = false;

function pass(refusal: FileRefused): never {
  if (budget && !budget.passed) budget.passed = refusal;
  throw refusal;
}

/**
 * pdf-lib's DecodeStream (ported from pdf.js) doubles its buffer as it inflates; every decoder
 * (Flate, LZW, ASCII85, RunLength …) grows through ensureBuffer, so the inflate cap sits there.
 * Every object pdf-lib parses (object streams included) or makes goes through PDFContext.assign,
 * so the object count sits there.
 */
function installCaps(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: DecodeStream } = require('pdf-lib/cjs/core/streams/DecodeStream') as {
    default: { prototype: { ensureBuffer(requested: number): Uint8Array; buffer: Uint8Array } };
  };
  const ensureBuffer = DecodeStream.prototype.ensureBuffer;
  DecodeStream.prototype.ensureBuffer = function (this: { buffer: Uint8Array }, requested: number) {
    const before = this.buffer.byteLength;
    if (
      requested > MAX_INFLATED_ENTRY ||
      (budget !== null && budget.inflated + requested - before > MAX_INFLATED_TOTAL)
    )
      pass(new FileRefused('too-large', 'the file inflates past the allowed size'));
    const grown = ensureBuffer.call(this, requested);
    if (budget) budget.inflated += grown.byteLength - before;
    return grown;
  };
  const assign = PDFContext.prototype.assign;
  PDFContext.prototype.assign = function (this: PDFContext, ...args: Parameters<PDFContext['assign']>) {
    if (budget && ++budget.objects > MAX_PDF_OBJECTS)
      pass(new FileRefused('too-many-objects', `the file holds more than ${MAX_PDF_OBJECTS} objects`));
    assign.apply(this, args);
  };
}

/** Runs `work` with a fresh budget (inflated bytes, objects) for one file; a passed cap refuses the file. */
export async function withinPdfBudget<T>(work: () => Promise<T>): Promise<T> {
  installCaps();
  const own: Budget = { inflated: 0, objects: 0, passed: null };
  budget = own;
  try {
    const result = await work();
    if (own.passed) throw own.passed;
    return result;
  } catch (err) {
    throw own.passed ?? err;
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

/** Whatever pdf-lib throws while reading a file is the file's fault. */
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
  return withinPdfBudget(async () => {
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

/** The form with `values` in its fields (filled fields become read-only), flattened or not, saved. */
async function filled(pdf: PDFDocument, values: Record<string, string>, flatten: boolean): Promise<Uint8Array> {
  try {
    fillFields(pdf, values);
    if (flatten) flattenForm(pdf);
    return await pdf.save({ useObjectStreams: false });
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    throw new FileRefused('invalid', 'the form could not be filled');
  }
}

/** The doc check's substitution: an uploaded form, proven bounded as any upload, filled; and its keywords. */
export function fillUploadedForm(input: { bytes: Uint8Array; values: Record<string, string>; flatten: boolean }) {
  return withinPdfBudget(async () => {
    const pdf = await loadPdf(input.bytes);
    decodeAllStreams(pdf);
    return { pdf: await filled(pdf, input.values, input.flatten), keywords: pdf.getKeywords() ?? null };
  });
}

export interface PageBox {
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Each page's box in PDF points after its rotation, as pdf.js lays the page out (the crop box
 * within the media box), read without rendering: enough to lay out pages still being rendered.
 */
function pageBoxes(pdf: PDFDocument): PageBox[] {
  return pdf.getPages().map((page) => {
    const crop = page.getCropBox();
    const media = page.getMediaBox();
    const width = Math.min(crop.x + crop.width, media.x + media.width) - Math.max(crop.x, media.x);
    const height = Math.min(crop.y + crop.height, media.y + media.height) - Math.max(crop.y, media.y);
    const turned = (((page.getRotation().angle % 360) + 360) % 360) % 180 === 90;
    return turned ? { width: round(height), height: round(width) } : { width: round(width), height: round(height) };
  });
}

/**
 * A stored form (a template, or a candidate's copy) filled with `values` for a download or a
 * signing page's review copy, and its pages' boxes; without values it is only measured (`pdf` is
 * then null: the stored bytes are the copy). Stored files passed inspectPdf when they came in, but
 * are held to the same caps: one stored before a cap existed is refused here, not in the server.
 */
export function fillStoredForm(input: {
  bytes: Uint8Array;
  values: Record<string, string> | null;
}): Promise<{ pdf: Uint8Array | null; boxes: PageBox[] }> {
  return withinPdfBudget(async () => {
    const pdf = await loadPdf(input.bytes);
    const boxes = await asRefusal(async () => pageBoxes(pdf));
    return { pdf: input.values ? await filled(pdf, input.values, false) : null, boxes };
  });
}
