/**
 * The onboarding workflow's contract (staff /admin/documents, the signing page's fields): how a
 * template's form fields are marked, the signer's values and their one validation rule, the
 * assignment and status board shapes, and the messages both sides show.
 * Past 300 lines because it is the whole workflow's contract (types, rules, messages) both sides
 * import.
 */
import { TRANSLATION_LANGUAGES, type Translation, type TranslationLanguage } from './translations';
import type { DocumentDelivery } from './documents';
import type { I9BoardMark } from './i9';
import { DEFAULT_LANGUAGE, i18n, type Language, translatable } from './i18n';

/**
 * What fills a form field: the candidate record, the signer, the signature, the employer when
 * countersigning (a template that requires it), or nobody.
 */
export const FIELD_ROLES = ['record', 'signer', 'signature', 'employer', 'ignore'] as const;
export type FieldRole = (typeof FIELD_ROLES)[number];

export const SIGNER_FIELD_TYPES = ['text', 'date', 'checkbox', 'initials'] as const;
export type SignerFieldType = (typeof SIGNER_FIELD_TYPES)[number];

/** Candidate record values a field can be filled from (docs/architecture.md §5 substitution). */
export const RECORD_KEYS = ['firstName', 'lastName', 'fullName', 'email', 'date'] as const;
export type RecordKey = (typeof RECORD_KEYS)[number];

export const RECORD_KEY_LABELS = /* @__PURE__ */ translatable({
  firstName: /*i18n*/ { id: 'First name' },
  lastName: /*i18n*/ { id: 'Last name' },
  fullName: /*i18n*/ { id: 'Full name' },
  email: /*i18n*/ { id: 'Email', comment: 'The email address (a candidate record value a form field is filled from)' },
  date: /*i18n*/ { id: "Today's date" },
} satisfies Record<RecordKey, unknown>);

/** The kind of AcroForm field found in the PDF. */
export type PdfFieldType = 'text' | 'checkbox' | 'signature' | 'other';

/** One AcroForm field of a template, as staff marked it. */
export interface TemplateField {
  name: string;
  pdfType: PdfFieldType;
  role: FieldRole;
  /** For role record. */
  recordKey: RecordKey | null;
  /** For role signer. */
  type: SignerFieldType | null;
  required: boolean;
  /** What the signer reads beside the input. */
  label: string;
}

/** What the signing page asks the signer to fill. */
export interface SignerField {
  name: string;
  label: string;
  type: SignerFieldType;
  required: boolean;
  /** The label in other languages, as staff translated it (kept with the ceremony, not sent). */
  labels?: Partial<Record<TranslationLanguage, string>>;
  /** Where the signing page gets a label in another language than its own (the original): which. */
  labelLanguage?: Language;
}

/** The longest label of a field the signer fills, as written and in any language. */
export const LABEL_MAX = 120;

/** A template's versions in other languages, each a set of fields (`instructions`, `label.<field>`). */
export type TemplateTranslations = Partial<Record<TranslationLanguage, Translation<string>>>;

/** A field's label in another language is the `label.<PDF field name>` field of its template's version. */
export const labelKey = (name: string) => `label.${name}`;

const fillsIn = (f: TemplateField, role: 'signer' | 'employer') => f.role === role && f.type !== null;

export function signerFieldsOf(
  fields: TemplateField[],
  role: 'signer' | 'employer' = 'signer',
  translations: TemplateTranslations = {},
): SignerField[] {
  return fields
    .filter((f) => fillsIn(f, role))
    .map((f) => {
      const labels: SignerField['labels'] = {};
      for (const language of TRANSLATION_LANGUAGES) {
        const text = translations[language]?.fields[labelKey(f.name)];
        if (text && f.label) labels[language] = text;
      }
      return {
        name: f.name,
        label: f.label,
        type: f.type!,
        required: f.required,
        ...(Object.keys(labels).length > 0 ? { labels } : {}),
      };
    });
}

/** The fields the employer fills when countersigning (signing order: candidate, then employer). */
export const employerFieldsOf = (fields: TemplateField[], translations?: TemplateTranslations) =>
  signerFieldsOf(fields, 'employer', translations);

