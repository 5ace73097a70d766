/**
 * Form I-9 (Employment Eligibility Verification): its parts, the document lists of Section 2, the
 * deadlines and retention rule, and the messages of both sides. The data elements follow the USCIS
 * form (edition 01/20/25) and its handbook, M-274; the server checks every rule, the screens only
 * guide.
 */
import { translatable } from './i18n';
import type { I9Copy } from './i9-copies';
import type { I9ReceiptFollowUp } from './i9-receipts';

type I9Status = 'section1' | 'section2' | 'complete';

/** Section 1's attestation: the employee's citizenship or immigration status (one of four boxes). */
export const CITIZENSHIP_STATUSES = ['citizen', 'noncitizenNational', 'permanentResident', 'authorizedAlien'] as const;
type CitizenshipStatus = (typeof CITIZENSHIP_STATUSES)[number];

export const CITIZENSHIP_LABELS = /* @__PURE__ */ translatable({
  citizen: /*i18n*/ { id: 'A citizen of the United States' },
  noncitizenNational: /*i18n*/ { id: 'A noncitizen national of the United States' },
  permanentResident: /*i18n*/ { id: 'A lawful permanent resident' },
  authorizedAlien: /*i18n*/ { id: 'A noncitizen (other than a permanent resident) authorized to work' },
});

/** Section 1 as the employee gives it (dates YYYY-MM-DD; optional texts ''). */
export interface I9Section1 {
  lastName: string;
  firstName: string;
  middleInitial: string;
  otherLastNames: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  dateOfBirth: string;
  /** Optional unless the employer uses E-Verify. */
  ssn: string;
  email: string;
  phone: string;
  status: CitizenshipStatus;
  /** Permanent resident: required. Authorized noncitizen: one of this, the I-94 number or a foreign passport. */
  uscisNumber: string;
  i94Number: string;
  foreignPassportNumber: string;
  passportCountry: string;
  /** Authorized noncitizen: the date the authorization ends, or '' when it does not (N/A). */
  authorizationExpires: string;
  /** The employee's signature: their full name as typed. */
  signature: string;
}

/** Supplement A: a preparer or translator who helped with Section 1 (each signs for themself). */
export interface I9Preparer {
  lastName: string;
  firstName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  signature: string;
}

/** The documents of Section 2, as USCIS's lists name them (M-274, section 13). */
export const LIST_A = [
  'usPassport',
  'permanentResidentCard',
  'foreignPassportI551',
  'employmentAuthorization',
  'foreignPassportI94',
  'fsmRmiPassport',
] as const;
export const LIST_B = [
  'driversLicense',
  'governmentId',
  'schoolId',
  'voterCard',
  'militaryCard',
  'militaryDependentId',
  'merchantMariner',
  'tribalDocument',
  'canadianLicense',
] as const;
export const LIST_C = [
  'socialSecurityCard',
  'birthAbroad',
  'birthCertificate',
  'tribalDocumentC',
  'citizenId',
  'residentCitizenId',
  'dhsAuthorization',
] as const;
type ListADocument = (typeof LIST_A)[number];
type ListBDocument = (typeof LIST_B)[number];
type ListCDocument = (typeof LIST_C)[number];
export type I9DocumentTitle = ListADocument | ListBDocument | ListCDocument;

export const DOCUMENT_TITLES = /* @__PURE__ */ translatable({
  usPassport: /*i18n*/ { id: 'U.S. Passport or U.S. Passport Card' },
  permanentResidentCard: /*i18n*/ { id: 'Permanent Resident Card or Alien Registration Receipt Card (Form I-551)' },
  foreignPassportI551: /*i18n*/ { id: 'Foreign passport with a temporary I-551 stamp or printed notation' },
  employmentAuthorization: /*i18n*/ { id: 'Employment Authorization Document (Form I-766)' },
  foreignPassportI94: /*i18n*/ { id: 'Foreign passport with Form I-94 (nonimmigrant authorized to work)' },
  fsmRmiPassport: /*i18n*/ {
    id: 'Passport of the Federated States of Micronesia or the Marshall Islands with Form I-94',
  },
  driversLicense: /*i18n*/ { id: 'Driver’s license or ID card issued by a U.S. state or outlying possession' },
  governmentId: /*i18n*/ { id: 'ID card issued by a federal, state or local government agency' },
  schoolId: /*i18n*/ { id: 'School ID card with a photograph' },
  voterCard: /*i18n*/ { id: 'Voter’s registration card' },
  militaryCard: /*i18n*/ { id: 'U.S. Military card or draft record' },
  militaryDependentId: /*i18n*/ { id: 'Military dependent’s ID card' },
  merchantMariner: /*i18n*/ { id: 'U.S. Coast Guard Merchant Mariner Card' },
  tribalDocument: /*i18n*/ { id: 'Native American tribal document' },
  canadianLicense: /*i18n*/ { id: 'Driver’s license issued by a Canadian government authority' },
  socialSecurityCard: /*i18n*/ { id: 'Social Security card without restrictions' },
  birthAbroad: /*i18n*/ { id: 'Certification of report of birth issued by the Department of State' },
  birthCertificate: /*i18n*/ { id: 'Original or certified copy of a U.S. birth certificate' },
  tribalDocumentC: /*i18n*/ { id: 'Native American tribal document' },
  citizenId: /*i18n*/ { id: 'U.S. Citizen ID Card (Form I-197)' },
  residentCitizenId: /*i18n*/ {
    id: 'Identification Card for Use of Resident Citizen in the United States (Form I-179)',
  },
  dhsAuthorization: /*i18n*/ { id: 'Employment authorization document issued by the Department of Homeland Security' },
});

