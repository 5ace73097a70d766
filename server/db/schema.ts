/**
 * Row types of the database, in the camelCase the CamelCasePlugin maps to snake_case columns.
 * Past 300 lines because it is one interface per table: the whole schema in one place.
 */
import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds (bigint in PostgreSQL, integer in SQLite). Flags are 0/1. */
export type Millis = number;
export type Flag = 0 | 1;

export interface CmsPageTable {
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
export interface CmsPageVersionTable {
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

export interface UserAccountTable {
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
}

export interface SessionTable {
  sid: string;
  userId: number | null;
  data: string;
  expiresAt: Millis;
}

export type TokenKind = 'confirm_email' | 'reset_password';

export interface UserTokenTable {
  id: Generated<number>;
  userId: number;
  kind: TokenKind;
  tokenHash: string;
  expiresAt: Millis;
  usedAt: Millis | null;
  createdAt: Millis;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
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

export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: Millis;
}

export interface CaptchaUseTable {
  key: string;
  expiresAt: Millis;
}

export interface AuditEventTable {
  id: Generated<number>;
  userId: number | null;
  actorId: number | null;
  action: string;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Millis;
}

export type DocumentDelivery = 'manual' | 'electronic';

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
  /** 1: an uploaded signed copy waits for staff to approve or reject it (hard copies by default). */
  reviewUploads: Generated<Flag>;
  /** 1: an informational (INFO) document asks the candidate to acknowledge having read it. */
  acknowledge: Generated<Flag>;
}

export interface DocumentPacketTable {
  id: Generated<number>;
  name: string;
  createdAt: Millis;
}

export interface DocumentPacketTemplateTable {
  packetId: number;
  templateId: number;
  position: number;
}

export interface DocumentReminderTable {
  id: Generated<number>;
  documentId: number;
  /** before, due or after (common/onboarding.ts REMINDER_KINDS). */
  kind: string;
  /** The due date this reminder was for (an extension starts a fresh set). */
  dueAt: Millis;
  sentAt: Millis;
}

export interface OnboardingSettingTable {
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
  /** The provider's status (SPEC §3 docusignStatus): sent, delivered, completed, declined. */
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
export interface DocumentSealTable {
  id: Generated<number>;
  documentId: number;
  sha256: string;
  /** sealed, timestamped or countersigned. */
  stage: string;
  createdAt: Millis;
}

/** Work on a sealed document that waits for an outside service (a time-stamp), retried with backoff. */
export interface SealJobTable {
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
export interface SigningCertificateTable {
  fingerprint: string;
  /** embedded-root, embedded-seal or p12. */
  kind: string;
  subject: string;
  pem: string;
  notAfter: Millis;
  createdAt: Millis;
}

/** ESIGN Act consent (15 U.S.C. 7001(c)): which disclosure, when and from where; and its withdrawal. */
export interface EsignConsentTable {
  id: Generated<number>;
  userId: number;
  disclosureVersion: string;
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

export interface EsignSessionTable {
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
  /** The ESIGN disclosure version the signer consented under. */
  disclosureVersion: string | null;
}

export interface JobOrderTable {
  id: Generated<number>;
  title: string;
  /** Sanitized HTML (ARCHITECTURE §5). */
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
}

export interface JobApplicationTable {
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

/** Every status an application has had: who changed it and when. */
export interface JobApplicationStatusTable {
  id: Generated<number>;
  applicationId: number;
  status: string;
  /** The candidate or a staff member; null for an operator's command. */
  changedBy: number | null;
  changedAt: Millis;
}

export interface ApplicantTable {
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

export interface ApplyLinkTokenTable {
  id: Generated<number>;
  tokenHash: string;
  applicantId: number;
  expiresAt: Millis;
  usedAt: Millis | null;
  createdAt: Millis;
}

/** The candidate record (SPEC §3) beside the account's name and email. */
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

export interface SkillTagTable {
  id: Generated<number>;
  name: string;
  /** Lower-case name: one tag per name whatever its case. */
  nameKey: string;
  createdAt: Millis;
}

export interface CandidateSkillTable {
  userId: number;
  skillTagId: number;
  monthsUsed: number;
  /** The order the candidate listed the skill in. */
  position: number;
}

export type ResumeMediaType = 'pdf' | 'docx';

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

export interface SavedJobTable {
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

export type InterviewStatusValue = 'proposed' | 'scheduled' | 'cancelled';

export interface InterviewTable {
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

export interface Database {
  cmsPage: CmsPageTable;
  cmsPageVersion: CmsPageVersionTable;
  userAccount: UserAccountTable;
  session: SessionTable;
  userToken: UserTokenTable;
  outbox: OutboxTable;
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
  onboardingSetting: OnboardingSettingTable;
  jobOrder: JobOrderTable;
  jobApplication: JobApplicationTable;
  jobApplicationStatus: JobApplicationStatusTable;
  applicant: ApplicantTable;
  applyLinkToken: ApplyLinkTokenTable;
  candidateProfile: CandidateProfileTable;
  skillTag: SkillTagTable;
  candidateSkill: CandidateSkillTable;
  resume: ResumeTable;
  savedJob: SavedJobTable;
  savedSearch: SavedSearchTable;
  interview: InterviewTable;
  interviewSlot: InterviewSlotTable;
  mailTemplate: MailTemplateTable;
}
