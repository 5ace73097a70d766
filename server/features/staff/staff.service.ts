/**
 * The staff console (docs/product.md §2 /admin, docs/architecture.md §4): the overview, jobs and their applicants.
 * It composes other features' services (jobs, applications, documents) and knows nothing of HTTP.
 */
import { idOrNotFound } from '../../lib/ids';
import { CATEGORY_LABELS } from '../../../common/jobs';
import { type Pay, stateOf } from '../../../common/pay';
import { statusTemplate } from '../../../common/mail-templates';
import {
  STAFF_EXPORT_LIMIT,
  STAFF_JOBS_PAGE_SIZE,
  STAFF_MESSAGES,
  type StaffApplicants,
  type StaffJob,
  type StaffJobList,
  type StaffOverview,
} from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../lib/clock';
import { markdownToHtml, markdownToSafeHtml } from '../../lib/markdown';
import { enqueueMail } from '../mail/outbox';
import { findPlace } from '../../providers/maps/us-places';
import type { DocumentsService } from '../documents/documents.service';
import type { ApplicationsService } from '../jobs/applications.service';
import { type ApplicationFormService, parseQuestions } from '../jobs/application-form.service';
import type { JobAdminService, JobListFilter, JobListOrder, StaffJobWrite } from '../jobs/job-admin.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service';
import { toCsv } from './csv';
import {
  jobEditSchema,
  jobQuerySchema,
  jobStatusSchema,
  jobWriteSchema,
  notifySchema,
  parseFields,
  previewSchema,
} from './staff.schema';

export interface StaffServiceDeps {
  jobs: JobsService;
  jobAdmin: JobAdminService;
  applications: ApplicationsService;
  /** What applications made through the form were sent with (answers, knockout). */
  applicationForm: Pick<ApplicationFormService, 'answersFor'>;
  documents: DocumentsService;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  /** Two-letter states where a job must show a pay range. */
  payTransparencyStates: readonly string[];
  mailQueued: () => void;
  mailTemplates: MailTemplatesService;
}

const WEEK_MS = 7 * 86_400_000;
const RECENT_APPLICATIONS = 8;

const jobId = (value: unknown) => idOrNotFound(value, STAFF_MESSAGES.jobNotFound);

function listQuery(input: unknown): { filter: JobListFilter; order: JobListOrder; page: number } {
  const q = parseFields(jobQuerySchema, input, STAFF_MESSAGES.invalidQuery);
  return {
    filter: {
      title: q.q.trim().split(/\s+/).filter(Boolean).slice(0, 10),
      status: q.status ?? null,
      type: q.type ?? null,
      category: q.category ?? null,
      location: q.location.trim() || null,
    },
    order: { sort: q.sort, dir: q.dir },
    page: q.page,
  };
}

