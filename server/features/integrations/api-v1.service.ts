/**
 * The REST API's resources (/api/v1), made of the features' own services: jobs through the staff
 * console's rules, upserts by external id through the job feed's, statuses through the
 * applications service (so history, hooks and webhooks follow); candidates and documents through
 * the console's candidates and onboarding services. No HTTP here.
 * Past 300 lines because each resource is a short mapping onto a feature's service, kept together
 * with the cursor and scope rules they share.
 */
import type { z } from 'zod';
import type { ApiScope } from '../../../common/api-keys';
import {
  apiAssignInputSchema,
  type ApiCandidate,
  type ApiDocument,
  apiDocumentListQuerySchema,
  type ApiJob,
  apiApplicationListQuerySchema,
  type ApiJobInput,
  apiExternalIdSchema,
  apiJobInputSchema,
  apiJobListQuerySchema,
  type ApiJobSummary,
  apiStatusInputSchema,
  type ApplicationRecord,
} from '../../../common/api-v1';
import type { CategoryKey } from '../../../common/jobs';
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import type { StaffJob, StaffJobSummary } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import { markdownToHtml } from '../../lib/markdown';
import { parse } from '../../lib/parse-fields';
import { idOrNotFound } from '../../lib/ids';
import type { FeedsService } from '../feeds/feeds.service';
import type { ApplicationsService } from '../jobs/applications.service';
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { StaffCandidatesService } from '../staff/candidates.service';
import type { StaffService } from '../staff/staff.service';
import type { ApiCaller } from './api-keys.service';

/** Assigning waits for a confirmed address: the candidate signs in to complete it. */
const UNCONFIRMED =
  'The candidate has not confirmed their email address yet: documents can be assigned once they have.';

/** Jobs written through the API are kept apart from the feed's by this source. */
const API_SOURCE = 'api';
const MAX_ID = 2_147_483_647;
/** The largest time a JavaScript Date holds (ms). */
const MAX_TIME = 8.64e15;

const input = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> =>
  parse(schema, value ?? {}, { namePath: true });

/** Cursors are opaque to callers: the last id read (and the list's `since`), base64url JSON. */
function cursorOf(value: { a: number; s?: number }): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function readCursor(cursor: string | undefined): { a: number; s?: number } | null {
  if (cursor === undefined) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { a?: unknown; s?: unknown };
    // Ids are 32-bit keys and times epoch milliseconds: anything else was not made here.
    const idOk = Number.isInteger(value.a) && (value.a as number) >= 0 && (value.a as number) <= MAX_ID;
    const sinceOk = value.s === undefined || (Number.isInteger(value.s) && Math.abs(value.s as number) <= MAX_TIME);
    if (idOk && sinceOk) return value as { a: number; s?: number };
  } catch {
    // Answered below like any other unreadable cursor.
  }
  throw new AppError(ErrorCode.VALIDATION, 'cursor: not a cursor this API gave', {
    fields: { cursor: 'not a cursor this API gave' },
  });
}

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

interface ApiV1Deps {
  staff: StaffService;
  applications: ApplicationsService;
  feeds: FeedsService;
  onboarding: OnboardingService;
  staffCandidates: StaffCandidatesService;
  audit: AuditLog;
  siteName: string;
}

