/**
 * What the staff console's use cases share: the service's deps, the job id check and a job's
 * applicants, which the CSV export and the pipeline board read too (see staff.service.ts).
 */
import { STAFF_MESSAGES, type StaffApplicants } from '../../../common/staff';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import type { DocumentsService } from '../documents/documents.service';
import type { ApplicationFormService } from '../jobs/application-form.service';
import type { ApplicationsService } from '../jobs/applications.service';
import type { JobAdminService } from '../jobs/job-admin.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service';

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

export const jobId = (value: unknown) => idOrNotFound(value, STAFF_MESSAGES.jobNotFound);

/** GET /api/staff/jobs/{id}/applicants */
export async function applicants(deps: StaffServiceDeps, idInput: unknown): Promise<StaffApplicants> {
  const { jobAdmin, applications } = deps;
  const id = jobId(idInput);
  const [job, list] = await Promise.all([jobAdmin.get(id), applications.forJob(id)]);
  const forms = await deps.applicationForm.answersFor(list.map((a) => a.applicationId));
  const { company: _c, descriptionMarkdown: _m, descriptionHtml: _h, version: _v, questions: _q, ...summary } = job;
  return {
    job: summary,
    applicants: list.map((a) => ({ ...a, form: forms.find((f) => f.applicationId === a.applicationId) ?? null })),
  };
}
