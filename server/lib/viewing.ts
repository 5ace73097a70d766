/**
 * View as candidate (docs/architecture.md §5, the session user's `ghost` flag): a staff member sees the portal as a candidate and may
 * change nothing of theirs. Routes refuse first (server/http/view-as.ts); every service that changes
 * a candidate's data or hands it out refuses again with this, so a route cannot forget the rule.
 * Each refusal is audited with the staff member as the actor.
 */
import { CANDIDATE_ADMIN_MESSAGES as M, VIEW_AS_ACTIONS, type ViewAsRefusal } from '../../common/staff-candidates';
import { AppError, ErrorCode } from '../errors';
import type { AuditLog } from './audit';
import type { RequestInfo } from './request-info';

/** Throws (after auditing) when `info` comes from a staff member viewing as a candidate; else nothing. */
export async function refuseWhileViewing(
  audit: AuditLog,
  info: RequestInfo,
  what: ViewAsRefusal,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const viewing = info.viewing;
  if (!viewing) return;
  await audit.record({
    action: VIEW_AS_ACTIONS.refused,
    userId: viewing.candidateId,
    actorId: viewing.actorId,
    detail: { refused: what, ...detail },
    ip: info.ip,
    userAgent: info.userAgent,
  });
  // Its own code (403): the client says, in one place, what was blocked and why.
  throw new AppError(ErrorCode.VIEWING_AS_CANDIDATE, M.viewAsRefused(what), { refused: what });
}

/**
 * A candidate's file handed to a staff member viewing as them (after step-up): audited with the
 * staff member as the actor, so "who saw this file" has an answer. Nothing for the candidate's own.
 */
export async function auditViewedFile(
  audit: AuditLog,
  info: RequestInfo,
  file: 'document' | 'resume',
  detail: Record<string, unknown> = {},
): Promise<void> {
  const viewing = info.viewing;
  if (!viewing) return;
  await audit.record({
    action: VIEW_AS_ACTIONS.downloaded,
    userId: viewing.candidateId,
    actorId: viewing.actorId,
    detail: { file, ...detail },
    ip: info.ip,
    userAgent: info.userAgent,
  });
}

/**
 * A view ended, by its End button or by Log out (which, while viewing, ends the view and keeps the
 * staff member signed in): audited with how long it lasted; answers where the console resumes.
 */
export async function recordViewEnded(
  audit: AuditLog,
  view: { candidateId: number; actorId: number; startedAt: number },
  by: 'end' | 'logout',
  now: number,
  info: Pick<RequestInfo, 'ip' | 'userAgent'>,
): Promise<{ returnTo: string }> {
  await audit.record({
    action: VIEW_AS_ACTIONS.ended,
    userId: view.candidateId,
    actorId: view.actorId,
    detail: { by, seconds: Math.round((now - view.startedAt) / 1000) },
    ip: info.ip,
    userAgent: info.userAgent,
  });
  return { returnTo: `/admin/candidates/${view.candidateId}` };
}
