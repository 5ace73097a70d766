/**
 * What every route declares (server/route-table.ts): who may call it, whether it needs a recent
 * authentication, what a staff member viewing as a candidate may do there, and its rate-limit and
 * admission class. The guards come from the declaration (server/http/declared-router.ts), never
 * from a route's own code, so a route cannot forget one.
 */
import type { ApiScope } from '../../common/api-keys';
import type { ViewAsRefusal } from '../../common/staff-candidates';
import type { AdmissionClass } from '../lib/admission';
import type { RateLimitRule } from '../lib/rate-limiter';

/**
 * Who may call a route. `public`: anyone. `token`: anyone holding the random token the path or body
 * carries (its service checks it). `user`: signed in; `confirmed`: with a confirmed address;
 * `staff`, `admin`: the roles (never while viewing as a candidate: the viewer is then a candidate);
 * `i9`: staff granted the Form I-9 permission.
 * `apiKey`: the REST API's keys, whose scopes are their authority.
 */
type Access = 'public' | 'token' | 'user' | 'confirmed' | 'staff' | 'admin' | 'i9' | 'apiKey';

/**
 * The admission class: what a request is for, so that under load sign-ins, applying and signing
 * are admitted ahead of anonymous reads.
 */
type RouteClass = AdmissionClass;

/** Per-client limits, counted in the shared database (all instances count the same requests). */
const HOUR = 3_600_000;
export const RATE_LIMITS = {
  captcha: { limit: 60, windowMs: HOUR },
  register: { limit: 10, windowMs: HOUR },
  'reset-request': { limit: 5, windowMs: HOUR },
  'reset-verify': { limit: 30, windowMs: HOUR },
  reset: { limit: 10, windowMs: HOUR },
  'second-factor': { limit: 30, windowMs: 15 * 60_000 },
  'mfa-confirm': { limit: 30, windowMs: HOUR },
  // Steps that take the password again (turning two-factor off, new recovery codes, removing a passkey).
  'mfa-reauth': { limit: 20, windowMs: HOUR },
  reauthenticate: { limit: 20, windowMs: HOUR },
  'passkey-options': { limit: 60, windowMs: HOUR },
  'passkey-add': { limit: 30, windowMs: HOUR },
  'oidc-start': { limit: 60, windowMs: HOUR },
  'oidc-callback': { limit: 120, windowMs: HOUR },
  // Apply links and their tokens: guessing is pointless (128-bit ids), but each guess costs a query.
  'apply-link': { limit: 300, windowMs: HOUR },
  unsubscribe: { limit: 300, windowMs: HOUR },
  'delete-account': { limit: 10, windowMs: 15 * 60_000 },
  // /verify opens an uploaded PDF in the file pool: generous for a person, a wall for a script.
  verify: { limit: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Per-client limits counted in this process's memory (server/http/rate-limit.ts memoryRateLimit):
 * a counter write per request would add the very load they guard against.
 */
export type MemoryLimit = 'publicReads' | 'graphql';

type RateLimitName = keyof typeof RATE_LIMITS | MemoryLimit;

interface Declared {
  class: RouteClass;
  /** A per-client limit, applied before anything else. */
  limit?: RateLimitName;
}

/** A route a candidate or a visitor reaches. */
export interface PortalRoute extends Declared {
  access: Extract<Access, 'public' | 'token' | 'user' | 'confirmed'>;
  /** While a staff member views as the candidate: allowed, or refused (403, audited) as this. */
  viewAs: 'allow' | ViewAsRefusal;
  /**
   * Staff reaching it while viewing as a candidate need a recent authentication (the candidate's
   * files); the candidate's own use never does.
   */
  stepUp: boolean;
}

/** A route of the staff console. */
interface StaffRoute extends Declared {
  access: Extract<Access, 'staff' | 'admin' | 'i9'>;
  /** The session must have signed in or re-authenticated within the last 10 minutes. */
  stepUp: boolean;
}

/** A route of the REST API (/api/v1), authorised by its key's scope (null: no key needed). */
interface ApiRoute extends Declared {
  access: Extract<Access, 'apiKey'>;
  scope: ApiScope | null;
}

export type RoutePolicy = PortalRoute | StaffRoute | ApiRoute;

/** `METHOD /path`, the path exactly as the route registers it. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
