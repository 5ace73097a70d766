/**
 * What the account use cases share: the service's deps, the tokens' lifetimes and throttling
 * rules, token issuing and per-address mail throttling (see auth.service.ts).
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { CaptchaProvider } from '../../providers/captcha/captcha.types';
import type { MailMessage } from '../../providers/mail/mail.types';
import { enqueueMail } from '../mail/outbox';
import type { AuthRepository } from './auth.repository';
import type { PasswordHasher } from './password';

export const CONFIRM_TOKEN_TTL_MS = 48 * 3_600_000;
export const RESET_TOKEN_TTL_MS = 3_600_000;
/**
 * A candidate invited to a job without an account chooses a password through this long a
 * password-reset link: a week to read the mail, shorter than the apply links' 14 days.
 */
export const INVITED_PASSWORD_TTL_MS = 7 * 24 * 3_600_000;
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

/** Writes a mail to the outbox unless this address already got its share (see MAIL_OVERFLOW_RULE). */
export async function queueLimitedMail(deps: AuthServiceDeps, kind: string, message: MailMessage): Promise<void> {
  const { rateLimiter } = deps;
  const key = `mail:${kind}:${sha256Hex(message.to)}`;
  const limit = await rateLimiter.hit(key, MAIL_PER_ADDRESS_RULE);
  if (!limit.allowed && !(await rateLimiter.hit(`${key}:overflow`, MAIL_OVERFLOW_RULE)).allowed) return;
  await enqueueMail(deps.db, message, deps.clock());
}

export async function issueToken(
  deps: AuthServiceDeps,
  userId: number,
  kind: 'confirm_email' | 'reset_password',
  ttl: number,
  executor = deps.db,
) {
  const token = randomToken();
  const now = deps.clock();
  await deps.repo.insertToken({ userId, kind, tokenHash: sha256Hex(token), expiresAt: now + ttl }, now, executor);
  return token;
}
