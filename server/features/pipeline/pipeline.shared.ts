/**
 * What the pipeline use cases share: the service's deps, the id checks, the application a note or
 * tag is for, and the staff-only audit entry (see pipeline.service.ts).
 */
import { APPLICATION_MESSAGES } from '../../../common/applications';
import { STAFF_MESSAGES } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import type { StaffService } from '../staff/staff.service';
import type { PipelineRepository } from './pipeline.repository';

export interface PipelineServiceDeps {
  repo: PipelineRepository;
  staff: StaffService;
  audit: AuditLog;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}

export const jobId = (value: unknown) => idOrNotFound(value, STAFF_MESSAGES.jobNotFound);
const applicationId = (value: unknown) => idOrNotFound(value, APPLICATION_MESSAGES.notFound);

export async function applicationOf(deps: PipelineServiceDeps, idInput: unknown) {
  const row = await deps.repo.application(applicationId(idInput));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, APPLICATION_MESSAGES.notFound);
  return row;
}

/**
 * Notes and tags are audited without their words and without naming the candidate as the
 * entry's user: the candidate's own export lists entries about them, and these are staff-only.
 */
export const staffOnlyAudit = (
  action: string,
  actorId: number,
  row: { id: number; jobOrderId: number },
  extra = {},
) => ({
  action,
  actorId,
  detail: { applicationId: row.id, jobOrderId: row.jobOrderId, ...extra },
});
