/** A candidate's saved searches: the list, one, creating, changing (name, alerts) and deleting one. */
import { MAX_SAVED_SEARCHES, SAVED_MESSAGES, type SavedSearch } from '../../../common/saved';
import { savedSearchChangeSchema, savedSearchSchema } from '../../../common/saved.schema';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { parseInput as parse } from '../jobs/jobs.service';
import { periodMs } from './saved.repository';
import { notWhileViewing, ownedSearch, type SavedServiceDeps, searchId, toSavedSearch } from './saved.shared';

export async function listSearches(deps: SavedServiceDeps, userId: number): Promise<SavedSearch[]> {
  return (await deps.repo.listSearches(userId)).map(toSavedSearch);
}

export async function getSearch(deps: SavedServiceDeps, userId: number, id: unknown): Promise<SavedSearch> {
  return toSavedSearch(await ownedSearch(deps, userId, id));
}

export async function createSearch(
  deps: SavedServiceDeps,
  userId: number,
  input: unknown,
  info: RequestInfo,
): Promise<SavedSearch> {
  const { repo, jobs, clock } = deps;
  await notWhileViewing(deps, info);
  const data = parse(savedSearchSchema, input);
  if ((await repo.countSearches(userId)) >= MAX_SAVED_SEARCHES)
    throw new AppError(ErrorCode.CONFLICT, SAVED_MESSAGES.tooManySearches);
  // The search must run: a location the service cannot place is refused now, not at alert time.
  await jobs.newMatches(data.search, 0, 0, 1);
  const now = clock();
  const period = periodMs(data.frequency);
  const id = await repo.insertSearch({
    userId,
    name: data.name,
    search: JSON.stringify(data.search),
    frequency: data.frequency,
    alertedAt: now,
    nextRunAt: period === null ? null : now + period,
    createdAt: now,
    updatedAt: now,
  });
  return toSavedSearch((await repo.findSearch(userId, id))!);
}

/** Rename or change the alert frequency; turning alerts on counts new jobs from now. */
export async function changeSearch(
  deps: SavedServiceDeps,
  userId: number,
  id: unknown,
  input: unknown,
  info: RequestInfo,
): Promise<SavedSearch> {
  const { repo, clock } = deps;
  await notWhileViewing(deps, info);
  const row = await ownedSearch(deps, userId, id);
  const change = parse(savedSearchChangeSchema, input);
  const now = clock();
  const schedule =
    change.frequency !== undefined && change.frequency !== row.frequency
      ? {
          frequency: change.frequency,
          alertedAt: row.frequency === 'off' ? now : Number(row.alertedAt),
          nextRunAt: periodMs(change.frequency) === null ? null : now + periodMs(change.frequency)!,
        }
      : {};
  await repo.updateSearch(row.id, { ...(change.name ? { name: change.name } : {}), ...schedule, updatedAt: now });
  return toSavedSearch((await repo.findSearch(userId, row.id))!);
}

export async function deleteSearch(
  deps: SavedServiceDeps,
  userId: number,
  id: unknown,
  info: RequestInfo,
): Promise<void> {
  await notWhileViewing(deps, info);
  if (!(await deps.repo.deleteSearch(userId, searchId(id))))
    throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.searchNotFound);
}
