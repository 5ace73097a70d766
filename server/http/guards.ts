/** Access checks for REST routes (SPEC §6, ARCHITECTURE §5). The client's checks only navigate. */
import type { Request, RequestHandler } from 'express';
import { AppError, ErrorCode } from '../errors';
import './session-user';

/** The signed-in user of a request that passed a guard. */
export function currentUser(req: Request): Express.User {
  if (!req.user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Please log in.');
  return req.user;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError(ErrorCode.UNAUTHENTICATED, 'Please log in.'));
};

export const requireConfirmedUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(ErrorCode.UNAUTHENTICATED, 'Please log in.'));
  next(
    req.user.emailConfirmed ? undefined : new AppError(ErrorCode.FORBIDDEN, 'Please confirm your email address first.'),
  );
};

export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(ErrorCode.UNAUTHENTICATED, 'Please log in.'));
  const staff = req.user.role === 'staff' || req.user.role === 'admin';
  next(staff && !req.user.ghost ? undefined : new AppError(ErrorCode.FORBIDDEN, 'Staff only.'));
};

/** The admin role (staff accounts); anyone else signed in gets 403. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(ErrorCode.UNAUTHENTICATED, 'Please log in.'));
  next(req.user.role === 'admin' && !req.user.ghost ? undefined : new AppError(ErrorCode.FORBIDDEN, 'Admins only.'));
};
