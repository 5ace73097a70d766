/** Signing in with a password, signing out, and the user a session points at. */
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { SSO_TEXT } from '../../../common/oidc';
import type { SignInResult } from '../../http/session';
import { type SessionUser, toSessionUser } from '../../http/session-user';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { inOwnLanguage } from '../../lib/reader-language';
import { confirmationMail } from './auth.mail';
import {
  type AuthServiceDeps,
  CONFIRM_TOKEN_TTL_MS,
  issueToken,
  LOGIN_ACCOUNT_RULE,
  LOGIN_CLIENT_RULE,
  normalizeEmail,
  queueLimitedMail,
} from './auth.shared';

/**
 * Checks a sign-in. Unknown emails cost the same time as known ones. Every attempt on an
 * account is counted before its password is checked (a parallel burst counts like a
 * sequence); past the limit the password is only checked together with a solved captcha, so
 * an attacker slows guessing down without locking the owner out (SECURITY 6.3.1).
 */
export async function signIn(
  deps: AuthServiceDeps,
  emailInput: string,
  password: string,
  info: RequestInfo,
  captchaResponse?: string,
): Promise<SignInResult> {
  const { repo, captcha, passwords, rateLimiter, audit, site } = deps;
  const email = normalizeEmail(String(emailInput ?? '')).slice(0, 254);
  const accountKey = `login:account:${sha256Hex(email)}`;
  const client = await rateLimiter.hit(`login:client:${info.ip}`, LOGIN_CLIENT_RULE);
  if (!client.allowed) {
    await audit.record({ action: 'login.throttled', detail: { email }, ...info });
    return { ok: false, message: AUTH_SERVER_MESSAGES.tooManyAttempts, status: 429, captchaRequired: false };
  }
  const attempt = await rateLimiter.hit(accountKey, LOGIN_ACCOUNT_RULE);
  if (!attempt.allowed) {
    const solved = captchaResponse ? await captcha.verify(captchaResponse, info.ip) : false;
    if (!solved) {
      await audit.record({ action: 'login.captcha_required', detail: { email }, ...info });
      return { ok: false, message: AUTH_SERVER_MESSAGES.loginCaptchaRequired, status: 401, captchaRequired: true };
    }
  }
  // The attempt after this one needs the captcha when this one used up the allowance.
  const captchaRequired = attempt.count >= LOGIN_ACCOUNT_RULE.limit;
  // No address holds control characters (PostgreSQL cannot even compare a NUL): no account.
  // eslint-disable-next-line no-control-regex
  const row = email && !/[\u0000-\u001f]/.test(email) ? await repo.findUserByEmail(email) : undefined;
  const valid = row
    ? await passwords.verify(row.passwordHash, String(password ?? ''))
    : (await passwords.burn(String(password ?? '')), false);
  if (!row || !valid) {
    await audit.record({ action: 'login.failed', userId: row?.id ?? null, detail: { email }, ...info });
    return { ok: false, message: AUTH_SERVER_MESSAGES.invalidCredentials, status: 401, captchaRequired };
  }
  if (row.deactivatedAt !== null) {
    await audit.record({ action: 'login.deactivated', userId: row.id, detail: { email }, ...info });
    return { ok: false, message: AUTH_SERVER_MESSAGES.deactivated, status: 401, captchaRequired };
  }
  // Checked only once the password is right: the answer tells nobody else the account is staff.
  if (deps.staffPasswordsRefused && row.role !== 'candidate') {
    await audit.record({ action: 'login.sso_required', userId: row.id, detail: { email }, ...info });
    return { ok: false, message: SSO_TEXT.required, status: 401, captchaRequired };
  }
  if (row.emailConfirmedAt === null) {
    const token = await issueToken(deps, row.id, 'confirm_email', CONFIRM_TOKEN_TTL_MS);
    await queueLimitedMail(
      deps,
      'confirm',
      inOwnLanguage(row.preferredLanguage, () => confirmationMail(site, row, token)),
    );
    deps.mailQueued();
    return { ok: false, message: AUTH_SERVER_MESSAGES.unconfirmed, status: 401, captchaRequired };
  }
  await rateLimiter.reset(accountKey);
  const step = (await deps.secondStep?.(row.id, info.ip)) ?? 'none';
  await audit.record(
    step === 'none'
      ? { action: 'login.succeeded', userId: row.id, ...info }
      : { action: 'login.password_accepted', userId: row.id, detail: { secondFactor: step }, ...info },
  );
  return { ok: true, user: toSessionUser(row) };
}

/** Logout: the session is destroyed by the caller; every session token of the user stops working. */
export async function signedOut(deps: AuthServiceDeps, userId: number): Promise<void> {
  await deps.repo.bumpSessionVersion(userId);
}

/**
 * The user a session points at, or null if the account is gone or deactivated; `viewedBy`: the
 * staff member viewing the portal as this user.
 */
export async function sessionUser(
  deps: AuthServiceDeps,
  id: number,
  viewedBy: number | null = null,
): Promise<SessionUser | null> {
  const row = await deps.repo.findUserById(id);
  return row && row.deactivatedAt === null ? toSessionUser(row, viewedBy) : null;
}
