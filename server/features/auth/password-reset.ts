/** A forgotten password: the reset link is asked for, checked, and used to set a new password. */
import { AUTH_SERVER_MESSAGES, type ResetTokenAnswer } from '../../../common/auth';
import { requestResetSchema, resetPasswordSchema, tokenSchema } from '../../../common/auth-schemas';
import { type SessionUser, toSessionUser } from '../../http/session-user';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { inOwnLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedMail, passwordResetMail } from './auth.mail';
import {
  type AuthServiceDeps,
  issueToken,
  NO_PASSWORD,
  normalizeEmail,
  queueLimitedMail,
  RESET_TOKEN_TTL_MS,
} from './auth.shared';
import { passwordProblem } from './password';

/** POST /api/request-password-reset: the same answer for known and unknown emails. */
export async function requestPasswordReset(deps: AuthServiceDeps, input: unknown, info: RequestInfo): Promise<void> {
  const { email: raw } = parse(requestResetSchema, input ?? {});
  const email = normalizeEmail(raw);
  const row = await deps.repo.findUserByEmail(email);
  // A deactivated account gets no link: it answers like an unknown address.
  if (!row || row.deactivatedAt !== null) {
    await deps.audit.record({ action: 'reset.requested.unknown', detail: { email }, ...info });
    return;
  }
  const token = await issueToken(deps, row.id, 'reset_password', RESET_TOKEN_TTL_MS);
  await queueLimitedMail(
    deps,
    'reset',
    inOwnLanguage(row.preferredLanguage, () => passwordResetMail(deps.site, row, token)),
  );
  deps.mailQueued();
  await deps.audit.record({ action: 'reset.requested', userId: row.id, ...info });
}

export async function verifyResetToken(deps: AuthServiceDeps, input: unknown): Promise<ResetTokenAnswer> {
  const { token } = parse(tokenSchema, input ?? {});
  const row = await deps.repo.findLiveToken(sha256Hex(token), 'reset_password', deps.clock());
  if (!row) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.resetTokenInvalid);
  const account = await deps.repo.findUserById(row.userId);
  return { ok: true, firstPassword: account?.passwordHash === NO_PASSWORD };
}

/**
 * Sets the new password, uses the token, and ends every session of the user (SECURITY 7.4.3).
 * `firstPassword`: the account had none (an invitation made it); the caller signs `user` in.
 */
export async function resetPassword(
  deps: AuthServiceDeps,
  input: unknown,
  info: RequestInfo,
): Promise<{ user: SessionUser; firstPassword: boolean }> {
  const { repo, site } = deps;
  const { token, password } = parse(resetPasswordSchema, input ?? {});
  const problem = passwordProblem(password);
  const now = deps.clock();
  const row = await repo.findLiveToken(sha256Hex(token), 'reset_password', now);
  if (!row) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.resetTokenInvalid);
  if (problem) throw new AppError(ErrorCode.PASSWORD_POLICY, problem);
  const passwordHash = await deps.passwords.hash(password);
  let firstPassword = false;
  const user = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.useToken(row.id, now, trx))) return null;
    firstPassword = (await repo.findUserById(row.userId, trx))?.passwordHash === NO_PASSWORD;
    await repo.setPassword(row.userId, passwordHash, now, trx);
    await repo.expireTokens(row.userId, 'reset_password', now, trx);
    // A reset proves the mailbox, so it also confirms the email.
    await repo.confirmEmail(row.userId, now, trx);
    await repo.deleteSessionsOf(row.userId, trx);
    await repo.bumpSessionVersion(row.userId, trx);
    const account = await repo.findUserById(row.userId, trx);
    if (account)
      await enqueueMail(
        trx,
        inOwnLanguage(account.preferredLanguage, () => passwordChangedMail(site, account)),
        now,
      );
    return account;
  });
  if (!user) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.resetTokenInvalid);
  deps.mailQueued();
  await deps.rateLimiter.reset(`login:account:${sha256Hex(user.email)}`);
  await deps.audit.record({ action: 'reset.completed', userId: user.id, detail: { firstPassword }, ...info });
  return { user: toSessionUser(user), firstPassword };
}
