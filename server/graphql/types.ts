import type { GraphQLResolveInfo } from 'graphql';

/** What every resolver receives as its context. Filled per request by the HTTP layer. */
export interface GraphqlContext {
  /** The signed-in user, from the session or the optional access token. */
  user: { id: number; email: string; role: string; ghost: boolean; emailConfirmed: boolean } | null;
  ip: string;
  userAgent: string;
}

export type Resolver = (args: any, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;

/** A feature's contribution to the schema: SDL extending Query/Mutation, and root resolvers. */
export interface GraphqlPart {
  typeDefs: string;
  Query?: Record<string, Resolver>;
  Mutation?: Record<string, Resolver>;
}
