/** The signing page opens its ceremony: the one-time token becomes the ceremony's key. */
import type { OpenedCeremony } from '../../../common/esign';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import { CEREMONY_TTL_MS, emit, type EsignDeps, invalid, openable, type RequestInfo, timedOut } from './ceremony';
import { described, readyPages } from './review-copy';

/** Exchanges the one-time token for a ceremony key (the page keeps it in memory only). */
export async function startCeremony(
  deps: EsignDeps,
  token: unknown,
  userId: number,
  info: RequestInfo,
): Promise<OpenedCeremony> {
  await refuseWhileViewing(deps.audit, info, 'sign');
  const row = await openable(deps, token, userId);
  if (!row) throw invalid();
  const now = deps.clock();
  if (row.expiresAt <= now) await timedOut(deps, row, info);
  const ceremonyKey = randomToken();
  const claimed = await deps.db
    .updateTable('esignSession')
    .set({ openedAt: now, ceremonyHash: sha256Hex(ceremonyKey), ceremonyExpiresAt: now + CEREMONY_TTL_MS })
    .where('id', '=', row.id)
    .where('openedAt', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
  await emit(deps, { type: 'opened', documentId: row.documentId, userId, ...info });
  return { ...described(deps, row, await readyPages(deps, row)), ceremonyKey };
}
