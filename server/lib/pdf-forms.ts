/**
 * PDF work shared by documents, doc check and the built-in signing provider (docs/architecture.md §5):
 * substitution of candidate fields, keywords metadata, and the `%PDF-` check of uploads. Every
 * PDF these functions work on is loaded in the file worker (server/untrusted/pdf.ts), never here.
 */
import {
  PDFCheckBox,
  type PDFDict,
  type PDFDocument,
  PDFName,
  PDFRef,
  PDFString,
  PDFTextField,
  type PDFField,
  type PDFPage,
} from 'pdf-lib';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** SECURITY 5.2.2: the content decides, never the name or the Content-Type header. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC);
}

/** Keywords metadata as `Key=Value` pairs separated by ';' or new lines (FormTitle, SignatureType). */
export function parseKeywords(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(/[;\n]/)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (/^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(key) && value) out[key] = value.slice(0, 200);
  }
  return out;
}

export function formatKeywords(keywords: Record<string, string>): string[] {
  return Object.entries(keywords).map(([k, v]) => `${k}=${v}`);
}

/** The field a signature is drawn over and the field that gets the signing date. */
export const SIGNATURE_FIELD = 'signature';
export const SIGNED_DATE_FIELD = 'dateSigned';
/** The same two for the employer's countersignature. */
export const EMPLOYER_SIGNATURE_FIELD = 'employerSignature';
export const EMPLOYER_DATE_FIELD = 'employerDateSigned';

/** Characters the standard fonts (WinAnsi) can draw; anything else becomes '?'. */
export function winAnsiSafe(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function setField(field: PDFField, value: string): boolean {
  if (field instanceof PDFTextField) {
    const max = field.getMaxLength();
    field.setText(winAnsiSafe(max !== undefined ? value.slice(0, max) : value));
    return true;
  }
  if (field instanceof PDFCheckBox) {
    if (value === 'true' || value === 'yes') field.check();
    else field.uncheck();
    return true;
  }
  return false;
}

/** Fills the fields named in `values`. Filled fields become read-only; the others stay editable. */
export function fillFields(pdf: PDFDocument, values: Record<string, string>): number {
  let filled = 0;
  for (const field of pdf.getForm().getFields()) {
    const value = values[field.getName()];
    if (value === undefined) continue;
    if (setField(field, value)) {
      field.enableReadOnly();
      filled += 1;
    }
  }
  return filled;
}

/** Where a named field's first widget sits: its page and rectangle. */
export function fieldPlacement(
  pdf: PDFDocument,
  name: string,
): { page: PDFPage; x: number; y: number; width: number; height: number } | null {
  const field = pdf.getForm().getFieldMaybe(name);
  const widget = field?.acroField.getWidgets()[0];
  if (!field || !widget) return null;
  const rect = widget.getRectangle();
  const pageRef = widget.P();
  const widgetRef = pdf.context.getObjectRef(widget.dict);
  const pages = pdf.getPages();
  const page =
    (pageRef && pages.find((p) => p.ref === pageRef)) ||
    pages.find((p) =>
      p.node
        .Annots()
        ?.asArray()
        .some((a) => a === widgetRef),
    ) ||
    pages[pages.length - 1]!;
  return { page, ...rect };
}

/**
 * Flattens the form. pdf-lib 1.17 can leave the removed widgets in the pages' /Annots arrays,
 * which readers report as a broken cross-reference table; those dangling entries are dropped.
 */
export function flattenForm(pdf: PDFDocument): void {
  pdf.getForm().flatten();
  for (const page of pdf.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i -= 1) {
      const entry = annots.get(i);
      if (entry instanceof PDFRef && pdf.context.lookup(entry) === undefined) annots.remove(i);
    }
  }
}

/** Custom entries of the document information dictionary (hashes of the audit certificate). */
// pdf-lib keeps the info dictionary private; custom keys need it.
const infoDict = (pdf: PDFDocument) => (pdf as unknown as { getInfoDict(): PDFDict }).getInfoDict();

export function setInfo(pdf: PDFDocument, key: string, value: string): void {
  infoDict(pdf).set(PDFName.of(key), PDFString.of(value));
}

export function getInfo(pdf: PDFDocument, key: string): string | undefined {
  const v = infoDict(pdf).lookup(PDFName.of(key));
  return v instanceof PDFString ? v.decodeText() : undefined;
}
