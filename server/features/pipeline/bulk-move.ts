/** Bulk moves on the board, each through the staff console's status change (history, audit, mail). */
import { type BulkItemResult, type BulkResult, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { MAIL_STATUSES, STAFF_MESSAGES } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../../lib/parse-fields';
import { bulkMoveSchema } from './pipeline.schema';
import { jobId, type PipelineServiceDeps } from './pipeline.shared';

/** POST /api/staff/jobs/{id}/board/move {applicationIds, status, sendMail?}: one answer per application. */
export async function bulkMove(
  deps: PipelineServiceDeps,
  jobIdInput: unknown,
  body: unknown,
  actorId: number,
): Promise<BulkResult> {
  const { repo, staff } = deps;
  const id = jobId(jobIdInput);
  const input = parseFields(bulkMoveSchema, body, M.invalidForm);
  if (input.sendMail && !MAIL_STATUSES.includes(input.status))
    throw new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.mailNotAllowed, {
      fields: { sendMail: STAFF_MESSAGES.mailNotAllowed },
    });
  await staff.job(id);
  const ofJob = new Set((await repo.recipients(id, input.applicationIds)).map((r) => r.id));
  const results: BulkItemResult[] = [];
  for (const applicationId of input.applicationIds) {
    if (!ofJob.has(applicationId)) {
      results.push({ applicationId, ok: false, error: M.notInJob });
      continue;
    }
    try {
      const moved = await staff.setApplicationStatus(
        applicationId,
        { status: input.status, sendMail: input.sendMail },
        actorId,
      );
      results.push({ applicationId, ok: true, status: moved.status, mailSent: moved.mailSent });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      results.push({ applicationId, ok: false, error: err.message });
    }
  }
  return { results, done: results.filter((r) => r.ok).length };
}
