/** Accounts an invitation made: no password until the invitee chooses one through a link. */
import { SET_PASSWORD_PATH } from '../../../common/auth';
import { passwordLink } from './auth.mail';
import {
  type AuthServiceDeps,
  INVITED_PASSWORD_TTL_MS,
  issueToken,
  NO_PASSWORD,
  normalizeEmail,
  RESET_TOKEN_TTL_MS,
} from './auth.shared';

/** Whether the account has never had a password (an invitation made it). */
export async function needsPassword(deps: AuthServiceDeps, userId: number): Promise<boolean> {
  return (await deps.repo.findUserById(userId))?.passwordHash === NO_PASSWORD;
}

/**
 * A fresh single-use link (the password-reset machinery) for an account that has never had a
 * password: to someone who just applied from an invitation's personal link, or in a new
 * invitation's mail; null for any other account, so a link never replaces a chosen password.
 */
export async function passwordSetupPath(
  deps: AuthServiceDeps,
  userId: number,
  forMail = false,
): Promise<string | null> {
  const row = await deps.repo.findUserById(userId);
  if (!row || row.deactivatedAt !== null || row.passwordHash !== NO_PASSWORD) return null;
  // In a mail it lives as long as an invitation's; on a page it is followed at once.
  const token = await issueToken(
    deps,
    row.id,
    'reset_password',
    forMail ? INVITED_PASSWORD_TTL_MS : RESET_TOKEN_TTL_MS,
  );
  await deps.audit.record({ action: 'reset.link_for_invitee', userId: row.id });
  return `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * A candidate account made for a staff invitation: no password yet, and the link (a
 * password-reset token) with which the invitee chooses one; setting it confirms the email.
 */
export async function createInvitedCandidate(
  deps: AuthServiceDeps,
  input: { email: string; firstName: string; lastName: string },
) {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const userId = await deps.repo.insertUser(
      {
        email: normalizeEmail(input.email),
        passwordHash: NO_PASSWORD,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        role: 'candidate',
        emailConfirmedAt: null,
      },
      now,
      trx,
    );
    const token = await issueToken(deps, userId, 'reset_password', INVITED_PASSWORD_TTL_MS, trx);
    return { userId, setPasswordUrl: passwordLink(deps.site, token) };
  });
}
