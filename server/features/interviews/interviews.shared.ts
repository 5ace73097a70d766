/**
 * What the interview use cases share: the service's deps, the statuses that close an
 * application to interviews, the candidate's and staff's views of an interview, and the token and
 * ownership checks (see interviews.service.ts).
 */
import { type CandidateInterview, INTERVIEW_MESSAGES as M, type StaffInterview } from '../../../common/interviews';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import { sha256Hex } from '../../lib/tokens';
import type { InterviewMails } from './interview-mails';
import { slotView } from './slots';
import type { InterviewRow, InterviewsRepository } from './interviews.repository';

export interface InterviewsDeps {
  db: Db;
  repo: InterviewsRepository;
  mails: InterviewMails;
  clock: Clock;
  audit: AuditLog;
  /** The applications feature's: the application a proposal is for, and moving it to Interview. */
  application: (
    id: number,
  ) => Promise<{ id: number; userId: number; status: string; accountDeletedAt: number | null } | null>;
  moveToInterview: (applicationId: number, actorId: number) => Promise<void>;
  /** The zone of the application's job, the one its interview times are proposed in by default. */
  jobTimeZone: (applicationId: number) => Promise<string>;
  mailQueued: () => void;
}

/** No interview can be proposed once the application is decided. */
export const INTERVIEW_CLOSED_STATUSES: readonly string[] = ['Withdrawn', 'Not selected', 'Placed'];

export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.notFound);
const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

export async function candidateViews(deps: InterviewsDeps, rows: InterviewRow[]): Promise<CandidateInterview[]> {
  const { repo, clock } = deps;
  const slots = await repo.slots(rows.map((r) => r.id));
  return rows.map((row) => {
    const own = slots.filter((s) => s.interviewId === row.id);
    const chosen = own.find((s) => s.id === row.chosenSlotId);
    return {
      id: row.id,
      applicationId: row.applicationId,
      jobTitle: row.jobTitle,
      company: row.company,
      status: row.status,
      // Proposed: the times to choose from; later only the chosen one matters.
      slots: row.status === 'proposed' ? own.filter((s) => s.startsAt > clock()).map(slotView) : [],
      chosen: chosen ? slotView(chosen) : null,
    };
  });
}

export async function staffViews(deps: InterviewsDeps, rows: InterviewRow[]): Promise<StaffInterview[]> {
  const views = await candidateViews(deps, rows);
  return views.map((view, i) => {
    const row = rows[i]!;
    return {
      ...view,
      candidateName: fullName(row.candidateFirstName, row.candidateLastName),
      proposedBy: fullName(row.staffFirstName, row.staffLastName),
      note: row.note,
      sequence: row.sequence,
    };
  });
}

export async function staffOne(deps: InterviewsDeps, id: number): Promise<StaffInterview> {
  const row = await deps.repo.find(id);
  if (!row) throw notFound();
  return (await staffViews(deps, [row]))[0]!;
}

export async function byToken(deps: InterviewsDeps, tokenInput: unknown): Promise<InterviewRow> {
  const { repo, clock } = deps;
  const token = typeof tokenInput === 'string' ? tokenInput.trim() : '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError(ErrorCode.NOT_FOUND, M.linkInvalid);
  const row = await repo.findByTokenHash(sha256Hex(token));
  if (!row || (row.status === 'proposed' && row.tokenExpiresAt <= clock()))
    throw new AppError(ErrorCode.NOT_FOUND, M.linkInvalid);
  return row;
}

/** The candidate's own interview by id; anyone else's is answered like a missing one. */
export async function own(deps: InterviewsDeps, userId: number, idInput: unknown): Promise<InterviewRow> {
  const row = await deps.repo.find(idOrNotFound(idInput, M.notFound));
  if (!row || row.userId !== userId) throw notFound();
  return row;
}
