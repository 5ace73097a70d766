/** Calls of the account security screen. */
import {
  type EnrolmentStart,
  MFA_API,
  type RecoveryCodesAnswer,
  sessionPath,
  type SessionsAnswer,
  type TwoFactorStatus,
} from '../../../common/mfa';
import { PASSKEY_API, passkeyPath, type PasskeysAnswer } from '../../../common/passkeys';
import { apiFetch } from '../../lib/api';

export const twoFactorStatus = (signal?: AbortSignal) => apiFetch<TwoFactorStatus>(MFA_API.status, { signal });
export const startEnrolment = () => apiFetch<EnrolmentStart>(MFA_API.enrolment, { method: 'POST', json: {} });
export const confirmEnrolment = (code: string) =>
  apiFetch<RecoveryCodesAnswer>(MFA_API.confirm, { method: 'POST', json: { code } });

/** A current code (6 digits) or else the password. */
const reauth = (answer: string) => (/^\s*\d{6}\s*$/.test(answer) ? { code: answer.trim() } : { password: answer });
export const disableTwoFactor = (answer: string) => apiFetch(MFA_API.disable, { method: 'POST', json: reauth(answer) });
export const newRecoveryCodes = (answer: string) =>
  apiFetch<RecoveryCodesAnswer>(MFA_API.recoveryCodes, { method: 'POST', json: reauth(answer) });

export const listSessions = (signal?: AbortSignal) => apiFetch<SessionsAnswer>(MFA_API.sessions, { signal });
export const endSession = (id: string) => apiFetch(sessionPath(id), { method: 'DELETE' });
export const endOtherSessions = () => apiFetch<{ ended: number }>(MFA_API.endOthers, { method: 'POST', json: {} });

export const listPasskeys = (signal?: AbortSignal) => apiFetch<PasskeysAnswer>(PASSKEY_API.list, { signal });
export const removePasskey = (id: number, answer: string) =>
  apiFetch(passkeyPath(id), { method: 'DELETE', json: reauth(answer) });
