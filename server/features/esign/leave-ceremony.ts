/** The signer leaves a ceremony unsigned: declines, cancels, or the page's timer runs out. */
import { DECLINE_REASON_MAX } from '../../../common/esign';
import { type CeremonyOutcome, ceremony, end, type EsignDeps, type RequestInfo } from './ceremony';

/** The signer declines, optionally saying why (staff read it beside the document). */
export async function declineCeremony(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
  reason?: unknown,
): Promise<CeremonyOutcome> {
  const said = typeof reason === 'string' ? reason.trim().slice(0, DECLINE_REASON_MAX) : '';
  return end(deps, await ceremony(deps, key, userId, info), 'decline', info, 'declined', said ? { reason: said } : {});
}

export async function cancelCeremony(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
): Promise<CeremonyOutcome> {
  return end(deps, await ceremony(deps, key, userId, info), 'cancel', info, 'cancelled');
}

/** The page's own timer ran out (the server also refuses any step after the deadline). */
export async function timeOutCeremony(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
): Promise<CeremonyOutcome> {
  return end(deps, await ceremony(deps, key, userId, info), 'session_timeout', info, 'timed_out');
}
