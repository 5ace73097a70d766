/**
 * Saved jobs, saved searches and their mail alerts. No HTTP here. Each use case is a function of
 * its own file; this binds them to the service's deps. A saved search's shape, ids and the signed
 * unsubscribe address are in saved.shared.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import { eraseAll, exportFor } from './saved-records';
import { listJobs, saveJob, unsaveJob } from './saved-jobs';
import { changeSearch, createSearch, deleteSearch, getSearch, listSearches } from './saved-searches';
import { type SavedServiceDeps, unsubscribePath } from './saved.shared';
import { runDueAlerts } from './send-alerts';
import { unsubscribe, unsubscribeInfo } from './unsubscribe';

export type { SavedServiceDeps };

export function createSavedService(deps: SavedServiceDeps) {
  return {
    unsubscribePath: (id: number) => unsubscribePath(deps, id),
    listJobs: (userId: number) => listJobs(deps, userId),
    saveJob: (userId: number, jobOrderIdInput: unknown, info: RequestInfo) =>
      saveJob(deps, userId, jobOrderIdInput, info),
    unsaveJob: (userId: number, jobOrderIdInput: unknown, info: RequestInfo) =>
      unsaveJob(deps, userId, jobOrderIdInput, info),
    listSearches: (userId: number) => listSearches(deps, userId),
    getSearch: (userId: number, id: unknown) => getSearch(deps, userId, id),
    createSearch: (userId: number, input: unknown, info: RequestInfo) => createSearch(deps, userId, input, info),
    changeSearch: (userId: number, id: unknown, input: unknown, info: RequestInfo) =>
      changeSearch(deps, userId, id, input, info),
    deleteSearch: (userId: number, id: unknown, info: RequestInfo) => deleteSearch(deps, userId, id, info),
    unsubscribeInfo: (token: unknown) => unsubscribeInfo(deps, token),
    unsubscribe: (token: unknown, info: RequestInfo) => unsubscribe(deps, token, info),
    runDueAlerts: () => runDueAlerts(deps),
    exportFor: (userId: number) => exportFor(deps, userId),
    eraseAll: (userId: number, trx: Kysely<Database>) => eraseAll(deps, userId, trx),
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
