/** Writing jobs from the console: the description preview, a new job, an edit, opening and closing. */
import { type Pay, stateOf } from '../../../common/pay';
import { STAFF_MESSAGES, type StaffJob } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import { markdownToHtml, markdownToSafeHtml } from '../../lib/markdown';
import { findPlace } from '../../providers/maps/us-places';
import { parseQuestions } from '../jobs/application-form.service';
import type { StaffJobWrite } from '../jobs/job-admin.service';
import { jobEditSchema, jobStatusSchema, jobWriteSchema, parseFields, previewSchema } from './staff.schema';
import { jobId, type StaffServiceDeps } from './staff.shared';

const fieldError = (fields: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.invalidForm, { fields });

/** The pay range of a write: both ends and a unit, or none, which pay transparency states refuse. */
function payOfWrite(
  deps: StaffServiceDeps,
  input: ReturnType<typeof jobWriteSchema.parse>,
  state: string | null,
): Pay | null {
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
function jobWrite(deps: StaffServiceDeps, input: ReturnType<typeof jobWriteSchema.parse>): StaffJobWrite {
  const place = findPlace(input.location);
  if (!place) throw fieldError({ location: STAFF_MESSAGES.locationUnknown });
  const pay = payOfWrite(deps, input, stateOf(place.label) ?? stateOf(input.location));
  return {
    title: input.title,
    employmentType: input.employmentType,
    category: input.category as StaffJobWrite['category'],
    location: input.location,
    postalCode: place.postalCode,
    latitude: place.latitude,
    longitude: place.longitude,
    corpTitle: input.company || deps.site.siteName,
    salary: input.salary || null,
    pay,
    description: markdownToHtml(input.descriptionMarkdown),
    descriptionMarkdown: input.descriptionMarkdown,
    questions: input.questions === undefined ? undefined : parseQuestions(input.questions, STAFF_MESSAGES.invalidForm),
    timeZone: input.timeZone,
  };
}

/** POST /api/staff/jobs/preview: the HTML a description would be stored as. */
export function preview(input: unknown): { html: string } {
  const { descriptionMarkdown } = parseFields(previewSchema, input);
  return { html: markdownToSafeHtml(descriptionMarkdown) };
}

/** POST /api/staff/jobs: a new job, open at once. */
export function createJob(deps: StaffServiceDeps, input: unknown, actorId: number | null): Promise<StaffJob> {
  return deps.jobAdmin.create(jobWrite(deps, parseFields(jobWriteSchema, input)), actorId);
}

/** PUT /api/staff/jobs/{id} with the version the edit started from. */
export function updateJob(
  deps: StaffServiceDeps,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffJob> {
  const id = jobId(idInput);
  const { version, ...fields } = parseFields(jobEditSchema, input);
  return deps.jobAdmin.update(id, version, jobWrite(deps, fields), actorId);
}

/** POST /api/staff/jobs/{id}/status {status: open|closed} */
export async function setJobStatus(
  deps: StaffServiceDeps,
  idInput: unknown,
  input: unknown,
  actorId: number | null,
): Promise<StaffJob> {
  const { jobAdmin } = deps;
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
}
