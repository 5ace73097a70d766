/** Tokens that grant something travel in URLs; only their SHA-256 is stored (SECURITY 6.4.1). */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * A session's public id: what the account's sessions list shows and what a session token names.
 * Never the sid, which is the cookie's secret (the migration that added the column derives it alike).
 */
export function publicSessionId(sid: string): string {
  return sha256Hex(`session:${sid}`).slice(0, 32);
}
