/**
 * Row types of the database, in the camelCase the CamelCasePlugin maps to snake_case columns.
 * Past 300 lines because it is one interface per table: the whole schema in one place.
 */
import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds (bigint in PostgreSQL, integer in SQLite). Flags are 0/1. */
type Millis = number;
type Flag = 0 | 1;

interface CmsPageTable {
  id: Generated<number>;
  path: string;
  title: string;
  content: string;
  showLayout: Flag;
  createdAt: Millis;
  updatedAt: Millis;
  metaDescription: Generated<string>;
  /** What staff wrote (Markdown, or HTML that Markdown keeps); null for pages saved as HTML only. */
  contentMarkdown: string | null;
  /** 0 keeps the page from visitors (a draft). */
  published: Generated<Flag>;
  /** Moves with every save; an edit under an older version is refused. */
  version: Generated<number>;
  updatedBy: number | null;
}

/** Every saved version of a CMS page, so an earlier one can be restored. */
interface CmsPageVersionTable {
  id: Generated<number>;
  pageId: number;
  version: number;
  title: string;
  metaDescription: string;
  content: string;
  contentMarkdown: string;
  showLayout: Flag;
  createdBy: number | null;
  createdAt: Millis;
}

export type Role = 'candidate' | 'staff' | 'admin';

interface UserAccountTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailConfirmedAt: Millis | null;
  edgeCandidateId: string | null;
  passwordChangedAt: Millis;
  /** Moves at logout, password reset and account deletion; session tokens carry it. */
  sessionVersion: Generated<number>;
  createdAt: Millis;
  updatedAt: Millis;
  /** Set when the owner deleted the account: the row stays anonymised for records the law keeps. */
  deletedAt: Generated<Millis | null>;
  /** Set when an admin deactivated the (staff) account: no sign-in, no session, no token. */
  deactivatedAt: Generated<Millis | null>;
  /** The zone this person reads times in (IANA); null: the job's, then DEFAULT_TIME_ZONE. */
  timeZone: Generated<string | null>;
  /** The language this person reads in ('en', 'es'); null: never chosen, English. */
  preferredLanguage: Generated<string | null>;
  /** Space-separated permissions beyond the role ('i9': may open Form I-9s); '' for none. */
  staffPermissions: Generated<string>;
}

interface SessionTable {
  sid: string;
  userId: number | null;
  data: string;
  expiresAt: Millis;
  /** The sign-in, the browser and the address it came from: what the account's sessions list shows. */
  createdAt: Generated<Millis | null>;
  userAgent: Generated<string | null>;
  ip: Generated<string | null>;
  /** The session's public id (server/lib/tokens.ts `publicSessionId`): the sid is the cookie's secret. */
  publicId: Generated<string | null>;
}

/** A second factor of sign-in: `totp` (an authenticator app); WebAuthn credentials can join later. */
interface AuthFactorTable {
  id: Generated<number>;
  userId: number;
  kind: 'totp';
  /** Encrypted (server/features/security/secret-box.ts). */
  secret: string;
  /** Null while enrolling: a first valid code confirms it. */
  confirmedAt: Millis | null;
  lastUsedStep: number | null;
  createdAt: Millis;
}

/** A passkey (WebAuthn credential): signs in alone, as both factors. Binary fields are base64url. */
interface PasskeyTable {
  id: Generated<number>;
  userId: number;
  credentialId: string;
  userHandle: string;
  publicKey: string;
  /** The authenticator's signature counter: a sign-in whose counter goes backwards is refused. */
  counter: Generated<number>;
  /** Comma-separated AuthenticatorTransport values. */
  transports: Generated<string>;
  name: string;
  createdAt: Millis;
  lastUsedAt: Millis | null;
}

/** A staff account's subject at the OpenID provider: later sign-ins find the account by it. */
interface OidcIdentityTable {
  id: Generated<number>;
  userId: number;
  issuer: string;
  subject: string;
  createdAt: Millis;
  lastUsedAt: Millis | null;
}

/** Single-use recovery codes, stored as their SHA-256. */
interface RecoveryCodeTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: Millis | null;
  createdAt: Millis;
}

export type TokenKind = 'confirm_email' | 'reset_password';

