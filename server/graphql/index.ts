/** Assembles the schema from the features' parts and serves it over graphql-http. */
import { i18n } from '../../common/i18n';
import {
  buildSchema,
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { createHandler } from 'graphql-http/lib/use/express';
import type { Request, RequestHandler } from 'express';
import { AppError, ErrorCode } from '../errors';
import { fromDatabaseError } from '../http/error-handler';
import type { Logger } from '../logger';
import { limitRules, MAX_QUERY_LENGTH, MAX_TOKENS } from './limits';
import { isGuarded, isStaffField } from './staff-fields';
import type { GraphqlContext, GraphqlPart, Resolver } from './types';

const BASE_TYPE_DEFS = /* GraphQL */ `
  type Query {
    "Always true; lets clients check the endpoint."
    ok: Boolean!
  }
  type Mutation {
    "Does nothing; the features extend Mutation."
    noop: Boolean
  }
`;

function buildGraphqlSchema(parts: GraphqlPart[]): {
  schema: GraphQLSchema;
  rootValue: Record<string, Resolver>;
} {
  const schema = buildSchema([BASE_TYPE_DEFS, ...parts.map((p) => p.typeDefs)].join('\n'));
  const rootValue: Record<string, Resolver> = { ok: () => true, noop: () => null };
  for (const part of parts) Object.assign(rootValue, part.Query, part.Mutation);
  for (const [name, resolver] of Object.entries(rootValue)) {
    if (isStaffField(name) && !isGuarded(resolver)) throw new Error(`GraphQL field ${name} is not behind staffOnly()`);
  }
  return { schema, rootValue };
}

const MAX_CACHED_DOCUMENTS = 500;

/**
 * Clients send the same few queries over and over: parse each text once and validate each
 * document once. Safe because the schema and the rules of one handler never change.
 * Parsing stops at MAX_TOKENS; validation runs the limit rules first and graphql's own rules
 * only on documents within the limits.
 */
export function documentCache() {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const limits = limitRules();
  const cachedParse = (text: string): DocumentNode => {
    const hit = documents.get(text);
    if (hit) return hit;
    const document = parse(text, { maxTokens: MAX_TOKENS });
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value as string);
    documents.set(text, document);
    return document;
  };
  const cachedValidate = (
    schema: GraphQLSchema,
    document: DocumentNode,
    rules: readonly ValidationRule[] = specifiedRules,
  ): readonly GraphQLError[] => {
    const hit = validations.get(document);
    if (hit) return hit;
    const overLimit = validate(schema, document, limits);
    const errors = overLimit.length ? overLimit : validate(schema, document, rules);
    validations.set(document, errors);
    return errors;
  };
  return { parse: cachedParse, validate: cachedValidate };
}

/**
 * Refuses what must never reach the parser: batches (an array body) and query texts over the cap,
 * from a POST body or a GET query string.
 */
const graphqlRequestGuard: RequestHandler = (req, _res, next) => {
  if (Array.isArray(req.body)) {
    return next(
      new AppError(
        ErrorCode.BAD_REQUEST,
        'Batched GraphQL requests are not supported: send one operation per request.',
      ),
    );
  }
  const query: unknown = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
  const texts = Array.isArray(query) ? query : [query];
  if (texts.some((text) => typeof text === 'string' && text.length > MAX_QUERY_LENGTH)) {
    return next(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, i18n._('The GraphQL query is too large.')));
  }
  next();
};

/** A request error (syntax, validation, variables) answered as 400, whatever the Accept header. */
function badRequest(
  errors: readonly (GraphQLError | Error)[],
): [string, { status: number; statusText: string; headers: Record<string, string> }] {
  return [
    JSON.stringify({ errors: errors.map((e) => (e instanceof GraphQLError ? e.toJSON() : { message: e.message })) }),
    { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
  ];
}

export interface GraphqlHandlerOptions {
  parts: GraphqlPart[];
  production: boolean;
  logger: Logger;
  context: (req: Request) => GraphqlContext;
}

/** The handlers of GET and POST /graphql (the route table declares both), in order. */
export function graphqlHandler(options: GraphqlHandlerOptions): RequestHandler[] {
  const { schema, rootValue } = buildGraphqlSchema(options.parts);
  const rules: readonly ValidationRule[] = options.production
    ? [...specifiedRules, NoSchemaIntrospectionCustomRule]
    : specifiedRules;
  const cache = documentCache();

  const formatError = (error: Error | GraphQLError): GraphQLError | Error => {
    const original = error instanceof GraphQLError ? error.originalError : undefined;
    if (!original || !(error instanceof GraphQLError)) {
      // Suggestions ("Did you mean …?") describe the schema; production keeps it private.
      if (options.production && error instanceof GraphQLError && / Did you mean /.test(error.message)) {
        return new GraphQLError(error.message.replace(/ Did you mean .*$/, ''), { nodes: error.nodes });
      }
      return error;
    }
    if (original instanceof AppError) {
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        path: error.path,
        // details: what the error says the client may see (e.g. what a view-as refusal refused).
        extensions: { ...original.details, code: original.code, status: original.status },
      });
    }
    // An unexpected failure inside a resolver: log it, never show its internals.
    options.logger.error({ err: original, path: error.path }, 'graphql resolver failed');
    return new GraphQLError(i18n._('Internal server error'), {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL', status: 500 },
    });
  };

  /**
   * Parse, limits, validation and variable coercion happen here, so that every request error is a
   * 400 (graphql-http would answer 200 to application/json clients) and never a resolver's 500.
   */
  const prepare = (
    req: { raw: Request },
    params: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null },
  ) => {
    let document: DocumentNode;
    try {
      document = cache.parse(params.query);
    } catch (err) {
      return badRequest([err instanceof GraphQLError ? err : new GraphQLError('The query could not be parsed.')]);
    }
    const errors = cache.validate(schema, document, rules);
    if (errors.length) return badRequest(errors.map(formatError));
    const operation = getOperationAST(document, params.operationName);
    if (!operation) return badRequest([new GraphQLError('Unable to detect operation AST')]);
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], params.variables ?? {}, {
      maxErrors: 10,
    });
    if (coerced.errors) return badRequest(coerced.errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes })));
    return {
      schema,
      document,
      rootValue,
      operationName: params.operationName,
      variableValues: params.variables,
      contextValue: options.context(req.raw) as unknown as Record<string, unknown>,
    };
  };

  /** A resolver that found the database saturated or down makes the whole answer a 503, as REST does. */
  const onOperation = (_req: unknown, _args: unknown, result: { errors?: readonly GraphQLError[] }) => {
    const unavailable = result.errors?.map((e) => fromDatabaseError(e.originalError)).find(Boolean);
    if (!unavailable) return undefined;
    const body = { errors: [{ message: unavailable.message, extensions: { code: unavailable.code, status: 503 } }] };
    return [
      JSON.stringify(body),
      {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(unavailable.retryAfter) },
      },
    ] as [string, { status: number; statusText: string; headers: Record<string, string> }];
  };

  return [
    graphqlRequestGuard,
    createHandler({ schema, rootValue, onSubscribe: prepare, onOperation, formatError }) as unknown as RequestHandler,
  ];
}