/** One document examined for Section 2. */
export interface I9Document {
  title: I9DocumentTitle;
  issuingAuthority: string;
  number: string;
  /** YYYY-MM-DD, or '' when it does not expire. */
  expires: string;
  /** A receipt for a lost, stolen or damaged document: the real one is due within 90 days. */
  receipt: boolean;
}

/** Section 2 as the examiner gives it: the employee's choice of documents, never the employer's. */
export interface I9Section2 {
  choice: 'listA' | 'listBC';
  listA: I9Document | null;
  listB: I9Document | null;
  listC: I9Document | null;
  /** The alternative (remote) procedure, only at an E-Verify site. */
  remote: boolean;
  /** Remote: when the live video session took place (ISO 8601 with its offset). */
  videoSessionAt: string;
  examinerName: string;
  examinerTitle: string;
  additionalInformation: string;
}

export const I9_LIMITS = { text: 100, address: 200, reason: 500, info: 500 } as const;

/** Who sees an I-9: its state and deadlines (the values themselves only to the employee and I-9 staff). */
export interface I9Summary {
  id: number;
  /** The application whose offer was accepted. */
  applicationId: number | null;
  /** The hiring site takes part in E-Verify (Section 1 asks for the Social Security number). */
  everify: boolean;
  status: I9Status;
  startDate: string;
  section1Due: string;
  section2Due: string;
  /** Whether each open section is past its due date (on the hiring site's calendar day). */
  section1Overdue: boolean;
  section2Overdue: boolean;
  jobTitle: string | null;
  hiringSite: string | null;
  /** When the work authorization ends and Supplement B is due; null: never. */
  reverifyBy: string | null;
  /** Reverification is a task now: its date is within REVERIFY_NOTICE_DAYS days (or past). */
  reverifyDue: boolean;
  /** A receipt in Section 2 waits for the actual document (common/i9-receipts.ts); null: none. */
  receiptFollowUp: I9ReceiptFollowUp | null;
  /** A rehire on this form whose Supplement B entry is due (absent or null: none). */
  rehire?: I9Rehire | null;
  /** The employee's own list: every application this form serves (the first hire's and each rehire's). */
  applicationIds?: number[];
}

/**
 * A person hired again within three years of the completion of their earlier form keeps it
 * (8 CFR 274a.2(c)(1)): I-9 staff record the rehire in Supplement B, with a new document only when
 * the earlier work authorization has ended by the rehire date.
 */
export interface I9Rehire {
  applicationId: number | null;
  /** The rehire's first day of work, YYYY-MM-DD. */
  rehireDate: string;
  /** The work authorization the form shows ends on or before the rehire date: a new document is examined. */
  reverify: boolean;
}

/** How long after a form's completion a rehire may rely on it. */
export const REHIRE_YEARS = 3;

/** A Form I-9 section past its due date, as the onboarding board marks it: overdue or not, nothing of the form. */
export interface I9BoardMark {
  section: 1 | 2;
  /** The form to open; only for staff with the `i9` permission (null for others). */
  formId: number | null;
}

/** What any recruiter reads of the form an application's acceptance opened: its days, not its values. */
export type I9Acceptance = Pick<I9Summary, 'startDate' | 'section1Due' | 'section2Due' | 'hiringSite'>;

/** An I-9 as I-9 staff open it: the current version of each part, and every earlier one. */
export interface I9Record extends I9Summary {
  candidate: { id: number; firstName: string; lastName: string; email: string };
  calendar: { openWeekends: boolean; federalHolidays: boolean };
  retentionUntil: string | null;
  /** The official PDF: how many seals it holds (0: none made, no edition was uploaded). */
  pdfSeals: number;
  section1: I9Section1 | null;
  preparers: I9Preparer[];
  section2: I9Section2 | null;
  versions: I9VersionEntry[];
  /** Copies of the documents examined (common/i9-copies.ts), in the order they were attached. */
  copies: I9Copy[];
  /** The E-Verify case made after Section 2 at an enrolled site; null when none was made. */
  everifyCase: {
    caseNumber: string | null;
    /** E-Verify's result ('employment_authorized', 'tentative_nonconfirmation', …), or 'error' when the call failed. */
    status: string;
    furtherAction: string | null;
    createdAt: string;
  } | null;
}

