/**
 * Form I-9's official PDF, inside the file worker: each signed part fills the fields the mapping
 * gives values for and adds that signer's seal placeholder. The first part starts from the edition
 * the employer uploaded (filled, then saved whole); every later part is an incremental update over
 * the sealed file, so each earlier seal keeps covering exactly what was signed then.
 */
import { PDFCheckBox, type PDFDocument, PDFTextField } from 'pdf-lib';
import { fillFields, winAnsiSafe } from '../lib/pdf-forms';
import { placeSeal } from '../providers/seal/placeholder';
import type { SealDetails } from '../providers/seal/seal-details';
import { incrementalUpdate, loadForUpdate } from '../providers/seal/incremental';
import { withinPdfBudget } from './pdf';

export interface I9PdfInput {
  /** The uploaded edition (fresh) or the form's current sealed file. */
  base: Uint8Array;
  fresh: boolean;
  /** PDF field name → value ('true'/'false' for check boxes). */
  values: Record<string, string>;
  seal: SealDetails;
  signedAt: number;
}

/** The values that differ from what the fields show now (an update writes only those). */
function changed(pdf: PDFDocument, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of pdf.getForm().getFields()) {
    const name = field.getName();
    const value = values[name];
    if (value === undefined) continue;
    if (field instanceof PDFTextField) {
      if ((field.getText() ?? '') !== winAnsiSafe(value)) out[name] = value;
    } else if (field instanceof PDFCheckBox) {
      if (field.isChecked() !== (value === 'true')) out[name] = value;
    }
  }
  return out;
}

function fill(pdf: PDFDocument, values: Record<string, string>) {
  fillFields(pdf, changed(pdf, values));
  // Readers show the values from the fields' appearances: they are drawn now, not left to the reader.
  pdf.getForm().updateFieldAppearances();
}

export function i9Pdf(input: I9PdfInput): Promise<Uint8Array> {
  return withinPdfBudget(async () => {
    let base = input.base;
    if (input.fresh) {
      const pdf = await loadForUpdate(input.base);
      fill(pdf, input.values);
      base = await pdf.save({ useObjectStreams: false });
      return incrementalUpdate(base, (doc) => placeSeal(doc, { ...input.seal, signingTime: input.signedAt }));
    }
    return incrementalUpdate(base, (pdf) => {
      fill(pdf, input.values);
      placeSeal(pdf, { ...input.seal, signingTime: input.signedAt });
    });
  });
}