export function createStaffService(deps: StaffServiceDeps) {
  const { jobs, jobAdmin, applications, documents, clock, site, mailTemplates } = deps;

  const fieldError = (fields: Record<string, string>) =>
    new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.invalidForm, { fields });

  /** The pay range of a write: both ends and a unit, or none, which pay transparency states refuse. */
  function payOfWrite(input: ReturnType<typeof jobWriteSchema.parse>, state: string | null): Pay | null {
    const { payMin, payMax, payUnit, payCurrency } = input;
    if (payMin === undefined && payMax === undefined) {
      if (state && deps.payTransparencyStates.includes(state))
        throw fieldError({ payMin: STAFF_MESSAGES.payRangeRequired });
      return null;
    }
    if (payMin === undefined || payMax === undefined)
      throw fieldError({ [payMin === undefined ? 'payMin' : 'payMax']: STAFF_MESSAGES.payIncomplete });
    if (payMax < payMin) throw fieldError({ payMax: STAFF_MESSAGES.payMaxInvalid });
    if (!payUnit) throw fieldError({ payUnit: STAFF_MESSAGES.payUnitRequired });
    return { min: payMin, max: payMax, unit: payUnit, currency: payCurrency };
  }

  /** A validated job write; an unknown place is a field error like any other. */
  function jobWrite(input: ReturnType<typeof jobWriteSchema.parse>): StaffJobWrite {
    const place = findPlace(input.location);
    if (!place) throw fieldError({ location: STAFF_MESSAGES.locationUnknown });
    const pay = payOfWrite(input, stateOf(place.label) ?? stateOf(input.location));
    return {
      title: input.title,
      employmentType: input.employmentType,
      category: input.category as StaffJobWrite['category'],
      location: input.location,
      postalCode: place.postalCode,
      latitude: place.latitude,
      longitude: place.longitude,
      corpTitle: input.company || site.siteName,
      salary: input.salary || null,
      pay,
      description: markdownToHtml(input.descriptionMarkdown),
      descriptionMarkdown: input.descriptionMarkdown,
      questions:
        input.questions === undefined ? undefined : parseQuestions(input.questions, STAFF_MESSAGES.invalidForm),
      timeZone: input.timeZone,
    };
  }

  /** GET /api/staff/jobs/{id}/applicants */
  async function applicants(idInput: unknown): Promise<StaffApplicants> {
    const id = jobId(idInput);
    const [job, list] = await Promise.all([jobAdmin.get(id), applications.forJob(id)]);
    const forms = await deps.applicationForm.answersFor(list.map((a) => a.applicationId));
    const { company: _c, descriptionMarkdown: _m, descriptionHtml: _h, version: _v, questions: _q, ...summary } = job;
    return {
      job: summary,
      applicants: list.map((a) => ({ ...a, form: forms.find((f) => f.applicationId === a.applicationId) ?? null })),
    };
  }

  return {
    applicants,

    /** GET /api/staff/overview */
    async overview(): Promise<StaffOverview> {
      const [openJobs, newApplicationsThisWeek, candidatesWithOutstandingDocuments, recentApplications] =
        await Promise.all([
          jobs.countOpenJobs(),
          applications.countSince(clock() - WEEK_MS),
          documents.countCandidatesWithOutstanding(),
          applications.recent(RECENT_APPLICATIONS),
        ]);
      return { openJobs, newApplicationsThisWeek, candidatesWithOutstandingDocuments, recentApplications };
    },

    /** GET /api/staff/jobs?q&status&type&category&location&sort&dir&page */
    async jobList(input: unknown): Promise<StaffJobList> {
      const { filter, order, page } = listQuery(input);
      return jobAdmin.list(filter, order, page, STAFF_JOBS_PAGE_SIZE);
    },

    /** GET /api/staff/jobs.csv: the filtered list in its order, every page. */
    async jobsCsv(input: unknown): Promise<string> {
      const { filter, order } = listQuery(input);
      const rows = await jobAdmin.all(filter, order, STAFF_EXPORT_LIMIT);
      return toCsv(
        ['Job ID', 'Title', 'Type', 'Category', 'Location', 'Salary', 'Status', 'Opened', 'Applicants'],
        rows.map((j) => [
          j.jobOrderId,
          j.title,
          j.employmentType,
          CATEGORY_LABELS[j.category],
          j.location,
          j.salary,
          j.status === 'open' ? 'Open' : 'Closed',
          j.opened.slice(0, 10),
          j.applicants,
        ]),
      );
    },

    job(idInput: unknown): Promise<StaffJob> {
      return jobAdmin.get(jobId(idInput));
    },

    /** Jobs of any status after `afterId`, by id (GET /api/v1/jobs pages). */
    jobsAfter(afterId: number, limit: number) {
      return jobAdmin.listAfter(afterId, limit);
    },

    /** POST /api/staff/jobs/preview: the HTML a description would be stored as. */
    preview(input: unknown): { html: string } {
      const { descriptionMarkdown } = parseFields(previewSchema, input);
      return { html: markdownToSafeHtml(descriptionMarkdown) };
    },

    /** POST /api/staff/jobs: a new job, open at once. */
    createJob(input: unknown, actorId: number | null): Promise<StaffJob> {
      return jobAdmin.create(jobWrite(parseFields(jobWriteSchema, input)), actorId);
    },

    /** PUT /api/staff/jobs/{id} with the version the edit started from. */
    updateJob(idInput: unknown, input: unknown, actorId: number): Promise<StaffJob> {
      const id = jobId(idInput);
      const { version, ...fields } = parseFields(jobEditSchema, input);
      return jobAdmin.update(id, version, jobWrite(fields), actorId);
    },

    /** POST /api/staff/jobs/{id}/status {status: open|closed} */
    async setJobStatus(idInput: unknown, input: unknown, actorId: number | null): Promise<StaffJob> {
      const id = jobId(idInput);
      const { status } = parseFields(jobStatusSchema, input);
      if (status === 'open') {
        // Opening is publishing: a job saved before its state required a range cannot go out without one.
        const job = await jobAdmin.get(id);
        const state = stateOf(job.location);
        if (job.payMin === null && state && deps.payTransparencyStates.includes(state))
          throw new AppError(ErrorCode.CONFLICT, STAFF_MESSAGES.reopenNeedsPay);
      }
      return jobAdmin.setOpen(id, status === 'open', actorId);
    },

    async applicantsCsv(idInput: unknown): Promise<string> {
      const list = (await applicants(idInput)).applicants;
      return toCsv(
        ['Application ID', 'Name', 'Email', 'Applied', 'Status', 'Status changed'],
        list.map((a) => [
          a.applicationId,
          a.candidateName,
          a.email,
          a.appliedAt.slice(0, 10),
          a.status,
          (a.history.at(-1)?.changedAt ?? a.appliedAt).slice(0, 10),
        ]),
      );
    },

    /**
     * POST /api/staff/applications/{id}/status {status, sendMail?, from?}: the applications service
     * records who and when; the candidate's mail (Offer, Not selected) joins its transaction.
     */
    async setApplicationStatus(idInput: unknown, body: unknown, actorId: number) {
      const { sendMail, from } = parseFields(notifySchema, body);
      const status = (body as { status?: unknown } | null)?.status;
      let queued = false;
      // Which changes send a mail is the employer's choice (mail templates); read before the
      // change's transaction, which holds SQLite's one connection.
      const mode = typeof status === 'string' ? await mailTemplates.sendModeOf(status) : 'off';
      const overview = `${site.publicUrl}/overview`;
      const application = await applications.setStatus({ id: idInput, status }, actorId, {
        expected: from,
        check: () => {
          if (sendMail && mode === 'off')
            throw new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.mailNotAllowed, {
              fields: { sendMail: STAFF_MESSAGES.mailNotAllowed },
            });
        },
        within: (row, to) => async (trx) => {
          if (!(mode === 'always' || (mode === 'ask' && sendMail))) return;
          const key = statusTemplate(to)?.key;
          if (!key) return;
          const mail = await mailTemplates.compose(
            key,
            {
              to: row.email,
              values: {
                firstName: row.firstName,
                jobTitle: row.title,
                company: row.corpTitle,
                status: to,
                link: overview,
              },
            },
            trx,
          );
          queued = true;
          await enqueueMail(trx, mail, clock());
        },
      });
      if (queued) deps.mailQueued();
      return { ...application, mailSent: queued };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
