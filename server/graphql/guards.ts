/** The access rules (server/lib/access.ts) for resolvers: the same rules as the REST guards. */
import * as access from '../lib/access';
import type { GraphqlContext } from './types';

type ContextUser = NonNullable<GraphqlContext['user']>;

export const graphqlConfirmedUser = (context: GraphqlContext): ContextUser => access.confirmed(context.user);
export const graphqlStaff = (context: GraphqlContext): ContextUser => access.staff(context.user);
export const graphqlAdmin = (context: GraphqlContext): ContextUser => access.admin(context.user);
export const graphqlI9 = (context: GraphqlContext): ContextUser => access.i9(context.user);
