/**
 * Routers whose routes take their guards from the route table (server/route-table.ts): each
 * `router.get(path, handler)` looks up `GET path` and runs, before the handler, the declared
 * per-client limit, access rule, refusal while viewing as a candidate and step-up. A route missing
 * from the table fails at start-up; a route added to a plain Express router is caught by the test
 * that walks the live router (test/api/platform/route-table.test.ts).
 */
import { type Request, type RequestHandler, Router } from 'express';
import type { ApiScope } from '../../common/api-keys';
import { ROUTE_TABLE } from '../route-table';
import type { AuditLog } from '../lib/audit';
import type { Clock } from '../lib/clock';
import type { IdempotencyStore } from '../lib/idempotency';
import type { RateLimiter } from '../lib/rate-limiter';
import { viewAsRefusals } from './view-as';
import { idempotentWrites } from './idempotency';
import { requireAdmin, requireConfirmedUser, requireI9, requireStaff, requireUser } from './guards';
import { memoryRateLimit, rateLimit } from './rate-limit';
import { type MemoryLimit, RATE_LIMITS, type RouteKey, type RoutePolicy } from './route-policy';
import { requireRecentAuthentication } from './step-up';

export interface RouteGuardDeps {
  audit: AuditLog;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** Requests per client a minute of the in-memory limits. */
  perMinute: Record<MemoryLimit, number>;
  /** The REST API's check of its key's scope (the API feature's own). */
  apiScope: (scope: ApiScope) => RequestHandler;
  /** Answers remembered under an Idempotency-Key (writes of signed-in people and of API keys). */
  idempotency: IdempotencyStore;
  /** The REST API key behind a request, if any (the API feature's own). */
  apiKeyOf: (req: Request) => number | undefined;
}

/** Marks the first handler of every declared route: the route-table test looks for it. */
export const DECLARED = Symbol('declared route');

export interface RouteGuards {
  /** The guards of `key`'s declaration, in order; throws when the route is not declared. */
  for(key: RouteKey): RequestHandler[];
  policy(key: RouteKey): RoutePolicy;
}

const client = (req: Request) => req.ip ?? 'unknown';

export function createRouteGuards(deps: RouteGuardDeps): RouteGuards {
  const notWhileViewing = viewAsRefusals(deps.audit);
  const stepUp = requireRecentAuthentication(deps.clock);
  const memory: Record<MemoryLimit, RequestHandler> = {
    // Visitors only: a signed-in reader is known and limited elsewhere.
    publicReads: memoryRateLimit({
      perMinute: deps.perMinute.publicReads,
      clock: deps.clock,
      key: (req) => (req.user || req.tokenUser ? null : client(req)),
    }),
    graphql: memoryRateLimit({
      perMinute: deps.perMinute.graphql,
      clock: deps.clock,
      key: (req) => {
        const user = req.tokenUser ?? req.user;
        return user ? `user:${user.id}` : `ip:${client(req)}`;
      },
    }),
  };
  const limiters = new Map<string, RequestHandler>();
  const limiter = (name: NonNullable<RoutePolicy['limit']>): RequestHandler => {
    if (name === 'publicReads' || name === 'graphql') return memory[name];
    let made = limiters.get(name);
    if (!made) limiters.set(name, (made = rateLimit(deps.rateLimiter, name, RATE_LIMITS[name])));
    return made;
  };
  const access = {
    public: null,
    token: null,
    user: requireUser,
    confirmed: requireConfirmedUser,
    staff: requireStaff,
    admin: requireAdmin,
    i9: requireI9,
    apiKey: null,
  } satisfies Record<RoutePolicy['access'], RequestHandler | null>;

  // Whose Idempotency-Key it is: the session's own person (a viewing staff member's, not the
  // candidate's), or the API key.
  const idempotent = idempotentWrites(deps.idempotency, (req) => {
    const user = req.user;
    if (user) return `user:${user.viewedBy ?? user.id}`;
    const keyId = deps.apiKeyOf(req);
    return keyId === undefined ? null : `api_key:${keyId}`;
  });

  const policy = (key: RouteKey): RoutePolicy => {
    const declared = (ROUTE_TABLE as Partial<Record<RouteKey, RoutePolicy>>)[key];
    if (!declared) throw new Error(`${key} is not declared in server/route-table.ts`);
    return declared;
  };

  return {
    policy,
    for(key) {
      const declared = policy(key);
      const guards: RequestHandler[] = [];
      if (declared.limit) guards.push(limiter(declared.limit));
      const rule = access[declared.access];
      if (rule) guards.push(rule);
      if (declared.access === 'apiKey' && declared.scope) guards.push(deps.apiScope(declared.scope));
      if ('viewAs' in declared && declared.viewAs !== 'allow') guards.push(notWhileViewing(declared.viewAs));
      // Staff sessions only: a candidate's own files are theirs; a viewing staff member's are not.
      if ('stepUp' in declared && declared.stepUp)
        guards.push((req, res, next) => (staffSession(req) ? stepUp(req, res, next) : next()));
      // A write by someone known, once every guard has let it through: sent twice, it acts once.
      if (!key.startsWith('GET ') && IDENTIFIED.has(declared.access)) guards.push(idempotent);
      const marker: RequestHandler = (_req, _res, next) => next();
      Object.defineProperty(marker, DECLARED, { value: key });
      return [marker, ...guards];
    },
  };
}

/** Access rules under which the caller is known (a person signed in, or an API key). */
const IDENTIFIED = new Set<RoutePolicy['access']>(['user', 'confirmed', 'staff', 'admin', 'i9', 'apiKey']);

/** The session's own user is staff: signed in as staff, or a staff member viewing as a candidate. */
function staffSession(req: Request): boolean {
  const user = req.user;
  return Boolean(user && (user.role === 'staff' || user.role === 'admin' || user.viewedBy !== null));
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * An Express router whose routes are declared: `prefix` is where it is mounted (the REST API's
 * /api/v1), so its keys name the full path.
 */
export function declaredRouter(guards: RouteGuards, prefix = ''): Router {
  const router = Router();
  for (const method of METHODS) {
    const register = router[method].bind(router) as (path: string | string[], ...handlers: RequestHandler[]) => Router;
    const declared = (path: string | string[], ...handlers: RequestHandler[]) => {
      const paths = Array.isArray(path) ? path : [path];
      for (const one of paths)
        register(one, ...guards.for(`${method.toUpperCase()} ${prefix}${one}` as RouteKey), ...handlers);
      return router;
    };
    Object.assign(router, { [method]: declared });
  }
  return router;
}
