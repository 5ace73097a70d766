/**
 * Jobs as staff manage them (the staff console): any status, filtered and sorted lists, creating,
 * editing under a version number (a stale version is refused, never overwritten), open and close.
 */
import type { CategoryKey, EmploymentType } from '../../../common/jobs';
import { DEFAULT_CURRENCY, type Pay } from '../../../common/pay';
import { STAFF_MESSAGES, type StaffJob, type StaffJobList, type StaffJobSummary } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { QuestionDefinition } from '../../../common/application-form';
import type { ApplicationFormService } from './application-form.service';
import type { JobAdminRepository, JobListFilter, JobListOrder } from './job-admin.repository';
import { isOpen, type JobInput, jobRow, payOf } from './jobs.service';

export type { JobListFilter, JobListOrder };

/** A job as staff write it: the Markdown source and the HTML made from it (sanitized here). */
export type StaffJobWrite = Omit<JobInput, 'openedAt' | 'status' | 'active' | 'positionTitle'> & {
  descriptionMarkdown: string;
  /** The screening questions; undefined leaves them as they are. */
  questions?: QuestionDefinition[];
};

export interface JobAdminDeps {
  repo: JobAdminRepository;
  /** Reactions to a job a recruiter closed (webhooks). */
  closed?: (jobOrderId: number) => Promise<void>;
  clock: Clock;
  audit: AuditLog;
  /** A job's screening questions (the application form), saved in the job's own transaction. */
  questions: Pick<ApplicationFormService, 'staffQuestions' | 'saveQuestions'>;
}

type ListRow = Awaited<ReturnType<JobAdminRepository['list']>>[number];

function summary(row: ListRow): StaffJobSummary {
  return {
    jobOrderId: row.id,
    title: row.title,
    employmentType: row.employmentType as EmploymentType,
    category: row.category as CategoryKey,
    location: row.location,
    salary: row.salary,
    status: isOpen(row) ? 'open' : 'closed',
    opened: new Date(Number(row.openedAt)).toISOString(),
    applicants: Number(row.applicants),
  };
}

const payFields = (pay: Pay | null) => ({
  payMin: pay?.min ?? null,
  payMax: pay?.max ?? null,
  payUnit: pay?.unit ?? null,
  payCurrency: pay?.currency ?? DEFAULT_CURRENCY,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, STAFF_MESSAGES.jobNotFound);

export function createJobAdminService(deps: JobAdminDeps) {
  const { repo, clock, audit } = deps;

  async function get(id: number): Promise<StaffJob> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    const questions = await deps.questions.staffQuestions(id);
    return {
      questions,
      ...summary(row),
      company: row.corpTitle,
      descriptionMarkdown: row.descriptionMarkdown ?? row.description,
      descriptionHtml: row.description,
      ...payFields(payOf(row)),
      timeZone: row.timeZone,
      version: Number(row.version),
    };
  }

  /** The stored row of a staff write: sanitized HTML, place and search text (jobRow). */
  function rowOf(job: StaffJobWrite, openedAt: number) {
    const { descriptionMarkdown, questions: _q, ...input } = job;
    return { ...jobRow({ ...input, openedAt }), descriptionMarkdown };
  }

  return {
    get,

    async list(filter: JobListFilter, order: JobListOrder, page: number, pageSize: number): Promise<StaffJobList> {
      const [rows, total] = await Promise.all([
        repo.list(filter, order, pageSize, (page - 1) * pageSize),
        repo.count(filter),
      ]);
      return { items: rows.map(summary), total, page, pageSize };
    },

    /** Every job of the filter in the list's order, up to `limit` (the CSV export). */
    async all(filter: JobListFilter, order: JobListOrder, limit: number): Promise<StaffJobSummary[]> {
      return (await repo.list(filter, order, limit, 0)).map(summary);
    },

    /** Jobs of any status after `afterId`, by id (the REST API's cursor pages). */
    async listAfter(afterId: number, limit: number): Promise<StaffJobSummary[]> {
      return (await repo.listAfter(afterId, limit)).map(summary);
    },

    async create(job: StaffJobWrite, actorId: number | null): Promise<StaffJob> {
      const now = clock();
      const id = await repo.transaction(async (trx) => {
        const created = await repo.insert(rowOf(job, now), now, trx);
        if (job.questions?.length) await deps.questions.saveQuestions(trx, created, job.questions);
        return created;
      });
      await audit.record({ action: 'job.create', actorId, detail: { jobOrderId: id } });
      return get(id);
    },

    async update(id: number, version: number, job: StaffJobWrite, actorId: number): Promise<StaffJob> {
      const current = await repo.find(id);
      if (!current) throw notFound();
      const { status: _s, active: _a, openedAt: _o, ...row } = rowOf(job, Number(current.openedAt));
      const saved = await repo.transaction(async (trx) => {
        if (!(await repo.update(id, version, row, clock(), trx))) return false;
        if (job.questions) await deps.questions.saveQuestions(trx, id, job.questions);
        return true;
      });
      if (!saved) {
        if (!(await repo.find(id))) throw notFound();
        throw new AppError(ErrorCode.CONFLICT, STAFF_MESSAGES.staleVersion);
      }
      await audit.record({ action: 'job.update', actorId, detail: { jobOrderId: id, version: version + 1 } });
      return get(id);
    },

    /** A closed job leaves search and its public page answers 404 (both read isOpen). */
    async setOpen(id: number, open: boolean, actorId: number | null): Promise<StaffJob> {
      if (!(await repo.setOpen(id, open, clock()))) throw notFound();
      if (!open) await deps.closed?.(id);
      await audit.record({ action: open ? 'job.open' : 'job.close', actorId, detail: { jobOrderId: id } });
      return get(id);
    },
  };
}

export type JobAdminService = ReturnType<typeof createJobAdminService>;
