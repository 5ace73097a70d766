/**
 * Two-factor sign-in and the account's sessions (docs/SECURITY.md, "Two-factor sign-in and
 * sessions"). No HTTP here. A second factor is checked through `verifySecondFactor`, which knows
 * each kind of factor: TOTP and recovery codes now; a WebAuthn assertion can be one more branch.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  type EnrolmentStart,
  MFA_MESSAGES,
  RECOVERY_CODE_COUNT,
  type SessionInfo,
  SIGN_IN_METHODS,
  type SignInMethod,
  type TwoFactorStatus,
} from '../../../common/mfa';
import { confirmEnrolmentSchema, reauthSchema, secondFactorSchema } from '../../../common/mfa.schema';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parse } from '../../lib/parse-fields';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { publicSessionId, sha256Hex } from '../../lib/tokens';
import { describeDevice } from './device';
import { placeOf } from './place';
import type { NotifySecurityChange } from '../auth/security-notice';
import type { MfaRepository } from './mfa.repository';
import type { SecretBox } from './secret-box';
import { createSecondStepLimits } from './second-step-limits';

const PERIOD_S = 30;
/** A code of the step before or after the server's also passes (clocks drift, people are slow). */
const WINDOW = 1;
/** Recovery codes: 12 characters of a 32-letter alphabet without look-alikes (60 bits), shown as 3 groups. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface MfaServiceDeps {
  repo: MfaRepository;
  db: Db;
  clock: Clock;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  box: SecretBox;
  siteName: string;
  requiredForStaff: boolean;
  /** The session idle timeout: a session's last request is its expiry less this. */
  sessionIdleMs: number;
  checkPassword: (userId: number, password: unknown) => Promise<boolean>;
  /** Mails the account's owner that its sign-in settings changed. */
  notify: NotifySecurityChange;
}

function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** What is hashed: the letters as typed in any case, with or without dashes and spaces. */
function recoveryHash(code: string): string {
  return sha256Hex(code.toUpperCase().replace(/[\s-]/g, ''));
}

/** How a stored session signed in (its data as the session store keeps it), if it says. */
function methodOf(data: string): SignInMethod | null {
  try {
    const method = (JSON.parse(data) as { client?: { method?: unknown } }).client?.method;
    return typeof method === 'string' && method in SIGN_IN_METHODS ? (method as SignInMethod) : null;
  } catch {
    return null;
  }
}

