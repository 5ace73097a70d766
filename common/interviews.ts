/**
 * Interviews: staff propose 1–5 slots for an application, the candidate picks one, staff may
 * reschedule or cancel. Shared by the SPA and the server; staff-only fields live only in the
 * Staff* types, which the candidate's calls never answer with.
 */
import { applicationStatusLabel } from './applications';
import { i18n, translatable } from './i18n';

export const MAX_SLOTS = 5;
export const MIN_LENGTH_MINUTES = 15;
export const MAX_LENGTH_MINUTES = 480;
/** A slot may be proposed up to a year ahead. */
export const MAX_DAYS_AHEAD = 366;
/** When the reminder goes out: this long before the interview starts. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;

type InterviewStatus = 'proposed' | 'scheduled' | 'cancelled';

/** One proposed time as staff type it: a wall-clock date and time in a named time zone. */
export interface SlotInput {
  date: string;
  time: string;
  lengthMinutes: number;
  timeZone: string;
  location?: string;
  videoUrl?: string;
}

export interface InterviewSlot {
  id: number;
  /** ISO 8601, UTC. */
  startsAt: string;
  lengthMinutes: number;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
  /** The start written in the slot's own time zone, e.g. "Dec 3, 2026 2:00pm Central Time". */
  label: string;
}

/** What the candidate sees (their dashboard and the mailed link). */
export interface CandidateInterview {
  id: number;
  applicationId: number;
  jobTitle: string;
  company: string;
  status: InterviewStatus;
  slots: InterviewSlot[];
  /** The chosen slot once scheduled. */
  chosen: InterviewSlot | null;
}

/** What staff see: the candidate's view plus who proposed it and the internal note. */
export interface StaffInterview extends CandidateInterview {
  candidateName: string;
  proposedBy: string;
  /** Staff-only: never sent to the candidate. */
  note: string | null;
  sequence: number;
}

/** An application's interviews for staff, newest first, and the job's zone new times default to. */
export interface StaffInterviews {
  /** The job's zone (IANA): chosen on the job form, else where the job is, else DEFAULT_TIME_ZONE. */
  timeZone: string;
  interviews: StaffInterview[];
}

export const INTERVIEW_MESSAGES = /* @__PURE__ */ translatable({
  invalidForm: /*i18n*/ { id: 'Some interview details are not valid.' },
  notFound: /*i18n*/ { id: 'Interview not found.' },
  applicationNotFound: /*i18n*/ { id: 'Application not found.' },
  slotsRequired: /*i18n*/ { id: 'Propose at least one time.' },
  tooManySlots: /*i18n*/ { id: 'Propose at most {max} times.', values: { max: MAX_SLOTS } },
  dateInvalid: /*i18n*/ { id: 'Enter the date as YYYY-MM-DD.' },
  timeInvalid: /*i18n*/ { id: 'Enter a time such as 9:30 AM.' },
  lengthInvalid: /*i18n*/ {
    id: 'The length must be between {min} and {max} minutes.',
    values: { min: MIN_LENGTH_MINUTES, max: MAX_LENGTH_MINUTES },
  },
  timeZoneInvalid: /*i18n*/ { id: 'Choose a time zone from the list.' },
  notFuture: /*i18n*/ { id: 'The interview must start in the future.' },
  tooFar: /*i18n*/ { id: 'The interview must be within {days} days.', values: { days: MAX_DAYS_AHEAD } },
  placeRequired: /*i18n*/ { id: 'Give a place or a video link.' },
  httpsOnly: /*i18n*/ { id: 'A video link must start with https://.' },
  placeTooLong: /*i18n*/ { id: 'The place can be at most 200 characters.' },
  duplicateSlots: /*i18n*/ { id: 'Two proposed times are the same.' },
  noteTooLong: /*i18n*/ { id: 'The note can be at most 1000 characters.' },
  alreadyOpen: /*i18n*/ { id: 'This application already has an interview. Reschedule or cancel it first.' },
  applicationClosed: (status: string) =>
    i18n._('No interview can be proposed while the application is {status}.', {
      status: applicationStatusLabel(status),
    }),
  alreadyChosen: /*i18n*/ { id: 'A time has already been chosen for this interview.' },
  cancelled: /*i18n*/ { id: 'This interview was cancelled.' },
  notScheduled: /*i18n*/ { id: 'Only a scheduled interview can be rescheduled.' },
  slotNotFound: /*i18n*/ { id: 'That time is not one of the proposed times.' },
  slotPast: /*i18n*/ { id: 'That time has already passed. Choose a later one.' },
  linkInvalid: /*i18n*/ { id: 'This interview link is not valid or has expired.' },
  chosenNotice: /*i18n*/ { id: 'Your interview is booked. A calendar invitation is on its way by mail.' },
  /** The link opened again once a time is chosen: the mail went long ago. */
  bookedNotice: /*i18n*/ { id: 'Your interview is booked. The calendar invitation was sent to you by mail.' },
  notBooked: /*i18n*/ { id: 'Only a booked interview can be added to a calendar.' },
});

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}
