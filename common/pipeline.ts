/**
 * The pipeline board's API contract (/api/staff/jobs/{id}/board, notes, tags, bulk moves and
 * mail): types, limits and the messages both sides show. Notes and tags are staff-only.
 */
import type { ApplicationStatus } from './applications';
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

export const PIPELINE_MESSAGES = {
  invalidFilters: 'The board’s filters are not valid.',
  tagInvalid: `A tag has 1 to ${PIPELINE_LIMITS.tagLength} characters: letters, digits, spaces and - _ . + #, starting with a letter or digit.`,
  tooManyTags: `An application can carry at most ${PIPELINE_LIMITS.tagsPerApplication} tags.`,
  tagNotFound: 'This application does not carry that tag.',
  noteRequired: 'Write the note first.',
  noteTooLong: `A note can be at most ${PIPELINE_LIMITS.noteLength.toLocaleString('en-US')} characters.`,
  tooManyNotes: `An application can have at most ${PIPELINE_LIMITS.notesPerApplication} notes.`,
  noteNotFound: 'Note not found.',
  notYourNote: 'Only the note’s author can delete it.',
  afterInvalid: 'Enter the date as YYYY-MM-DD.',
  knockedOutInvalid: 'The knocked-out filter is 1 or left out.',
  questionTooLong: `A question is at most ${PIPELINE_LIMITS.questionFilterLength} characters.`,
  answerTooLong: `An answer is at most ${PIPELINE_LIMITS.answerFilterLength} characters.`,
  answerWithoutQuestion: 'Choose the question the answer belongs to.',
  nameTooLong: `The name filter can be at most ${PIPELINE_LIMITS.nameFilterLength} characters.`,
  selectionRequired: 'Select at least one application.',
  selectionTooLarge: `Select at most ${PIPELINE_LIMITS.bulk} applications at a time.`,
  selectionInvalid: 'The selection must be a list of application ids.',
  subjectRequired: 'Write the subject.',
  subjectTooLong: `The subject can be at most ${PIPELINE_LIMITS.subjectLength} characters.`,
  subjectOneLine: 'The subject must fit on one line.',
  bodyRequired: 'Write the message.',
  bodyTooLong: `The message can be at most ${PIPELINE_LIMITS.mailBodyLength.toLocaleString('en-US')} characters.`,
  notInJob: 'Application not found on this job.',
  invalidForm: 'Please correct the fields marked below.',
} as const;

/** A tag as stored: trimmed, inner spaces collapsed; null when it breaks the rule above. */
export function normalTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().replace(/\s+/g, ' ');
  if (tag.length < 1 || tag.length > PIPELINE_LIMITS.tagLength) return null;
  return /^[\p{L}\p{N}][\p{L}\p{N} _.+#-]*$/u.test(tag) ? tag : null;
}
