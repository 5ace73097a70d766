/** The signer asks for more time (WCAG 2.2.1 Timing Adjustable, docs/product.md §2.7.4). */
import type { ExtendedCeremony } from '../../../common/esign';
import { i18n } from '../../../common/i18n';
import { AppError, ErrorCode } from '../../errors';
import { CEREMONY_TTL_MS, ceremony, emit, type EsignDeps, invalid, type RequestInfo } from './ceremony';
import { reviewHash } from './review-copy';

/**
 * The longest a ceremony stays open from its opening, however often it is extended: a dozen
 * extensions for someone who reads slowly, but a forgotten tab does not keep a ceremony key alive.
 */
export const CEREMONY_MAX_MS = 4 * 60 * 60_000;

export interface Extended extends ExtendedCeremony {
  /** What the page images are named by, when there are any: their cookie lasts as long as the ceremony now. */
  pagesSha256: string | null;
}

/** Moves the open ceremony's deadline to CEREMONY_TTL_MS from now, never past CEREMONY_MAX_MS from its opening. */
export async function extendCeremony(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
): Promise<Extended> {
  const row = await ceremony(deps, key, userId, info);
  const now = deps.clock();
  const current = row.ceremonyExpiresAt ?? now;
  const latest = (row.openedAt ?? now) + CEREMONY_MAX_MS;
  if (current >= latest)
    throw new AppError(
      ErrorCode.CONFLICT,
      i18n._(
        'This signing page cannot have more time: it stays open at most {hours} hours. Please finish now, or open the document again later.',
        { hours: CEREMONY_MAX_MS / 3_600_000 },
      ),
    );
  const expiresAt = Math.max(current, Math.min(now + CEREMONY_TTL_MS, latest));
  const moved = await deps.db
    .updateTable('esignSession')
    .set({ ceremonyExpiresAt: expiresAt })
    .where('id', '=', row.id)
    .where('finishedAt', 'is', null)
    .executeTakeFirst();
  // Finished, declined or timed out since it was read.
  if (Number(moved.numUpdatedRows) !== 1) throw invalid();
  await emit(deps, { type: 'extended', documentId: row.documentId, userId, ...info, detail: { expiresAt } });
  return {
    timeoutMs: expiresAt - now,
    pagesSha256: deps.pageImages.available ? await reviewHash(deps, row).catch(() => null) : null,
  };
}
