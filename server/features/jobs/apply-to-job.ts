/** One-click apply (docs/product.md §4): the application, its reactions and its confirmation mail in one transaction. */
import { APPLICATION_FORM_TEXT, applicationFormPath } from '../../../common/application-form';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { jobTimeZone } from '../../lib/time-zones';
import { refuseWhileViewing } from '../../lib/viewing';
import { enqueueMail } from '../mail/outbox';
import { confirmationFor } from './application.mail';
import { isOpen, jobFields } from './job-shapes';
import { JOB_MESSAGES } from './jobs.messages';
import type { JobsDeps } from './jobs.shared';

/** POST /api/jobsearch/apply/{jobOrderId}: idempotent; the unique constraint decides races. */
export async function applyToJob(
  deps: JobsDeps,
  userId: number,
  jobOrderId: number,
  info: RequestInfo,
  source: 'search' | 'link' | 'email' = 'search',
) {
  const { repo, clock, audit } = deps;
  await refuseWhileViewing(audit, info, 'apply');
  const job = await repo.findJob(jobOrderId);
  if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  if (!(await deps.applications.hasApplied(userId, jobOrderId))) {
    if (!isOpen(job)) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.noLongerAvailable);
    if (await deps.hasQuestions?.(jobOrderId))
      throw new AppError(ErrorCode.CONFLICT, APPLICATION_FORM_TEXT.hasQuestions, {
        form: applicationFormPath(jobOrderId),
      });
    const resume = (await deps.currentResume?.(userId)) ?? null;
    const now = clock();
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const site = deps.site;
    const to = site && deps.contactOf ? await deps.contactOf(userId) : undefined;
    // The confirmation is written with the application, in its transaction (never one without the other).
    const confirm = async (trx: Db, applicationId: number) => {
      await deps.submitted?.(trx, {
        applicationId,
        candidateId: userId,
        jobOrderId,
        status: 'Submitted',
        source,
        appliedAt: now,
      });
      if (!site || !to) return;
      const mail = await confirmationFor(
        site,
        {
          to,
          job: jobFields(job),
          jobTimeZone: jobTimeZone(job),
          appliedAt: now,
          resumeFileName: resume?.fileName ?? null,
        },
        deps.editedTemplate,
        trx,
      );
      await enqueueMail(trx, mail, now);
    };
    const created = await deps.applications.insertApplication(
      userId,
      jobOrderId,
      source,
      now,
      resume?.id ?? null,
      confirm,
    );
    if (created) {
      deps.mailQueued?.();
      await audit.record({ action: 'job.apply', userId, detail: { jobOrderId, source }, ...info });
    }
  }
  return { jobOrderId, appliedTo: true };
}
