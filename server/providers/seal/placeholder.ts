/**
 * Prepares a PDF for its seal, inside the file worker: an incremental update holding the
 * signature field and dictionary with room for the CMS (made by @signpdf/placeholder-pdf-lib)
 * and the validation data (a DSS dictionary with the chain and revocation lists: PAdES B-LT).
 * The seal itself is made in the server's process, which alone holds the key (seal.ts).
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { winAnsiSafe } from '../../lib/pdf-forms';
import { incrementalUpdate } from './incremental';

/** Bytes reserved for a seal's CMS: the chain, a time-stamp token and its TSA chain fit easily. */
const SEAL_CONTENTS_BYTES = 24 * 1024;
/** A document time-stamp holds only the TSA's token. */
const DOC_TIMESTAMP_CONTENTS_BYTES = 12 * 1024;
const SUBFILTER_DOC_TIMESTAMP = 'ETSI.RFC3161';

export interface ValidationData {
  /** DER certificates and CRLs for the DSS (duplicates of what is there already are skipped). */
  certs: Uint8Array[];
  crls: Uint8Array[];
}

export interface SealPlaceholderInput {
  pdf: Uint8Array;
  /** The signature field's name, unique in the document (readers list signatures by it). */
  fieldName: string;
  /** Who signed, why, where (shown in a reader's signature panel). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: number;
  validation?: ValidationData;
}

const bytesOf = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode());

/** Adds `data` to the document's DSS (ISO 32000-2 12.8.4.3), creating it when absent. */
function addValidationData(pdf: PDFDocument, data: ValidationData): void {
  const { context } = pdf;
  const existing = pdf.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const dss = existing ?? context.obj({});
  for (const [key, items] of [
    ['Certs', data.certs],
    ['CRLs', data.crls],
  ] as const) {
    if (items.length === 0) continue;
    const list = dss.lookupMaybe(PDFName.of(key), PDFArray) ?? context.obj([]);
    const known = new Set<string>();
    for (let i = 0; i < list.size(); i += 1) {
      const stream = list.lookup(i);
      if (stream instanceof PDFRawStream) known.add(bytesOf(stream).toString('base64'));
    }
    for (const item of items) {
      const id = Buffer.from(item).toString('base64');
      if (known.has(id)) continue;
      known.add(id);
      list.push(context.register(context.flateStream(item)));
    }
    dss.set(PDFName.of(key), list);
  }
  if (!existing) pdf.catalog.set(PDFName.of('DSS'), context.register(dss));
}

/** The widget pdflibAddPlaceholder just added (the last field), renamed to `fieldName`. */
function lastSignatureWidget(pdf: PDFDocument, fieldName: string): PDFDict {
  const acroForm = pdf.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
  const fields = acroForm.lookup(PDFName.of('Fields'), PDFArray);
  const widget = fields.lookup(fields.size() - 1, PDFDict);
  widget.set(PDFName.of('T'), PDFHexString.fromText(fieldName));
  return widget;
}

/** An incremental update with a PAdES signature placeholder (and the validation data, when given). */
export function addSealPlaceholder(input: SealPlaceholderInput): Promise<Uint8Array> {
  return incrementalUpdate(input.pdf, (pdf) => placeSeal(pdf, input));
}

/** Adds the seal's field, its dictionary with room for the CMS, and the validation data to `pdf`. */
export function placeSeal(pdf: PDFDocument, input: Omit<SealPlaceholderInput, 'pdf'>): void {
  const pages = pdf.getPages();
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    // Invisible, listed in the signature panel; anchored on the audit certificate (the last page).
    pdfPage: pages[pages.length - 1],
    reason: winAnsiSafe(input.reason),
    contactInfo: winAnsiSafe(input.contactInfo),
    name: winAnsiSafe(input.name),
    location: winAnsiSafe(input.location),
    signingTime: new Date(input.signingTime),
    // Counted in hex digits: two per byte of the CMS.
    signatureLength: SEAL_CONTENTS_BYTES * 2,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  lastSignatureWidget(pdf, input.fieldName);
  if (input.validation) addValidationData(pdf, input.validation);
}

/**
 * An incremental update with validation data for what is signed already (the TSA's chain, a
 * fresh CRL) and a document time-stamp placeholder over everything (PAdES B-LTA).
 */
export function addDocTimestampPlaceholder(input: {
  pdf: Uint8Array;
  fieldName: string;
  validation: ValidationData;
}): Promise<Uint8Array> {
  return incrementalUpdate(input.pdf, (pdf) => {
    addValidationData(pdf, input.validation);
    const pages = pdf.getPages();
    pdflibAddPlaceholder({
      pdfDoc: pdf,
      pdfPage: pages[pages.length - 1],
      reason: '',
      contactInfo: '',
      name: '',
      location: '',
      signatureLength: DOC_TIMESTAMP_CONTENTS_BYTES * 2,
      subFilter: SUBFILTER_DOC_TIMESTAMP,
    });
    const widget = lastSignatureWidget(pdf, input.fieldName);
    // A document time-stamp's dictionary has its own type and no signer's details (ISO 32000-2 12.8.5).
    const ref = widget.get(PDFName.of('V'));
    if (!(ref instanceof PDFRef)) throw new Error('the placeholder has no signature dictionary');
    const placeholder = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
    const byteRange = pdf.context.obj([0, placeholder, placeholder, placeholder]);
    const dict = pdf.context.obj({
      Type: 'DocTimeStamp',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_DOC_TIMESTAMP,
      ByteRange: byteRange,
      Contents: PDFHexString.of('00'.repeat(DOC_TIMESTAMP_CONTENTS_BYTES)),
    });
    const bytes = new Uint8Array(dict.sizeInBytes());
    dict.copyBytesInto(bytes, 0);
    pdf.context.assign(ref, PDFInvalidObject.of(bytes));
  });
}
