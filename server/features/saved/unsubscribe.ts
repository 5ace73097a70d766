/** The one-click unsubscribe of a saved search's alerts: what its page names, and turning them off. */
import { timingSafeEqual } from 'node:crypto';
import { SAVED_MESSAGES } from '../../../common/saved';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import type { SavedSearchRow } from './saved.repository';
import { notWhileViewing, type SavedServiceDeps, unsubscribeMac } from './saved.shared';

/** The saved search an unsubscribe token names, or null for a forged or stale token. */
async function searchOfToken(deps: SavedServiceDeps, token: unknown): Promise<SavedSearchRow | null> {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(unsubscribeMac(deps, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return (await deps.repo.findSearchById(id)) ?? null;
}

/** GET /api/unsubscribe/{token}: what the unsubscribe page names (changes nothing). */
export async function unsubscribeInfo(
  deps: SavedServiceDeps,
  token: unknown,
): Promise<{ name: string; subscribed: boolean }> {
  const row = await searchOfToken(deps, token);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.unsubscribeInvalid);
  return { name: row.name, subscribed: row.frequency !== 'off' };
}

/** POST /unsubscribe/{token} (RFC 8058 one-click, and the page's button): alerts off, search kept. */
export async function unsubscribe(
  deps: SavedServiceDeps,
  token: unknown,
  info: RequestInfo,
): Promise<{ name: string; subscribed: false }> {
  await notWhileViewing(deps, info);
  const row = await searchOfToken(deps, token);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.unsubscribeInvalid);
  await deps.repo.updateSearch(row.id, { frequency: 'off', nextRunAt: null, updatedAt: deps.clock() });
  deps.logger.info({ savedSearchId: row.id }, 'alert unsubscribed');
  return { name: row.name, subscribed: false };
}
