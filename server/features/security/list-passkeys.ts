/** The account's passkeys, as listed on its security page. */
import type { PasskeyInfo } from '../../../common/passkeys';
import { iso, type PasskeysServiceDeps } from './passkeys.shared';

export async function listPasskeys(deps: PasskeysServiceDeps, userId: number): Promise<PasskeyInfo[]> {
  const rows = await deps.repo.listForUser(userId);
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: iso(r.createdAt)!, lastUsedAt: iso(r.lastUsedAt) }));
}

export async function hasPasskey(deps: PasskeysServiceDeps, userId: number): Promise<boolean> {
  return (await deps.repo.listForUser(userId)).length > 0;
}
