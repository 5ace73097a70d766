/**
 * Form I-9's official PDF (docs/product.md §4.19): the data elements a field of the employer's
 * fillable form can be mapped to, the edition's expiry notice, and the messages of the templates'
 * screen. The mapping goes from each PDF field to one element; several fields may show the same
 * element (the employee's name heads every supplement).
 */
import { i18n, translatable } from './i18n';

/** Section 1's elements (the employee's), each a field of I9Section1 or a box of the status. */
const SECTION1 = [
  'lastName',
  'firstName',
  'middleInitial',
  'otherLastNames',
  'address',
  'apartment',
  'city',
  'state',
  'zipCode',
  'dateOfBirth',
  'ssn',
  'email',
  'phone',
  'statusCitizen',
  'statusNational',
  'statusPermanentResident',
  'statusAuthorized',
  'permanentResidentNumber',
  'authorizationExpires',
  'uscisNumber',
  'i94Number',
  'foreignPassport',
  'signature',
  'signedOn',
] as const;

/** One preparer or translator of Supplement A (the form has room for four). */
const PREPARER = ['lastName', 'firstName', 'address', 'city', 'state', 'zipCode', 'signature', 'signedOn'] as const;

/** Section 2's elements (the employer's). */
const SECTION2 = [
  'listATitle',
  'listAAuthority',
  'listANumber',
  'listAExpires',
  'listBTitle',
  'listBAuthority',
  'listBNumber',
  'listBExpires',
  'listCTitle',
  'listCAuthority',
  'listCNumber',
  'listCExpires',
  'additionalInformation',
  'remote',
  'firstDay',
  'examiner',
  'signature',
  'signedOn',
  'businessName',
  'businessAddress',
] as const;

/** One reverification or rehire of Supplement B (the form has room for three). */
const REVERIFICATION = [
  'rehireDate',
  'lastName',
  'firstName',
  'documentTitle',
  'documentNumber',
  'documentExpires',
  'examiner',
  'signature',
  'signedOn',
  'remote',
] as const;

export const PREPARER_SLOTS = 4;
export const REVERIFICATION_SLOTS = 3;

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Every element, as `s1.lastName`, `a2.signature`, `s2.listBNumber`, `b1.documentTitle`. */
export const I9_ELEMENTS: readonly string[] = [
  ...SECTION1.map((k) => `s1.${k}`),
  ...range(PREPARER_SLOTS).flatMap((n) => PREPARER.map((k) => `a${n}.${k}`)),
  ...SECTION2.map((k) => `s2.${k}`),
  ...range(REVERIFICATION_SLOTS).flatMap((n) => REVERIFICATION.map((k) => `b${n}.${k}`)),
];

/** Elements that are boxes (their fields are check boxes: 'true' ticks them). */
export const I9_BOX_ELEMENTS: readonly string[] = [
  's1.statusCitizen',
  's1.statusNational',
  's1.statusPermanentResident',
  's1.statusAuthorized',
  's2.remote',
  ...range(REVERIFICATION_SLOTS).map((n) => `b${n}.remote`),
];

/** The part of the form an element belongs to: the select's groups on the mapping screen. */
const PART_TEXTS = {
  s1: /*i18n*/ { id: 'Section 1: employee' },
  a: /*i18n*/ { id: 'Supplement A: preparer or translator {n}' },
  s2: /*i18n*/ { id: 'Section 2: employer' },
  b: /*i18n*/ { id: 'Supplement B: reverification or rehire {n}' },
};

