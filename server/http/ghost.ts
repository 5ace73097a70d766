/**
 * View as candidate (SPEC §3 `ghost`, ARCHITECTURE §5). A staff member's own session carries the
 * candidate viewed; each request then runs as that candidate with `ghost` set, and every request
 * that would change something (sign, upload, apply, profile, résumé, saved items, privacy) is
 * refused with a message that names it, and audited with the staff member as the actor.
 */
import type { Request, RequestHandler } from 'express';
import { parse, visit } from 'graphql';
import {
  CANDIDATE_ADMIN_MESSAGES as M,
  GHOST_ACTIONS,
  type GhostRefusal,
  type GhostState,
} from '../../common/staff-candidates';
import { AppError, ErrorCode } from '../errors';
import type { AuthService } from '../features/auth/auth.service';
import { MAX_TOKENS } from '../graphql/limits';
import type { AuditLog } from '../lib/audit';
import { requestInfo } from './handle';
import type { SessionUser } from './session-user';

declare module 'express-session' {
  interface SessionData {
    /** The candidate a staff member views the portal as; the session's own user stays the staff member. */
    ghost?: { candidateId: number; actorId: number; startedAt: number };
  }
}

const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';

/**
 * The user a request runs as: the session's staff member, or while they view as a candidate, that
 * candidate with `ghost` set. A view whose staff member lost the role, or whose candidate is gone,
 * ends here.
 */
export async function viewedAs(req: Request, user: SessionUser, auth: AuthService): Promise<SessionUser> {
  const ghost = req.session?.ghost;
  if (!ghost) return user;
  if (isStaff(user) && ghost.actorId === user.id) {
    const candidate = await auth.sessionUser(ghost.candidateId, true);
    if (candidate?.role === 'candidate') return candidate;
  }
  delete req.session.ghost;
  return user;
}

/** The page globals' banner state. */
export function ghostState(req: Request): GhostState | null {
  if (!req.session?.ghost || !req.user?.ghost) return null;
  return { candidateId: req.user.id, candidateName: `${req.user.firstName} ${req.user.lastName}`.trim() };
}

/** Requests a viewing staff member may still make: reading, searching, opening an apply page, leaving. */
const ALLOWED_WRITES = [/^\/api\/jobsearch\/?$/, /^\/api\/token$/, /^\/api\/view-as\/end$/, /^\/graphql$/];

const REFUSALS: [RegExp, GhostRefusal][] = [
  [/^\/api\/esign\//, 'sign'],
  [/^\/api\/documents\/[^/]+\/report-event$/, 'sign'],
  [/^\/api\/documents\//, 'upload'],
  [/^\/api\/jobsearch\/apply\//, 'apply'],
  [/^\/api\/apply$/, 'apply'],
  [/^\/apply-redirect\//, 'apply'],
  [/^\/api\/me\/applications\//, 'apply'],
  [/^\/api\/me\/profile/, 'profile'],
  [/^\/api\/me\/resume/, 'resume'],
  [/^\/api\/me\/saved-/, 'saved'],
  [/^\/unsubscribe\//, 'saved'],
  [/^\/api\/me\/(export|delete-account)/, 'privacy'],
];

/** What a request of a viewing staff member would do, or null when it only reads. */
function refusalOf(method: string, path: string): GhostRefusal | null {
  const reads = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  // Reads that change something or hand out the candidate's data.
  if (reads && !/^\/api\/documents\/[^/]+\/report-event$/.test(path) && path !== '/api/me/export') return null;
  if (!reads && ALLOWED_WRITES.some((p) => p.test(path))) return null;
  return REFUSALS.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

async function refuse(audit: AuditLog, req: Request, user: SessionUser, what: GhostRefusal): Promise<AppError> {
  await audit.record({
    action: GHOST_ACTIONS.refused,
    userId: user.id,
    actorId: req.session?.ghost?.actorId ?? null,
    detail: { refused: what, method: req.method, path: req.path },
    ...requestInfo(req),
  });
  return new AppError(ErrorCode.FORBIDDEN, M.ghostRefused(what));
}

/** App-wide: refuses and audits what a viewing staff member may not do; logging out ends the view first. */
export function ghostGuard(deps: { audit: AuditLog; auth: AuthService }): RequestHandler {
  const { audit, auth } = deps;
  return (req, _res, next) => {
    const user = req.user;
    const ghost = req.session?.ghost;
    if (!user?.ghost || !ghost) return next();
    if (req.method === 'POST' && req.path === '/logout') {
      // The staff member signs out, not the candidate (whose own sessions stay).
      audit
        .record({
          action: GHOST_ACTIONS.ended,
          userId: user.id,
          actorId: ghost.actorId,
          detail: { by: 'logout' },
          ...requestInfo(req),
        })
        .then(() => auth.sessionUser(ghost.actorId))
        .then((staff) => {
          delete req.session.ghost;
          if (staff) req.user = staff;
          next();
        }, next);
      return;
    }
    const what = refusalOf(req.method, req.path);
    if (!what) return next();
    refuse(audit, req, user, what).then(next, next);
  };
}

/** Does this GraphQL request change something or open a signing ceremony? (Unparsable: GraphQL answers it.) */
function graphqlWrites(body: unknown): boolean {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return false;
  let writes = false;
  try {
    // The same token cap as the GraphQL handler: this parse runs before it (only for a viewing staff member).
    visit(parse(query, { noLocation: true, maxTokens: MAX_TOKENS }), {
      OperationDefinition(node) {
        if (node.operation !== 'query') writes = true;
      },
      Field(node) {
        if (node.name.value === 'documentSigningUrl') writes = true;
      },
    });
  } catch {
    return false;
  }
  return writes;
}

/** /graphql: a viewing staff member (by session or by a ghost session token) reads only. */
export function ghostGraphqlGuard(audit: AuditLog): RequestHandler {
  return (req, res, next) => {
    const user = req.tokenUser ?? req.user;
    if (!user?.ghost || !graphqlWrites(req.body)) return next();
    // Answered as GraphQL answers a resolver's refusal, so clients read it the same way.
    refuse(audit, req, user, 'sign').then(
      (err) =>
        res.json({
          data: null,
          errors: [{ message: err.message, extensions: { code: err.code, status: err.status } }],
        }),
      next,
    );
  };
}
