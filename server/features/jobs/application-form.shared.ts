/**
 * What the application form's use cases share: the service's deps, the résumé upload they use,
 * a question as staff see it, the form's version, and the open job a form
 * belongs to (see application-form.service.ts).
 */
import type { Kysely } from 'kysely';
import type { QuestionKind, StaffQuestion } from '../../../common/application-form';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { TranslationsService } from '../translations/translations.service';
import type { MailSite } from './application.mail';
import type { ApplicationFormRepository, QuestionRow } from './application-form.repository';
import type { AfterSubmit } from './application-events';
import type { ApplicationsRepository } from './applications.repository';
import type { JobsRepository } from './jobs.repository';
import { JOB_MESSAGES } from './jobs.messages';
import { isOpen, type JobsServiceDeps, type RequestInfo } from './jobs.service';

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
  /** The one store of translations: the questions' texts in each language. */
  translations: TranslationsService;
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

export const parseList = (json: string) => JSON.parse(json) as string[];

export function toDefinition(row: QuestionRow): StaffQuestion {
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

export const versionOf = (rows: QuestionRow[]) => rows.map((r) => r.id).join('-');

export async function openJob(deps: ApplicationFormDeps, jobOrderId: number) {
  const job = await deps.jobs.findJob(jobOrderId);
  if (!job || !isOpen(job)) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  return job;
}
