/** SQL of second factors, recovery codes and the account's sessions (the `session` table's rows). */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export function createMfaRepository(db: Db) {
  return {
    /** The account's TOTP factor, confirmed or still enrolling (at most one is kept). */
    findTotp(userId: number, executor: Kysely<Database> = db) {
      return executor
        .selectFrom('authFactor')
        .selectAll()
        .where('userId', '=', userId)
        .where('kind', '=', 'totp')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** A new enrolment replaces an unconfirmed one. */
    async startTotp(userId: number, secret: string, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('authFactor')
          .where('userId', '=', userId)
          .where('kind', '=', 'totp')
          .where('confirmedAt', 'is', null)
          .execute();
        await trx.insertInto('authFactor').values({ userId, kind: 'totp', secret, createdAt: now }).execute();
      });
    },

    /**
     * Records `step` as used unless it (or a later one) already was: one statement, so two requests
     * with the same code cannot both pass. `confirm` also confirms an enrolling factor.
     */
    async useStep(factorId: number, step: number, now: number, confirm: boolean, executor: Kysely<Database> = db) {
      const result = await executor
        .updateTable('authFactor')
        .set(confirm ? { lastUsedStep: step, confirmedAt: now } : { lastUsedStep: step })
        .where('id', '=', factorId)
        .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteFactors(userId: number, executor: Kysely<Database> = db): Promise<void> {
      await executor.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
      await executor.deleteFrom('authFactor').where('userId', '=', userId).execute();
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], now: number, executor: Kysely<Database> = db) {
      await executor.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
      await executor
        .insertInto('recoveryCode')
        .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })))
        .execute();
    },

    /** Uses the code once: true only for the request that marked it used. */
    async useRecoveryCode(userId: number, codeHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('recoveryCode')
        .set({ usedAt: now })
        .where('userId', '=', userId)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('recoveryCode')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The account's live sessions (the sid stays here: it is the cookie's secret). */
    liveSessions(userId: number, now: number) {
      return db
        .selectFrom('session')
        .select(['sid', 'createdAt', 'userAgent', 'ip', 'expiresAt', 'data'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', now)
        .execute();
    },

    async deleteSessions(userId: number, sids: string[]): Promise<number> {
      if (sids.length === 0) return 0;
      const result = await db
        .deleteFrom('session')
        .where('userId', '=', userId)
        .where('sid', 'in', sids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
