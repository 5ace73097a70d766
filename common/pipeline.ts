/**
 * The pipeline board's API contract (/api/staff/jobs/{id}/board, notes, tags, bulk moves and
 * mail): types, limits and the messages both sides show. Notes and tags are staff-only.
 */
import type { ApplicationStatus } from './applications';
import { translatable } from './i18n';
import { formatCount } from './numbers';
import type { StaffApplicantChange, StaffJobSummary } from './staff';

export const PIPELINE_LIMITS = {
  /** Applications one bulk move or bulk mail may name. */
  bulk: 50,
  noteLength: 2000,
  notesPerApplication: 200,
  tagLength: 30,
  tagsPerApplication: 10,
  subjectLength: 150,
  mailBodyLength: 5000,
  nameFilterLength: 100,
  questionFilterLength: 300,
  answerFilterLength: 300,
} as const;

/** GET /api/staff/jobs/{id}/board query; each filter is optional (the address carries them). */
export interface BoardQuery {
  /** A tag the application carries (any case). */
  tag?: string;
  /** Applied on or after this day (YYYY-MM-DD, UTC). */
  after?: string;
  /** Words of the candidate's name. */
  q?: string;
  /** '1': only applications a screening question's answer knocked out. */
  knockedOut?: string;
  /** A screening question's text: only applications that answered it. */
  question?: string;
  /** With question: only those whose answer is this choice (or, for typed answers, contains it). */
  answer?: string;
}

/** A screening question the job's applications answered, for the "answered" filter. */
export interface BoardQuestion {
  text: string;
  /** The choices a candidate had; empty for typed answers (numbers, text). */
  options: string[];
}

export interface BoardCard {
  applicationId: number;
  candidateId: number;
  candidateName: string;
  /** ISO 8601. */
  appliedAt: string;
  status: ApplicationStatus;
  /** The candidate deleted their account: the card offers no action. */
  accountDeleted: boolean;
  /** The résumé sent with the application (GET /api/staff/applications/{id}/resume). */
  resume: { fileName: string } | null;
  tags: string[];
  noteCount: number;
  history: StaffApplicantChange[];
}

export interface Board {
  job: StaffJobSummary;
  /** The cards the filters keep, oldest application first. */
  cards: BoardCard[];
  /** Applications of the job before filtering. */
  total: number;
  /** Every tag used on this job's applications, for the tag filter. */
  tags: string[];
  /** The screening questions the job's applications answered, for the answer filter. */
  questions: BoardQuestion[];
}

export interface ApplicationNote {
  id: number;
  /** The author's name, or null once their account is gone. */
  author: string | null;
  /** ISO 8601. */
  createdAt: string;
  text: string;
  /** Written by the staff member asking (only they may delete it). */
  mine: boolean;
}

/** POST /api/staff/jobs/{id}/board/move */
export interface BulkMoveInput {
  applicationIds: number[];
  status: ApplicationStatus;
  sendMail?: boolean;
}

/** POST /api/staff/jobs/{id}/board/mail */
export interface BulkMailInput {
  applicationIds: number[];
  subject: string;
  body: string;
}

/** One application's outcome in a bulk call. */
export type BulkItemResult =
  | { applicationId: number; ok: true; status?: ApplicationStatus; mailSent?: boolean }
  | { applicationId: number; ok: false; error: string };

export interface BulkResult {
  results: BulkItemResult[];
  /** How many succeeded. */
  done: number;
}

export const PIPELINE_MESSAGES = /* @__PURE__ */ translatable({
  invalidFilters: /*i18n*/ { id: 'The board’s filters are not valid.' },
  tagInvalid: /*i18n*/ {
    id: 'A tag has 1 to {max} characters: letters, digits, spaces and - _ . + #, starting with a letter or digit.',
    values: { max: PIPELINE_LIMITS.tagLength },
  },
  tooManyTags: /*i18n*/ {
    id: 'An application can carry at most {max} tags.',
    values: { max: PIPELINE_LIMITS.tagsPerApplication },
  },
  tagNotFound: /*i18n*/ { id: 'This application does not carry that tag.' },
  noteRequired: /*i18n*/ { id: 'Write the note first.' },
  noteTooLong: /*i18n*/ {
    id: 'A note can be at most {max} characters.',
    values: { max: formatCount(PIPELINE_LIMITS.noteLength) },
  },
  tooManyNotes: /*i18n*/ {
    id: 'An application can have at most {max} notes.',
    values: { max: PIPELINE_LIMITS.notesPerApplication },
  },
  noteNotFound: /*i18n*/ { id: 'Note not found.' },
  notYourNote: /*i18n*/ { id: 'Only the note’s author can delete it.' },
  afterInvalid: /*i18n*/ { id: 'Enter the date as YYYY-MM-DD.' },
  knockedOutInvalid: /*i18n*/ { id: 'The knocked-out filter is 1 or left out.' },
  questionTooLong: /*i18n*/ {
    id: 'A question is at most {max} characters.',
    values: { max: PIPELINE_LIMITS.questionFilterLength },
  },
  answerTooLong: /*i18n*/ {
    id: 'An answer is at most {max} characters.',
    values: { max: PIPELINE_LIMITS.answerFilterLength },
  },
  answerWithoutQuestion: /*i18n*/ { id: 'Choose the question the answer belongs to.' },
  nameTooLong: /*i18n*/ {
    id: 'The name filter can be at most {max} characters.',
    values: { max: PIPELINE_LIMITS.nameFilterLength },
  },
  selectionRequired: /*i18n*/ { id: 'Select at least one application.' },
  selectionTooLarge: /*i18n*/ {
    id: 'Select at most {max} applications at a time.',
    values: { max: PIPELINE_LIMITS.bulk },
  },
  selectionInvalid: /*i18n*/ { id: 'The selection must be a list of application ids.' },
  subjectRequired: /*i18n*/ { id: 'Write the subject.' },
  subjectTooLong: /*i18n*/ {
    id: 'The subject can be at most {max} characters.',
    values: { max: PIPELINE_LIMITS.subjectLength },
  },
  subjectOneLine: /*i18n*/ { id: 'The subject must fit on one line.' },
  bodyRequired: /*i18n*/ { id: 'Write the message.' },
  bodyTooLong: /*i18n*/ {
    id: 'The message can be at most {max} characters.',
    values: { max: formatCount(PIPELINE_LIMITS.mailBodyLength) },
  },
  notInJob: /*i18n*/ { id: 'Application not found on this job.' },
  invalidForm: /*i18n*/ { id: 'Please correct the fields marked below.' },
});

/** A tag as stored: trimmed, inner spaces collapsed; null when it breaks the rule above. */
export function normalTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().replace(/\s+/g, ' ');
  if (tag.length < 1 || tag.length > PIPELINE_LIMITS.tagLength) return null;
  return /^[\p{L}\p{N}][\p{L}\p{N} _.+#-]*$/u.test(tag) ? tag : null;
}
