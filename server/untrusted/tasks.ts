/**
 * What the file worker can do, by name. The server imports only the types (pool.ts); the worker
 * runs the functions. Each task that reads an upload turns a parser's failure into a FileRefused.
 */
import { PDFDocument } from 'pdf-lib';
import { hasPdfMagic } from '../lib/pdf-forms';
import { signPdf, type SignPdfInput } from './sign-pdf';
import { docxText } from './docx';
import { normalizeImage, sniffImage } from './image';
import { FileRefused, MAX_SIGNATURE_PIXELS } from './limits';
import { fillStoredForm, fillUploadedForm, inspectPdf, withinPdfBudget } from './pdf';
import { pdfText } from './pdf-text';
import { renderPages, type RenderInput } from './render';
import { addDocTimestampPlaceholder, addSealPlaceholder, type ValidationData } from '../providers/seal/placeholder';
import type { SealDetails } from '../providers/seal/seal-details';
import { checkSignatures } from '../providers/seal/verify-pdf';
import { countersignPdf, type CountersignInput } from './countersign-pdf';
import { renderRecords, type RecordPdf } from './record-pdf';
import { i9Pdf } from './i9-pdf';

/** A credential photo or scan is kept at A4 and 300 dpi at most: sharp enough to read, small to store. */
const CREDENTIAL_MAX_SIDE = 3508;
/** A4 in points: a photo is scaled down to fit one page. */
const A4 = { width: 595, height: 842 };
/** A drawn signature is stamped a few centimetres wide; this keeps it crisp when printed. */
const SIGNATURE_MAX_SIDE = 1600;
/**
 * Brand images by use: a logo sharp on a high-density header, a favicon as browsers ask it, a hero
 * as wide as a large screen. Logos and favicons stay PNG (transparency); a hero is a photo.
 */
const BRAND_IMAGE = {
  logo: { maxSide: 800, to: 'png' },
  favicon: { maxSide: 64, to: 'png' },
  hero: { maxSide: 2400, to: 'jpeg' },
} as const;

