/**
 * The OpenAPI 3.1 document of /api/v1, made from the zod schemas the routes validate with and
 * answer in (z.toJSONSchema), so the reference cannot say other than what the routes do.
 */
import { z } from 'zod';
import { API_SCOPES, API_V1, type ApiScope } from '../../../common/api-keys';
import {
  apiApplicationListQuerySchema,
  apiApplicationPageSchema,
  apiApplicationSchema,
  apiJobInputSchema,
  apiJobListQuerySchema,
  apiJobPageSchema,
  apiJobSchema,
  apiJobSummarySchema,
  apiPaySchema,
  apiProblemSchema,
  apiStatusInputSchema,
  apiUpsertResultSchema,
} from '../../../common/api-v1';

type JsonSchema = Record<string, unknown>;

interface Operation {
  method: 'get' | 'post' | 'put';
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

const API_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/jobs',
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
    operationId: 'setApplicationStatus',
    summary: 'Moves an application to a status; its history, notices and webhooks follow as in the console.',
    scope: 'applications:write',
    pathParams: id('application'),
    body: 'StatusInput',
    ok: [[200, 'Application', 'The application, moved.']],
    errors: [400, 404, 409],
  },
];

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid; errors names each bad field.',
  401: 'No API key, or one that is unknown, revoked or expired.',
  403: 'The key lacks the scope the operation needs.',
  404: 'No such resource.',
  409: 'The request conflicts with the current state (or an Idempotency-Key reused with another body).',
  429: 'Too many requests for this key; wait Retry-After seconds.',
};

/** Component schemas: requests as they are sent (defaults optional), answers as they are given. */
function components(): Record<string, JsonSchema> {
  const requests = z.registry<{ id: string }>();
  requests.add(apiJobInputSchema, { id: 'JobInput' });
  requests.add(apiPaySchema, { id: 'PayInput' });
  requests.add(apiStatusInputSchema, { id: 'StatusInput' });
  const answers = z.registry<{ id: string }>();
  for (const [schema, name] of [
    [apiPaySchema, 'Pay'],
    [apiJobSummarySchema, 'JobSummary'],
    [apiJobSchema, 'Job'],
    [apiJobPageSchema, 'JobPage'],
    [apiUpsertResultSchema, 'JobUpsert'],
    [apiApplicationSchema, 'Application'],
    [apiApplicationPageSchema, 'ApplicationPage'],
    [apiProblemSchema, 'Problem'],
  ] as const)
    answers.add(schema, { id: name });
  const uri = (name: string) => `#/components/schemas/${name}`;
  const all = {
    ...z.toJSONSchema(requests, { io: 'input', uri, unrepresentable: 'any' }).schemas,
    ...z.toJSONSchema(answers, { io: 'output', uri, unrepresentable: 'any' }).schemas,
  };
  return Object.fromEntries(
    Object.entries(all).map(([name, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema;
      return [name, rest];
    }),
  );
}

function queryParameters(schema: z.ZodObject) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, prop]) => {
    const { description, ...rest } = prop;
    return { name, in: 'query', required: json.required?.includes(name) ?? false, description, schema: rest };
  });
}

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function operationOf(op: Operation) {
  const parameters = [
    ...(op.pathParams ?? []).map((p) => ({ ...p, in: 'path', required: true })),
    ...(op.query ? queryParameters(op.query) : []),
    ...(op.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Any unique text (1 to 200 visible ASCII characters); a repeat within 24 hours answers the first result.',
            schema: { type: 'string', minLength: 1, maxLength: 200 },
          },
        ]
      : []),
  ];
  const responses: Record<string, unknown> = {};
  for (const [status, name, description] of op.ok)
    responses[String(status)] = {
      description,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  for (const status of [...op.errors, 401, 403, 429].sort()) responses[String(status)] = problem(ERROR_TEXT[status]!);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `Needs the \`${op.scope}\` scope.`,
    tags: [op.path.startsWith('/jobs') ? 'Jobs' : 'Applications'],
    'x-scope': op.scope,
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${op.body}` } } },
          },
        }
      : {}),
    responses,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

export function openApiDocument(site: { publicUrl: string; siteName: string }) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method] = operationOf(op);
  return {
    openapi: '3.1.0' as const,
    info: {
      title: `${site.siteName} API`,
      version: '1',
      description:
        "The careers portal for the employer's systems (ATS, HR). Authenticate with an API key an admin makes " +
        'under Integrations: `Authorization: Bearer <key>`. Errors are RFC 9457 problem details. Scopes: ' +
        `${API_SCOPES.join(', ')}.`,
    },
    servers: [{ url: `${site.publicUrl}${API_V1}` }],
    security: [{ bearer: [] }],
    tags: [{ name: 'Jobs' }, { name: 'Applications' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key (cpk_…).' } },
      schemas: components(),
    },
  };
}
