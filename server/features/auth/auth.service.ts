/**
 * Accounts: registration, email confirmation, sign-in checks, password reset and the first
 * password of invited accounts. No HTTP here. Past 300 lines because every flow shares the
 * factory's token issuing and per-address mail throttling.
 */
import type { RequestInfo } from '../../lib/request-info';
import {
  AUTH_SERVER_MESSAGES,
  type ConfirmEmailAnswer,
  type ResetTokenAnswer,
  SET_PASSWORD_PATH,
} from '../../../common/auth';
import { SSO_REQUIRED_MESSAGE } from '../../../common/oidc';
import { isTimeZone } from '../../../common/time-zones';
import { registrationSchema, requestResetSchema, resetPasswordSchema, tokenSchema } from '../../../common/auth-schemas';
import type { Db } from '../../db';
import type { Kysely } from 'kysely';
import type { Database, Role } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { parse } from '../../lib/parse-fields';
import { safeRedirectPath } from '../../../common/redirect';
import type { SignInResult } from '../../http/session';
import { type SessionUser, toSessionUser } from '../../http/session-user';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { CaptchaProvider } from '../../providers/captcha/captcha.types';
import { enqueueMail } from '../mail/outbox';
import type { MailMessage } from '../../providers/mail/mail.types';
import { accountExistsMail, confirmationMail, passwordChangedMail, passwordLink, passwordResetMail } from './auth.mail';
import type { AuthRepository } from './auth.repository';
import { type PasswordHasher, passwordProblem } from './password';

const CONFIRM_TOKEN_TTL_MS = 48 * 3_600_000;
const RESET_TOKEN_TTL_MS = 3_600_000;
/**
 * A candidate invited to a job without an account chooses a password through this long a
 * password-reset link: a week to read the mail, shorter than the apply links' 14 days.
 */
const INVITED_PASSWORD_TTL_MS = 7 * 24 * 3_600_000;
/** Never a valid hash: an invited account has no password until the invitee sets one. */
export const NO_PASSWORD = '!invited';

/**
 * Brute-force throttling (SECURITY 6.3.1): attempts per account before a captcha is required
 * with the password, and attempts per client before it is refused.
 */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
export const LOGIN_CLIENT_RULE: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };
/** Mails an outsider can trigger for one address: at most this many per hour … */
const MAIL_PER_ADDRESS_RULE: RateLimitRule = { limit: 3, windowMs: 3_600_000 };
/**
 * … and past that, one more every 5 minutes. Requests are never dropped for good: whoever asks
 * (the owner among others) has a mail with a live link in the mailbox from the last 5 minutes.
 */
const MAIL_OVERFLOW_RULE: RateLimitRule = { limit: 1, windowMs: 5 * 60_000 };

export type { RequestInfo };

