/** The operations of /api/v1 as the OpenAPI document lists them (openapi.ts makes the document). */
import type { z } from 'zod';
import type { ApiScope } from '../../../common/api-keys';
import {
  apiApplicationListQuerySchema,
  apiDocumentListQuerySchema,
  apiJobListQuerySchema,
} from '../../../common/api-v1';

export type JsonSchema = Record<string, unknown>;

export const API_TAGS = ['Jobs', 'Applications', 'Candidates', 'Documents'] as const;
/** The answer's name for a PDF file (not a JSON component). */
export const PDF = 'pdf';

export interface Operation {
  method: 'get' | 'post' | 'put';
  tag: (typeof API_TAGS)[number];
  path: string;
  operationId: string;
  summary: string;
  scope: ApiScope;
  query?: z.ZodObject;
  pathParams?: { name: string; schema: JsonSchema; description: string }[];
  idempotent?: boolean;
  body?: string;
  /** Status and component of each success answer. */
  ok: [number, string, string][];
  /** The error statuses it may answer besides 401, 403 and 429. */
  errors: number[];
}

const id = (what: string) => [
  { name: 'id', schema: { type: 'integer', minimum: 1 }, description: `The ${what}'s id.` },
];

export const API_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/jobs',
    tag: 'Jobs',
    operationId: 'listJobs',
    summary: 'Jobs of any status, oldest first, a page at a time.',
    scope: 'jobs:read',
    query: apiJobListQuerySchema,
    ok: [[200, 'JobPage', 'A page of jobs; next_cursor is null on the last.']],
    errors: [400],
  },
  {
    method: 'post',
    path: '/jobs',
    tag: 'Jobs',
    operationId: 'createJob',
    summary:
      'Publishes a job. With an Idempotency-Key, a repeat of the same request within a day answers the first result.',
    scope: 'jobs:write',
    idempotent: true,
    body: 'JobInput',
    ok: [[201, 'Job', 'The job, open.']],
    errors: [400, 409],
  },
  {
    method: 'get',
    path: '/jobs/{id}',
    tag: 'Jobs',
    operationId: 'getJob',
    summary: 'One job.',
    scope: 'jobs:read',
    pathParams: id('job'),
    ok: [[200, 'Job', 'The job.']],
    errors: [404],
  },
  {
    method: 'put',
    path: '/jobs/by-external-id/{externalId}',
    tag: 'Jobs',
    operationId: 'upsertJobByExternalId',
    summary:
      "Makes or rewrites the job known by your system's id; an unchanged request changes nothing, a closed job opens again.",
    scope: 'jobs:write',
    pathParams: [
      {
        name: 'externalId',
        schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' },
        description: "Your system's id of the job.",
      },
    ],
    body: 'JobInput',
    ok: [
      [200, 'JobUpsert', 'The job was known: rewritten, or left as it was.'],
      [201, 'JobUpsert', 'The job was made.'],
    ],
    errors: [400],
  },
  {
    method: 'post',
    path: '/jobs/{id}/close',
    tag: 'Jobs',
    operationId: 'closeJob',
    summary: 'Closes a job: it leaves the search and its page.',
    scope: 'jobs:write',
    pathParams: id('job'),
    ok: [[200, 'Job', 'The job, closed.']],
    errors: [404],
  },
  {
    method: 'get',
    path: '/applications',
    tag: 'Applications',
    operationId: 'listApplications',
    summary: 'Applications made since a time, by id, a page at a time.',
    scope: 'applications:read',
    query: apiApplicationListQuerySchema,
    ok: [[200, 'ApplicationPage', 'A page of applications; next_cursor is null on the last.']],
    errors: [400],
  },
  {
    method: 'get',
    path: '/applications/{id}',
    tag: 'Applications',
    operationId: 'getApplication',
    summary: 'One application with its status history.',
    scope: 'applications:read',
    pathParams: id('application'),
    ok: [[200, 'Application', 'The application.']],
    errors: [404],
  },
  {
    method: 'post',
    path: '/applications/{id}/status',
    tag: 'Applications',
    operationId: 'setApplicationStatus',
    summary: 'Moves an application to a status; its history, notices and webhooks follow as in the console.',
    scope: 'applications:write',
    pathParams: id('application'),
    body: 'StatusInput',
    ok: [[200, 'Application', 'The application, moved.']],
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/candidates/{id}',
    tag: 'Candidates',
    operationId: 'getCandidate',
    summary: 'A candidate with their applications (applications:read) and documents (documents:read).',
    scope: 'candidates:read',
    pathParams: id('candidate'),
    ok: [[200, 'Candidate', 'The candidate.']],
    errors: [404],
  },
  {
    method: 'get',
    path: '/document-templates',
    tag: 'Documents',
    operationId: 'listDocumentTemplates',
    summary: 'The templates documents are assigned from.',
    scope: 'documents:read',
    ok: [[200, 'TemplateList', 'Every template.']],
    errors: [],
  },
  {
    method: 'get',
    path: '/documents',
    tag: 'Documents',
    operationId: 'listDocuments',
    summary: "Assigned documents by id, a page at a time; all candidates' or one's.",
    scope: 'documents:read',
    query: apiDocumentListQuerySchema,
    ok: [[200, 'DocumentPage', 'A page of documents; next_cursor is null on the last.']],
    errors: [400],
  },
  {
    method: 'post',
    path: '/documents',
    tag: 'Documents',
    operationId: 'assignDocument',
    summary:
      'Assigns a template to a candidate, who is mailed as when staff assign it; a document of that template still open is not sent twice.',
    scope: 'documents:write',
    idempotent: true,
    body: 'AssignInput',
    ok: [[201, 'Assignment', 'The document (assigned false: it was open already).']],
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/documents/{id}',
    tag: 'Documents',
    operationId: 'getDocument',
    summary: 'One document and its state.',
    scope: 'documents:read',
    pathParams: id('document'),
    ok: [[200, 'Document', 'The document.']],
    errors: [404],
  },
  {
    method: 'get',
    path: '/documents/{id}/signed.pdf',
    tag: 'Documents',
    operationId: 'downloadSignedDocument',
    summary: 'The signed copy, as sealed or uploaded. Each download is in the audit log.',
    scope: 'documents:read',
    pathParams: id('document'),
    ok: [[200, PDF, 'The signed PDF.']],
    errors: [404],
  },
];
