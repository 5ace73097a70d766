/**
 * The browser's side of passkeys: ask the server for options, let the device create or use a
 * passkey, and send its answer back. Loaded only where a passkey is used (its own chunk on /login).
 */
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { PASSKEY_API, type PasskeyInfo, type PasskeySignInAnswer } from '../../common/passkeys';
import { apiFetch, ApiError } from './api';

/** A refusal of the device or the person (cancelled, timed out, no passkey): `message` in plain words. */
export class PasskeyCancelled extends Error {}

const post = <T>(url: string, json: unknown) => apiFetch<T>(url, { method: 'POST', json });

async function onDevice<T>(run: () => Promise<T>, cancelled: string): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new PasskeyCancelled(cancelled);
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new PasskeyCancelled(cancelled);
  }
}

export async function addPasskey(name: string, cancelled: string): Promise<PasskeyInfo> {
  const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>(PASSKEY_API.registrationOptions, {});
  const response = await onDevice(() => startRegistration({ optionsJSON }), cancelled);
  return (await post<{ passkey: PasskeyInfo }>(PASSKEY_API.list, { name, response })).passkey;
}

/** Passwordless sign-in; answers where the browser goes next. */
export async function signInWithPasskey(redirectTo: string, cancelled: string): Promise<string> {
  const optionsJSON = await post<PublicKeyCredentialRequestOptionsJSON>(PASSKEY_API.loginOptions, {});
  const response = await onDevice(() => startAuthentication({ optionsJSON }), cancelled);
  return (await post<PasskeySignInAnswer>(PASSKEY_API.login, { response, redirectTo })).redirectTo;
}

/** Step-up with one of the account's passkeys. */
export async function reauthenticateWithPasskey(cancelled: string): Promise<void> {
  const optionsJSON = await post<PublicKeyCredentialRequestOptionsJSON>(PASSKEY_API.reauthOptions, {});
  const passkey = await onDevice(() => startAuthentication({ optionsJSON }), cancelled);
  await post(PASSKEY_API.reauthenticate, { passkey });
}