export interface I9VersionEntry {
  part: string;
  version: number;
  actor: string | null;
  reason: string | null;
  lateReason: string | null;
  createdAt: string;
  /** A correction: the fields it changed from the version before (their keys); [] otherwise. */
  changed: string[];
  /** null: a part's entry or a correction; 'receipt': the actual document that replaced a receipt. */
  kind: string | null;
}

export const I9_MESSAGES = /* @__PURE__ */ translatable({
  notFound: /*i18n*/ { id: 'Form I-9 not found.' },
  invalidForm: /*i18n*/ { id: 'Please correct the fields marked below.' },
  required: /*i18n*/ { id: 'This field is required.' },
  tooLong: /*i18n*/ { id: 'This is too long.' },
  dateInvalid: /*i18n*/ { id: 'Enter a date as YYYY-MM-DD.' },
  statusRequired: /*i18n*/ { id: 'Choose your citizenship or immigration status.' },
  uscisNumberRequired: /*i18n*/ { id: 'Enter your USCIS number (A-Number).' },
  authorizedAlienNumber: /*i18n*/ {
    id: 'Enter one of: your USCIS number (A-Number), your Form I-94 admission number, or your foreign passport number and its country.',
  },
  passportCountryRequired: /*i18n*/ { id: 'Enter the country that issued the passport.' },
  ssnInvalid: /*i18n*/ { id: 'Enter the nine digits of the Social Security number.' },
  signatureMismatch: /*i18n*/ { id: 'Sign by typing your full name as given above.' },
  startDateRequired: /*i18n*/ { id: 'Enter the first day of work.' },
  offerNotOpen: /*i18n*/ { id: 'Only an application at Offer can be accepted.' },
  alreadyAccepted: /*i18n*/ { id: 'This offer was already accepted: the Form I-9 is open.' },
  siteNotFound: /*i18n*/ { id: 'Choose a hiring site.' },
  section1Done: /*i18n*/ { id: 'Section 1 is already completed: a change is a correction, with its reason.' },
  section1First: /*i18n*/ { id: 'The employee completes Section 1 first.' },
  section2Done: /*i18n*/ { id: 'Section 2 is already completed: a change is a correction, with its reason.' },
  choiceRequired: /*i18n*/ {
    id: 'Record the documents the employee chose: one from List A, or one from List B and one from List C.',
  },
  listARequired: /*i18n*/ { id: 'Choose the List A document the employee presented.' },
  listBCRequired: /*i18n*/ { id: 'List B needs a document from List C too (and List C one from List B).' },
  notOnList: /*i18n*/ { id: 'This document is not on that list.' },
  remoteNotAllowed: /*i18n*/ { id: 'The remote examination is only for hiring sites enrolled in E-Verify.' },
  remoteVideoRequired: /*i18n*/ { id: 'Enter when the live video session took place.' },
  examinerRequired: /*i18n*/ { id: 'Enter the name and title of the person who examined the documents.' },
  remoteExaminerRequired: /*i18n*/ {
    id: 'The remote examination: enter the name and title of the person who held the live video session.',
  },
  lateReasonRequired: /*i18n*/ { id: 'This section is completed after its due date: give the reason.' },
  reasonRequired: /*i18n*/ { id: 'Give the reason for the correction.' },
  nothingToCorrect: /*i18n*/ { id: 'This part has not been completed yet: there is nothing to correct.' },
  nothingChanged: /*i18n*/ { id: 'Nothing was changed: change the fields that are wrong, then save the correction.' },
  i9Only: /*i18n*/ { id: 'Only staff with the Form I-9 permission can open I-9s.' },
  ssnRequiredEverify: /*i18n*/ { id: 'Enter your Social Security number: this employer uses E-Verify.' },
  endBeforeStart: /*i18n*/ { id: 'Employment cannot end before it started.' },
  nothingToReverify: /*i18n*/ { id: 'Supplement B is for a completed form whose work authorization ends.' },
  nothingToRehire: /*i18n*/ { id: 'No rehire waits for Supplement B on this form.' },
  rehireDocumentRequired: /*i18n*/ {
    id: 'The work authorization on this form ended by the rehire date: record the new List A or List C document the employee chose.',
  },
  rehireNoDocument: /*i18n*/ {
    id: 'The earlier documents still show work authorization: rely on the form and examine no new document.',
  },
  rehireDateOutside: /*i18n*/ {
    id: 'The rehire date must fall within three years after the form was completed.',
  },
  newNameIncomplete: /*i18n*/ { id: 'A new name needs both the last name and the first name.' },
});
