/** The account's sessions: listing them, ending one, ending all but this one. */
import { MFA_MESSAGES, type SessionInfo, SIGN_IN_METHODS, type SignInMethod } from '../../../common/mfa';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { publicSessionId } from '../../lib/tokens';
import { describeDevice, deviceLabel } from './device';
import { placeOf } from './place';
import type { MfaDeps } from './mfa.shared';

/** How a stored session signed in (its data as the session store keeps it), if it says. */
function methodOf(data: string): SignInMethod | null {
  try {
    const method = (JSON.parse(data) as { client?: { method?: unknown } }).client?.method;
    return typeof method === 'string' && method in SIGN_IN_METHODS ? (method as SignInMethod) : null;
  } catch {
    return null;
  }
}

/** The account's live sessions, the asking one marked. */
export async function listSessions(deps: MfaDeps, userId: number, currentSid: string): Promise<SessionInfo[]> {
  const rows = await deps.repo.liveSessions(userId, deps.clock());
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return rows
    .map((row) => ({
      id: publicSessionId(row.sid),
      method: methodOf(row.data),
      device: deviceLabel(row.userAgent),
      // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
      ip: row.ip?.replace(/^::ffff:(?=\d+\.)/, '') ?? null,
      place: placeOf(row.ip),
      signedInAt: iso(row.createdAt),
      lastSeenAt: new Date(Number(row.expiresAt) - deps.sessionIdleMs).toISOString(),
      current: row.sid === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of the account's other sessions: its browser is signed out at its next request. */
export async function endSession(
  deps: MfaDeps,
  userId: number,
  id: string,
  currentSid: string,
  info: RequestInfo,
): Promise<void> {
  const { repo, clock, audit } = deps;
  await refuseWhileViewing(audit, info, 'other');
  const rows = await repo.liveSessions(userId, clock());
  const target = rows.find((row) => publicSessionId(row.sid) === id);
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, MFA_MESSAGES.sessionNotFound);
  // This browser signs out with Log out (which also clears its cookie).
  if (target.sid === currentSid) throw new AppError(ErrorCode.BAD_REQUEST, MFA_MESSAGES.useLogout);
  await repo.deleteSessions(userId, [target.sid]);
  await audit.record({
    action: 'session.ended',
    userId,
    detail: { device: describeDevice(target.userAgent) },
    ...info,
  });
}

export async function endOtherSessions(
  deps: MfaDeps,
  userId: number,
  currentSid: string,
  info: RequestInfo,
): Promise<number> {
  const { repo, clock, audit } = deps;
  await refuseWhileViewing(audit, info, 'other');
  const rows = await repo.liveSessions(userId, clock());
  const ended = await repo.deleteSessions(
    userId,
    rows.filter((row) => row.sid !== currentSid).map((row) => row.sid),
  );
  await audit.record({ action: 'session.ended_others', userId, detail: { ended }, ...info });
  return ended;
}
