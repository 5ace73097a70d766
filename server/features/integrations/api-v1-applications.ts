/** The REST API's applications: statuses through the applications service (history, hooks and webhooks follow). */
import { apiApplicationListQuerySchema, apiStatusInputSchema, type ApplicationRecord } from '../../../common/api-v1';
import type { ApiCaller } from './api-keys.service';
import { type ApiV1Deps, cursorOf, input, readCursor, visible } from './api-v1.shared';

export async function applications(deps: ApiV1Deps, query: unknown, caller: ApiCaller) {
  const { since, limit, cursor } = input(apiApplicationListQuerySchema, query);
  const from = readCursor(cursor);
  // A cursor carries the `since` its first page was asked with.
  const sinceMs = from?.s ?? (since ? Date.parse(since) : 0);
  const rows = await deps.applications.after(sinceMs, from?.a ?? 0, limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map((r) => visible(r, caller)),
    next_cursor: rows.length > limit ? cursorOf({ a: page.at(-1)!.id, s: sinceMs }) : null,
  };
}

export async function application(deps: ApiV1Deps, idInput: unknown, caller: ApiCaller): Promise<ApplicationRecord> {
  return visible(await deps.applications.record(idInput), caller);
}

export async function setApplicationStatus(
  deps: ApiV1Deps,
  idInput: unknown,
  body: unknown,
  caller: ApiCaller,
): Promise<ApplicationRecord> {
  const { applications } = deps;
  const { status } = input(apiStatusInputSchema, body);
  const id = (await applications.record(idInput)).id;
  await applications.setStatus({ id, status }, caller.actorId);
  return visible(await applications.record(id), caller);
}
