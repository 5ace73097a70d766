/**
 * The application form: a job's screening questions (staff), the form a candidate fills in, and
 * its submission in one transaction (résumé, cover letter, answers with a snapshot of each
 * question, a knockout to Not selected, the confirmation mail). No HTTP here.
 * Past 300 lines because the submission's checks and its one transaction read best in one place.
 */
import type { Kysely } from 'kysely';
import {
  APPLICATION_FORM_TEXT as TEXT,
  type ApplicationForm,
  type ApplicationFormRecord,
  type FormQuestion,
  type QuestionDefinition,
  type QuestionKind,
  type StaffQuestion,
  type SubmissionResult,
  YES_NO_OPTIONS,
} from '../../../common/application-form';
import { questionsSchema, submissionSchema } from '../../../common/application-form.schema';
import type { ApplicationStatus } from '../../../common/applications';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { refuseWhileViewing } from '../../lib/viewing';
import { enqueueMail } from '../mail/outbox';
import { confirmationFor, type MailSite } from './application.mail';
import { jobTimeZone } from '../../lib/time-zones';
import type { JobsServiceDeps } from './jobs.service';
import type { ApplicationFormRepository, NewQuestion, QuestionRow } from './application-form.repository';
import { checkAnswers, type CheckedAnswer } from './application-answers';
import type { AfterSubmit } from './application-events';
import { type ApplicationsRepository, insertStatusChange, insertSubmitted } from './applications.repository';
import type { JobsRepository } from './jobs.repository';
import { JOB_MESSAGES } from './jobs.messages';
import { isOpen, type RequestInfo, toPublicJob } from './jobs.service';
import { parse } from '../../lib/parse-fields';

/** The résumé feature's upload path for a file sent with one application. */
export interface ApplicationResumes {
  prepare(userId: number, file: UploadedFile | undefined, info: RequestInfo): Promise<PreparedFile>;
  insert(prepared: PreparedFile, trx: Kysely<Database>): Promise<number>;
  discard(prepared: PreparedFile): Promise<void>;
}
export interface UploadedFile {
  bytes: Uint8Array;
  name?: string;
}
interface PreparedFile {
  row: { fileName: string };
}

export interface ApplicationFormDeps {
  repo: ApplicationFormRepository;
  /** Reactions to a new application, in its transaction (the feature's afterSubmit hooks). */
  submitted?: AfterSubmit;
  jobs: JobsRepository;
  applications: ApplicationsRepository;
  db: Db;
  clock: Clock;
  audit: AuditLog;
  site: MailSite;
  mailQueued: () => void;
  currentResume?: (userId: number) => Promise<{ id: number; fileName: string } | null>;
  contactOf?: JobsServiceDeps['contactOf'];
  resumes?: ApplicationResumes;
  /** The employer's edited confirmation mail, as the one-click path sends it (null: the built-in one). */
  editedTemplate?: JobsServiceDeps['editedTemplate'];
}

const NOT_SELECTED: ApplicationStatus = 'Not selected';
const parseList = (json: string) => JSON.parse(json) as string[];

function toDefinition(row: QuestionRow): StaffQuestion {
  return {
    id: row.id,
    kind: row.kind as QuestionKind,
    text: row.text,
    required: Number(row.required) === 1,
    options: parseList(row.options),
    knockoutAnswers: parseList(row.knockoutAnswers),
    min: row.minValue === null ? null : Number(row.minValue),
    max: row.maxValue === null ? null : Number(row.maxValue),
  };
}

/** What the candidate sees of a question: never its knockout rule. */
function toFormQuestion(row: QuestionRow): FormQuestion {
  const kind = row.kind as QuestionKind;
  return {
    id: row.id,
    kind,
    text: row.text,
    required: Number(row.required) === 1,
    options: kind === 'yesNo' ? [...YES_NO_OPTIONS] : parseList(row.options),
  };
}

const versionOf = (rows: QuestionRow[]) => rows.map((r) => r.id).join('-');

/** The definitions as compared and stored (order matters). */
const canonical = (q: QuestionDefinition) =>
  JSON.stringify([q.kind, q.text, q.required, q.options, q.knockoutAnswers, q.min, q.max]);

/**
 * Staff's questions, parsed: a 400 whose fields name the bad one, e.g. `questions.2.options`.
 */
