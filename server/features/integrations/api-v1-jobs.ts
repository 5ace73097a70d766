/** The REST API's jobs: through the staff console's rules, upserts by external id through the job feed's. */
import {
  type ApiJob,
  type ApiJobInput,
  apiExternalIdSchema,
  apiJobInputSchema,
  apiJobListQuerySchema,
  type ApiJobSummary,
} from '../../../common/api-v1';
import type { CategoryKey } from '../../../common/jobs';
import type { StaffJob, StaffJobSummary } from '../../../common/staff';
import { markdownToHtml } from '../../lib/markdown';
import { parse } from '../../lib/parse-fields';
import type { ApiCaller } from './api-keys.service';
import { type ApiV1Deps, cursorOf, input, readCursor } from './api-v1.shared';

/** Jobs written through the API are kept apart from the feed's by this source. */
const API_SOURCE = 'api';

function summaryOf(job: StaffJobSummary): ApiJobSummary {
  return {
    id: job.jobOrderId,
    title: job.title,
    status: job.status,
    employmentType: job.employmentType,
    category: job.category,
    location: job.location,
    salary: job.salary,
    opened: job.opened,
    applicants: job.applicants,
  };
}

function jobOf(job: StaffJob): ApiJob {
  const { payMin, payMax, payUnit, payCurrency } = job;
  return {
    ...summaryOf(job),
    company: job.company,
    description: job.descriptionMarkdown,
    descriptionHtml: job.descriptionHtml,
    pay:
      payMin !== null && payMax !== null && payUnit !== null
        ? { min: Number(payMin), max: Number(payMax), unit: payUnit, currency: payCurrency }
        : null,
  };
}

/** The staff console's job write from the API's. */
function staffWrite(job: ApiJobInput) {
  return {
    title: job.title,
    employmentType: job.employmentType,
    category: job.category,
    location: job.location,
    company: job.company ?? '',
    salary: job.salary ?? '',
    payMin: job.pay?.min,
    payMax: job.pay?.max,
    payUnit: job.pay?.unit,
    payCurrency: job.pay?.currency,
    descriptionMarkdown: job.description,
  };
}

export async function job(deps: ApiV1Deps, idInput: unknown): Promise<ApiJob> {
  return jobOf(await deps.staff.job(idInput));
}

export async function jobs(deps: ApiV1Deps, query: unknown) {
  const { limit, cursor } = input(apiJobListQuerySchema, query);
  const after = readCursor(cursor)?.a ?? 0;
  const rows = await deps.staff.jobsAfter(after, limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map(summaryOf),
    next_cursor: rows.length > limit ? cursorOf({ a: page.at(-1)!.jobOrderId }) : null,
  };
}

export async function createJob(deps: ApiV1Deps, body: unknown, caller: ApiCaller): Promise<ApiJob> {
  const value = input(apiJobInputSchema, body);
  const made = await deps.staff.createJob(staffWrite(value), caller.actorId);
  await deps.audit.record({
    action: 'api.job_created',
    actorId: caller.actorId,
    detail: { apiKeyId: caller.keyId, jobOrderId: made.jobOrderId },
  });
  return jobOf(made);
}

/** PUT by external id: made the first time, rewritten (and opened) when it changed, else left alone. */
export async function upsertJob(deps: ApiV1Deps, externalIdInput: unknown, body: unknown, caller: ApiCaller) {
  const { feeds, audit } = deps;
  const externalId = parse(apiExternalIdSchema, externalIdInput, { namePath: true });
  const value = input(apiJobInputSchema, body);
  const result = await feeds.upsert(
    API_SOURCE,
    {
      externalId,
      title: value.title,
      description: markdownToHtml(value.description),
      company: value.company || deps.siteName,
      employmentType: value.employmentType,
      category: value.category as CategoryKey,
      location: value.location,
      postalCode: null,
      salary: value.salary || null,
      pay: value.pay ?? null,
    },
    value.description,
  );
  if (result.changed)
    await audit.record({
      action: result.created ? 'api.job_created' : 'api.job_updated',
      actorId: caller.actorId,
      detail: { apiKeyId: caller.keyId, jobOrderId: result.id, externalId },
    });
  return { externalId, created: result.created, job: await job(deps, result.id) };
}

export async function closeJob(deps: ApiV1Deps, idInput: unknown, caller: ApiCaller): Promise<ApiJob> {
  return jobOf(await deps.staff.setJobStatus(idInput, { status: 'closed' }, caller.actorId));
}
