/** The access rules (server/lib/access.ts) as Express middleware for REST routes. */
import type { Request, RequestHandler } from 'express';
import * as access from '../lib/access';
import './session-user';

/** The signed-in user of a request that passed a guard. */
export function currentUser(req: Request): Express.User {
  return access.signedIn(req.user);
}

const guard =
  (rule: (user: Express.User | undefined) => unknown): RequestHandler =>
  (req, _res, next) => {
    rule(req.user);
    next();
  };

/** Whose session it is: while a staff member views as a candidate, the staff member's. */
export function sessionOwnerId(req: Request): number {
  const user = currentUser(req);
  return user.viewedBy ?? user.id;
}

export const requireUser = guard(access.signedIn);
export const requireConfirmedUser = guard(access.confirmed);
export const requireStaff = guard(access.staff);
/** The admin role (staff accounts); anyone else signed in gets 403. */
export const requireAdmin = guard(access.admin);
/** Staff with the `i9` permission (Form I-9s). */
export const requireI9 = guard(access.i9);
