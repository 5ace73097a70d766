/** SQL of staff accounts: the list, role changes and deactivation (which ends every session at once). */
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Role } from '../../db/schema';

/** Active administrators other than `userId` (a change must leave at least one). */
const otherActiveAdmins = (userId: number) =>
  sql<number>`(select count(*) from user_account a where a.role = 'admin' and a.deactivated_at is null and a.deleted_at is null and a.id <> ${userId})`;

export function createStaffAccountsRepository(db: Db) {
  /** The console's accounts (staff and admins, not erased) as the list shows them. */
  const accounts = () =>
    db
      .selectFrom('userAccount as u')
      .select([
        'u.id',
        'u.email',
        'u.firstName',
        'u.lastName',
        'u.role',
        'u.emailConfirmedAt',
        'u.deactivatedAt',
        'u.staffPermissions',
      ])
      .where('u.role', 'in', ['staff', 'admin'])
      .where('u.deletedAt', 'is', null);

  return {
    list() {
      return accounts()
        .orderBy('u.deactivatedAt', (ob) => ob.desc().nullsFirst())
        .orderBy(sql`lower(u.last_name)`)
        .orderBy('u.id')
        .execute();
    },

    /** One account as the list shows it. */
    account(id: number) {
      return accounts().where('u.id', '=', id).executeTakeFirst();
    },

    find(id: number) {
      return db
        .selectFrom('userAccount')
        .select(['id', 'role', 'deactivatedAt', 'staffPermissions'])
        .where('id', '=', id)
        .where('role', 'in', ['staff', 'admin'])
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    async setPermissions(id: number, permissions: string, now: number): Promise<void> {
      await db
        .updateTable('userAccount')
        .set({ staffPermissions: permissions, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** Sets the role unless that would leave no active administrator; false when it would. */
    async setRole(id: number, role: Role, now: number): Promise<boolean> {
      let update = db.updateTable('userAccount').set({ role, updatedAt: now }).where('id', '=', id);
      if (role !== 'admin') update = update.where(otherActiveAdmins(id), '>', 0);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends every session and session token of the account (a version bump); how many sessions ended. */
    endSessions(id: number, now: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('userAccount')
          .set((eb) => ({ updatedAt: now, sessionVersion: eb('sessionVersion', '+', 1) }))
          .where('id', '=', id)
          .execute();
        const ended = await trx.deleteFrom('session').where('userId', '=', id).executeTakeFirst();
        return Number(ended.numDeletedRows);
      });
    },

    /**
     * Deactivates the account unless it is the last active administrator, and in the same
     * transaction ends its sessions, its session tokens (version bump) and its unused mail links.
     */
    deactivate(id: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('userAccount')
          .set((eb) => ({ deactivatedAt: now, updatedAt: now, sessionVersion: eb('sessionVersion', '+', 1) }))
          .where('id', '=', id)
          .where('deactivatedAt', 'is', null)
          .where((eb) => eb.or([eb('role', '<>', 'admin'), eb(otherActiveAdmins(id), '>', 0)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('session').where('userId', '=', id).execute();
        await trx
          .updateTable('userToken')
          .set({ usedAt: now })
          .where('userId', '=', id)
          .where('usedAt', 'is', null)
          .execute();
        return true;
      });
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof createStaffAccountsRepository>;
