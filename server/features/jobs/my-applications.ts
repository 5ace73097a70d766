/** A candidate's own applications: the list, withdrawing one, and withdrawing all with the account. */
import type { Kysely } from 'kysely';
import {
  type Application,
  APPLICATION_MESSAGES,
  canWithdraw,
  WITHDRAWABLE_STATUSES,
} from '../../../common/applications';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import {
  applicationIdSchema,
  type ApplicationsDeps,
  notFound,
  one,
  reactions,
  withHistory,
} from './applications.shared';
import { parseInput } from './jobs.service';

/** GET /api/me/applications: newest first, each with the date of every status change. */
export async function listMine(deps: ApplicationsDeps, userId: number): Promise<Application[]> {
  return withHistory(deps, await deps.repo.listForUser(userId));
}

/** POST /api/me/applications/{id}/withdraw: the candidate's own, while not yet decided. */
export async function withdraw(
  deps: ApplicationsDeps,
  userId: number,
  idInput: unknown,
  info: RequestInfo,
): Promise<Application> {
  const { repo, clock, audit } = deps;
  await refuseWhileViewing(audit, info, 'apply');
  const id = parseInput(applicationIdSchema, idInput);
  const row = await repo.findById(id);
  // Someone else's application is answered exactly like a missing one.
  if (!row || row.userId !== userId) throw notFound();
  const react = reactions(deps, row, 'Withdrawn', userId);
  const changed = await repo.changeStatus(id, 'Withdrawn', WITHDRAWABLE_STATUSES, userId, clock(), react.within);
  if (changed) react.committed();
  else {
    const current = (await repo.findById(id))?.status ?? row.status;
    throw new AppError(
      ErrorCode.CONFLICT,
      current === 'Withdrawn' ? APPLICATION_MESSAGES.alreadyWithdrawn : APPLICATION_MESSAGES.decided(current),
    );
  }
  await audit.record({ action: 'application.withdrawn', userId, detail: { applicationId: id }, ...info });
  return one(deps, id);
}

/**
 * Account deletion, in its transaction: every application still open is withdrawn (its interview
 * cancelled by the reactions), so no one moves, interviews or mails an account that is gone.
 * Webhook deliveries of these changes go out with the next poll.
 */
export async function withdrawAllOf(deps: ApplicationsDeps, userId: number, trx: Kysely<Database>): Promise<void> {
  const { repo, clock } = deps;
  for (const row of await repo.listForUser(userId, trx)) {
    if (!canWithdraw(row.status)) continue;
    const react = reactions(deps, row, 'Withdrawn', userId);
    await repo.changeStatus(row.id, 'Withdrawn', WITHDRAWABLE_STATUSES, userId, clock(), react.within, trx);
  }
}
