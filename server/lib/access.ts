/**
 * The access rules (docs/product.md §6, docs/architecture.md §5), written once: the REST guards (server/http/guards.ts)
 * and the GraphQL resolvers (server/graphql/guards.ts) both ask these. The client's checks only navigate.
 */
import { i18n } from '../../common/i18n';
import { I9_MESSAGES } from '../../common/i9';
import { AppError, ErrorCode } from '../errors';

/** What the rules read of a signed-in user, as a session or an access token carries it. */
export interface AccessUser {
  role: string;
  ghost: boolean;
  emailConfirmed: boolean;
  /** Permissions beyond the role (common/staff-roles.ts); none when absent. */
  permissions?: readonly string[];
}

export function signedIn<U extends AccessUser>(user: U | null | undefined): U {
  if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED, i18n._('Please log in.'));
  return user;
}

export function confirmed<U extends AccessUser>(user: U | null | undefined): U {
  const u = signedIn(user);
  if (!u.emailConfirmed) throw new AppError(ErrorCode.FORBIDDEN, i18n._('Please confirm your email address first.'));
  return u;
}

/** Staff or admin, never while viewing as a candidate. */
export function staff<U extends AccessUser>(user: U | null | undefined): U {
  const u = signedIn(user);
  if ((u.role !== 'staff' && u.role !== 'admin') || u.ghost)
    throw new AppError(ErrorCode.FORBIDDEN, i18n._('Staff only.'));
  return u;
}

export function admin<U extends AccessUser>(user: U | null | undefined): U {
  const u = signedIn(user);
  if (u.role !== 'admin' || u.ghost) throw new AppError(ErrorCode.FORBIDDEN, i18n._('Admins only.'));
  return u;
}

/** Staff granted the `i9` permission (docs/product.md §4.19): Form I-9s hold identity and immigration data. */
export function i9<U extends AccessUser>(user: U | null | undefined): U {
  const u = staff(user);
  if (!u.permissions?.includes('i9')) throw new AppError(ErrorCode.FORBIDDEN, I9_MESSAGES.i9Only);
  return u;
}
