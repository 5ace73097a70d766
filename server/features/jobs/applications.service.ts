/**
 * Applications and their statuses (docs/architecture.md §5): the candidate lists and withdraws their own;
 * staff (REST and CLI) move a status. Every change keeps who made it and when. No HTTP here.
 * Each use case is a function of its own file; this binds them to the service's deps and the
 * reactions registered to status changes. What they share is in applications.shared.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import {
  afterStatusChange,
  type AfterStatusChange,
  type ApplicationsDeps,
  type ApplicationsServiceDeps,
  type StatusChange,
  type StatusChangeOptions,
} from './applications.shared';
import { listMine, withdraw, withdrawAllOf } from './my-applications';
import { setStatus } from './set-application-status';
import { countSince, forJob, recent, record, recordsAfter, resumeIdOf } from './staff-applications';

export type { AfterStatusChange, ApplicationsServiceDeps, StatusChange, StatusChangeOptions };

export function createApplicationsService(factoryDeps: ApplicationsServiceDeps) {
  const deps: ApplicationsDeps = { ...factoryDeps, hooks: [] };
  return {
    afterStatusChange: (hook: AfterStatusChange) => afterStatusChange(deps, hook),
    forJob: (jobOrderId: number) => forJob(deps, jobOrderId),
    resumeIdOf: (id: number) => resumeIdOf(deps, id),
    recent: (limit: number) => recent(deps, limit),
    countSince: (since: number) => countSince(deps, since),
    after: (since: number, afterId: number, limit: number) => recordsAfter(deps, since, afterId, limit),
    record: (idInput: unknown) => record(deps, idInput),
    list: (userId: number) => listMine(deps, userId),
    withdraw: (userId: number, idInput: unknown, info: RequestInfo) => withdraw(deps, userId, idInput, info),
    withdrawAllOf: (userId: number, trx: Kysely<Database>) => withdrawAllOf(deps, userId, trx),
    setStatus: (input: unknown, actorId: number | null, options: StatusChangeOptions = {}) =>
      setStatus(deps, input, actorId, options),
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
