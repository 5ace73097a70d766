/**
 * Two-factor sign-in and the account's sessions (docs/SECURITY.md, "Two-factor sign-in and
 * sessions"). No HTTP here. A second factor is checked through `verifySecondFactor`, which knows
 * each kind of factor: TOTP and recovery codes now; a WebAuthn assertion can be one more branch.
 * Each use case is a function of its own file; this binds them to the service's deps and its
 * second-step limits. The app's codes and the checks several flows make are in mfa.shared.ts.
 */
import type { RequestInfo } from '../../lib/request-info';
import { endOtherSessions, endSession, listSessions } from './account-sessions';
import { checkTotp, hasTotp, type MfaDeps, type MfaServiceDeps, reauthenticate } from './mfa.shared';
import { regenerateRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { secondStep, verifySecondFactor } from './second-factor';
import { createSecondStepLimits } from './second-step-limits';
import {
  confirmEnrolment,
  disableTotp,
  enrolmentNeeded,
  resetByOperator,
  startEnrolment,
  twoFactorStatus,
} from './totp-enrolment';

export type { MfaServiceDeps } from './mfa.shared';

export function createMfaService(factoryDeps: MfaServiceDeps) {
  const deps: MfaDeps = { ...factoryDeps, limits: createSecondStepLimits(factoryDeps) };

  return {
    hasTotp: (userId: number) => hasTotp(deps, userId),
    checkCode: (userId: number, code: string) => checkTotp(deps, userId, code),
    spendRecoveryCode: (userId: number, code: string, info: RequestInfo) => spendRecoveryCode(deps, userId, code, info),
    reauthenticate: (userId: number, input: unknown) => reauthenticate(deps, userId, input),
    enrolmentNeeded: (user: { id: number; role: string }) => enrolmentNeeded(deps, user),
    status: (user: { id: number; role: string }, session: { singleSignOn: boolean }) =>
      twoFactorStatus(deps, user, session),
    startEnrolment: (user: { id: number; email: string }, info: RequestInfo) => startEnrolment(deps, user, info),
    confirmEnrolment: (userId: number, input: unknown, info: RequestInfo) =>
      confirmEnrolment(deps, userId, input, info),
    disable: (userId: number, input: unknown, info: RequestInfo) => disableTotp(deps, userId, input, info),
    resetByOperator: (userId: number) => resetByOperator(deps, userId),
    regenerateRecoveryCodes: (userId: number, input: unknown, info: RequestInfo) =>
      regenerateRecoveryCodes(deps, userId, input, info),
    secondStep: (userId: number, ip: string) => secondStep(deps, userId, ip),
    verifySecondFactor: (userId: number, input: unknown, info: RequestInfo) =>
      verifySecondFactor(deps, userId, input, info),
    sessions: (userId: number, currentSid: string) => listSessions(deps, userId, currentSid),
    endSession: (userId: number, id: string, currentSid: string, info: RequestInfo) =>
      endSession(deps, userId, id, currentSid, info),
    endOtherSessions: (userId: number, currentSid: string, info: RequestInfo) =>
      endOtherSessions(deps, userId, currentSid, info),
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
