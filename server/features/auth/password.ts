/** Password hashing (argon2id at OWASP parameters, off the event loop) and the server's policy. */
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';
import { passwordPolicyError, AUTH_SERVER_MESSAGES } from '../../../common/auth';

/**
 * OWASP: argon2id, m = 19 MiB, t = 2, p = 1 (SECURITY 11.4.2).
 * @public bench/server.bench.mjs times sign-ins at this cost (from dist/).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** WORK_FACTORS=test only (production refuses it): the same algorithm at 1 MiB and one pass. */
const ARGON2_TEST_OPTIONS = { ...ARGON2_OPTIONS, memoryCost: 1_024, timeCost: 1 } as const;

/** How many hashes and verifications this process ran (equal work on every branch is tested by it). */
export const passwordWork = { hashes: 0, verifications: 0 };

/** A hash's own parameters decide its verification, so hashes of either cost verify anywhere. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  passwordWork.verifications += 1;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function createPasswordHasher(workFactors: 'standard' | 'test') {
  const options = workFactors === 'test' ? ARGON2_TEST_OPTIONS : ARGON2_OPTIONS;
  const hash = (password: string): Promise<string> => {
    passwordWork.hashes += 1;
    return argon2.hash(password, options);
  };
  let dummyHash: Promise<string> | null = null;
  return {
    hash,
    verify: verifyPassword,
    /** Verifies against a fixed hash so an unknown email costs as much time as a known one. */
    async burn(password: string): Promise<void> {
      dummyHash ??= hash('timing-equaliser-not-a-password');
      await verifyPassword(await dummyHash, password);
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  // ~49k passwords seen most often in breaches (zxcvbn-ts common list).
  common ??= new Set((dictionary as Record<string, string[]>)['passwords-common'] ?? []);
  return common;
}

/**
 * A common password, or a common word dressed up to pass the character rules
 * ("Password1!", "Welcome2024$"), is refused (SECURITY 6.2.4).
 */
function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return core.length >= 3 && core.length >= lower.length - 6 && list.has(core);
}

/** The server's rule: docs/product.md §5's hint plus the common-password list. Null when acceptable. */
export function passwordProblem(password: string): string | null {
  return passwordPolicyError(password) ?? (isCommonPassword(password) ? AUTH_SERVER_MESSAGES.commonPassword : null);
}
