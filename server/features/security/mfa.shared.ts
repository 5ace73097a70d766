/**
 * What the two-factor use cases share: the service's deps and the second-step limits made once
 * per service, the app's codes and the checks several flows make (see mfa.service.ts).
 */
import { TOTP } from 'otpauth';
import { MFA_MESSAGES } from '../../../common/mfa';
import { reauthSchema } from '../../../common/mfa.schema';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parse } from '../../lib/parse-fields';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { NotifySecurityChange } from '../auth/security-notice';
import type { MfaRepository } from './mfa.repository';
import type { SecretBox } from './secret-box';
import type { createSecondStepLimits } from './second-step-limits';

const PERIOD_S = 30;
/** A code of the step before or after the server's also passes (clocks drift, people are slow). */
const WINDOW = 1;

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

/** The factory's deps and the second-step limits it made once for all its use cases. */
export interface MfaDeps extends MfaServiceDeps {
  limits: ReturnType<typeof createSecondStepLimits>;
}

export const totpOf = (deps: MfaDeps, secret: string, label = '') =>
  new TOTP({ issuer: deps.siteName, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret });

/** The time step `code` belongs to (within the window), or null. */
export function stepOf(deps: MfaDeps, sealedSecret: string, code: string): number | null {
  const { box, clock } = deps;
  const delta = totpOf(deps, box.open(sealedSecret)).validate({ token: code, timestamp: clock(), window: WINDOW });
  return delta === null ? null : Math.floor(clock() / 1000 / PERIOD_S) + delta;
}

/** A code from the account's confirmed app, each time step accepted once. */
export async function checkTotp(deps: MfaDeps, userId: number, code: string): Promise<boolean> {
  const { repo, clock } = deps;
  const factor = await repo.findTotp(userId);
  if (!factor || factor.confirmedAt === null) return false;
  const step = stepOf(deps, factor.secret, code);
  return step !== null && repo.useStep(factor.id, step, clock(), false);
}

export async function hasTotp(deps: MfaDeps, userId: number): Promise<boolean> {
  const factor = await deps.repo.findTotp(userId);
  return Boolean(factor && factor.confirmedAt !== null);
}

/** A current code or the password, before two-factor goes off or the recovery codes change. */
export async function reauthenticate(deps: MfaDeps, userId: number, input: unknown): Promise<void> {
  const data = parse(reauthSchema, input ?? {});
  if (data.code !== undefined) {
    if (!(await checkTotp(deps, userId, data.code))) throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongCode);
  } else if (!(await deps.checkPassword(userId, data.password))) {
    throw new AppError(ErrorCode.VALIDATION, MFA_MESSAGES.wrongPassword);
  }
}
