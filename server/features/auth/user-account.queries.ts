/** The account's row: finding, adding and changing it, and ending its sessions. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, Role } from '../../db/schema';

import { SESSION_USER_COLUMNS } from '../../db/session-user-columns';

const USER_COLUMNS = [...SESSION_USER_COLUMNS, 'passwordHash', 'passwordChangedAt', 'deactivatedAt'] as const;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailConfirmedAt: number | null;
  /** The zone the person reads times in (IANA); absent: not known yet. */
  timeZone?: string | null;
  /** The language the person reads in; absent: never chosen. */
  preferredLanguage?: string | null;
}

export function findUserByEmail(db: Db, email: string, executor: Kysely<Database> = db) {
  return executor.selectFrom('userAccount').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number, executor: Kysely<Database> = db) {
  return executor.selectFrom('userAccount').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser, now: number, executor: Kysely<Database> = db): Promise<number> {
  const row = await executor
    .insertInto('userAccount')
    .values({ ...user, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function confirmEmail(db: Db, userId: number, now: number, executor: Kysely<Database> = db) {
  await executor
    .updateTable('userAccount')
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where('id', '=', userId)
    .where('emailConfirmedAt', 'is', null)
    .execute();
}

export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  now: number,
  executor: Kysely<Database> = db,
) {
  await executor
    .updateTable('userAccount')
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

export async function setName(db: Db, userId: number, name: { firstName: string; lastName: string }, now: number) {
  await db
    .updateTable('userAccount')
    .set({ ...name, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

export async function deleteSessionsOf(db: Db, userId: number, executor: Kysely<Database> = db) {
  await executor.deleteFrom('session').where('userId', '=', userId).execute();
}

/** Every session token issued before this call stops working. */
export async function bumpSessionVersion(db: Db, userId: number, executor: Kysely<Database> = db) {
  await executor
    .updateTable('userAccount')
    .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