export function createApiV1Service(deps: ApiV1Deps) {
  const { staff, applications, feeds, onboarding, staffCandidates, audit } = deps;
  const has = (caller: ApiCaller, scope: ApiScope) => caller.scopes.includes(scope);

  /** Without candidates:read, an application names its candidate by id only. */
  function visible(record: ApplicationRecord, caller: ApiCaller): ApplicationRecord {
    return has(caller, 'candidates:read') ? record : { ...record, candidate: { id: record.candidate.id } };
  }

  async function job(idInput: unknown): Promise<ApiJob> {
    return jobOf(await staff.job(idInput));
  }

  return {
    job,

    async jobs(query: unknown) {
      const { limit, cursor } = input(apiJobListQuerySchema, query);
      const after = readCursor(cursor)?.a ?? 0;
      const rows = await staff.jobsAfter(after, limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: page.map(summaryOf),
        next_cursor: rows.length > limit ? cursorOf({ a: page.at(-1)!.jobOrderId }) : null,
      };
    },

    async createJob(body: unknown, caller: ApiCaller): Promise<ApiJob> {
      const value = input(apiJobInputSchema, body);
      const made = await staff.createJob(staffWrite(value), caller.actorId);
      await audit.record({
        action: 'api.job_created',
        actorId: caller.actorId,
        detail: { apiKeyId: caller.keyId, jobOrderId: made.jobOrderId },
      });
      return jobOf(made);
    },

    /** PUT by external id: made the first time, rewritten (and opened) when it changed, else left alone. */
    async upsertJob(externalIdInput: unknown, body: unknown, caller: ApiCaller) {
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
      return { externalId, created: result.created, job: await job(result.id) };
    },

    async closeJob(idInput: unknown, caller: ApiCaller): Promise<ApiJob> {
      return jobOf(await staff.setJobStatus(idInput, { status: 'closed' }, caller.actorId));
    },

    async applications(query: unknown, caller: ApiCaller) {
      const { since, limit, cursor } = input(apiApplicationListQuerySchema, query);
      const from = readCursor(cursor);
      // A cursor carries the `since` its first page was asked with.
      const sinceMs = from?.s ?? (since ? Date.parse(since) : 0);
      const rows = await applications.after(sinceMs, from?.a ?? 0, limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: page.map((r) => visible(r, caller)),
        next_cursor: rows.length > limit ? cursorOf({ a: page.at(-1)!.id, s: sinceMs }) : null,
      };
    },

    async application(idInput: unknown, caller: ApiCaller): Promise<ApplicationRecord> {
      return visible(await applications.record(idInput), caller);
    },

    async setApplicationStatus(idInput: unknown, body: unknown, caller: ApiCaller): Promise<ApplicationRecord> {
      const { status } = input(apiStatusInputSchema, body);
      const id = (await applications.record(idInput)).id;
      await applications.setStatus({ id, status }, caller.actorId);
      return visible(await applications.record(id), caller);
    },

    /** A candidate; their applications with applications:read, their documents with documents:read. */
    async candidate(idInput: unknown, caller: ApiCaller): Promise<ApiCandidate> {
      // The account alone, then only the lists the key may read (not the console's whole page).
      const person = await staffCandidates.account(idInput);
      return {
        id: person.id,
        email: person.email,
        firstName: person.firstName ?? '',
        lastName: person.lastName ?? '',
        emailConfirmed: person.emailConfirmedAt !== null,
        joined: new Date(Number(person.createdAt)).toISOString(),
        ...(has(caller, 'applications:read')
          ? {
              applications: (await applications.list(person.id)).map((a) => ({
                id: a.id,
                jobId: a.jobOrderId,
                title: a.title,
                status: a.status,
                appliedAt: a.appliedAt,
                statusChangedAt: a.statusChangedAt,
              })),
            }
          : {}),
        ...(has(caller, 'documents:read') ? { documents: await onboarding.candidateDocuments(person.id) } : {}),
      };
    },

    async templates() {
      return {
        data: (await onboarding.templates()).map((t) => ({
          id: t.id,
          title: t.formTitle,
          kind: t.kind,
          delivery: t.delivery,
          signatureType: t.signatureType,
          countersign: t.countersign,
        })),
      };
    },

    async documents(query: unknown) {
      const { candidateId, limit, cursor } = input(apiDocumentListQuerySchema, query);
      const rows = await onboarding.documentRecords({
        afterId: readCursor(cursor)?.a ?? 0,
        limit: limit + 1,
        candidateId,
      });
      const page = rows.slice(0, limit);
      return { data: page, next_cursor: rows.length > limit ? cursorOf({ a: page.at(-1)!.id }) : null };
    },

    document(idInput: unknown): Promise<ApiDocument> {
      return onboarding.documentRecord(idOrNotFound(idInput, ONBOARDING_MESSAGES.documentNotFound));
    },

    async signedPdf(idInput: unknown, caller: ApiCaller) {
      const file = await onboarding.signedPdf(idInput);
      await audit.record({
        action: 'api.document_downloaded',
        actorId: caller.actorId,
        detail: { apiKeyId: caller.keyId, documentId: Number(idInput) },
      });
      return file;
    },

    /** Assigns a template to a candidate (mailed as from the console); an open one is not sent twice. */
    async assignDocument(body: unknown, caller: ApiCaller): Promise<{ assigned: boolean; document: ApiDocument }> {
      const { candidateId, templateId, dueDate } = input(apiAssignInputSchema, body);
      const person = await staffCandidates.account(candidateId);
      if (person.emailConfirmedAt === null) throw new AppError(ErrorCode.CONFLICT, UNCONFIRMED);
      const result = await onboarding.assign({ templateId, emails: person.email, dueDate }, caller.actorId);
      // The newest of this template is the one just assigned, or the open one that stopped it.
      const document = (await onboarding.documentRecords({ afterId: 0, limit: 500, candidateId, templateId })).at(-1)!;
      const assigned = result.assigned.length > 0;
      if (assigned)
        await audit.record({
          action: 'api.document_assigned',
          actorId: caller.actorId,
          detail: { apiKeyId: caller.keyId, documentId: document.id, candidateId },
        });
      return { assigned, document };
    },
  };
}

export type ApiV1Service = ReturnType<typeof createApiV1Service>;
