/**
 * The OpenAPI 3.1 document of /api/v1, made from the zod schemas the routes validate with and
 * answer in (z.toJSONSchema), so the reference cannot say other than what the routes do.
 */
import { z } from 'zod';
import { API_SCOPES, API_V1 } from '../../../common/api-keys';
import {
  apiApplicationPageSchema,
  apiApplicationSchema,
  apiAssignInputSchema,
  apiAssignResultSchema,
  apiCandidateSchema,
  apiDocumentPageSchema,
  apiDocumentSchema,
  apiJobInputSchema,
  apiJobPageSchema,
  apiJobSchema,
  apiJobSummarySchema,
  apiPaySchema,
  apiProblemSchema,
  apiStatusInputSchema,
  apiTemplateListSchema,
  apiTemplateSchema,
  apiUpsertResultSchema,
} from '../../../common/api-v1';
import { API_OPERATIONS, API_TAGS, type JsonSchema, type Operation, PDF } from './openapi-operations';

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid; errors names each bad field.',
  401: 'No API key, or one that is unknown, revoked or expired, or whose creator is no longer an active admin.',
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
  requests.add(apiAssignInputSchema, { id: 'AssignInput' });
  const answers = z.registry<{ id: string }>();
  for (const [schema, name] of [
    [apiPaySchema, 'Pay'],
    [apiJobSummarySchema, 'JobSummary'],
    [apiJobSchema, 'Job'],
    [apiJobPageSchema, 'JobPage'],
    [apiUpsertResultSchema, 'JobUpsert'],
    [apiApplicationSchema, 'Application'],
    [apiApplicationPageSchema, 'ApplicationPage'],
    [apiCandidateSchema, 'Candidate'],
    [apiDocumentSchema, 'Document'],
    [apiDocumentPageSchema, 'DocumentPage'],
    [apiAssignResultSchema, 'Assignment'],
    [apiTemplateSchema, 'Template'],
    [apiTemplateListSchema, 'TemplateList'],
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
      content:
        name === PDF
          ? { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } }
          : { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  for (const status of [...op.errors, 401, 403, 429].sort()) responses[String(status)] = problem(ERROR_TEXT[status]!);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `Needs the \`${op.scope}\` scope.`,
    tags: [op.tag],
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
    tags: API_TAGS.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key (cpk_…).' } },
      schemas: components(),
    },
  };
}