/**
 * Signer fields as a reader of `language` reads them: each label translated where staff did; one
 * left as written for want of a translation says so (`labelLanguage`, for the page to mark it).
 */
export function fieldsIn(fields: SignerField[], language: Language): SignerField[] {
  return fields.map(({ labels, ...f }) => {
    if (language === DEFAULT_LANGUAGE || !f.label) return f;
    const translated = labels?.[language as TranslationLanguage];
    return translated ? { ...f, label: translated } : { ...f, labelLanguage: DEFAULT_LANGUAGE };
  });
}

/**
 * What of a template staff translate: a credential's instructions, a form's labels of the fields
 * the signer and the employer fill (others are never shown to anyone).
 */
export function translatableFields(t: Pick<StaffTemplate, 'kind' | 'instructions' | 'fields'>): string[] {
  if (t.kind === 'credential') return t.instructions ? ['instructions'] : [];
  return t.fields
    .filter((f) => (fillsIn(f, 'signer') || fillsIn(f, 'employer')) && f.label.trim() !== '')
    .map((f) => labelKey(f.name));
}

/** A countersignature is due this many business days (Monday to Friday) after the candidate signed. */
export const DEFAULT_COUNTERSIGN_DAYS = 3;

/** `days` business days after `from` (weekends skipped), at the same time of day (UTC). */
export function addBusinessDays(from: number, days: number): number {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return d.getTime();
}

export const COUNTERSIGN_MESSAGES = /* @__PURE__ */ translatable({
  title: /*i18n*/ { id: 'Employer Signatures' },
  lead: /*i18n*/ { id: 'Documents candidates have signed that need the employer’s signature, oldest due first.' },
  none: /*i18n*/ { id: 'No document is waiting for an employer signature.' },
  sign: /*i18n*/ { id: 'Sign as employer' },
  opening: /*i18n*/ { id: 'Opening the signing page…' },
  due: (date: string) => i18n._('Due {date}', { date }),
  overdue: (date: string) => i18n._('Overdue since {date}', { date }),
  candidateSigned: (date: string) => i18n._('Signed by the candidate on {date}', { date }),
  signed: /*i18n*/ { id: 'The document is countersigned and sealed.' },
  failed: /*i18n*/ { id: 'Sorry, the signing page could not be opened. Please try again.' },
  awaitingEmployer: /*i18n*/ { id: 'Awaiting employer signature' },
  countersign: /*i18n*/ { id: 'Employer countersigns' },
  countersignHint: /*i18n*/ {
    id: 'The employer signs after the candidate (for example I-9 Section 2 or an offer letter).',
  },
  countersignDays: /*i18n*/ { id: 'Business days for the employer' },
});

/** The candidate values written into a template's fields, keyed by the PDF field names. */
export function recordValues(fields: TemplateField[], candidate: Record<string, string>): Record<string, string> {
  // Fields named after candidate fields are filled even when unmarked (templates before marking);
  // a field staff gave to the signer or to nobody is left alone.
  const taken = new Set(fields.filter((f) => f.role !== 'record').map((f) => f.name));
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(candidate)) if (!taken.has(key)) values[key] = value;
  for (const f of fields) if (f.role === 'record' && f.recordKey) values[f.name] = candidate[f.recordKey] ?? '';
  return values;
}

export const SIGNER_VALUE_LIMITS = { text: 200, initials: 5 } as const;

/** The signer's fields are named by their labels, as staff wrote them on the template. */
export const FIELD_MESSAGES = /* @__PURE__ */ translatable({
  missing: /*i18n*/ { id: 'Please fill in every required field before finishing.' },
  required: (label: string) => i18n._('{label} is required.', { label }),
  date: (label: string) => i18n._('{label} must be a valid date.', { label }),
  tooLong: (label: string, max: number) => i18n._('{label} must be at most {max} characters.', { label, max }),
  initials: (label: string) => i18n._('{label} must be your initials (letters only, up to 5).', { label }),
  invalid: /*i18n*/ { id: 'Some fields are not filled in correctly. Please check the highlighted fields.' },
});

const isBlank = (s: string | undefined) => s === undefined || s.trim() === '';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The one rule for signer values, run by the signing page and again by the server: required ones
 * filled (a required checkbox checked), dates real dates, lengths within limits. Values of fields
 * not asked for are dropped. Checkboxes are 'true' or 'false'.
 */