interface UserTokenTable {
  id: Generated<number>;
  userId: number;
  kind: TokenKind;
  tokenHash: string;
  expiresAt: Millis;
  usedAt: Millis | null;
  createdAt: Millis;
}

type OutboxStatus = 'pending' | 'sent' | 'failed';

interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Millis;
  lockedUntil: Millis | null;
  lastError: string | null;
  createdAt: Millis;
  sentAt: Millis | null;
  /** The mail's Message-ID, fixed when the row is written (receivers drop a second delivery). */
  messageId: string | null;
  /** JSON object of extra headers (List-Unsubscribe …), or null. */
  headers: string | null;
  /** JSON list of text attachments ({filename, contentType, content}), or null. */
  attachments: Generated<string | null>;
}

interface WebhookEndpointTable {
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  /** JSON list of the event names it receives. */
  events: string;
  /** The Standard Webhooks secret ("whsec_" and base64), shown once to the admin. */
  secret: string;
  enabled: Generated<number>;
  failingSince: Millis | null;
  disabledReason: string | null;
  createdBy: number | null;
  createdAt: Millis;
}

interface WebhookDeliveryTable {
  id: Generated<number>;
  endpointId: number;
  /** The webhook-id header: the same on every attempt and replay, so receivers drop repeats. */
  messageId: string;
  event: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  nextAttemptAt: Millis;
  lockedUntil: Millis | null;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: Millis;
  deliveredAt: Millis | null;
}

interface ApiKeyTable {
  id: Generated<number>;
  name: string;
  /** JSON list of the scopes it grants (common/api-keys.ts). */
  scopes: string;
  /** The key's first characters, shown in the list so an admin can tell keys apart. */
  prefix: string;
  /** SHA-256 (hex) of the key; the key itself is shown once and never stored. */
  keyHash: string;
  createdBy: number | null;
  createdAt: Millis;
  expiresAt: Millis | null;
  lastUsedAt: Millis | null;
  revokedAt: Millis | null;
}

interface IdempotencyAnswerTable {
  id: Generated<number>;
  /** Whose request: "api_key:<id>" (the REST API) or "user:<id>" (a signed-in person). */
  owner: string;
  idempotencyKey: string;
  /** SHA-256 of the request (method, path, body): the same key with another body is refused. */
  requestHash: string;
  /** 0 while the first request runs, then its answer's HTTP status. */
  status: number;
  /** The first answer's body, sealed (AES-256-GCM); it can hold what is shown once. */
  response: string;
  createdAt: Millis;
}

interface RateLimitTable {
  key: string;
  count: number;
  resetAt: Millis;
}

interface CaptchaUseTable {
  key: string;
  expiresAt: Millis;
}

interface AuditEventTable {
  id: Generated<number>;
  userId: number | null;
  actorId: number | null;
  action: string;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Millis;
}

type DocumentDelivery = 'manual' | 'electronic';

export interface DocumentTemplateTable {
  id: Generated<number>;
  formTitle: string;
  signatureType: string;
  /** JSON object of the PDF's keywords metadata (FormTitle, …). */
  keywords: string;
  storageKey: string;
  sha256: string;
  pageCount: number;
  createdAt: Millis;
  delivery: Generated<DocumentDelivery>;
  displayLevel: Generated<number>;
  /** form (signed) or credential (provided by the candidate). */
  kind: Generated<string>;
  /** JSON list of the PDF's form fields as staff marked them (common/onboarding.ts TemplateField). */
  fields: string | null;
  createdBy: number | null;
  /** 1: the employer signs after the candidate (countersignature), within countersignDays business days. */
  countersign: Generated<Flag>;
  countersignDays: Generated<number>;
  /** 1: an uploaded signed copy waits for staff to approve or reject it (on by default). */
  reviewUploads: Generated<Flag>;
  /** 1: an informational (INFO) document asks the candidate to acknowledge having read it. */
  acknowledge: Generated<Flag>;
}

interface DocumentPacketTable {
  id: Generated<number>;
  name: string;
  createdAt: Millis;
}

interface DocumentPacketTemplateTable {
  packetId: number;
  templateId: number;
  position: number;
}

/** A filled form given to the candidate to download: an upload of the same bytes is a blank, not a signed copy. */
interface DocumentDownloadTable {
  documentId: number;
  sha256: string;
  createdAt: Millis;
}

