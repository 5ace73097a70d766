/**
 * Interviews: staff propose 1–5 times for an application; the candidate chooses one from the mailed
 * link or their dashboard, which books it (status Interview) and sends both people a calendar
 * invitation; staff move or cancel it (updated invitations, same UID); a reminder goes 24 h before,
 * once. Every step is audited. No HTTP here; the candidate's answers carry no staff-only field.
 * Each use case is a function of its own file; this binds them to the service's deps. The views,
 * the token and ownership checks they share are in interviews.shared.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import { cancelInterview, closeForApplication } from './cancel-interview';
import { calendarFileByToken, invitation, myCalendarFile, myInterviews } from './candidate-interviews';
import { runDueReminders } from './interview-reminders';
import type { InterviewsDeps } from './interviews.shared';
import { pickAsCandidate, pickByToken } from './pick-interview';
import { proposeInterview } from './propose-interview';
import { rescheduleInterview } from './reschedule-interview';
import { interviewsForApplication, latestInterviews } from './staff-interviews';

export { INTERVIEW_CLOSED_STATUSES, type InterviewsDeps } from './interviews.shared';

export function createInterviewsService(deps: InterviewsDeps) {
  return {
    propose: (applicationInput: unknown, body: unknown, actorId: number) =>
      proposeInterview(deps, applicationInput, body, actorId),
    forApplication: (applicationInput: unknown) => interviewsForApplication(deps, applicationInput),
    latestFor: (applicationIds: number[]) => latestInterviews(deps, applicationIds),
    reschedule: (idInput: unknown, body: unknown, actorId: number) => rescheduleInterview(deps, idInput, body, actorId),
    cancel: (idInput: unknown, actorId: number) => cancelInterview(deps, idInput, actorId),
    closeForApplication: (trx: Kysely<Database>, applicationId: number, actorId: number | null) =>
      closeForApplication(deps, trx, applicationId, actorId),
    mine: (userId: number) => myInterviews(deps, userId),
    pickAsCandidate: (userId: number, idInput: unknown, body: unknown, info: RequestInfo) =>
      pickAsCandidate(deps, userId, idInput, body, info),
    myCalendarFile: (userId: number, idInput: unknown) => myCalendarFile(deps, userId, idInput),
    calendarFileByToken: (tokenInput: unknown) => calendarFileByToken(deps, tokenInput),
    invitation: (tokenInput: unknown) => invitation(deps, tokenInput),
    pickByToken: (body: unknown, info: RequestInfo) => pickByToken(deps, body, info),
    runDueReminders: () => runDueReminders(deps),
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