export function checkSignerValues(
  fields: SignerField[],
  input: Record<string, unknown>,
): { values: Record<string, string>; errors: Record<string, string> } {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = input[f.name];
    if (f.type === 'checkbox') {
      const checked = raw === true || raw === 'true';
      if (f.required && !checked) errors[f.name] = FIELD_MESSAGES.required(f.label);
      values[f.name] = checked ? 'true' : 'false';
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (isBlank(text)) {
      if (f.required) errors[f.name] = FIELD_MESSAGES.required(f.label);
      continue;
    }
    if (f.type === 'date' && !isIsoDate(text)) errors[f.name] = FIELD_MESSAGES.date(f.label);
    else if (f.type === 'initials' && !/^[\p{L}.\- ]{1,5}$/u.test(text))
      errors[f.name] = FIELD_MESSAGES.initials(f.label);
    else if (f.type === 'text' && text.length > SIGNER_VALUE_LIMITS.text)
      errors[f.name] = FIELD_MESSAGES.tooLong(f.label, SIGNER_VALUE_LIMITS.text);
    else values[f.name] = text;
  }
  return { values, errors };
}

/** A template as the staff screen lists it. */
export interface StaffTemplate {
  id: number;
  /** form (a PDF signed) or credential (provided by the candidate, no PDF). */
  kind: 'form' | 'credential';
  /** What a credential template asks the candidate to provide. */
  instructions: string | null;
  formTitle: string;
  signatureType: string;
  delivery: DocumentDelivery;
  displayLevel: number;
  pageCount: number;
  fields: TemplateField[];
  /** The employer signs after the candidate, within countersignDays business days. */
  countersign: boolean;
  countersignDays: number;
  /** An uploaded signed copy waits for staff to approve or reject it. */
  reviewUploads: boolean;
  /** An informational (INFO) document asks the candidate to acknowledge having read it. */
  acknowledge: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** Its instructions or field labels in other languages (translatableFields: none for some). */
  translations: TemplateTranslations;
  /** The languages in which a reader would meet some of its texts in English, for want of a translation. */
  missingTranslations: TranslationLanguage[];
}

/** PUT /api/staff/document-templates/{id}: the settings and the fields' marks. */
export interface TemplateUpdate {
  formTitle: string;
  signatureType: string;
  delivery: DocumentDelivery;
  displayLevel: number;
  fields: Pick<TemplateField, 'name' | 'role' | 'recordKey' | 'type' | 'required' | 'label'>[];
  countersign?: boolean;
  countersignDays?: number;
  reviewUploads?: boolean;
  acknowledge?: boolean;
}

/** GET /api/staff/countersignatures: a document waiting for the employer. */
export interface AwaitingEmployer {
  id: number;
  formTitle: string;
  candidateName: string;
  candidateEmail: string;
  /** ISO 8601. */
  candidateSignedAt: string;
  employerDueAt: string | null;
}

export interface StaffPacket {
  id: number;
  name: string;
  templateIds: number[];
}

/** POST /api/staff/document-assignments: a template or a packet, to emails, due on a day. */
export interface AssignmentInput {
  templateId?: number | null;
  packetId?: number | null;
  /** Addresses typed or pasted (any separator) and/or the text of a CSV file. */
  emails: string;
  /** YYYY-MM-DD; the document is due at the end of that day (UTC). */
  dueDate: string;
}

export interface AssignmentResult {
  assigned: { email: string; documents: number }[];
  /** Documents a candidate still had open from an earlier assignment: not assigned again, not mailed. */
  alreadyAssigned: { email: string; titles: string[] }[];
  mailsQueued: number;
  /** Addresses without a confirmed candidate account: nothing was assigned to them. */
  unknown: string[];
  /** What was typed or read from the file that is not an email address, so not used, with why. */
  notUsed: { entry: string; reason: string }[];
}

/** POST /api/staff/document-reminders/send: how many mails went, and what was reminded too lately to mail again. */
export interface RemindResult {
  sent: number;
  waiting: { id: number; formTitle: string; message: string }[];
}

/**
 * A document's place on the status board. Informational documents are read, not signed: never
 * outstanding (docs/product.md §4). An uploaded copy waiting for staff is in review, not outstanding; a signed
 * copy waiting for the employer's countersignature asks nothing more of the candidate either.
 */
