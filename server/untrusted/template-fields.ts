/**
 * A template's AcroForm fields: found in the PDF on upload with a first guess at their marks, and
 * the marks staff set checked against the PDF (a mark can only name a field the PDF has).
 */
import {
  PDFCheckBox,
  type PDFDocument,
  type PDFField,
  PDFName,
  PDFSignature,
  PDFString,
  PDFHexString,
  PDFTextField,
} from 'pdf-lib';
import {
  ONBOARDING_MESSAGES as M,
  RECORD_KEYS,
  type PdfFieldType,
  type RecordKey,
  type TemplateField,
  type TemplateUpdate,
} from '../../common/onboarding';
import { AppError, ErrorCode } from '../errors';
import { EMPLOYER_DATE_FIELD, EMPLOYER_SIGNATURE_FIELD, SIGNATURE_FIELD, SIGNED_DATE_FIELD } from '../lib/pdf-forms';

const MAX_FIELDS = 200;

/** "homeAddress" or "home_address" reads as "Home address". */
function labelOf(name: string): string {
  const words = name
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 120) || name.slice(0, 120);
}

/**
 * The label a form's author gave the field: its tooltip (the AcroForm's TU, the "alternate name"
 * screen readers speak), which is the label printed beside it in well-made forms.
 */
function tooltipOf(field: PDFField): string | null {
  const tu = field.acroField.dict.lookup(PDFName.of('TU'));
  const text = tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText().trim() : '';
  return text ? text.slice(0, 120) : null;
}

function pdfTypeOf(field: unknown): PdfFieldType {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFSignature) return 'signature';
  return 'other';
}

/**
 * The PDF's fields, marked as a first guess: candidate names from the record, the rest for the
 * signer, labelled by their tooltip (else their name), required when the PDF marks them required.
 */
export function detectFields(pdf: PDFDocument): TemplateField[] {
  return pdf
    .getForm()
    .getFields()
    .slice(0, MAX_FIELDS)
    .map((field): TemplateField => {
      const name = field.getName();
      const pdfType = pdfTypeOf(field);
      const label = tooltipOf(field) ?? labelOf(name);
      const base = { name, pdfType, recordKey: null, type: null, required: false, label };
      if (pdfType === 'signature' || name === SIGNATURE_FIELD) return { ...base, role: 'signature' };
      // The signing dates and the employer's signature are stamped by the signings themselves.
      if ([SIGNED_DATE_FIELD, EMPLOYER_SIGNATURE_FIELD, EMPLOYER_DATE_FIELD].includes(name) || pdfType === 'other')
        return { ...base, role: 'ignore' };
      // Fields named for the employer (employerTitle, employerName, …) are theirs to fill.
      if (/^employer[A-Z]/.test(name))
        return {
          ...base,
          role: 'employer',
          type: pdfType === 'checkbox' ? 'checkbox' : 'text',
          required: field.isRequired(),
        };
      if ((RECORD_KEYS as readonly string[]).includes(name))
        return { ...base, role: 'record', recordKey: name as RecordKey };
      return {
        ...base,
        role: 'signer',
        type: pdfType === 'checkbox' ? 'checkbox' : 'text',
        required: field.isRequired(),
      };
    });
}

/** Staff's marks over the detected fields; a field not in the PDF is a field error. */
export function applyMarks(detected: TemplateField[], marks: TemplateUpdate['fields']): TemplateField[] {
  const byName = new Map(detected.map((f) => [f.name, f]));
  const out = new Map(detected.map((f) => [f.name, f]));
  for (const mark of marks) {
    const field = byName.get(mark.name);
    if (!field)
      throw new AppError(ErrorCode.VALIDATION, M.fieldUnknown(mark.name), {
        fields: { fields: M.fieldUnknown(mark.name) },
      });
    // A checkbox can only be ticked; a text field cannot take a tick.
    const fills = mark.role === 'signer' || mark.role === 'employer';
    const type = !fills
      ? null
      : field.pdfType === 'checkbox'
        ? 'checkbox'
        : mark.type === 'checkbox'
          ? 'text'
          : mark.type;
    out.set(mark.name, {
      ...field,
      role: mark.role,
      recordKey: mark.role === 'record' ? mark.recordKey : null,
      type,
      required: fills ? mark.required : false,
      label: mark.label.trim() || field.label,
    });
  }
  return [...out.values()];
}
