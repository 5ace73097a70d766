/**
 * The demo data's stand-in for the official Form I-9: a fillable PDF with the official form's
 * structure (Sections 1 and 2, the lists of documents, Supplements A and B) and its field names,
 * marked on every page as a demonstration and not the official form. An employer uploads the
 * current USCIS edition instead (docs/operations.md).
 */
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { PAGE1_FIELDS, PAGE3_FIELDS, PAGE4_FIELDS } from './official-fields';

export const DEMO_EDITION = '01/20/25';
export const DEMO_EXPIRES = '2027-05-31';
const DEMO_MARK = 'DEMONSTRATION - NOT THE OFFICIAL FORM I-9';

const LETTER: [number, number] = [612, 792];
const MARGIN = 40;

function frame(page: PDFPage, font: PDFFont, bold: PDFFont, title: string, pageNo: number) {
  const { width, height } = page.getSize();
  page.drawText('Employment Eligibility Verification - Form I-9', { x: MARGIN, y: height - 40, size: 13, font: bold });
  page.drawText(title, { x: MARGIN, y: height - 58, size: 10, font: bold });
  page.drawText(DEMO_MARK, { x: MARGIN, y: height - 74, size: 9, font: bold, color: rgb(0.75, 0, 0) });
  page.drawText(DEMO_MARK, {
    x: 90,
    y: 170,
    size: 30,
    font: bold,
    rotate: degrees(45),
    color: rgb(0.85, 0.85, 0.85),
    opacity: 0.6,
  });
  page.drawText(`Form I-9 Edition ${DEMO_EDITION} (stand-in)   Expires ${DEMO_EXPIRES}   Page ${pageNo} of 4`, {
    x: MARGIN,
    y: 24,
    size: 8,
    font,
  });
  page.drawText(DEMO_MARK, { x: width - MARGIN - font.widthOfTextAtSize(DEMO_MARK, 8), y: 24, size: 8, font });
}

/** What the official form prints beside its boxes (their field names say nothing). */
const BOX_LABELS: Record<string, string> = {
  CB_1: '1. A citizen of the United States',
  CB_2: '2. A noncitizen national of the United States',
  CB_3: '3. A lawful permanent resident',
  CB_4: '4. A noncitizen authorized to work',
  CB_Alt: 'Alternative procedure authorized by DHS used',
};

/** Lays the fields out in `columns` columns from the top, each a label over its box. */
function fields(
  pdf: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  list: readonly [string, string][],
  columns: number,
  top: number,
) {
  const form = pdf.getForm();
  const { width } = page.getSize();
  const columnWidth = (width - 2 * MARGIN - (columns - 1) * 10) / columns;
  const rowHeight = 31;
  list.forEach(([name, element], i) => {
    const x = MARGIN + (i % columns) * (columnWidth + 10);
    const y = top - Math.floor(i / columns) * rowHeight;
    const box = element.endsWith('.remote') || /\.status[A-Z]/.test(element);
    if (box) {
      const label = BOX_LABELS[name] ?? (name.startsWith('CB_Alt_') ? BOX_LABELS.CB_Alt! : name);
      page.drawText(label, { x: x + 15, y: y - 12, size: 7, font });
      const cb = form.createCheckBox(name);
      cb.addToPage(page, { x, y: y - 15, width: 11, height: 11 });
    } else {
      page.drawText(name.slice(0, 60), { x, y, size: 6.5, font });
      const tf = form.createTextField(name);
      tf.addToPage(page, { x, y: y - 17, width: columnWidth, height: 15, font });
      tf.setFontSize(8);
    }
  });
}

const LISTS = [
  'LIST A - Documents that establish both identity and employment authorization:',
  '  U.S. Passport or U.S. Passport Card; Permanent Resident Card (Form I-551); foreign passport with a',
  '  temporary I-551 stamp; Employment Authorization Document (Form I-766); foreign passport with Form I-94;',
  '  passport of the Federated States of Micronesia or the Marshall Islands with Form I-94.',
  'LIST B - Documents that establish identity:',
  '  driver’s license or ID card issued by a state; ID card issued by a government agency; school ID card',
  '  with a photograph; voter’s registration card; U.S. Military card or draft record; military dependent’s',
  '  ID card; U.S. Coast Guard Merchant Mariner Card; Native American tribal document; Canadian driver’s license.',
  'LIST C - Documents that establish employment authorization:',
  '  Social Security card without restrictions; certification of report of birth (Department of State);',
  '  U.S. birth certificate; Native American tribal document; U.S. Citizen ID Card (Form I-197);',
  '  ID Card for Use of Resident Citizen (Form I-179); employment authorization document issued by DHS.',
].map((line) => line.replace(/’/g, "'"));

/** The stand-in's bytes: four pages, the official field names, a demonstration mark on each page. */
export async function demoI9Pdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Form I-9 (demonstration stand-in)');
  pdf.setSubject(DEMO_MARK);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const p1 = pdf.addPage(LETTER);
  frame(p1, font, bold, 'Section 1. Employee Information and Attestation / Section 2. Employer Review', 1);
  fields(pdf, p1, font, PAGE1_FIELDS, 3, 700);

  const p2 = pdf.addPage(LETTER);
  frame(p2, font, bold, 'Lists of Acceptable Documents', 2);
  LISTS.forEach((line, i) => p2.drawText(line, { x: MARGIN, y: 690 - i * 16, size: 8.5, font }));

  const p3 = pdf.addPage(LETTER);
  frame(p3, font, bold, 'Supplement A. Preparer and/or Translator Certification for Section 1', 3);
  fields(pdf, p3, font, PAGE3_FIELDS, 3, 700);

  const p4 = pdf.addPage(LETTER);
  frame(p4, font, bold, 'Supplement B. Reverification and Rehire', 4);
  fields(pdf, p4, font, PAGE4_FIELDS, 3, 700);

  return pdf.save({ useObjectStreams: false });
}