export function createMfaService(deps: MfaServiceDeps) {
  const { repo, db, clock, audit, box } = deps;
  const limits = createSecondStepLimits(deps);

  const totpOf = (secret: string, label = '') =>
    new TOTP({ issuer: deps.siteName, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret });

  /** The time step `code` belongs to (within the window), or null. */
  function stepOf(sealedSecret: string, code: string): number | null {
    const delta = totpOf(box.open(sealedSecret)).validate({ token: code, timestamp: clock(), window: WINDOW });
    return delta === null ? null : Math.floor(clock() / 1000 / PERIOD_S) + delta;
  }

  /** A code from the account's confirmed app, each time step accepted once. */
  async function checkTotp(userId: number, code: string): Promise<boolean> {
    const factor = await repo.findTotp(userId);
    if (!factor || factor.confirmedAt === null) return false;
    const step = stepOf(factor.secret, code);
    return step !== null && repo.useStep(factor.id, step, clock(), false);
  }

  async function newRecoveryCodes(userId: number, executor: Db = db): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(userId, codes.map(recoveryHash), clock(), executor);
    return codes;
  }

  /** A current code or the password, before two-factor goes off or the recovery codes change. */
  async function reauthenticate(userId: number, input: unknown): Promise<void> {
    const data = parse(reauthSchema, input ?? {});
    if (data.code !== undefined) {
      if (!(await checkTotp(userId, data.code))) throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongCode);
    } else if (!(await deps.checkPassword(userId, data.password))) {
      throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongPassword);
    }
  }

  /** One recovery code used up (at sign-in or step-up): audited, and the owner told how many are left. */
  async function spendRecoveryCode(userId: number, code: string, info: RequestInfo): Promise<boolean> {
    const used = (await hasTotp(userId)) && (await repo.useRecoveryCode(userId, recoveryHash(code), clock()));
    if (!used) {
      await audit.record({ action: 'mfa.failed', userId, detail: { kind: 'recovery_code' }, ...info });
      return false;
    }
    const left = await repo.recoveryCodesLeft(userId);
    await audit.record({ action: 'mfa.recovery_code_used', userId, detail: { left }, ...info });
    await deps.notify(userId, { kind: 'recovery_code_used', left });
    return true;
  }

  async function hasTotp(userId: number): Promise<boolean> {
    const factor = await repo.findTotp(userId);
    return Boolean(factor && factor.confirmedAt !== null);
  }

  return {
    hasTotp,
    /** A current code of the account's app (each time step once): step-up asks for it with the password. */
    checkCode: checkTotp,
    spendRecoveryCode,
    reauthenticate,

    /** Whether this account must enrol before it may use anything else (staff, when required). */
    async enrolmentNeeded(user: { id: number; role: string }): Promise<boolean> {
      if (!deps.requiredForStaff || user.role === 'candidate') return false;
      return !(await hasTotp(user.id));
    },

    async status(user: { id: number; role: string }, session: { singleSignOn: boolean }): Promise<TwoFactorStatus> {
      const enabled = await hasTotp(user.id);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(user.id) : 0,
        required: deps.requiredForStaff && user.role !== 'candidate' && !session.singleSignOn,
      };
    },

    /** A new secret for the app; it counts only once a first code from it confirms it. */
    async startEnrolment(user: { id: number; email: string }, info: RequestInfo): Promise<EnrolmentStart> {
      await refuseWhileViewing(audit, info, 'other');
      if (await hasTotp(user.id)) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.alreadyEnabled);
      const secret = new Secret({ size: 20 }).base32;
      await repo.startTotp(user.id, box.seal(secret), clock());
      const otpauthUri = totpOf(secret, user.email).toString();
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first valid code turns two-factor on; the recovery codes are answered this once. */
    async confirmEnrolment(userId: number, input: unknown, info: RequestInfo): Promise<string[]> {
      await refuseWhileViewing(audit, info, 'other');
      const { code } = parse(confirmEnrolmentSchema, input ?? {});
      const factor = await repo.findTotp(userId);
      if (!factor) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.notEnrolling);
      if (factor.confirmedAt !== null) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.alreadyEnabled);
      const step = stepOf(factor.secret, code);
      if (step === null) throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongSetupCode);
      const codes = await db.transaction().execute(async (trx) => {
        if (!(await repo.useStep(factor.id, step, clock(), true, trx))) return null;
        return newRecoveryCodes(userId, trx);
      });
      if (!codes) throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongCode);
      await audit.record({ action: 'mfa.enrolled', userId, detail: { kind: 'totp' }, ...info });
      await deps.notify(userId, { kind: 'totp_on' });
      return codes;
    },

    async disable(userId: number, input: unknown, info: RequestInfo): Promise<void> {
      await refuseWhileViewing(audit, info, 'other');
      if (!(await hasTotp(userId))) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.notEnabled);
      await reauthenticate(userId, input);
      await db.transaction().execute((trx) => repo.deleteFactors(userId, trx));
      await audit.record({ action: 'mfa.disabled', userId, detail: { kind: 'totp' }, ...info });
      await deps.notify(userId, { kind: 'totp_off' });
    },

    /** An operator turns two-factor off for someone locked out (CLI); false if it was not on. */
    async resetByOperator(userId: number): Promise<boolean> {
      const factor = await repo.findTotp(userId);
      if (!factor) return false;
      await db.transaction().execute((trx) => repo.deleteFactors(userId, trx));
      await audit.record({ action: 'mfa.reset_by_operator', userId });
      await deps.notify(userId, { kind: 'totp_off' });
      return factor.confirmedAt !== null;
    },

    async regenerateRecoveryCodes(userId: number, input: unknown, info: RequestInfo): Promise<string[]> {
      await refuseWhileViewing(audit, info, 'other');
      if (!(await hasTotp(userId))) throw new AppError(ErrorCode.CONFLICT, MFA_MESSAGES.notEnabled);
      await reauthenticate(userId, input);
      const codes = await db.transaction().execute((trx) => newRecoveryCodes(userId, trx));
      await audit.record({ action: 'mfa.recovery_codes_replaced', userId, ...info });
      await deps.notify(userId, { kind: 'recovery_codes' });
      return codes;
    },

    /**
     * What a right password leads to for this account and client: no second step, the second
     * step, or a second step whose codes are locked here (a recovery code or a passkey still pass).
     */
    async secondStep(userId: number, ip: string): Promise<'none' | 'asked' | 'locked'> {
      if (!(await hasTotp(userId))) return 'none';
      return (await limits.codesLocked(userId, ip)) ? 'locked' : 'asked';
    },

    /** The second step of a sign-in: each answer counted before it is checked (./second-step-limits.ts). */
    async verifySecondFactor(userId: number, input: unknown, info: RequestInfo): Promise<'totp' | 'recoveryCode'> {
      const data = parse(secondFactorSchema, input ?? {});
      const counters = await limits.count(userId, data.code !== undefined ? 'totp' : 'recovery_code', info);
      if (data.code !== undefined) {
        if (!(await checkTotp(userId, data.code))) {
          await audit.record({ action: 'mfa.failed', userId, detail: { kind: 'totp' }, ...info });
          throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongCode);
        }
      } else if (!(await spendRecoveryCode(userId, data.recoveryCode ?? '', info))) {
        throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongRecoveryCode);
      }
      await limits.passed(counters);
      // 'login.password_accepted' said the password was right; this completes the sign-in.
      await audit.record({
        action: 'mfa.verified',
        userId,
        detail: { kind: data.code !== undefined ? 'totp' : 'recovery_code' },
        ...info,
      });
      return data.code !== undefined ? 'totp' : 'recoveryCode';
    },

    /** The account's live sessions, the asking one marked. */
    async sessions(userId: number, currentSid: string): Promise<SessionInfo[]> {
      const rows = await repo.liveSessions(userId, clock());
      const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
      return rows
        .map((row) => ({
          id: publicSessionId(row.sid),
          method: methodOf(row.data),
          device: describeDevice(row.userAgent),
          // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
          ip: row.ip?.replace(/^::ffff:(?=\d+\.)/, '') ?? null,
          place: placeOf(row.ip),
          signedInAt: iso(row.createdAt),
          lastSeenAt: new Date(Number(row.expiresAt) - deps.sessionIdleMs).toISOString(),
          current: row.sid === currentSid,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },

    /** Ends one of the account's other sessions: its browser is signed out at its next request. */
    async endSession(userId: number, id: string, currentSid: string, info: RequestInfo): Promise<void> {
      await refuseWhileViewing(audit, info, 'other');
      const rows = await repo.liveSessions(userId, clock());
      const target = rows.find((row) => publicSessionId(row.sid) === id);
      if (!target) throw new AppError(ErrorCode.NOT_FOUND, MFA_MESSAGES.sessionNotFound);
      // This browser signs out with Log out (which also clears its cookie).
      if (target.sid === currentSid) throw new AppError(ErrorCode.BAD_REQUEST, MFA_MESSAGES.useLogout);
      await repo.deleteSessions(userId, [target.sid]);
      await audit.record({
        action: 'session.ended',
        userId,
        detail: { device: describeDevice(target.userAgent) },
        ...info,
      });
    },

    async endOtherSessions(userId: number, currentSid: string, info: RequestInfo): Promise<number> {
      await refuseWhileViewing(audit, info, 'other');
      const rows = await repo.liveSessions(userId, clock());
      const ended = await repo.deleteSessions(
        userId,
        rows.filter((row) => row.sid !== currentSid).map((row) => row.sid),
      );
      await audit.record({ action: 'session.ended_others', userId, detail: { ended }, ...info });
      return ended;
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
