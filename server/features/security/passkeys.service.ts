/**
 * Passkeys (WebAuthn, docs/SECURITY.md "Passkeys and step-up"): registration for any account,
 * passwordless sign-in by a discoverable credential (a passkey counts as both factors), and the
 * re-authentication that step-up asks for. No HTTP here: the challenge kept in the session is
 * handed in by the routes. Each use case is a function of its own file; this binds them to the
 * service's deps. The relying party's settings and the assertion check they share are in
 * passkeys.shared.ts.
 */
import type { SessionUser } from '../../http/session-user';
import type { RequestInfo } from '../../lib/request-info';
import { addPasskey, registrationOptions } from './add-passkey';
import { hasPasskey, listPasskeys } from './list-passkeys';
import { loginOptions, passkeySignIn } from './passkey-sign-in';
import type { PasskeysServiceDeps } from './passkeys.shared';
import { removePasskey } from './remove-passkey';
import { reauthOptions, stepUp } from './step-up';

export type { PasskeysServiceDeps } from './passkeys.shared';

export function createPasskeysService(deps: PasskeysServiceDeps) {
  return {
    list: (userId: number) => listPasskeys(deps, userId),
    registrationOptions: (user: SessionUser, info: RequestInfo) => registrationOptions(deps, user, info),
    register: (user: SessionUser, input: unknown, expectedChallenge: string, info: RequestInfo) =>
      addPasskey(deps, user, input, expectedChallenge, info),
    remove: (
      userId: number,
      id: number,
      input: unknown,
      reauthenticate: (userId: number, input: unknown) => Promise<void>,
      info: RequestInfo,
    ) => removePasskey(deps, userId, id, input, reauthenticate, info),
    loginOptions: () => loginOptions(deps),
    reauthOptions: (userId: number) => reauthOptions(deps, userId),
    signIn: (input: unknown, expectedChallenge: string | null, info: RequestInfo) =>
      passkeySignIn(deps, input, expectedChallenge, info),
    reauthenticate: (userId: number, input: unknown, expectedChallenge: string | null, info: RequestInfo) =>
      stepUp(deps, userId, input, expectedChallenge, info),
    hasPasskey: (userId: number) => hasPasskey(deps, userId),
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
