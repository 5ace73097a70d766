/**
 * What the saved jobs and searches use cases share: the service's deps, a saved search as the API
 * shows it, ids, and the signed unsubscribe address (see saved.service.ts).
 */
import { createHmac } from 'node:crypto';
import { jobOrderIdSchema } from '../../../common/jobs.schema';
import { SAVED_MESSAGES, type SavedSearch } from '../../../common/saved';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Logger } from '../../logger';
import { parseInput as parse, type JobsService } from '../jobs/jobs.service';
import type { AlertRecipient } from './alert.mail';
import type { SavedRepository, SavedSearchRow } from './saved.repository';

export interface SavedServiceDeps {
  repo: SavedRepository;
  jobs: JobsService;
  clock: Clock;
  logger: Logger;
  audit: AuditLog;
  /** Signs unsubscribe links (HMAC), so they work without login and cannot be guessed. */
  secret: string;
  site: { siteName: string; publicUrl: string };
  /** The account an alert goes to; null when it is gone or not confirmed. */
  recipient(userId: number): Promise<AlertRecipient | null>;
  mailQueued: () => void;
}

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: JSON.parse(row.search) as SavedSearch['search'],
    frequency: row.frequency,
    createdAt: new Date(Number(row.createdAt)).toISOString(),
  };
}

export const searchId = (value: unknown) => idOrNotFound(value, SAVED_MESSAGES.searchNotFound);

export function jobId(value: unknown): number {
  return parse(jobOrderIdSchema, value);
}

export const notWhileViewing = (deps: SavedServiceDeps, info: RequestInfo) =>
  refuseWhileViewing(deps.audit, info, 'saved');

export function unsubscribeMac(deps: SavedServiceDeps, id: number): string {
  return createHmac('sha256', deps.secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');
}

/** The address of a saved search's one-click unsubscribe (in alert mail and its List-Unsubscribe header). */
export function unsubscribePath(deps: SavedServiceDeps, id: number): string {
  return `/unsubscribe/${id}.${unsubscribeMac(deps, id)}`;
}

export async function ownedSearch(deps: SavedServiceDeps, userId: number, id: unknown): Promise<SavedSearchRow> {
  const row = await deps.repo.findSearch(userId, searchId(id));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, SAVED_MESSAGES.searchNotFound);
  return row;
}