export const BOARD_STATES = [
  'outstanding',
  'overdue',
  'review',
  'awaiting_employer',
  'completed',
  'rejected',
  'informational',
] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** Board states that ask something of the candidate (a reminder makes sense). */
export const OPEN_BOARD_STATES: readonly BoardState[] = ['outstanding', 'overdue', 'rejected'];

export interface BoardDocument {
  id: number;
  formTitle: string;
  state: BoardState;
  /** The candidate declined to sign it (and why, when they said). */
  declined: { reason: string | null } | null;
  /** ISO 8601 or null. */
  dueAt: string | null;
  signedAt: string | null;
  rejectedReason: string | null;
}

export interface BoardCandidate {
  userId: number;
  name: string;
  email: string;
  /** Completed of completable (informational documents count as neither), 0–100. */
  percent: number;
  documents: BoardDocument[];
  /** Form I-9 sections past their due date: overdue or not, nothing of the form (absent: none). */
  i9Overdue?: I9BoardMark[];
}

/** Candidates per page of the status board. */
export const BOARD_PAGE_SIZE = 25;

/** The counts cover every candidate the filters match; `candidates` is one page of them. */
export interface StatusBoard {
  counts: Record<BoardState, number>;
  candidates: BoardCandidate[];
  /** Candidates the filters match, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/staff/documents/{id}: what staff review. */
export interface DocumentReview {
  id: number;
  formTitle: string;
  candidate: { name: string; email: string };
  state: BoardState;
  dueAt: string | null;
  signedAt: string | null;
  signedMethod: string | null;
  rejectedReason: string | null;
  /** A copy the candidate provided waits for staff to approve or reject it. */
  awaitingReview: boolean;
  /** Staff approved the copy: final, it is not returned to the candidate any more. */
  approved: boolean;
  /** The candidate declined to sign it, with the reason they gave (null when none or not declined). */
  declined: { reason: string | null } | null;
  values: { label: string; value: string }[];
  /** The document's trail, oldest first; `by`: the person who took the step (null: the portal itself). */
  events: { event: string; at: string; by: string | null }[];
  /** The signed copy (signature and audit page) when there is one. */
  pdfUrl: string | null;
  /** A credential's number and expiry as the candidate gave them; awaitingReview until staff decide. */
  credential: { number: string | null; expiresAt: string | null; awaitingReview: boolean } | null;
}

/**
 * What the audit log records of staff's steps on onboarding documents (who did what), by the
 * event each step leaves in the document's own trail.
 */
export const ONBOARDING_AUDIT = {
  assigned: 'onboarding.assigned',
  'reminder.sent_by_staff': 'onboarding.reminded',
  'review.rejected': 'onboarding.rejected',
  'review.approved': 'onboarding.approved',
  'esign.countersigned': 'onboarding.countersigned',
  cancelled: 'onboarding.cancelled',
  'due_date.extended': 'onboarding.extended',
} as const;
export type StaffDocumentEvent = keyof typeof ONBOARDING_AUDIT;

/** At most 10 of a list's entries, then "…" for the rest. */
const firstTen = (items: string[]) => `${items.slice(0, 10).join(', ')}${items.length > 10 ? ', …' : ''}`;

export const ONBOARDING_MESSAGES = /* @__PURE__ */ translatable({
  countersignDays: /*i18n*/ { id: 'The employer has 1 to 30 business days.' },
  templateNotFound: /*i18n*/ { id: 'Template not found.' },
  instructionsRequired: /*i18n*/ { id: 'Write the instructions in this language.' },
  notTranslatable: /*i18n*/ { id: 'This template has no instructions or field labels to translate.' },
  labelRequired: /*i18n*/ { id: 'Write the label in this language.' },
  translationInvalid: /*i18n*/ { id: 'The translation could not be saved: correct the highlighted field.' },
  packetNotFound: /*i18n*/ { id: 'Packet not found.' },
  documentNotFound: /*i18n*/ { id: 'Document not found.' },
  invalidForm: /*i18n*/ { id: 'Please correct the highlighted fields.' },
  chooseWhat: /*i18n*/ { id: 'Choose a template or a packet to assign.' },
  noEmails: /*i18n*/ { id: 'Enter at least one candidate email address.' },
  tooManyEmails: /*i18n*/ { id: 'Assign to at most 500 candidates at once.' },
  unknownEmails: (emails: string[]) =>
    i18n._('No confirmed candidate account for: {emails}.', { emails: firstTen(emails) }),
  dueDateInvalid: /*i18n*/ { id: 'Enter the due date as a valid date.' },
  dueDatePast: /*i18n*/ { id: 'The due date cannot be in the past.' },
  fieldUnknown: (name: string) => i18n._('The PDF has no field named {name}.', { name }),
  reasonRequired: /*i18n*/ { id: 'Give the candidate a reason for the rejection.' },
  notCompleted: /*i18n*/ { id: 'Only a completed document or a credential awaiting review can be rejected.' },
  approvedFinal: /*i18n*/ {
    id: 'This document was approved, so it can no longer be returned to the candidate. If something in it is wrong, assign the template again.',
  },
  signedNotCancellable: /*i18n*/ {
    id: 'The candidate has signed this document, so it cannot be cancelled: the signed copy stays on record. If it is no longer needed, leave it; if it must be redone, reject it with a reason.',
  },
  notAnEmail: /*i18n*/ { id: 'not an email address', comment: 'Why an entry of an assignment was not used' },
  noEmailInLine: /*i18n*/ { id: 'no email address in this line', comment: 'Why a line of an assignment was not used' },
  notUsed: (entries: { entry: string; reason: string }[]) =>
    i18n._('Not used: {entries}.', {
      entries: firstTen(entries.map((e) => i18n._('“{entry}” ({reason})', { entry: e.entry, reason: e.reason }))),
    }),
  noneReminded: (n: number) =>
    i18n._('No reminder was sent: each of these {n} documents was reminded less than {cooldown} hours ago.', {
      n,
      cooldown: REMIND_COOLDOWN_HOURS,
    }),
  remindedLately: (formTitle: string, hours: number) =>
    i18n._(
      '{formTitle} was reminded less than {cooldown} hours ago, so no mail was sent. The next reminder can go in {hours, plural, one {# hour} other {# hours}}.',
      { formTitle, cooldown: REMIND_COOLDOWN_HOURS, hours },
    ),
  assignedAgain: /*i18n*/ {
    id: 'This document was assigned to the candidate again and that copy is still open, so this one cannot be returned. Review or cancel the newer one instead.',
  },
  assignedMeanwhile: /*i18n*/ {
    id: 'These documents were being assigned by someone else at the same moment. Please try again.',
  },
  cancelled: /*i18n*/ { id: 'This document was cancelled.' },
  packetNameTaken: /*i18n*/ { id: 'A packet with this name already exists.' },
  packetEmpty: /*i18n*/ { id: 'Choose at least one template for the packet.' },
});

/**
 * A candidate gets at most one reminder mail about a document in this many hours: staff's Remind
 * waits this long after the last reminder (staff's or the schedule's), and says how long is left.
 */
export const REMIND_COOLDOWN_HOURS = 24;

/**
 * Reminders before the due date, on it and after it (overdue), at a schedule staff set; a document
 * without a due date is reminded every `undatedDays` after it was assigned, at most
 * UNDATED_REMINDERS times.
 */
export type ReminderKind = 'before' | 'due' | 'after' | 'undated';

/** The most reminders a document without a due date gets (then staff decide: a due date, or Remind). */
export const UNDATED_REMINDERS = 3;

export interface ReminderSchedule {
  /** Days before the due day; 0 turns the reminder off. */
  beforeDays: number;
  /** Whether a reminder goes on the due day itself. */
  onDueDay: boolean;
  /** Days after the due day (overdue); 0 turns the reminder off. */
  afterDays: number;
  /** Documents without a due date: days after assignment, then between reminders; 0 turns them off. */
  undatedDays: number;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  beforeDays: 3,
  onDueDay: true,
  afterDays: 2,
  undatedDays: 7,
};

/** The end of a due day (UTC): a document due on a day is overdue only once that day is over. */
export function dueAtOf(dueDate: string): number {
  return Date.parse(`${dueDate}T23:59:59.999Z`);
}
