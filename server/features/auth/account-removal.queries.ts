/** Deleted accounts: anonymised at once, their rows removed once nothing kept refers to them. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export async function deletedBefore(db: Db, cutoff: number): Promise<number[]> {
  const rows = await db
    .selectFrom('userAccount')
    .select('id')
    .where('deletedAt', 'is not', null)
    .where('deletedAt', '<', cutoff)
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteDeleted(userId: number, executor: Kysely<Database>) {
  await executor.deleteFrom('userAccount').where('id', '=', userId).where('deletedAt', 'is not', null).execute();
}

/** Account deletion: the row stays (kept records refer to it) but names no one and opens nothing. */
export async function anonymise(userId: number, now: number, executor: Kysely<Database>) {
  await executor
    .updateTable('userAccount')
    .set((eb) => ({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: '!deleted',
      firstName: 'Deleted',
      lastName: 'Account',
      emailConfirmedAt: null,
      edgeCandidateId: null,
      deletedAt: now,
      updatedAt: now,
      // Session tokens issued before the deletion stop working with the sessions.
      sessionVersion: eb('sessionVersion', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  await executor.deleteFrom('userToken').where('userId', '=', userId).execute();
  await executor.deleteFrom('session').where('userId', '=', userId).execute();
  // Second factors go with the account (kept rows would hold secrets for no one).
  await executor.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
  await executor.deleteFrom('authFactor').where('userId', '=', userId).execute();
  await executor.deleteFrom('passkey').where('userId', '=', userId).execute();
  await executor.deleteFrom('oidcIdentity').where('userId', '=', userId).execute();
}
