/** Registering a passkey for any account: the browser's options, then its answer checked and kept. */
import type {
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { toBase64Url, webauthn } from './webauthn';
import { type PasskeyInfo, PASSKEY_MESSAGES } from '../../../common/passkeys';
import { addPasskeySchema } from '../../../common/passkeys.schema';
import type { SessionUser } from '../../http/session-user';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { iso, type PasskeysServiceDeps, userHandle } from './passkeys.shared';

/** Options for navigator.credentials.create: a discoverable credential, the account's others excluded. */
export async function registrationOptions(
  deps: PasskeysServiceDeps,
  user: SessionUser,
  info: RequestInfo,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { repo, audit, rp } = deps;
  await refuseWhileViewing(audit, info, 'other');
  const existing = await repo.listForUser(user.id);
  return webauthn().generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: new Uint8Array(userHandle(deps, user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((r) => ({
      id: r.credentialId,
      transports: r.transports ? (r.transports.split(',') as AuthenticatorTransport[]) : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

export async function addPasskey(
  deps: PasskeysServiceDeps,
  user: SessionUser,
  input: unknown,
  expectedChallenge: string,
  info: RequestInfo,
): Promise<PasskeyInfo> {
  const { repo, clock, audit, rp } = deps;
  await refuseWhileViewing(audit, info, 'other');
  const data = parse(addPasskeySchema, input ?? {});
  let registration;
  try {
    registration = await webauthn().verifyRegistrationResponse({
      response: data.response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.verificationFailed);
  }
  if (!registration.verified || !registration.registrationInfo) {
    throw new AppError(ErrorCode.VALIDATION, PASSKEY_MESSAGES.verificationFailed);
  }
  const { credential } = registration.registrationInfo;
  const now = clock();
  await repo
    .insert({
      userId: user.id,
      credentialId: credential.id,
      userHandle: toBase64Url(new Uint8Array(userHandle(deps, user.id))),
      publicKey: toBase64Url(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: data.name,
      createdAt: now,
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError(ErrorCode.CONFLICT, PASSKEY_MESSAGES.alreadyRegistered);
      throw err;
    });
  await audit.record({ action: 'passkey.added', userId: user.id, detail: { name: data.name }, ...info });
  await deps.notify(user.id, { kind: 'passkey_added', name: data.name });
  const added = (await repo.listForUser(user.id)).find((r) => r.credentialId === credential.id)!;
  return { id: added.id, name: added.name, createdAt: iso(added.createdAt)!, lastUsedAt: null };
}
