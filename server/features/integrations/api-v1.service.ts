/**
 * The REST API's resources (/api/v1), made of the features' own services: jobs through the staff
 * console's rules, upserts by external id through the job feed's, statuses through the
 * applications service (so history, hooks and webhooks follow); candidates and documents through
 * the console's candidates and onboarding services. No HTTP here.
 * Each resource is a function of its own file; this binds them to the service's deps. The cursor
 * and scope rules they share are in api-v1.shared.ts.
 */
import type { ApiCaller } from './api-keys.service';
import { application, applications, setApplicationStatus } from './api-v1-applications';
import { candidate } from './api-v1-candidates';
import { assignDocument, document, documents, signedPdf, templates } from './api-v1-documents';
import { closeJob, createJob, job, jobs, upsertJob } from './api-v1-jobs';
import type { ApiV1Deps } from './api-v1.shared';

export function createApiV1Service(deps: ApiV1Deps) {
  return {
    job: (idInput: unknown) => job(deps, idInput),
    jobs: (query: unknown) => jobs(deps, query),
    createJob: (body: unknown, caller: ApiCaller) => createJob(deps, body, caller),
    upsertJob: (externalIdInput: unknown, body: unknown, caller: ApiCaller) =>
      upsertJob(deps, externalIdInput, body, caller),
    closeJob: (idInput: unknown, caller: ApiCaller) => closeJob(deps, idInput, caller),
    applications: (query: unknown, caller: ApiCaller) => applications(deps, query, caller),
    application: (idInput: unknown, caller: ApiCaller) => application(deps, idInput, caller),
    setApplicationStatus: (idInput: unknown, body: unknown, caller: ApiCaller) =>
      setApplicationStatus(deps, idInput, body, caller),
    candidate: (idInput: unknown, caller: ApiCaller) => candidate(deps, idInput, caller),
    templates: () => templates(deps),
    documents: (query: unknown) => documents(deps, query),
    document: (idInput: unknown) => document(deps, idInput),
    signedPdf: (idInput: unknown, caller: ApiCaller) => signedPdf(deps, idInput, caller),
    assignDocument: (body: unknown, caller: ApiCaller) => assignDocument(deps, body, caller),
  };
}

export type ApiV1Service = ReturnType<typeof createApiV1Service>;
