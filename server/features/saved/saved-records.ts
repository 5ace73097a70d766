/** Privacy: a user's saved jobs and searches exported, and erased with the account. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type SavedServiceDeps, toSavedSearch } from './saved.shared';

/** Privacy: the user's saved jobs and searches. */
export async function exportFor(deps: SavedServiceDeps, userId: number) {
  const { repo } = deps;
  return {
    savedJobs: (await repo.listJobs(userId)).map((r) => ({
      jobOrderId: r.jobOrderId,
      savedAt: new Date(Number(r.createdAt)).toISOString(),
    })),
    savedSearches: (await repo.listSearches(userId)).map((r) => ({
      ...toSavedSearch(r),
      lastAlertAt: new Date(Number(r.alertedAt)).toISOString(),
    })),
  };
}

export function eraseAll(deps: SavedServiceDeps, userId: number, trx: Kysely<Database>) {
  return deps.repo.eraseAll(userId, trx);
}
