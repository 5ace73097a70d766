/**
 * Realistic onboarding forms generated with pdf-lib (demo seed, tests and the bench): candidate
 * fields filled by substitution, other fields for the candidate, a signature and a date field.
 */
import { PDFDocument, PDFHexString, PDFName, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatKeywords, SIGNATURE_FIELD, SIGNED_DATE_FIELD } from '../lib/pdf-forms';

export interface FormSpec {
  formTitle: string;
  signatureType: 'SIGN' | 'INFO';
  /** Paragraphs of body text; they flow over as many pages as needed (at least `minPages`). */
  paragraphs: string[];
  /**
   * Extra fields for the candidate: [name, label, required?]. The label is printed beside the field
   * and is its tooltip (what the template's marks take as the field's label); required ones carry
   * the PDF's Required flag (what the marks take as required).
   */
  fields?: [string, string, 'required'?][];
  minPages?: number;
}

const MARGIN = 56;
const WIDTH = 612;
const HEIGHT = 792;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function buildFormPdf(spec: FormSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(spec.formTitle);
  pdf.setAuthor('Candidate Portal');
  pdf.setCreator('Candidate Portal demo pack');
  // pdf-lib joins keywords with spaces; one '; '-separated entry keeps Key=Value pairs readable.
  pdf.setKeywords([formatKeywords({ FormTitle: spec.formTitle, SignatureType: spec.signatureType }).join('; ')]);
  // Fixed dates keep generated templates byte-for-byte reproducible.
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();

  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const newPage = () => {
    page = pdf.addPage([WIDTH, HEIGHT]);
    y = HEIGHT - MARGIN;
  };
  const footer = () => {
    pdf.getPages().forEach((p, i, all) => {
      p.drawText(`${spec.formTitle} - page ${i + 1} of ${all.length}`, {
        x: MARGIN,
        y: 28,
        size: 8,
        font: regular,
        color: rgb(0.4, 0.4, 0.4),
      });
    });
  };

  page.drawText(spec.formTitle, { x: MARGIN, y: y - 18, size: 18, font: bold, color: rgb(0.04, 0.33, 0.58) });
  y -= 44;

  const field = (name: string, label: string, required = false, width = 240) => {
    if (y < MARGIN + 60) newPage();
    page.drawText(required ? `${label} *` : label, { x: MARGIN, y, size: 9, font: bold });
    const f = form.createTextField(name);
    f.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
    if (required) f.enableRequired();
    f.addToPage(page, { x: MARGIN, y: y - 24, width, height: 20, borderWidth: 0.8, font: regular });
    y -= 36;
  };
  field('firstName', 'First name');
  field('lastName', 'Last name');
  field('email', 'Email address', false, 300);
  for (const [name, label, required] of spec.fields ?? []) field(name, label, required === 'required');

  for (const paragraph of spec.paragraphs) {
    for (const line of wrap(paragraph, regular, 10.5, WIDTH - 2 * MARGIN)) {
      if (y < MARGIN + 40) newPage();
      page.drawText(line, { x: MARGIN, y, size: 10.5, font: regular });
      y -= 15;
    }
    y -= 8;
  }
  while (pdf.getPageCount() < (spec.minPages ?? 1)) {
    newPage();
    for (const line of wrap(spec.paragraphs.join(' '), regular, 10.5, WIDTH - 2 * MARGIN).slice(0, 40)) {
      page.drawText(line, { x: MARGIN, y, size: 10.5, font: regular });
      y -= 15;
    }
  }

  if (spec.signatureType !== 'INFO') {
    if (y < MARGIN + 110) newPage();
    y -= 10;
    page.drawText('Signature', { x: MARGIN, y, size: 9, font: bold });
    form
      .createTextField(SIGNATURE_FIELD)
      .addToPage(page, { x: MARGIN, y: y - 50, width: 260, height: 44, borderWidth: 0.8, font: regular });
    page.drawText('Date signed', { x: MARGIN + 290, y, size: 9, font: bold });
    form
      .createTextField(SIGNED_DATE_FIELD)
      .addToPage(page, { x: MARGIN + 290, y: y - 30, width: 150, height: 22, borderWidth: 0.8, font: regular });
  }
  footer();
  return pdf.save({ useObjectStreams: false });
}