export interface AuthServiceDeps {
  repo: AuthRepository;
  /** Reactions to a new candidate account, in the transaction that writes it (webhooks). */
  registered?: (trx: Kysely<Database>, account: { candidateId: number; registeredAt: number }) => Promise<void>;
  db: Db;
  clock: Clock;
  captcha: CaptchaProvider;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  audit: AuditLog;
  site: { siteName: string; publicUrl: string };
  /** Called after mail is written to the outbox so delivery starts at once. */
  mailQueued: () => void;
  /** OIDC_REQUIRED_FOR_STAFF: staff and admins sign in through the provider, never with a password. */
  staffPasswordsRefused?: boolean;
  /**
   * What a right password leads to (the two-factor feature's): no second step, the second step,
   * or one whose codes are locked for this client. Only the first is a sign-in.
   */
  secondStep?: (userId: number, ip: string) => Promise<'none' | 'asked' | 'locked'>;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, db, clock, captcha, passwords, rateLimiter, audit, site } = deps;

  /** Writes a mail to the outbox unless this address already got its share (see MAIL_OVERFLOW_RULE). */
  async function queueLimitedMail(kind: string, message: MailMessage): Promise<void> {
    const key = `mail:${kind}:${sha256Hex(message.to)}`;
    const limit = await rateLimiter.hit(key, MAIL_PER_ADDRESS_RULE);
    if (!limit.allowed && !(await rateLimiter.hit(`${key}:overflow`, MAIL_OVERFLOW_RULE)).allowed) return;
    await enqueueMail(db, message, clock());
  }

  async function issueToken(userId: number, kind: 'confirm_email' | 'reset_password', ttl: number, executor = db) {
    const token = randomToken();
    const now = clock();
    await repo.insertToken({ userId, kind, tokenHash: sha256Hex(token), expiresAt: now + ttl }, now, executor);
    return token;
  }

  return {
    /** POST /register. The answer is the same whether or not the email has an account. */
    async register(input: unknown, info: RequestInfo): Promise<void> {
      const data = parse(registrationSchema, input ?? {});
      const problem = passwordProblem(data.password);
      if (problem) throw new AppError(ErrorCode.VALIDATION, problem);
      if (!data.reCaptchaResponse) throw new AppError(ErrorCode.VALIDATION, AUTH_SERVER_MESSAGES.captchaRequired);
      if (!(await captcha.verify(data.reCaptchaResponse, info.ip))) {
        throw new AppError(ErrorCode.VALIDATION, AUTH_SERVER_MESSAGES.captchaFailed);
      }
      const email = normalizeEmail(data.email);
      // Hashed on both branches: a known email must not answer faster than a new one (SECURITY 6.3.8).
      const passwordHash = await passwords.hash(data.password);
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        await queueLimitedMail('exists', accountExistsMail(site, existing));
      } else {
        await db.transaction().execute(async (trx) => {
          // Two sign-ups racing for one address: the unique index decides, both get the same answer.
          const userId = await repo
            .insertUser(
              {
                email,
                passwordHash,
                firstName: data.firstName,
                lastName: data.lastName,
                role: 'candidate',
                emailConfirmedAt: null,
                // The browser's guess is only a default: a zone this server does not know is left unset.
                timeZone: isTimeZone(data.timeZone) ? data.timeZone : null,
              },
              clock(),
              trx,
            )
            .catch((err: unknown) => {
              if (isUniqueViolation(err)) return null;
              throw err;
            });
          if (userId === null) return;
          const token = await issueToken(userId, 'confirm_email', CONFIRM_TOKEN_TTL_MS, trx);
          // Only a path of this site travels in the link (SECURITY 3.7.2).
          const returnTo = safeRedirectPath(data.returnTo, '');
          const mail = confirmationMail(site, { email, firstName: data.firstName }, token, returnTo);
          await enqueueMail(trx, mail, clock());
          await deps.registered?.(trx, { candidateId: userId, registeredAt: clock() });
        });
      }
      deps.mailQueued();
      await audit.record({ action: 'account.register', detail: { email }, ...info });
    },

    /**
     * GET /confirm-email?token: confirms once. A used or expired link of an address that is
     * confirmed by now answers so (the page offers to log in); any other bad token fails.
     */
    async confirmEmail(input: unknown): Promise<ConfirmEmailAnswer> {
      const { token } = parse(tokenSchema, input ?? {});
      const now = clock();
      const hash = sha256Hex(token);
      const confirmed = await db.transaction().execute(async (trx) => {
        const row = await repo.findLiveToken(hash, 'confirm_email', now, trx);
        if (!row || !(await repo.useToken(row.id, now, trx))) return null;
        await repo.confirmEmail(row.userId, now, trx);
        return row.userId;
      });
      if (confirmed === null) {
        if (await repo.tokenOwnerConfirmed(hash, 'confirm_email')) return { ok: true, alreadyConfirmed: true };
        throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.confirmTokenInvalid);
      }
      await audit.record({ action: 'account.confirm', userId: confirmed });
      return { ok: true };
    },

    /**
     * Checks a sign-in. Unknown emails cost the same time as known ones. Every attempt on an
     * account is counted before its password is checked (a parallel burst counts like a
     * sequence); past the limit the password is only checked together with a solved captcha, so
     * an attacker slows guessing down without locking the owner out (SECURITY 6.3.1).
     */
    async signIn(
      emailInput: string,
      password: string,
      info: RequestInfo,
      captchaResponse?: string,
    ): Promise<SignInResult> {
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
        return { ok: false, message: SSO_REQUIRED_MESSAGE, status: 401, captchaRequired };
      }
      if (row.emailConfirmedAt === null) {
        const token = await issueToken(row.id, 'confirm_email', CONFIRM_TOKEN_TTL_MS);
        await queueLimitedMail('confirm', confirmationMail(site, row, token));
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
    },

    /** Logout: the session is destroyed by the caller; every session token of the user stops working. */
    async signedOut(userId: number): Promise<void> {
      await repo.bumpSessionVersion(userId);
    },

    /**
     * The user a session points at, or null if the account is gone or deactivated; `viewedBy`: the
     * staff member viewing the portal as this user.
     */
    async sessionUser(id: number, viewedBy: number | null = null): Promise<SessionUser | null> {
      const row = await repo.findUserById(id);
      return row && row.deactivatedAt === null ? toSessionUser(row, viewedBy) : null;
    },

    /** POST /api/request-password-reset: the same answer for known and unknown emails. */
    async requestPasswordReset(input: unknown, info: RequestInfo): Promise<void> {
      const { email: raw } = parse(requestResetSchema, input ?? {});
      const email = normalizeEmail(raw);
      const row = await repo.findUserByEmail(email);
      // A deactivated account gets no link: it answers like an unknown address.
      if (!row || row.deactivatedAt !== null) {
        await audit.record({ action: 'reset.requested.unknown', detail: { email }, ...info });
        return;
      }
      const token = await issueToken(row.id, 'reset_password', RESET_TOKEN_TTL_MS);
      await queueLimitedMail('reset', passwordResetMail(site, row, token));
      deps.mailQueued();
      await audit.record({ action: 'reset.requested', userId: row.id, ...info });
    },

    async verifyResetToken(input: unknown): Promise<ResetTokenAnswer> {
      const { token } = parse(tokenSchema, input ?? {});
      const row = await repo.findLiveToken(sha256Hex(token), 'reset_password', clock());
      if (!row) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.resetTokenInvalid);
      const account = await repo.findUserById(row.userId);
      return { ok: true, firstPassword: account?.passwordHash === NO_PASSWORD };
    },

    /**
     * Sets the new password, uses the token, and ends every session of the user (SECURITY 7.4.3).
     * `firstPassword`: the account had none (an invitation made it); the caller signs `user` in.
     */
    async resetPassword(input: unknown, info: RequestInfo): Promise<{ user: SessionUser; firstPassword: boolean }> {
      const { token, password } = parse(resetPasswordSchema, input ?? {});
      const problem = passwordProblem(password);
      const now = clock();
      const row = await repo.findLiveToken(sha256Hex(token), 'reset_password', now);
      if (!row) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.resetTokenInvalid);
      if (problem) throw new AppError(ErrorCode.PASSWORD_POLICY, problem);
      const passwordHash = await passwords.hash(password);
      let firstPassword = false;
      const user = await db.transaction().execute(async (trx) => {
        if (!(await repo.useToken(row.id, now, trx))) return null;
        firstPassword = (await repo.findUserById(row.userId, trx))?.passwordHash === NO_PASSWORD;
        await repo.setPassword(row.userId, passwordHash, now, trx);
        await repo.expireTokens(row.userId, 'reset_password', now, trx);
        // A reset proves the mailbox, so it also confirms the email.
        await repo.confirmEmail(row.userId, now, trx);
        await repo.deleteSessionsOf(row.userId, trx);
        await repo.bumpSessionVersion(row.userId, trx);
        const account = await repo.findUserById(row.userId, trx);
        if (account) await enqueueMail(trx, passwordChangedMail(site, account), now);
        return account;
      });
      if (!user) throw new AppError(ErrorCode.BAD_REQUEST, AUTH_SERVER_MESSAGES.resetTokenInvalid);
      deps.mailQueued();
      await rateLimiter.reset(`login:account:${sha256Hex(user.email)}`);
      await audit.record({ action: 'reset.completed', userId: user.id, detail: { firstPassword }, ...info });
      return { user: toSessionUser(user), firstPassword };
    },

    /** The account with this address, for other features (which keep no SQL of accounts). */
    async accountByEmail(email: string): Promise<{ id: number; email: string; firstName: string } | undefined> {
      const row = await repo.findUserByEmail(normalizeEmail(email));
      return row ? { id: row.id, email: row.email, firstName: row.firstName } : undefined;
    },

    /** Where an account's mail goes, for other features' mail. */
    async contactOf(
      userId: number,
    ): Promise<{ email: string; firstName: string; timeZone: string | null } | undefined> {
      const row = await repo.findUserById(userId);
      return row ? { email: row.email, firstName: row.firstName, timeZone: row.timeZone } : undefined;
    },

    /** Whether the account has never had a password (an invitation made it). */
    async needsPassword(userId: number): Promise<boolean> {
      return (await repo.findUserById(userId))?.passwordHash === NO_PASSWORD;
    },

    /**
     * A fresh single-use link (the password-reset machinery) for an account that has never had a
     * password: to someone who just applied from an invitation's personal link, or in a new
     * invitation's mail; null for any other account, so a link never replaces a chosen password.
     */
    async passwordSetupPath(userId: number, forMail = false): Promise<string | null> {
      const row = await repo.findUserById(userId);
      if (!row || row.deactivatedAt !== null || row.passwordHash !== NO_PASSWORD) return null;
      // In a mail it lives as long as an invitation's; on a page it is followed at once.
      const token = await issueToken(row.id, 'reset_password', forMail ? INVITED_PASSWORD_TTL_MS : RESET_TOKEN_TTL_MS);
      await audit.record({ action: 'reset.link_for_invitee', userId: row.id });
      return `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    },

    /** Whether `password` is the user's (privacy: deleting the account asks for it). */
    async checkPassword(userId: number, password: unknown): Promise<boolean> {
      const row = await repo.findUserById(userId);
      if (!row || typeof password !== 'string' || password.length === 0) return false;
      return passwords.verify(row.passwordHash, password);
    },

    /** Privacy export: the account without its password hash. */
    async accountData(userId: number) {
      const row = await repo.findUserById(userId);
      if (!row) return null;
      const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
      return {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        emailConfirmedAt: iso(row.emailConfirmedAt),
        passwordChangedAt: iso(row.passwordChangedAt),
        edgeCandidateId: row.edgeCandidateId,
      };
    },

    /** Account deletion: anonymises the row, drops its tokens and ends every session (inside `trx`). */
    eraseAccount(userId: number, trx: Db): Promise<void> {
      return repo.anonymise(userId, clock(), trx);
    },

    /** The candidate's name as the profile edits it (already validated by the caller's schema). */
    async setName(userId: number, name: { firstName: string; lastName: string }): Promise<void> {
      await repo.setName(userId, name, clock());
    },

    /** Deleted accounts whose kept records may now go (privacy housekeeping). */
    deletedAccountsBefore(cutoff: number): Promise<number[]> {
      return repo.deletedBefore(cutoff);
    },

    /** The last step of a deleted account: its anonymised row, once nothing needs to be kept. */
    removeDeletedAccount(userId: number, trx: Db): Promise<void> {
      return repo.deleteDeleted(userId, trx);
    },

    /**
     * A candidate account made for a staff invitation: no password yet, and the link (a
     * password-reset token) with which the invitee chooses one; setting it confirms the email.
     */
    async createInvitedCandidate(input: { email: string; firstName: string; lastName: string }) {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const userId = await repo.insertUser(
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
        const token = await issueToken(userId, 'reset_password', INVITED_PASSWORD_TTL_MS, trx);
        return { userId, setPasswordUrl: passwordLink(site, token) };
      });
    },

    /** A personal link from a mail was followed (an invitation's apply link): the mailbox is proven. */
    async confirmByMailLink(userId: number, via: string): Promise<void> {
      const row = await repo.findUserById(userId);
      // Only an account nobody has set a password for (made by an invitation). Confirming one that
      // somebody registered would hand that somebody the mailbox owner's account (pre-hijacking).
      if (!row || row.emailConfirmedAt !== null || row.passwordHash !== NO_PASSWORD) return;
      await repo.confirmEmail(userId, clock());
      await audit.record({ action: 'account.confirm', userId, detail: { via } });
    },

    /** For operators (CLI) and the demo seed: a ready account, confirmed or not. */
    async createUser(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      role?: Role;
      confirmed?: boolean;
    }): Promise<number> {
      const email = normalizeEmail(input.email);
      const problem = passwordProblem(input.password);
      if (problem) throw new AppError(ErrorCode.VALIDATION, problem);
      if (await repo.findUserByEmail(email))
        throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists.`);
      const now = clock();
      return repo.insertUser(
        {
          email,
          passwordHash: await passwords.hash(input.password),
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role: input.role ?? 'candidate',
          emailConfirmedAt: input.confirmed ? now : null,
        },
        now,
      );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