interface DocumentReminderTable {
  id: Generated<number>;
  documentId: number;
  /** before, due, after or undated (common/onboarding.ts ReminderKind). */
  kind: string;
  /** The due date this reminder was for (an extension starts a fresh set). */
  dueAt: Millis;
  sentAt: Millis;
}

interface OnboardingSettingTable {
  key: string;
  /** JSON. */
  value: string;
  updatedAt: Millis;
}

export interface DocumentTable {
  id: Generated<number>;
  docHandle: string;
  userId: number;
  templateId: number | null;
  delivery: DocumentDelivery;
  formTitle: string;
  signatureType: string;
  keywords: string;
  sourceKey: string;
  sourceSha256: string;
  /** The provider's status (docs/product.md §3 docusignStatus): sent, delivered, completed, declined. */
  status: string;
  isUserActionRequired: Flag;
  displayLevel: number;
  signedKey: string | null;
  signedSha256: string | null;
  signedAt: Millis | null;
  signedMethod: string | null;
  isTest: Flag;
  createTimestamp: Millis;
  lastUpdateTimestamp: Millis;
  dueAt: Millis | null;
  assignedBy: number | null;
  /** A cancelled document leaves the candidate's lists; the row and its events stay for the audit. */
  cancelledAt: Millis | null;
  cancelledBy: number | null;
  /** The last reminder mail about it (scheduled or staff's): staff's Remind waits after it. */
  lastRemindedAt: Generated<Millis | null>;
  /** Staff review of a completed document: approved or rejected (with a reason the candidate sees). */
  reviewStatus: string | null;
  reviewedAt: Millis | null;
  reviewedBy: number | null;
  rejectedReason: string | null;
  /** JSON of the values the signer filled in. */
  fieldValues: string | null;
  credentialNumber: string | null;
  credentialExpiresAt: Millis | null;
  /** form (signed) or credential (provided by the candidate), copied from the template. */
  kind: Generated<string>;
  /** The credential this request renews (re-requested before it expires). */
  renewalOf: number | null;
  /** The PAdES seal of the completed copy (common/seal.ts SealState); null for uploaded copies. */
  sealState: string | null;
  /** Countersignature: when the employer's signature is due, and who gave it and when. */
  employerDueAt: Millis | null;
  employerSignedAt: Millis | null;
  employerSignedBy: number | null;
  /** What the signer said when declining to sign (optional), for staff. */
  declinedReason: string | null;
  /** 1: informational, and the candidate acknowledges having read it (copied from the template). */
  acknowledge: Generated<Flag>;
}

/** Every version of a sealed document this portal produced, by its SHA-256 (/verify's hash match). */
interface DocumentSealTable {
  id: Generated<number>;
  documentId: number;
  sha256: string;
  /** sealed, timestamped or countersigned. */
  stage: string;
  createdAt: Millis;
}

/** Work on a sealed document that waits for an outside service (a time-stamp), retried with backoff. */
interface SealJobTable {
  id: Generated<number>;
  documentId: number;
  /** timestamp: the document time-stamp (and its validation data) a TSA could not give at sealing. */
  kind: string;
  attempts: Generated<number>;
  nextAttemptAt: Millis;
  lockedUntil: Millis | null;
  lastError: string | null;
  createdAt: Millis;
  doneAt: Millis | null;
}

/** The certificates seals were made with (what /verify calls "sealed by this portal"). */
interface SigningCertificateTable {
  fingerprint: string;
  /** embedded-root, embedded-seal or p12. */
  kind: string;
  subject: string;
  pem: string;
  notAfter: Millis;
  createdAt: Millis;
}

/** ESIGN Act consent (15 U.S.C. 7001(c)): which disclosure, when and from where; and its withdrawal. */
interface EsignConsentTable {
  id: Generated<number>;
  userId: number;
  disclosureVersion: string;
  /** The language the disclosure was read in; null: before languages were recorded. */
  disclosureLanguage: Generated<string | null>;
  consentedAt: Millis;
  ip: string | null;
  userAgent: string | null;
  withdrawnAt: Millis | null;
  withdrawnIp: string | null;
  withdrawnUserAgent: string | null;
}

