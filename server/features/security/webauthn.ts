/** The WebAuthn library, loaded when first needed, and the base64url form credentials are kept in. */
import type * as WebAuthnServer from '@simplewebauthn/server';

let loaded: typeof WebAuthnServer | null = null;

/**
 * @simplewebauthn/server (with its certificate parsers) takes a fifth of a second to load: it loads
 * with the first passkey ceremony, not with every server that never sees one.
 */
export function webauthn(): typeof WebAuthnServer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (loaded ??= require('@simplewebauthn/server') as typeof WebAuthnServer);
}

/** Credential ids, keys and user handles travel and are kept as unpadded base64url. */
export const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
export const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
