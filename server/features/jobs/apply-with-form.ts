/**
 * Applying through a job's form: the form a candidate fills in, and its submission in one
 * transaction (résumé, cover letter, answers with a snapshot of each question, a knockout to Not
 * selected, the reactions and the confirmation mail).
 */
import {
  APPLICATION_FORM_TEXT as TEXT,
  type ApplicationForm,
  type SubmissionResult,
} from '../../../common/application-form';
import { submissionSchema } from '../../../common/application-form.schema';
import type { ApplicationStatus } from '../../../common/applications';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import { jobTimeZone } from '../../lib/time-zones';
import { refuseWhileViewing } from '../../lib/viewing';
import { enqueueMail } from '../mail/outbox';
import { confirmationFor } from './application.mail';
import { checkAnswers, type CheckedAnswer } from './application-answers';
import {
  type ApplicationFormDeps,
  openJob,
  toDefinition,
  type UploadedFile,
  versionOf,
} from './application-form.shared';
import { insertStatusChange, insertSubmitted } from './applications.repository';
import { type RequestInfo, toPublicJob } from './jobs.service';
import { formQuestions } from './question-translations';
import { currentLanguage } from '../../lib/i18n';

const NOT_SELECTED: ApplicationStatus = 'Not selected';

/** GET /api/jobs/{id}/application-form */
export async function applicationForm(
  deps: ApplicationFormDeps,
  userId: number,
  jobOrderId: number,
): Promise<ApplicationForm> {
  const job = await openJob(deps, jobOrderId);
  const [rows, resume, appliedTo] = await Promise.all([
    deps.repo.questions(jobOrderId),
    deps.currentResume?.(userId) ?? null,
    deps.applications.hasApplied(userId, jobOrderId),
  ]);
  return {
    job: { jobOrderId, title: job.title, corpTitle: job.corpTitle, location: job.location },
    questions: await formQuestions(deps, rows, currentLanguage()),
    formVersion: versionOf(rows),
    resume: resume ? { fileName: resume.fileName } : null,
    appliedTo,
  };
}

/** POST /api/jobs/{id}/applications: one transaction for the application and all it carries. */
export async function submitApplication(
  deps: ApplicationFormDeps,
  userId: number,
  jobOrderId: number,
  input: unknown,
  file: UploadedFile | undefined,
  info: RequestInfo,
): Promise<SubmissionResult> {
  const { repo, db, clock, audit } = deps;
  await refuseWhileViewing(audit, info, 'apply');
  const job = await openJob(deps, jobOrderId);
  if (await deps.applications.hasApplied(userId, jobOrderId))
    throw new AppError(ErrorCode.CONFLICT, TEXT.alreadyApplied);
  const body = parse(submissionSchema, input);
  const rows = await repo.questions(jobOrderId);
  if (body.formVersion !== versionOf(rows)) throw new AppError(ErrorCode.CONFLICT, TEXT.questionsChanged);
  const { answers, knockout, fields } = checkAnswers(rows.map(toDefinition), body.answers);
  if (body.resume === 'upload' && !file) fields.resume = TEXT.uploadMissing;
  const profileResume = body.resume === 'profile' ? ((await deps.currentResume?.(userId)) ?? null) : null;
  if (body.resume === 'profile' && !profileResume) fields.resume = TEXT.noProfileResume;
  if (Object.keys(fields).length) throw new AppError(ErrorCode.VALIDATION, TEXT.invalid, { fields });

  // The upload goes through the résumé's own checks before anything is written.
  const prepared = body.resume === 'upload' && deps.resumes ? await deps.resumes.prepare(userId, file, info) : null;
  // Read before the transaction: SQLite's one connection is the transaction's until it ends.
  const to = await deps.contactOf?.(userId);
  const now = clock();
  const coverLetter = body.coverLetter.trim();
  const resumeName = prepared?.row.fileName ?? profileResume?.fileName ?? null;
  let applicationId: number;
  try {
    applicationId = await db.transaction().execute(async (trx) => {
      const resumeId = prepared ? await deps.resumes!.insert(prepared, trx) : (profileResume?.id ?? null);
      const id = await insertSubmitted(trx, { userId, jobOrderId, source: 'search', resumeId }, now);
      if (id === null) throw new AppError(ErrorCode.CONFLICT, TEXT.alreadyApplied);
      await repo.insertForm(
        trx,
        {
          applicationId: id,
          coverLetter: coverLetter || null,
          resumeUploaded: prepared ? 1 : 0,
          knockoutQuestion: knockout?.question ?? null,
          knockoutAnswer: knockout?.answer ?? null,
          createdAt: now,
        },
        answers.map((a: CheckedAnswer, position) => ({ applicationId: id, position, ...a })),
      );
      if (knockout) {
        // A system decision: no actor, recorded like any change.
        await trx.updateTable('jobApplication').set({ status: NOT_SELECTED }).where('id', '=', id).execute();
        await insertStatusChange(trx, { applicationId: id, status: NOT_SELECTED, changedBy: null }, now);
      }
      await deps.submitted?.(trx, {
        applicationId: id,
        candidateId: userId,
        jobOrderId,
        status: knockout ? NOT_SELECTED : 'Submitted',
        source: 'search',
        appliedAt: now,
      });
      if (to) {
        const mail = await confirmationFor(
          deps.site,
          {
            to,
            job: toPublicJob(job, now),
            jobTimeZone: jobTimeZone(job),
            appliedAt: now,
            resumeFileName: resumeName,
            coverLetter: Boolean(coverLetter),
            knockedOut: Boolean(knockout),
          },
          deps.editedTemplate,
          trx,
        );
        await enqueueMail(trx, mail, now);
      }
      return id;
    });
  } catch (err) {
    if (prepared) await deps.resumes!.discard(prepared);
    throw err;
  }
  if (to) deps.mailQueued();
  await audit.record({
    action: 'job.apply',
    userId,
    detail: { jobOrderId, source: 'form', knockedOut: Boolean(knockout) },
    ...info,
  });
  return knockout
    ? { applicationId, status: NOT_SELECTED, message: TEXT.knockedOut }
    : { applicationId, status: 'Submitted', message: TEXT.submitted };
}