export interface DocumentEventTable {
  id: Generated<number>;
  documentId: number;
  userId: number | null;
  event: string;
  /** server: decided by the server; browser: reported by the browser (a hint only). */
  source: string;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Millis;
}

interface EsignSessionTable {
  id: Generated<number>;
  documentId: number;
  userId: number;
  tokenHash: string;
  ceremonyHash: string | null;
  returnUrl: string;
  /** JSON of the signing request (signer, fields, source). */
  request: string;
  expiresAt: Millis;
  openedAt: Millis | null;
  ceremonyExpiresAt: Millis | null;
  consentedAt: Millis | null;
  finishedAt: Millis | null;
  outcome: string | null;
  createdAt: Millis;
  /** The ESIGN disclosure version the signer consented under, and the language it was read in. */
  disclosureVersion: string | null;
  disclosureLanguage: Generated<string | null>;
}

export interface JobOrderTable {
  id: Generated<number>;
  title: string;
  /** Sanitized HTML (docs/architecture.md §5). */
  description: string;
  positionTitle: string;
  corpTitle: string;
  status: string;
  active: Flag;
  employmentType: 'Contract' | 'Permanent';
  category: string;
  location: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  /** Free text, shown when the job has no pay range. */
  salary: string | null;
  /** The pay range (null: none given), its unit and ISO 4217 currency. */
  payMin: number | null;
  payMax: number | null;
  payUnit: 'HOUR' | 'YEAR' | null;
  payCurrency: string;
  openedAt: Millis;
  /** The description without markup: what the full-text engines index beside the title. */
  descriptionText: string;
  /** The Markdown the description was written in (staff console); null for jobs from feeds. */
  descriptionMarkdown: Generated<string | null>;
  /** Raised by every staff edit: an edit names the version it started from (409 when stale). */
  version: Generated<number>;
  createdAt: Millis;
  updatedAt: Millis;
  /** Where an imported job came from ('feed', 'api') and its id there; null for jobs made here. */
  externalSource: Generated<string | null>;
  externalId: Generated<string | null>;
  /** The job's zone as staff chose it (IANA); null: the zone of its coordinates. */
  timeZone: Generated<string | null>;
}

/** A file kept in the database (STORAGE_DRIVER=database); its bytes are in stored_file_chunk. */
interface StoredFileTable {
  key: string;
  size: number;
  sha256: string;
  modifiedAt: Millis;
}

interface StoredFileChunkTable {
  key: string;
  seq: number;
  data: Uint8Array;
}

interface JobApplicationTable {
  id: Generated<number>;
  userId: number;
  jobOrderId: number;
  source: 'search' | 'link' | 'email';
  /** The current status (common/applications.ts APPLICATION_STATUSES). */
  status: Generated<string>;
  createdAt: Millis;
  /** The résumé current when the candidate applied. */
  resumeId: Generated<number | null>;
}

/** A job's screening question (common/application-form.ts); options and knockout answers are JSON arrays. */
export interface JobQuestionTable {
  id: Generated<number>;
  jobOrderId: number;
  position: number;
  kind: string;
  text: string;
  required: number;
  options: string;
  knockoutAnswers: string;
  minValue: number | null;
  maxValue: number | null;
  createdAt: Millis;
}

/** What an application made through the form was sent with; the knockout is for staff only. */
export interface ApplicationFormTable {
  applicationId: number;
  coverLetter: string | null;
  resumeUploaded: number;
  knockoutQuestion: string | null;
  knockoutAnswer: string | null;
  createdAt: Millis;
}

/** An answer with a snapshot of its question (text, kind, options) as it was asked. */
export interface ApplicationAnswerTable {
  id: Generated<number>;
  applicationId: number;
  position: number;
  questionText: string;
  kind: string;
  options: string;
  required: number;
  answer: string | null;
}

/** Every status an application has had: who changed it and when. */
interface JobApplicationStatusTable {
  id: Generated<number>;
  applicationId: number;
  status: string;
  /** The candidate or a staff member; null for an operator's command. */
  changedBy: number | null;
  changedAt: Millis;
}

