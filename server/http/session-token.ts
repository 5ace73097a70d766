/**
 * The session token of docs/product.md §3: a short-lived JWT describing the signed-in user, accepted as the
 * optional access token of /graphql. HS256 only; the `typ` claim keeps token kinds apart.
 */
import jwt from 'jsonwebtoken';
import type { SessionUser } from './session-user';

const SESSION_TOKEN_TTL_MS = 1_800_000; // docs/product.md §9: 30 minutes
export const TOKEN_ALGORITHM = 'HS256';
export const APPLICATION_NAME = 'candidate-portal';

export interface SessionTokenClaims {
  id: number;
  sub: string;
  iss: string;
  exp: number;
  email: string;
  firstName: string;
  lastName: string;
  accessToken: string | null;
  edgeCandidateId: string | null;
  ghost: boolean;
  /** The account's session version at issue: logout, reset and deletion move it (SECURITY 7.4.1). */
  sv: number;
  /** The public id of the session it was made in (never the cookie's sid): it lives only as long. */
  sid: string;
  /** Made while a staff member viewed as this user (`ghost`): the view it lives and dies with. */
  view?: SessionTokenView;
  typ: 'session';
}

/** A view as candidate: the staff member, their session version at issue, and the view's id. */
export interface SessionTokenView {
  actorId: number;
  actorSessionVersion: number;
  viewId: string;
}

/** Keys are derived per token kind, so a token of one kind never verifies as another. */
export function tokenKey(secret: string, kind: string): string {
  return `${kind}:${secret}`;
}

/**
 * `session`: the public id of the session asking, which the token lives and dies with. `view`:
 * required when `user` is viewed by a staff member (ghost); such a token dies with the view too.
 */
export function issueSessionToken(
  user: SessionUser,
  secret: string,
  now: number,
  session: string,
  view?: SessionTokenView,
): string {
  if (user.ghost !== (view !== undefined)) throw new Error('a session token of a view carries the view, and only it');
  const claims: Omit<SessionTokenClaims, 'iss' | 'sub' | 'exp'> = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    accessToken: null,
    edgeCandidateId: user.edgeCandidateId,
    ghost: user.ghost,
    sv: user.sessionVersion,
    sid: session,
    ...(view ? { view } : {}),
    typ: 'session',
  };
  return jwt.sign(
    { ...claims, exp: Math.floor((now + SESSION_TOKEN_TTL_MS) / 1000), iat: Math.floor(now / 1000) },
    tokenKey(secret, 'session'),
    {
      algorithm: TOKEN_ALGORITHM,
      subject: user.email,
      issuer: APPLICATION_NAME,
    },
  );
}

function isView(value: unknown): value is SessionTokenView {
  const v = value as Partial<SessionTokenView> | undefined;
  return typeof v?.actorId === 'number' && typeof v.actorSessionVersion === 'number' && typeof v.viewId === 'string';
}

/** The claims of a valid session token, or null (bad signature, algorithm, type, expiry …). */
export function verifySessionToken(token: string, secret: string, now: number): SessionTokenClaims | null {
  try {
    const claims = jwt.verify(token, tokenKey(secret, 'session'), {
      algorithms: [TOKEN_ALGORITHM],
      issuer: APPLICATION_NAME,
      clockTimestamp: Math.floor(now / 1000),
    }) as Partial<SessionTokenClaims>;
    if (
      claims.typ !== 'session' ||
      typeof claims.exp !== 'number' ||
      typeof claims.id !== 'number' ||
      typeof claims.sv !== 'number' ||
      typeof claims.sid !== 'string' ||
      (claims.ghost === true && !isView(claims.view)) ||
      (claims.ghost !== true && claims.view !== undefined)
    )
      return null;
    return claims as SessionTokenClaims;
  } catch {
    return null;
  }
}
