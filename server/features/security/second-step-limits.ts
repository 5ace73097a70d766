/**
 * How many answers the second step of a sign-in may try (SECURITY 6.3.1), counted before any is
 * checked, like passwords. Codes count per account and client (the address they come from), so
 * someone who has the password cannot lock the owner out; then per account from anywhere, which
 * stops guessing spread over many addresses while a recovery code or a passkey still passes.
 * Recovery codes count per account and client (each holds 60 random bits: no lock for the account).
 */
import { MFA_MESSAGES } from '../../../common/mfa';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { RequestInfo } from '../../lib/request-info';

const WINDOW_MS = 15 * 60_000;
const CODES_PER_CLIENT: RateLimitRule = { limit: 5, windowMs: WINDOW_MS };
const CODES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: WINDOW_MS };
const RECOVERY_CODES_PER_CLIENT: RateLimitRule = { limit: 5, windowMs: WINDOW_MS };

const codeKeys = (userId: number, ip: string) => ({
  client: `mfa:code:${userId}:${ip}`,
  account: `mfa:code:${userId}`,
});

export function createSecondStepLimits(deps: { rateLimiter: RateLimiter; clock: Clock; audit: AuditLog }) {
  const { rateLimiter, clock, audit } = deps;

  return {
    /** Whether codes are refused for this account at this address (its own or the account's limit spent). */
    async codesLocked(userId: number, ip: string): Promise<boolean> {
      const keys = codeKeys(userId, ip);
      return (
        (await rateLimiter.spent(keys.client, CODES_PER_CLIENT)) ||
        (await rateLimiter.spent(keys.account, CODES_PER_ACCOUNT))
      );
    },

    /**
     * Counts one answer of `kind` before it is checked; past a limit, refuses it (429, audited).
     * Answers the counters a right answer clears.
     */
    async count(userId: number, kind: 'totp' | 'recovery_code', info: RequestInfo): Promise<string[]> {
      const counted = async (key: string, rule: RateLimitRule, message: string) => {
        const attempt = await rateLimiter.hit(key, rule);
        if (attempt.allowed) return;
        await audit.record({ action: 'mfa.throttled', userId, detail: { kind }, ...info });
        const retryAfter = Math.max(1, Math.ceil((attempt.resetAt - clock()) / 1000));
        throw new AppError(ErrorCode.RATE_LIMITED, message, undefined, { retryAfter });
      };
      if (kind === 'recovery_code') {
        const key = `mfa:recovery:${userId}:${info.ip}`;
        await counted(key, RECOVERY_CODES_PER_CLIENT, MFA_MESSAGES.tooManyAttempts);
        return [key];
      }
      // A client past its own limit adds nothing to the account's count: it cannot lock the others out.
      const keys = codeKeys(userId, info.ip);
      await counted(keys.client, CODES_PER_CLIENT, MFA_MESSAGES.codesLocked);
      await counted(keys.account, CODES_PER_ACCOUNT, MFA_MESSAGES.codesLocked);
      return [keys.client, keys.account];
    },

    /** A right answer: its counters start again. */
    async passed(keys: string[]): Promise<void> {
      for (const key of keys) await rateLimiter.reset(key);
    },
  };
}
