/** What other features read and change of an account (they keep no SQL of accounts). */
import type { Db } from '../../db';
import { type AuthServiceDeps, normalizeEmail } from './auth.shared';

/** The account with this address, for other features (which keep no SQL of accounts). */
export async function accountByEmail(
  deps: AuthServiceDeps,
  email: string,
): Promise<{ id: number; email: string; firstName: string; preferredLanguage: string | null } | undefined> {
  const row = await deps.repo.findUserByEmail(normalizeEmail(email));
  return row
    ? { id: row.id, email: row.email, firstName: row.firstName, preferredLanguage: row.preferredLanguage }
    : undefined;
}

/** Where an account's mail goes, and the language it is written in, for other features' mail. */
export async function contactOf(
  deps: AuthServiceDeps,
  userId: number,
): Promise<
  { email: string; firstName: string; timeZone: string | null; preferredLanguage: string | null } | undefined
> {
  const row = await deps.repo.findUserById(userId);
  return row
    ? { email: row.email, firstName: row.firstName, timeZone: row.timeZone, preferredLanguage: row.preferredLanguage }
    : undefined;
}

/** Whether `password` is the user's (privacy: deleting the account asks for it). */
export async function checkPassword(deps: AuthServiceDeps, userId: number, password: unknown): Promise<boolean> {
  const row = await deps.repo.findUserById(userId);
  if (!row || typeof password !== 'string' || password.length === 0) return false;
  return deps.passwords.verify(row.passwordHash, password);
}

/** Privacy export: the account without its password hash. */
export async function accountData(deps: AuthServiceDeps, userId: number) {
  const row = await deps.repo.findUserById(userId);
  if (!row) return null;
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailConfirmedAt: iso(row.emailConfirmedAt),
    passwordChangedAt: iso(row.passwordChangedAt),
    edgeCandidateId: row.edgeCandidateId,
  };
}

/** Account deletion: anonymises the row, drops its tokens and ends every session (inside `trx`). */
export function eraseAccount(deps: AuthServiceDeps, userId: number, trx: Db): Promise<void> {
  return deps.repo.anonymise(userId, deps.clock(), trx);
}

/** The candidate's name as the profile edits it (already validated by the caller's schema). */
export async function setName(
  deps: AuthServiceDeps,
  userId: number,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await deps.repo.setName(userId, name, deps.clock());
}

/** Deleted accounts whose kept records may now go (privacy housekeeping). */
export function deletedAccountsBefore(deps: AuthServiceDeps, cutoff: number): Promise<number[]> {
  return deps.repo.deletedBefore(cutoff);
}

/** The last step of a deleted account: its anonymised row, once nothing needs to be kept. */
export function removeDeletedAccount(deps: AuthServiceDeps, userId: number, trx: Db): Promise<void> {
  return deps.repo.deleteDeleted(userId, trx);
}