export function parseQuestions(input: unknown, message: string): QuestionDefinition[] {
  const result = questionsSchema.safeParse(input ?? []);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[['questions', ...issue.path].join('.')] ??= issue.message;
  throw new AppError(ErrorCode.VALIDATION, message, { fields });
}

export function createApplicationFormService(deps: ApplicationFormDeps) {
  const { repo, db, clock, audit } = deps;

  async function openJob(jobOrderId: number) {
    const job = await deps.jobs.findJob(jobOrderId);
    if (!job || !isOpen(job)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
    return job;
  }

  return {
    /** Staff: the job's questions with their knockout rules. */
    async staffQuestions(jobOrderId: number): Promise<StaffQuestion[]> {
      return (await repo.questions(jobOrderId)).map(toDefinition);
    },

    /** Inside the job's save: replaces its questions when they differ from the stored ones. */
    async saveQuestions(trx: Kysely<Database>, jobOrderId: number, questions: QuestionDefinition[]) {
      const stored = (await repo.questions(jobOrderId, trx)).map(toDefinition);
      if (stored.length === questions.length && stored.every((s, i) => canonical(s) === canonical(questions[i]!)))
        return;
      const now = clock();
      const rows: NewQuestion[] = questions.map((q, position) => ({
        jobOrderId,
        position,
        kind: q.kind,
        text: q.text,
        required: q.required ? 1 : 0,
        options: JSON.stringify(q.kind === 'yesNo' ? [] : q.options),
        knockoutAnswers: JSON.stringify(q.knockoutAnswers),
        minValue: q.min,
        maxValue: q.max,
        createdAt: now,
      }));
      await repo.replaceQuestions(trx, jobOrderId, rows);
    },

    /** Sets a job's questions on their own (the demo seed, tools); staff save them with the job. */
    async setQuestions(jobOrderId: number, input: unknown): Promise<StaffQuestion[]> {
      const questions = parseQuestions(input, TEXT.invalid);
      await db.transaction().execute((trx) => this.saveQuestions(trx, jobOrderId, questions));
      return this.staffQuestions(jobOrderId);
    },

    hasQuestions(jobOrderId: number): Promise<boolean> {
      return repo.hasQuestions(jobOrderId);
    },

    /** GET /api/jobs/{id}/application-form */
    async form(userId: number, jobOrderId: number): Promise<ApplicationForm> {
      const job = await openJob(jobOrderId);
      const [rows, resume, appliedTo] = await Promise.all([
        repo.questions(jobOrderId),
        deps.currentResume?.(userId) ?? null,
        deps.applications.hasApplied(userId, jobOrderId),
      ]);
      return {
        job: { jobOrderId, title: job.title, corpTitle: job.corpTitle, location: job.location },
        questions: rows.map(toFormQuestion),
        formVersion: versionOf(rows),
        resume: resume ? { fileName: resume.fileName } : null,
        appliedTo,
      };
    },

    /** POST /api/jobs/{id}/applications: one transaction for the application and all it carries. */
    async submit(
      userId: number,
      jobOrderId: number,
      input: unknown,
      file: UploadedFile | undefined,
      info: RequestInfo,
    ): Promise<SubmissionResult> {
      await refuseWhileViewing(audit, info, 'apply');
      const job = await openJob(jobOrderId);
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
    },

    /**
     * Staff (applicants page, pipeline board): what each application was sent with through the
     * form, and why it was knocked out. Applications made in one click have no record.
     */
    async answersFor(applicationIds: number[]): Promise<ApplicationFormRecord[]> {
      const { forms, answers } = await repo.formsOf([...new Set(applicationIds)]);
      return forms.map((form) => ({
        applicationId: form.applicationId,
        coverLetter: form.coverLetter,
        resumeUploaded: Number(form.resumeUploaded) === 1,
        answers: answers
          .filter((a) => a.applicationId === form.applicationId)
          .map((a) => ({
            question: a.questionText,
            kind: a.kind as QuestionKind,
            options: parseList(a.options),
            required: Number(a.required) === 1,
            answer: a.answer,
          })),
        knockout:
          form.knockoutQuestion !== null
            ? { question: form.knockoutQuestion, answer: form.knockoutAnswer ?? '' }
            : null,
      }));
    },
  };
}

export type ApplicationFormService = ReturnType<typeof createApplicationFormService>;