/** A staff-only note on an application (the pipeline board); never shown to the candidate. */
interface ApplicationNoteTable {
  id: Generated<number>;
  applicationId: number;
  /** The staff member who wrote it; null once their account is gone. */
  authorId: number | null;
  body: string;
  createdAt: Millis;
}

/** A staff-only label on an application; labelKey (lower case) makes it unique per application. */
interface ApplicationTagTable {
  applicationId: number;
  label: string;
  labelKey: string;
  createdBy: number | null;
  createdAt: Millis;
}

interface ApplicantTable {
  id: Generated<number>;
  idHash: string;
  userId: number;
  jobOrderId: number;
  invitedBy: number | null;
  expiresAt: Millis;
  /** When the invitation's link was used to apply. */
  usedAt: Generated<Millis | null>;
  createdAt: Millis;
}

interface ApplyLinkTokenTable {
  id: Generated<number>;
  tokenHash: string;
  applicantId: number;
  expiresAt: Millis;
  usedAt: Millis | null;
  createdAt: Millis;
}

/** The candidate record (docs/product.md §3) beside the account's name and email. */
export interface CandidateProfileTable {
  userId: number;
  zipCode: string | null;
  /** Contract, Permanent or Any. */
  desiredWorkType: string | null;
  realTitle: string | null;
  currentCompany: string | null;
  phone: string | null;
  hourlyRateCents: number | null;
  updatedAt: Millis;
}

interface SkillTagTable {
  id: Generated<number>;
  name: string;
  /** Lower-case name: one tag per name whatever its case. */
  nameKey: string;
  createdAt: Millis;
}

interface CandidateSkillTable {
  userId: number;
  skillTagId: number;
  monthsUsed: number;
  /** The order the candidate listed the skill in. */
  position: number;
}

type ResumeMediaType = 'pdf' | 'docx';

export interface ResumeTable {
  id: Generated<number>;
  userId: number;
  storageKey: string;
  fileName: string;
  mediaType: ResumeMediaType;
  byteSize: number;
  sha256: string;
  /** The text extracted from the file (what the suggestions were read from). */
  text: string;
  suggestedTitle: string | null;
  /** JSON array of skill names found in the text. */
  suggestedSkills: string;
  isCurrent: Flag;
  createdAt: Millis;
}

interface SavedJobTable {
  userId: number;
  jobOrderId: number;
  createdAt: Millis;
}

export type AlertFrequency = 'off' | 'daily' | 'weekly';

export interface SavedSearchTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** JSON of the search (common/jobs.schema.ts searchSchema). */
  search: string;
  frequency: AlertFrequency;
  /** Jobs opened or added after this are new to the candidate. */
  alertedAt: Millis;
  nextRunAt: Millis | null;
  lockedUntil: Millis | null;
  createdAt: Millis;
  updatedAt: Millis;
}

/** Voluntary self-identification of one application (kept apart: only the admins' aggregate report reads it). */
export interface SelfIdentificationTable {
  applicationId: number;
  userId: number;
  status: 'answered' | 'skipped';
  sex: string | null;
  race: string | null;
  veteran: string | null;
  disability: string | null;
  disabilityName: string | null;
  disabilityDate: string | null;
  answeredAt: Millis | null;
  updatedAt: Millis;
}

export type InterviewStatusValue = 'proposed' | 'scheduled' | 'cancelled';

interface InterviewTable {
  id: Generated<number>;
  applicationId: number;
  /** The iCalendar UID, kept through updates and the cancellation. */
  uid: string;
  status: InterviewStatusValue;
  /** The iCalendar SEQUENCE: 0 when booked, one more per update or cancellation. */
  sequence: Generated<number>;
  proposedBy: number;
  /** Staff-only. */
  note: string | null;
  tokenHash: string;
  tokenExpiresAt: Millis;
  chosenSlotId: number | null;
  reminderSentAt: Millis | null;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface InterviewSlotTable {
  id: Generated<number>;
  interviewId: number;
  /** UTC. */
  startsAt: Millis;
  lengthMinutes: number;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  position: number;
}

export interface MailTemplateTable {
  employerKey: string;
  templateKey: string;
  subject: string;
  body: string;
  sendMode: string | null;
  updatedBy: number | null;
  updatedAt: Millis;
}

/** One field of an employer-written text in a language other than its original's (English). */
interface ContentTranslationTable {
  subject: string;
  subjectId: string;
  field: string;
  language: string;
  text: string;
  updatedBy: number | null;
  updatedAt: Millis;
}

/** The brand's one row of settings (id 1); no row: the built-in look. */
interface BrandSettingTable {
  id: number;
  /** '#rrggbb' that passed the contrast check; null: the built-in blue. */
  primaryColour: string | null;
  updatedAt: Millis;
  updatedBy: number | null;
}

/** A brand image (logo, favicon, hero): our own re-encoding of the upload. */
interface BrandImageTable {
  slot: string;
  storageKey: string;
  sha256: string;
  mediaType: string;
  width: number;
  height: number;
  alt: string;
  updatedAt: Millis;
  updatedBy: number | null;
}

/** A place people are hired for: its business-day calendar and whether it takes part in E-Verify. */
interface HiringSiteTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  openWeekends: Generated<number>;
  federalHolidays: Generated<number>;
  everify: Generated<number>;
  createdAt: Millis;
}

