/** What the candidate sees: their interviews to come, the mailed invitation, a booked one's calendar file. */
import { type CandidateInterview, INTERVIEW_MESSAGES as M } from '../../../common/interviews';
import type { InterviewRow } from './interviews.repository';
import { byToken, candidateViews, conflict, type InterviewsDeps, own } from './interviews.shared';

/** GET /api/me/interviews: the candidate's interviews to come. */
export async function myInterviews(deps: InterviewsDeps, userId: number): Promise<CandidateInterview[]> {
  return candidateViews(deps, await deps.repo.openForUser(userId));
}

/** GET /api/interview-invitations?token: what the mailed link offers (no sign-in needed). */
export async function invitation(deps: InterviewsDeps, tokenInput: unknown): Promise<CandidateInterview> {
  return (await candidateViews(deps, [await byToken(deps, tokenInput)]))[0]!;
}

/** A booked interview's calendar file for the candidate's download. */
async function calendarFile(deps: InterviewsDeps, row: InterviewRow): Promise<string> {
  const slot = (await deps.repo.slots([row.id])).find((s) => s.id === row.chosenSlotId);
  if (row.status !== 'scheduled' || !slot) throw conflict(M.notBooked);
  return deps.mails.calendarFile(row, slot, deps.clock());
}

/** GET /api/me/interviews/{id}/calendar.ics */
export async function myCalendarFile(deps: InterviewsDeps, userId: number, idInput: unknown): Promise<string> {
  return calendarFile(deps, await own(deps, userId, idInput));
}

/** GET /api/interview-invitations/calendar.ics?token */
export async function calendarFileByToken(deps: InterviewsDeps, tokenInput: unknown): Promise<string> {
  return calendarFile(deps, await byToken(deps, tokenInput));
}
