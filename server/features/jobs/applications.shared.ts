/**
 * What the applications' use cases share: the service's deps with the reactions registered to
 * status changes, the shapes of a change, and an application as the candidate sees it (see
 * applications.service.ts).
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  type Application,
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  canWithdraw,
} from '../../../common/applications';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { ApplicationRow, ApplicationsRepository, WithinChange } from './applications.repository';

export interface ApplicationsServiceDeps {
  repo: ApplicationsRepository;
  clock: Clock;
  audit: AuditLog;
}

/** The factory's deps with the reactions registered to every status change. */
export interface ApplicationsDeps extends ApplicationsServiceDeps {
  hooks: AfterStatusChange[];
}

export const applicationIdSchema = z.coerce
  .number({ error: 'application id must be a number' })
  .int('application id must be a whole number')
  .positive('application id must be a whole number')
  .max(2_147_483_647, 'application id is too large');

export const iso = (ms: number) => new Date(Number(ms)).toISOString();
export const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || null;

/** The application a status change is about, for what is written with the change (a mail). */
type ChangedApplication = Pick<
  ApplicationRow,
  'id' | 'email' | 'firstName' | 'preferredLanguage' | 'title' | 'corpTitle'
>;

export interface StatusChangeOptions {
  /** Refuses the change (throws) before anything is written, e.g. a mail asked for a status that sends none. */
  check?: (status: ApplicationStatus) => void;
  /** The status the staff member saw: a change from any other is refused (409), never applied over it. */
  expected?: ApplicationStatus;
  /** Runs in the change's transaction, only when the status changed. */
  within?: (application: ChangedApplication, status: ApplicationStatus) => WithinChange;
}
/** What every status change tells the features that react to it. */
export interface StatusChange {
  application: ChangedApplication & Pick<ApplicationRow, 'userId' | 'jobOrderId'>;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actorId: number | null;
}

/**
 * A feature's reaction to every status change (staff, CLI, the candidate's withdrawal): it runs in
 * the change's transaction, so its writes (an outbox mail) commit or fail with the change; what it
 * returns runs once the change is committed (nudging the mail worker).
 */
export type AfterStatusChange = (change: StatusChange, trx: Kysely<Database>) => Promise<void | (() => void)>;

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, APPLICATION_MESSAGES.notFound);

/** Registers a reaction to every status change (see AfterStatusChange). */
export function afterStatusChange(deps: ApplicationsDeps, hook: AfterStatusChange): void {
  deps.hooks.push(hook);
}

/** The hooks (and a caller's own step) inside the change's transaction; returns what runs after commit. */
export function reactions(
  deps: ApplicationsDeps,
  row: ApplicationRow,
  to: ApplicationStatus,
  actorId: number | null,
  own?: WithinChange,
) {
  const after: (() => void)[] = [];
  const within: WithinChange = async (trx) => {
    await own?.(trx);
    const change: StatusChange = { application: row, from: row.status as ApplicationStatus, to, actorId };
    for (const hook of deps.hooks) {
      const then = await hook(change, trx);
      if (then) after.push(then);
    }
  };
  return { within, committed: () => after.forEach((then) => then()) };
}

export async function withHistory(deps: ApplicationsDeps, rows: ApplicationRow[]): Promise<Application[]> {
  const changes = await deps.repo.history(rows.map((r) => r.id));
  return rows.map((row) => {
    const history = changes
      .filter((c) => c.applicationId === row.id)
      .map((c) => ({ status: c.status as ApplicationStatus, changedAt: iso(c.changedAt) }));
    return {
      id: row.id,
      jobOrderId: row.jobOrderId,
      title: row.title,
      location: row.location,
      corpTitle: row.corpTitle,
      appliedAt: iso(row.createdAt),
      status: row.status as ApplicationStatus,
      statusChangedAt: history.at(-1)?.changedAt ?? iso(row.createdAt),
      history,
      canWithdraw: canWithdraw(row.status),
    };
  });
}

export async function one(deps: ApplicationsDeps, id: number): Promise<Application> {
  const row = await deps.repo.findById(id);
  if (!row) throw notFound();
  return (await withHistory(deps, [row]))[0]!;
}