/** One Form I-9 per hire: its deadlines (calendar dates), the calendar they were counted on, its state. */
interface I9FormTable {
  id: Generated<number>;
  userId: number;
  applicationId: number | null;
  hiringSiteId: number | null;
  status: 'section1' | 'section2' | 'complete';
  startDate: string;
  endDate: string | null;
  shortJob: Generated<number>;
  section1Due: string;
  section2Due: string;
  /** JSON of the WorkCalendar (common/business-days.ts) the deadlines were counted on. */
  calendar: string;
  acceptedAt: Millis;
  /** The staff member who recorded an acceptance made outside the portal; null: the candidate's own. */
  acceptedBy: number | null;
  section1At: Millis | null;
  section2At: Millis | null;
  section1OverdueAt: Millis | null;
  section2OverdueAt: Millis | null;
  retentionUntil: string | null;
  createdAt: Millis;
  updatedAt: Millis;
  /** The E-Verify case after Section 2 at an enrolled site (server/providers/everify/everify.ts). */
  everifyCaseNumber: Generated<string | null>;
  everifyStatus: Generated<string | null>;
  everifyFurtherAction: Generated<string | null>;
  everifyAt: Generated<Millis | null>;
  /** When the employee's work authorization ends (Supplement B is due by then); null: never. */
  reverifyBy: Generated<string | null>;
  /** When I-9 staff were told the reverification is near. */
  reverifyNoticeAt: Generated<Millis | null>;
  /** 90 days after the first day while a receipt stands for a document of Section 2; null: none. */
  receiptDue: Generated<string | null>;
  /** When I-9 staff were told the receipt's follow-up is near. */
  receiptNoticeAt: Generated<Millis | null>;
  /** The edition of the official PDF the form is made on, its current sealed file and how many seals it holds. */
  templateId: Generated<number | null>;
  pdfKey: Generated<string | null>;
  pdfSha256: Generated<string | null>;
  pdfSeals: Generated<number>;
}

/** Every sealed version of a Form I-9's PDF (/verify recognises the portal's own files). */
interface I9SealTable {
  id: Generated<number>;
  formId: number;
  sha256: string;
  createdAt: Millis;
}

/** An edition of the official Form I-9 PDF: its fields and their mapping to the I-9's data elements. */
interface I9TemplateTable {
  id: Generated<number>;
  edition: string;
  expiresOn: string;
  storageKey: string;
  sha256: string;
  pageCount: number;
  /** JSON: [{name, type}] as read from the PDF's form. */
  fields: string;
  /** JSON: {PDF field name: data element} (common/i9-pdf.ts). */
  mapping: string;
  mappingConfirmed: Generated<number>;
  demo: Generated<number>;
  expiryNoticeAt: Generated<Millis | null>;
  createdBy: number | null;
  createdAt: Millis;
  updatedAt: Millis;
}

/** The record of a Form I-9 destroyed after its retention date: the dates, who and when, nothing of the employee. */
interface I9PurgeTable {
  id: Generated<number>;
  formId: number;
  startDate: string;
  endDate: string;
  retentionUntil: string;
  purgedAt: Millis;
  purgedBy: number | null;
  /** How many versions and stored files went with the form. */
  versions: number;
  files: number;
}

