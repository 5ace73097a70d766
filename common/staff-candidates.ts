/**
 * The staff console's candidates, invitations, view-as-candidate and audit log (/api/staff/…):
 * types, constants and the messages both sides show.
 */
import type { Application } from './applications';
import type { DocumentSummary } from './documents';
import type { CandidateRecord } from './candidates';
import { i18n, translatable } from './i18n';
import { VIEW_AS_REFUSED, type ViewAsRefusal } from './view-as-refusals';

export { VIEW_AS_REFUSED, type ViewAsRefusal };

export const CANDIDATE_SORTS = ['name', 'email', 'zip', 'joined'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
export const CANDIDATES_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
/** At most this many addresses in one invitation. */
export const MAX_INVITES = 50;

/** GET /api/staff/candidates query: every given filter must match. */
export interface CandidateQuery {
  name?: string;
  email?: string;
  skill?: string;
  zip?: string;
  sort?: CandidateSort;
  dir?: 'asc' | 'desc';
  page?: number;
}

export interface CandidateSummary {
  id: number;
  name: string;
  email: string;
  zipCode: string | null;
  skills: string[];
  /** ISO 8601. */
  joined: string;
  emailConfirmed: boolean;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

interface CandidateDocument extends DocumentSummary {
  events: { event: string; source: string; at: string }[];
}

interface CandidateMail {
  subject: string;
  status: string;
  /** ISO 8601: when it was written to the outbox, and when the SMTP server took it. */
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/staff/candidates/{id} */
export interface CandidateDetail {
  id: number;
  email: string;
  emailConfirmed: boolean;
  /** ISO 8601. */
  joined: string;
  record: CandidateRecord;
  resume: { fileName: string; uploadedAt: string } | null;
  applications: Application[];
  documents: CandidateDocument[];
  mails: CandidateMail[];
}

/** POST /api/staff/jobs/{id}/invitations */
export interface InviteInput {
  /**
   * One person per line (or between commas or semicolons): the address, then the name a new
   * account gets, e.g. "ana.diaz@example.com Ana Diaz". Existing accounts keep their names.
   */
  emails: string;
  /** With a single address only: the new account's name (optional). */
  firstName?: string;
  lastName?: string;
}

export interface InviteResult {
  invited: { email: string; newAccount: boolean }[];
  refused: { email: string; reason: string }[];
  /** Addresses whose invitation to this job is still open: not mailed again. */
  alreadyInvited: string[];
}

type InvitationState = 'used' | 'open' | 'expired';

export interface Invitation {
  id: number;
  email: string;
  candidateName: string;
  invitedBy: string | null;
  /** ISO 8601. */
  invitedAt: string;
  state: InvitationState;
  usedAt: string | null;
  /** The candidate applied for the job, by this link or otherwise. */
  applied: boolean;
}

/** GET /api/staff/audit query. */
export interface AuditQuery {
  actor?: string;
  candidate?: string;
  action?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  page?: number;
}

export interface AuditRow {
  id: number;
  /** ISO 8601. */
  at: string;
  action: string;
  actor: { id: number; name: string } | null;
  /** Whom the entry is about; only a candidate has a page in the console. */
  user: { id: number; name: string; candidate: boolean } | null;
  detail: string | null;
  ip: string | null;
}

/** The page globals' view-as-candidate state: the banner's text and where End returns to. */
export interface ViewAsState {
  candidateId: number;
  candidateName: string;
}

/** What the audit log records about a view-as-candidate session. */
export const VIEW_AS_ACTIONS = {
  started: 'view-as.started',
  refused: 'view-as.refused',
  ended: 'view-as.ended',
  /** A candidate's document or résumé downloaded while viewing as them. */
  downloaded: 'view-as.downloaded',
} as const;

export const CANDIDATE_ADMIN_MESSAGES = /* @__PURE__ */ translatable({
  notFound: /*i18n*/ { id: 'Candidate not found.' },
  invalidQuery: /*i18n*/ { id: 'The filters of the list are not valid.' },
  notCandidate: /*i18n*/ { id: 'Only a candidate account can be viewed as a candidate.' },
  notViewing: /*i18n*/ { id: 'You are not viewing the portal as a candidate.' },
  noResume: /*i18n*/ { id: 'This candidate has no résumé.' },
  emailsRequired: /*i18n*/ { id: 'Enter at least one email address.' },
  tooManyEmails: /*i18n*/ { id: 'Invite at most {max} addresses at once.', values: { max: MAX_INVITES } },
  emailInvalid: /*i18n*/ { id: 'Not an email address.' },
  nameTooLong: /*i18n*/ { id: 'A name can be at most 100 characters.' },
  firstNameForNew: /*i18n*/ {
    id: 'No account has this address: write the person’s first and last name after it to create one.',
  },
  namesForOne: /*i18n*/ {
    id: 'The name fields go with a single address: for several people, write each name after its address, one person per line.',
  },
  notCandidateAccount: /*i18n*/ { id: 'This address belongs to a staff account.' },
  deletedAccount: /*i18n*/ { id: 'This account was deleted.' },
  viewAsRefused: (what: ViewAsRefusal) =>
    i18n._('{what} is not allowed while viewing as a candidate. End the view to return to the console.', {
      what: VIEW_AS_REFUSED[what],
    }),
  invalidDate: /*i18n*/ { id: 'Enter dates as YYYY-MM-DD.' },
});
