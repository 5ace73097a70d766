import type { GraphQLResolveInfo } from 'graphql';
import type { RequestInfo } from '../lib/request-info';

/** What every resolver receives as its context. Filled per request by the HTTP layer. */
export interface GraphqlContext {
  /** The signed-in user, from the session or the optional access token. */
  user: {
    id: number;
    email: string;
    role: string;
    ghost: boolean;
    emailConfirmed: boolean;
    /** Permissions beyond the role (none while viewing as a candidate), as the REST guards read them. */
    permissions: readonly string[];
  } | null;
  /** Who asks (and, while a staff member views as a candidate, who views whom): what services are given. */
  info: RequestInfo;
}

export type Resolver = (args: any, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;

/** A feature's contribution to the schema: SDL extending Query/Mutation, and root resolvers. */
export interface GraphqlPart {
  typeDefs: string;
  Query?: Record<string, Resolver>;
  Mutation?: Record<string, Resolver>;
}
