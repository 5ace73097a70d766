/** Access checks for resolvers; the same rules as the REST guards. */
import { AppError, ErrorCode } from '../errors';
import type { GraphqlContext } from './types';

export function graphqlUser(context: GraphqlContext): NonNullable<GraphqlContext['user']> {
  if (!context.user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Please log in.');
  return context.user;
}

export function graphqlConfirmedUser(context: GraphqlContext): NonNullable<GraphqlContext['user']> {
  const user = graphqlUser(context);
  if (!user.emailConfirmed) throw new AppError(ErrorCode.FORBIDDEN, 'Please confirm your email address first.');
  return user;
}

export function graphqlStaff(context: GraphqlContext): NonNullable<GraphqlContext['user']> {
  const user = graphqlUser(context);
  if ((user.role !== 'staff' && user.role !== 'admin') || user.ghost)
    throw new AppError(ErrorCode.FORBIDDEN, 'Staff only.');
  return user;
}

export function graphqlAdmin(context: GraphqlContext): NonNullable<GraphqlContext['user']> {
  const user = graphqlStaff(context);
  if (user.role !== 'admin') throw new AppError(ErrorCode.FORBIDDEN, 'Admins only.');
  return user;
}
