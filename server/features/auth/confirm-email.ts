/** An account's mailbox is proven: by the confirmation link, or by a personal link from a mail. */
import { AUTH_SERVER_MESSAGES, type ConfirmEmailAnswer } from '../../../common/auth';
import { tokenSchema } from '../../../common/auth-schemas';
import { AppError, ErrorCode } from '../../errors';
import { parse } from '../../lib/parse-fields';
import { sha256Hex } from '../../lib/tokens';
import { type AuthServiceDeps, NO_PASSWORD } from './auth.shared';

/**
 * GET /confirm-email?token: confirms once. A used or expired link of an address that is
 * confirmed by now answers so (the page offers to log in); any other bad token fails.
 */
export async function confirmEmail(deps: AuthServiceDeps, input: unknown): Promise<ConfirmEmailAnswer> {
  const { repo } = deps;
  const { token } = parse(tokenSchema, input ?? {});
  const now = deps.clock();
  const hash = sha256Hex(token);
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findLiveToken(hash, 'confirm_email', now, trx);
    if (!row || !(await repo.useToken(row.id, now, trx))) return null;
    await repo.confirmEmail(row.userId, now, trx);
    return row.userId;
  });
  if (confirmed === null) {
    if (await repo.tokenOwnerConfirmed(hash, 'confirm_email')) return { ok: true, alreadyConfirmed: true };
    throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.confirmTokenInvalid);
  }
  await deps.audit.record({ action: 'account.confirm', userId: confirmed });
  return { ok: true };
}

/** A personal link from a mail was followed (an invitation's apply link): the mailbox is proven. */
export async function confirmByMailLink(deps: AuthServiceDeps, userId: number, via: string): Promise<void> {
  const row = await deps.repo.findUserById(userId);
  // Only an account nobody has set a password for (made by an invitation). Confirming one that
  // somebody registered would hand that somebody the mailbox owner's account (pre-hijacking).
  if (!row || row.emailConfirmedAt !== null || row.passwordHash !== NO_PASSWORD) return;
  await deps.repo.confirmEmail(userId, deps.clock());
  await deps.audit.record({ action: 'account.confirm', userId, detail: { via } });
}