/** The element's own name within its part. */
const ELEMENT_LABELS = /* @__PURE__ */ translatable({
  lastName: /*i18n*/ { id: 'Last name (family name)' },
  firstName: /*i18n*/ { id: 'First name (given name)' },
  middleInitial: /*i18n*/ { id: 'Middle initial' },
  otherLastNames: /*i18n*/ { id: 'Other last names used' },
  address: /*i18n*/ { id: 'Address (street number and name)' },
  apartment: /*i18n*/ { id: 'Apartment number' },
  city: /*i18n*/ { id: 'City or town' },
  state: /*i18n*/ { id: 'State' },
  zipCode: /*i18n*/ { id: 'ZIP code' },
  dateOfBirth: /*i18n*/ { id: 'Date of birth' },
  ssn: /*i18n*/ { id: 'U.S. Social Security number' },
  email: /*i18n*/ { id: 'Email address' },
  phone: /*i18n*/ { id: 'Telephone number' },
  statusCitizen: /*i18n*/ { id: 'Box 1: a citizen of the United States' },
  statusNational: /*i18n*/ { id: 'Box 2: a noncitizen national of the United States' },
  statusPermanentResident: /*i18n*/ { id: 'Box 3: a lawful permanent resident' },
  statusAuthorized: /*i18n*/ { id: 'Box 4: a noncitizen authorized to work' },
  permanentResidentNumber: /*i18n*/ { id: 'Permanent resident’s USCIS number (A-Number)' },
  authorizationExpires: /*i18n*/ { id: 'Work authorization expiration date' },
  uscisNumber: /*i18n*/ { id: 'USCIS number (A-Number)' },
  i94Number: /*i18n*/ { id: 'Form I-94 admission number' },
  foreignPassport: /*i18n*/ { id: 'Foreign passport number and country of issuance' },
  signature: /*i18n*/ { id: 'Signature' },
  signedOn: /*i18n*/ { id: 'Today’s date (signed on)' },
  listATitle: /*i18n*/ { id: 'List A: document title' },
  listAAuthority: /*i18n*/ { id: 'List A: issuing authority' },
  listANumber: /*i18n*/ { id: 'List A: document number' },
  listAExpires: /*i18n*/ { id: 'List A: expiration date' },
  listBTitle: /*i18n*/ { id: 'List B: document title' },
  listBAuthority: /*i18n*/ { id: 'List B: issuing authority' },
  listBNumber: /*i18n*/ { id: 'List B: document number' },
  listBExpires: /*i18n*/ { id: 'List B: expiration date' },
  listCTitle: /*i18n*/ { id: 'List C: document title' },
  listCAuthority: /*i18n*/ { id: 'List C: issuing authority' },
  listCNumber: /*i18n*/ { id: 'List C: document number' },
  listCExpires: /*i18n*/ { id: 'List C: expiration date' },
  additionalInformation: /*i18n*/ { id: 'Additional information' },
  remote: /*i18n*/ { id: 'Box: examined by the DHS-authorized alternative procedure' },
  firstDay: /*i18n*/ { id: 'First day of employment' },
  examiner: /*i18n*/ { id: 'Name and title of the employer’s representative' },
  businessName: /*i18n*/ { id: 'Employer’s business or organization name' },
  businessAddress: /*i18n*/ { id: 'Employer’s business or organization address' },
  rehireDate: /*i18n*/ { id: 'Date of rehire' },
  documentTitle: /*i18n*/ { id: 'Document title' },
  documentNumber: /*i18n*/ { id: 'Document number' },
  documentExpires: /*i18n*/ { id: 'Expiration date' },
});

/** An element's part key ('s1', 'a', 's2', 'b'), slot (1… for supplements, else null) and label key. */
function elementParts(element: string): { part: 's1' | 'a' | 's2' | 'b'; slot: number | null; key: string } {
  const [head = '', key = ''] = element.split('.');
  if (head === 's1' || head === 's2') return { part: head, slot: null, key };
  return { part: head.charAt(0) as 'a' | 'b', slot: Number(head.slice(1)), key };
}

/** The part an element belongs to, in the reader's language ("Supplement A: preparer or translator 2"). */
export function elementGroup(element: string): string {
  const { part, slot } = elementParts(element);
  return i18n._(PART_TEXTS[part], { n: slot });
}

/** An element's full name: its part and its own label. */
export function elementLabel(element: string): string {
  const { key } = elementParts(element);
  const own = (ELEMENT_LABELS as Record<string, string>)[key] ?? key;
  return `${elementGroup(element)} · ${own}`;
}

/** How many days before an edition's expiry I-9 staff are told to upload the next one. */
export const EDITION_NOTICE_DAYS = 60;

/** A field of the uploaded PDF, as read from its form. */
export interface I9PdfField {
  name: string;
  /** 'text' | 'checkbox' | 'signature' | 'other' (as onboarding templates read them). */
  pdfType: string;
  /** The field's tooltip, when the form has one (the label printed beside it). */
  label: string;
}

/** An edition of the official PDF as I-9 staff see it. */
export interface I9Template {
  id: number;
  edition: string;
  expiresOn: string;
  pageCount: number;
  demo: boolean;
  /** The newest edition: new forms are made on it. */
  current: boolean;
  fields: I9PdfField[];
  /** PDF field name → element ('' or absent: not filled). */
  mapping: Record<string, string>;
  /** Staff saved the mapping (before that it is the product's suggestion). */
  mappingConfirmed: boolean;
  /** How many forms were made on it. */
  forms: number;
  createdAt: string;
}

/** What the list of I-9s says about the current edition: nothing, soon to lapse, lapsed, or none uploaded. */
export type EditionNotice =
  | { kind: 'expiring' | 'expired'; edition: string; expiresOn: string; templateId: number }
  | { kind: 'unmapped'; edition: string; templateId: number }
  | { kind: 'missing' };

export const I9_TEMPLATE_MESSAGES = /* @__PURE__ */ translatable({
  noFile: /*i18n*/ { id: 'Choose the Form I-9 PDF to upload.' },
  noFields: /*i18n*/ {
    id: 'This PDF has no form fields to fill: upload the fillable Form I-9 from USCIS.',
  },
  editionRequired: /*i18n*/ { id: 'Enter the edition printed at the foot of the form, for example 01/20/25.' },
  expiresRequired: /*i18n*/ { id: 'Enter the expiration date printed on the form as YYYY-MM-DD.' },
  unknownField: /*i18n*/ { id: 'This field is not in the PDF.' },
  unknownElement: /*i18n*/ { id: 'Choose an item of the Form I-9 from the list.' },
  boxElement: /*i18n*/ { id: 'A check box can show only a box of the form (a status or the alternative procedure).' },
  notFound: /*i18n*/ { id: 'Form I-9 template not found.' },
  noPdf: /*i18n*/ { id: 'This Form I-9 has no PDF: no edition of the official form was uploaded when it was made.' },
});