const tasks = {
  /** Page count, keywords, title and form fields of an uploaded PDF (every stream proven bounded). */
  inspectPdf: (bytes: Uint8Array) => inspectPdf(bytes),

  /** An uploaded PDF with the given form values (doc check's substitution preview), and its keywords. */
  fillPdf: fillUploadedForm,

  /**
   * A stored form filled with the candidate's values (a download, a signing page's review copy), or
   * only measured (a countersignature reviews the candidate's copy as it is); and its pages' boxes.
   */
  fillForm: fillStoredForm,

  /** A credential as one PDF: a PDF as uploaded (once proven bounded), a photo re-encoded on an A4-sized page. */
  async credentialPdf(bytes: Uint8Array): Promise<{ pdf: Uint8Array; type: 'pdf' | 'png' | 'jpeg' }> {
    const type = sniffImage(bytes);
    if (!type) {
      await inspectPdf(bytes);
      return { pdf: bytes, type: 'pdf' };
    }
    const image = await normalizeImage(bytes, { maxSide: CREDENTIAL_MAX_SIDE, to: 'jpeg' });
    const doc = await PDFDocument.create();
    const embedded = await doc.embedJpg(image.bytes);
    const scale = Math.min(A4.width / image.width, A4.height / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    doc.addPage([size.width, size.height]).drawImage(embedded, { x: 0, y: 0, ...size });
    return { pdf: await doc.save(), type };
  },

  /** A brand image (PNG or JPEG only: an SVG is refused), decoded and encoded again at its use's size. */
  brandImage: (input: { bytes: Uint8Array; slot: keyof typeof BRAND_IMAGE }) =>
    normalizeImage(input.bytes, BRAND_IMAGE[input.slot]),

  /**
   * The built-in signature; a drawn signature is measured and re-encoded before it is embedded.
   * The answer is the signed PDF with its seal's placeholder: the server signs it (it holds the key).
   */
  async signPdf(input: SignPdfInput & { seal: SealDetails }) {
    const signature =
      input.signature?.kind === 'drawn'
        ? {
            kind: 'drawn' as const,
            png: (
              await normalizeImage(input.signature.png, {
                maxPixels: MAX_SIGNATURE_PIXELS,
                maxSide: SIGNATURE_MAX_SIDE,
                to: 'png',
              })
            ).bytes,
          }
        : input.signature;
    return withinPdfBudget(async () => {
      const signed = await signPdf({ ...input, signature });
      return {
        ...signed,
        bytes: await addSealPlaceholder({ pdf: signed.bytes, ...input.seal, signingTime: input.signedAt }),
      };
    });
  },

  /**
   * The employer's countersignature over the candidate's sealed copy (an incremental update with
   * the employer's seal placeholder); a drawn signature is measured and re-encoded first.
   */
  async countersignPdf(input: CountersignInput) {
    const signature =
      input.signature.kind === 'drawn'
        ? {
            kind: 'drawn' as const,
            png: (
              await normalizeImage(input.signature.png, {
                maxPixels: MAX_SIGNATURE_PIXELS,
                maxSide: SIGNATURE_MAX_SIDE,
                to: 'png',
              })
            ).bytes,
          }
        : input.signature;
    return withinPdfBudget(() => countersignPdf({ ...input, signature }));
  },

  /** Form I-9's official PDF with a signed part's values and that signer's seal placeholder. */
  i9Pdf,

  /** A sealed PDF with fresh validation data and a document time-stamp's placeholder. */
  prepareDocTimestamp: (input: { pdf: Uint8Array; fieldName: string; validation: ValidationData }) =>
    withinPdfBudget(() => addDocTimestampPlaceholder(input)),

  /**
   * /verify: every signature of an uploaded PDF checked against its own bytes, and each seal's
   * certificate against the portal's trust anchors; a file without any must still be a PDF
   * (proven bounded, with pages) to be called "not sealed".
   */
  async verifyPdf(input: { pdf: Uint8Array; anchors: Uint8Array[] }) {
    if (!hasPdfMagic(input.pdf)) throw new FileRefused('invalid', 'not a PDF');
    const signatures = await checkSignatures(input.pdf, input.anchors);
    if (signatures.length === 0) await inspectPdf(input.pdf);
    return signatures;
  },

  /**
   * A résumé's text: a PDF by pdf.js, a DOCX by mammoth, each once proven bounded. Only its first
   * `maxChars` characters leave the worker: the beginning is what suggestions and search read, and
   * a file of 40 MB of text must not cost the server 40 MB.
   */
  async resumeText(input: {
    kind: 'pdf' | 'docx';
    bytes: Uint8Array;
    maxPages: number;
    maxChars: number;
  }): Promise<string> {
    if (input.kind === 'docx') return docxText(input.bytes, input.maxChars);
    await inspectPdf(input.bytes);
    try {
      return await pdfText(input.bytes, input.maxPages, input.maxChars);
    } catch {
      throw new FileRefused('invalid', 'pdf.js could not read it');
    }
  },

  /**
   * Records we write ourselves as legible PDFs (the Form I-9 inspection copies), a batch per task:
   * nothing here is untrusted, but a thousand of them would hold the event loop for seconds.
   */
  recordPdfs: (records: RecordPdf[]) => renderRecords(records),

  /** The signing page's page images and text (of documents made from templates that passed inspectPdf). */
  renderPages: (input: RenderInput) =>
    renderPages(input).catch((err: unknown) => {
      if (err instanceof FileRefused) throw err;
      throw new FileRefused('invalid', `pdf.js could not draw it (${err instanceof Error ? err.message : 'unknown'})`);
    }),
};

type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;

export function runTask(name: TaskName, input: unknown): Promise<unknown> {
  const task = tasks[name] as ((input: unknown) => Promise<unknown>) | undefined;
  if (typeof task !== 'function') return Promise.reject(new Error(`no task ${String(name)}`));
  return task(input);
}
