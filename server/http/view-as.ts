/**
 * View as candidate (docs/product.md §3 `ghost`, docs/architecture.md §5). A staff member's own session carries the
 * candidate viewed; each request then runs as that candidate with `ghost` set. What it may not do
 * (sign, upload, apply, change the profile, résumé, saved items, export or delete the account) is
 * refused by a guard on each such route — carried by the route, so no spelling of the path (case,
 * trailing slash, encoding) gets around it — and again by the services themselves
 * (server/lib/viewing.ts). Each refusal names what was refused and is audited with the staff
 * member as the actor.
 */
import { i18n } from '../../common/i18n';
import type { Request, RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import { parse, visit } from 'graphql';
import type { ViewAsRefusal, ViewAsState } from '../../common/staff-candidates';
import { AppError, ErrorCode } from '../errors';
import type { SessionTokenView } from './session-token';
import { MAX_TOKENS } from '../graphql/limits';
import type { AuditLog } from '../lib/audit';
import { randomToken } from '../lib/tokens';
import type { Clock } from '../lib/clock';
import { recordViewEnded, refuseWhileViewing } from '../lib/viewing';
import { requestInfo } from './handle';
import type { SessionUser, SessionUsers } from './session-user';

declare module 'express-session' {
  interface SessionData {
    /**
     * The candidate a staff member views the portal as; the session's own user stays the staff
     * member. `viewId` names this view: a session token made in it lives only as long.
     */
    viewAs?: { candidateId: number; actorId: number; startedAt: number; viewId?: string };
  }
}

const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';

/** The state a new view starts with. */
export function newView(candidateId: number, actorId: number, startedAt: number) {
  return { candidateId, actorId, startedAt, viewId: randomToken() };
}

/**
 * The user a request runs as: the session's staff member, or while they view as a candidate, that
 * candidate with `ghost` set. A view whose staff member lost the role, or whose candidate is gone,
 * ends here.
 */
export async function viewedAs(req: Request, user: SessionUser, auth: SessionUsers): Promise<SessionUser> {
  const viewing = req.session?.viewAs;
  if (!viewing) return user;
  if (isStaff(user) && viewing.actorId === user.id) {
    const candidate = await auth.sessionUser(viewing.candidateId, user.id);
    if (candidate?.role === 'candidate') return candidate;
  }
  delete req.session.viewAs;
  return user;
}

/** The page globals' banner state. */
export function viewAsState(req: Request): ViewAsState | null {
  if (!req.session?.viewAs || !req.user?.ghost) return null;
  return { candidateId: req.user.id, candidateName: `${req.user.firstName} ${req.user.lastName}`.trim() };
}

/**
 * The guard a route carries when it changes something or hands out the candidate's data:
 * `notWhileViewing('privacy')` refuses (403, audited) a staff member viewing as the candidate.
 */
export function viewAsRefusals(audit: AuditLog): (what: ViewAsRefusal) => RequestHandler {
  return (what) => async (req, _res, next) => {
    await refuseWhileViewing(audit, requestInfo(req), what, { method: req.method, path: req.path });
    next();
  };
}

/**
 * POST /logout while viewing: the view ends and the console comes back; the staff member stays
 * signed in (the header's Log out is the candidate's, and the candidate was never signed in here).
 */
export function endViewOnLogout(deps: { audit: AuditLog; clock: Clock }): RequestHandler {
  return async (req, res, next) => {
    const viewing = req.session?.viewAs;
    if (!req.user?.ghost || !viewing) return next();
    const { returnTo } = await recordViewEnded(deps.audit, viewing, 'logout', deps.clock(), requestInfo(req));
    delete req.session.viewAs;
    req.session.save((err) => (err ? next(err) : res.redirect(303, returnTo)));
  };
}

/** What a session token made while viewing carries so that it dies with the view (see viewTokenIsLive). */
export async function sessionTokenView(req: Request, auth: SessionUsers): Promise<SessionTokenView | undefined> {
  const viewing = req.session?.viewAs;
  if (!req.user?.ghost || !viewing) return undefined;
  const actor = await auth.sessionUser(viewing.actorId);
  if (!actor) throw new AppError(ErrorCode.UNAUTHENTICATED, i18n._('Not signed in'));
  if (!viewing.viewId) {
    // A view started before views were named: it is named now.
    viewing.viewId = randomToken();
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  }
  return { actorId: actor.id, actorSessionVersion: actor.sessionVersion, viewId: viewing.viewId };
}

/**
 * A session token made while viewing is good only while its view is: the staff member still
 * active and staff, at the session version it was made with (logout and deactivation move it),
 * and the live session it was made in (`origin`, see DatabaseSessionStore.liveSession) theirs
 * and still in that view.
 */
export async function viewTokenIsLive(
  deps: { auth: SessionUsers },
  candidateId: number,
  view: SessionTokenView,
  origin: { userId: number; data: SessionData },
): Promise<boolean> {
  const viewing = origin.data.viewAs;
  if (origin.userId !== view.actorId || viewing?.viewId !== view.viewId || viewing.candidateId !== candidateId)
    return false;
  const actor = await deps.auth.sessionUser(view.actorId);
  return Boolean(actor && isStaff(actor) && actor.sessionVersion === view.actorSessionVersion);
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

/** /graphql: a viewing staff member (by session or by a session token made in the view) reads only. */
export function viewAsGraphqlGuard(audit: AuditLog): RequestHandler {
  return (req, res, next) => {
    const user = req.tokenUser ?? req.user;
    if (!user?.ghost || !graphqlWrites(req.body)) return next();
    // Answered as GraphQL answers a resolver's refusal, so clients read it the same way.
    refuseWhileViewing(audit, requestInfo(req), 'sign', { method: req.method, path: req.path }).then(
      () => next(),
      (err: unknown) => {
        if (!(err instanceof AppError)) return next(err);
        res.json({
          data: null,
          errors: [{ message: err.message, extensions: { ...err.details, code: err.code, status: err.status } }],
        });
      },
    );
  };
}