const LOREM =
  'This form is part of your onboarding with our staffing agency. Read it carefully before signing. ' +
  'If anything is unclear, contact your recruiter: we are happy to help.';

/** The demo candidate's onboarding pack (docs/architecture.md §4). */
export const DEMO_PACK: { spec: FormSpec; delivery: 'manual' | 'electronic'; displayLevel: number }[] = [
  {
    delivery: 'electronic',
    displayLevel: 1,
    spec: {
      formTitle: "Employee's Withholding Certificate (W-4)",
      signatureType: 'SIGN',
      fields: [
        ['address', 'Home address', 'required'],
        ['filingStatus', 'Filing status (single, married filing jointly, head of household)', 'required'],
        ['dependents', 'Claim dependent and other credits ($)'],
        ['extraWithholding', 'Extra withholding per pay period ($)'],
      ],
      paragraphs: [
        'Complete this certificate so that your employer can withhold the correct federal income tax from your pay. ' +
          'Consider completing a new certificate each year and when your personal or financial situation changes.',
        'Step 1: enter your personal information. Step 2: complete if you hold more than one job or your spouse works. ' +
          'Step 3: claim dependent and other credits. Step 4 (optional): other adjustments. Step 5: sign here.',
        'Under penalties of perjury, I declare that this certificate, to the best of my knowledge and belief, is true, correct, and complete.',
      ],
      minPages: 2,
    },
  },
  {
    delivery: 'electronic',
    displayLevel: 2,
    spec: {
      formTitle: 'Direct Deposit Authorization',
      signatureType: 'SIGN',
      fields: [
        ['bankName', 'Bank name', 'required'],
        ['routingNumber', 'Routing number (9 digits)', 'required'],
        ['accountNumber', 'Account number', 'required'],
        ['accountType', 'Account type (checking or savings)', 'required'],
      ],
      paragraphs: [
        'I authorize my employer to deposit my pay automatically into the account below, and, if necessary, to debit ' +
          'the account for any amount deposited in error. This authorization stays in effect until I give written notice to cancel it.',
        LOREM,
      ],
    },
  },
  {
    delivery: 'electronic',
    displayLevel: 3,
    spec: {
      formTitle: 'Employee Handbook Acknowledgement',
      signatureType: 'INFO',
      paragraphs: [
        'The employee handbook describes our policies on working hours, timesheets, time off, safety, equal ' +
          'opportunity, harassment prevention, confidentiality and the use of company equipment.',
        'Please read the handbook in full. Viewing this document records that you have received it.',
        LOREM,
      ],
      minPages: 3,
    },
  },
  {
    delivery: 'electronic',
    displayLevel: 4,
    spec: {
      formTitle: 'Mutual Non-Disclosure Agreement',
      signatureType: 'SIGN',
      paragraphs: [
        '1. Confidential information. Each party may disclose to the other information that is confidential. The ' +
          'receiving party will use it only for the assignment and will protect it with reasonable care.',
        '2. Exclusions. Information that is public, already known, independently developed or lawfully received from ' +
          'a third party is not confidential information.',
        '3. Term. The obligations of this agreement last for three years after the end of the assignment.',
        '4. Return of materials. On request, the receiving party will return or destroy all confidential materials.',
        '5. Governing law. This agreement is governed by the laws of the state in which the assignment takes place.',
      ],
      minPages: 3,
    },
  },
  {
    delivery: 'manual',
    displayLevel: 5,
    spec: {
      formTitle: 'Independent Contractor Agreement',
      signatureType: 'SIGN',
      fields: [['businessName', 'Business name (if any)']],
      paragraphs: [
        'The contractor will perform the services described in the statement of work as an independent contractor, ' +
          'not as an employee. The contractor is responsible for their own taxes, insurance and equipment.',
        'Payment terms: invoices are paid within thirty days of approval of the timesheet by the client.',
        LOREM,
      ],
      minPages: 2,
    },
  },
  {
    delivery: 'manual',
    displayLevel: 6,
    spec: {
      formTitle: 'Emergency Contact Form',
      signatureType: 'SIGN',
      fields: [
        ['contactName', 'Emergency contact name', 'required'],
        ['contactPhone', 'Emergency contact phone', 'required'],
        ['relationship', 'Relationship'],
      ],
      paragraphs: ['We will contact this person only in an emergency.', LOREM],
    },
  },
];
