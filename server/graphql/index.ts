/** Assembles the schema from the features' parts and serves it over graphql-http. */
import {
  buildSchema,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
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

export interface GraphqlHandlerOptions {
  parts: GraphqlPart[];
  production: boolean;
  logger: Logger;
  context: (req: Request) => GraphqlContext;
}

export function graphqlHandler(options: GraphqlHandlerOptions): RequestHandler {
  const { schema, rootValue } = buildGraphqlSchema(options.parts);
  const rules: ValidationRule[] = [...specifiedRules, depthLimitRule(), aliasLimitRule()];
  if (options.production) rules.push(NoSchemaIntrospectionCustomRule);

  return createHandler({
    schema,
    rootValue,
    validationRules: rules,
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
