/**
 * Accounts: registration, email confirmation, sign-in checks, password reset and the first
 * password of invited accounts. No HTTP here. Each use case is a function of its own file; this
 * binds them to the service's deps. Token issuing and per-address mail throttling, which every
 * flow shares, are in auth.shared.ts.
 */
import type { Db } from '../../db';
import type { Role } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import {
  accountByEmail,
  accountData,
  checkPassword,
  contactOf,
  deletedAccountsBefore,
  eraseAccount,
  removeDeletedAccount,
  setName,
} from './account-records';
import type { AuthServiceDeps } from './auth.shared';
import { confirmByMailLink, confirmEmail } from './confirm-email';
import { createUser } from './create-user';
import { createInvitedCandidate, needsPassword, passwordSetupPath } from './invited-accounts';
import { requestPasswordReset, resetPassword, verifyResetToken } from './password-reset';
import { register } from './register';
import { sessionUser, signedOut, signIn } from './sign-in';

export {
  type AuthServiceDeps,
  LOGIN_ACCOUNT_RULE,
  LOGIN_CLIENT_RULE,
  NO_PASSWORD,
  normalizeEmail,
} from './auth.shared';
export type { RequestInfo };

export function createAuthService(deps: AuthServiceDeps) {
  return {
    register: (input: unknown, info: RequestInfo) => register(deps, input, info),
    confirmEmail: (input: unknown) => confirmEmail(deps, input),
    signIn: (emailInput: string, password: string, info: RequestInfo, captchaResponse?: string) =>
      signIn(deps, emailInput, password, info, captchaResponse),
    signedOut: (userId: number) => signedOut(deps, userId),
    sessionUser: (id: number, viewedBy: number | null = null) => sessionUser(deps, id, viewedBy),
    requestPasswordReset: (input: unknown, info: RequestInfo) => requestPasswordReset(deps, input, info),
    verifyResetToken: (input: unknown) => verifyResetToken(deps, input),
    resetPassword: (input: unknown, info: RequestInfo) => resetPassword(deps, input, info),
    accountByEmail: (email: string) => accountByEmail(deps, email),
    contactOf: (userId: number) => contactOf(deps, userId),
    needsPassword: (userId: number) => needsPassword(deps, userId),
    passwordSetupPath: (userId: number, forMail = false) => passwordSetupPath(deps, userId, forMail),
    checkPassword: (userId: number, password: unknown) => checkPassword(deps, userId, password),
    accountData: (userId: number) => accountData(deps, userId),
    eraseAccount: (userId: number, trx: Db) => eraseAccount(deps, userId, trx),
    setName: (userId: number, name: { firstName: string; lastName: string }) => setName(deps, userId, name),
    deletedAccountsBefore: (cutoff: number) => deletedAccountsBefore(deps, cutoff),
    removeDeletedAccount: (userId: number, trx: Db) => removeDeletedAccount(deps, userId, trx),
    createInvitedCandidate: (input: { email: string; firstName: string; lastName: string }) =>
      createInvitedCandidate(deps, input),
    confirmByMailLink: (userId: number, via: string) => confirmByMailLink(deps, userId, via),
    createUser: (input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      role?: Role;
      confirmed?: boolean;
    }) => createUser(deps, input),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
