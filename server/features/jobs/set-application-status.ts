/** Staff (REST and CLI) move an application to any status; every change keeps who made it and when. */
import { z } from 'zod';
import { type Application, APPLICATION_MESSAGES, APPLICATION_STATUSES } from '../../../common/applications';
import { jobOrderIdSchema } from '../../../common/jobs.schema';
import { AppError, ErrorCode } from '../../errors';
import {
  applicationIdSchema,
  type ApplicationsDeps,
  notFound,
  one,
  reactions,
  type StatusChangeOptions,
} from './applications.shared';
import { parseInput } from './jobs.service';

const statusSchema = z.enum(APPLICATION_STATUSES, { error: () => APPLICATION_MESSAGES.unknownStatus });

/** Staff: which application (by id, or by the candidate's email and the job) and its new status. */
const statusChangeSchema = z.union([
  z.object({ id: applicationIdSchema, status: statusSchema }),
  z.object({
    email: z.string().trim().toLowerCase().min(3).max(254).includes('@', { message: 'email is invalid' }),
    jobOrderId: jobOrderIdSchema,
    status: statusSchema,
  }),
]);

/**
 * Staff (POST /api/staff/applications/{id}/status, CLI application:status): sets any status.
 * Setting the status it already has changes nothing and records nothing.
 */
export async function setStatus(
  deps: ApplicationsDeps,
  input: unknown,
  actorId: number | null,
  options: StatusChangeOptions = {},
): Promise<Application> {
  const { repo, clock, audit } = deps;
  const change = parseInput(statusChangeSchema, input);
  options.check?.(change.status);
  const row =
    'id' in change ? await repo.findById(change.id) : await repo.findByEmailAndJob(change.email, change.jobOrderId);
  if (!row) throw notFound();
  if (row.accountDeletedAt !== null) throw new AppError(ErrorCode.CONFLICT, APPLICATION_MESSAGES.accountDeleted);
  const { expected } = options;
  const conflict = (status: string) => new AppError(ErrorCode.CONFLICT, APPLICATION_MESSAGES.changedMeanwhile(status));
  if (expected && row.status !== expected && row.status !== change.status) throw conflict(row.status);
  const react = reactions(deps, row, change.status, actorId, options.within?.(row, change.status));
  // The guard of the UPDATE holds the expected status, so a change racing this one cannot be overwritten.
  const from = expected && expected !== change.status ? [expected] : null;
  if (await repo.changeStatus(row.id, change.status, from, actorId, clock(), react.within)) {
    react.committed();
    await audit.record({
      action: 'application.status',
      userId: row.userId,
      actorId,
      detail: { applicationId: row.id, from: row.status, to: change.status },
    });
  } else if (from) {
    const now = (await repo.findById(row.id))?.status ?? row.status;
    if (now !== change.status) throw conflict(now);
  }
  return one(deps, row.id);
}
