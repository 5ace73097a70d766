/** Assembles the schema from the features' parts and serves it over graphql-http. */
import {
  buildSchema,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { aliasLimitRule, depthLimitRule } from './limits';
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

export function buildGraphqlSchema(parts: GraphqlPart[]): {
  schema: GraphQLSchema;
  rootValue: Record<string, Resolver>;
} {
  const schema = buildSchema([BASE_TYPE_DEFS, ...parts.map((p) => p.typeDefs)].join('\n'));
  const rootValue: Record<string, Resolver> = { ok: () => true, noop: () => null };
  for (const part of parts) Object.assign(rootValue, part.Query, part.Mutation);
  return { schema, rootValue };
}

const MAX_CACHED_DOCUMENTS = 500;
const MAX_CACHED_QUERY_LENGTH = 10_000;

/**
 * Clients send the same few queries over and over: parse each text once and validate each
 * document once. Safe because the schema and the rules of one handler never change.
 */
export function documentCache() {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const cachedParse: typeof parse = (source, parseOptions) => {
    const text = typeof source === 'string' ? source : source.body;
    const hit = documents.get(text);
    if (hit) return hit;
    const document = parse(source, parseOptions);
    if (text.length <= MAX_CACHED_QUERY_LENGTH) {
      if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value as string);
      documents.set(text, document);
    }
    return document;
  };
  const cachedValidate: typeof validate = (schema, document, ...rest) => {
    const hit = validations.get(document);
    if (hit) return hit;
    const errors = validate(schema, document, ...rest);
    validations.set(document, errors);
    return errors;
  };
  return { parse: cachedParse, validate: cachedValidate };
}

export interface GraphqlHandlerOptions {
  parts: GraphqlPart[];
  production: boolean;
  logger: Logger;
  context: (req: Request) => GraphqlContext;
}

export function graphqlHandler(options: GraphqlHandlerOptions): RequestHandler {
  const { schema, rootValue } = buildGraphqlSchema(options.parts);
  // graphql-http appends these to graphql's specified rules.
  const rules: ValidationRule[] = [depthLimitRule(), aliasLimitRule()];
  if (options.production) rules.push(NoSchemaIntrospectionCustomRule);
  const cache = documentCache();

  return createHandler({
    schema,
    rootValue,
    validationRules: rules,
    parse: cache.parse,
    validate: cache.validate,
    context: (req) => options.context(req.raw) as unknown as Record<string, unknown>,
    formatError: (error) => {
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
          extensions: { code: original.code, status: original.status },
        });
      }
      // An unexpected failure inside a resolver: log it, never show its internals.
      options.logger.error({ err: original, path: error.path }, 'graphql resolver failed');
      return new GraphQLError('Internal server error', {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'INTERNAL', status: 500 },
      });
    },
  }) as unknown as RequestHandler;
}