/** A rehire on an earlier I-9 (Supplement B): the application it links to the form, and its entry. */
interface I9RehireTable {
  id: Generated<number>;
  formId: number;
  applicationId: number | null;
  rehireDate: string;
  acceptedAt: Millis;
  acceptedBy: number | null;
  completedAt: Millis | null;
  completedBy: number | null;
  /** The version of the form's Supplement B that records it. */
  version: number | null;
}

/** Every version of every part of an I-9: a correction adds one, none is changed. */
interface I9VersionTable {
  id: Generated<number>;
  formId: number;
  part: string;
  version: number;
  /** JSON of the part's values. */
  data: string;
  actorId: number | null;
  reason: string | null;
  lateReason: string | null;
  createdAt: Millis;
  /** null: a part's entry or a correction; 'receipt': the actual document that replaced a receipt. */
  kind: Generated<string | null>;
}

/** A copy (front or back) of a document examined for an I-9: a PDF of our own making in storage. */
interface I9CopyTable {
  id: Generated<number>;
  formId: number;
  document: 'listA' | 'listB' | 'listC' | 'supplementB';
  side: 'front' | 'back';
  storageKey: string;
  sha256: string;
  bytes: number;
  /** What was uploaded: 'pdf', 'png' or 'jpeg'. */
  source: string;
  uploadedBy: number | null;
  uploadedAt: Millis;
  /** When the section recording the document was signed; until then the copy may be removed. */
  signedAt: Millis | null;
}

export interface Database {
  hiringSite: HiringSiteTable;
  i9Form: I9FormTable;
  i9Template: I9TemplateTable;
  i9Seal: I9SealTable;
  i9Version: I9VersionTable;
  i9Copy: I9CopyTable;
  i9Rehire: I9RehireTable;
  i9Purge: I9PurgeTable;
  cmsPage: CmsPageTable;
  cmsPageVersion: CmsPageVersionTable;
  userAccount: UserAccountTable;
  session: SessionTable;
  webhookEndpoint: WebhookEndpointTable;
  webhookDelivery: WebhookDeliveryTable;
  apiKey: ApiKeyTable;
  idempotencyAnswer: IdempotencyAnswerTable;
  authFactor: AuthFactorTable;
  recoveryCode: RecoveryCodeTable;
  passkey: PasskeyTable;
  oidcIdentity: OidcIdentityTable;
  userToken: UserTokenTable;
  outbox: OutboxTable;
  storedFile: StoredFileTable;
  storedFileChunk: StoredFileChunkTable;
  rateLimit: RateLimitTable;
  captchaUse: CaptchaUseTable;
  auditEvent: AuditEventTable;
  documentTemplate: DocumentTemplateTable;
  document: DocumentTable;
  documentEvent: DocumentEventTable;
  esignSession: EsignSessionTable;
  documentSeal: DocumentSealTable;
  sealJob: SealJobTable;
  signingCertificate: SigningCertificateTable;
  esignConsent: EsignConsentTable;
  documentPacket: DocumentPacketTable;
  documentPacketTemplate: DocumentPacketTemplateTable;
  documentReminder: DocumentReminderTable;
  documentDownload: DocumentDownloadTable;
  onboardingSetting: OnboardingSettingTable;
  jobOrder: JobOrderTable;
  jobApplication: JobApplicationTable;
  jobApplicationStatus: JobApplicationStatusTable;
  jobQuestion: JobQuestionTable;
  applicationForm: ApplicationFormTable;
  applicationAnswer: ApplicationAnswerTable;
  applicationNote: ApplicationNoteTable;
  applicationTag: ApplicationTagTable;
  applicant: ApplicantTable;
  applyLinkToken: ApplyLinkTokenTable;
  candidateProfile: CandidateProfileTable;
  skillTag: SkillTagTable;
  candidateSkill: CandidateSkillTable;
  resume: ResumeTable;
  savedJob: SavedJobTable;
  savedSearch: SavedSearchTable;
  selfIdentification: SelfIdentificationTable;
  interview: InterviewTable;
  interviewSlot: InterviewSlotTable;
  mailTemplate: MailTemplateTable;
  contentTranslation: ContentTranslationTable;
  brandSetting: BrandSettingTable;
  brandImage: BrandImageTable;
}
