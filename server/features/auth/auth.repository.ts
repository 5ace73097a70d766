/**
 * The accounts' queries: its row, its one-time tokens and its removal, each group a file of
 * functions taking the database; this binds them to one.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, TokenKind } from '../../db/schema';
import { anonymise, deleteDeleted, deletedBefore } from './account-removal.queries';
import {
  bumpSessionVersion,
  confirmEmail,
  deleteSessionsOf,
  findUserByEmail,
  findUserById,
  insertUser,
  type NewUser,
  setName,
  setPassword,
} from './user-account.queries';
import { expireTokens, findLiveToken, insertToken, tokenOwnerConfirmed, useToken } from './user-token.queries';

export type { NewUser } from './user-account.queries';

export function createAuthRepository(db: Db) {
  return {
    db,
    findUserByEmail: (email: string, executor?: Kysely<Database>) => findUserByEmail(db, email, executor),
    findUserById: (id: number, executor?: Kysely<Database>) => findUserById(db, id, executor),
    insertUser: (user: NewUser, now: number, executor?: Kysely<Database>) => insertUser(db, user, now, executor),
    insertToken: (
      token: { userId: number; kind: TokenKind; tokenHash: string; expiresAt: number },
      now: number,
      executor?: Kysely<Database>,
    ) => insertToken(db, token, now, executor),
    findLiveToken: (tokenHash: string, kind: TokenKind, now: number, executor?: Kysely<Database>) =>
      findLiveToken(db, tokenHash, kind, now, executor),
    tokenOwnerConfirmed: (tokenHash: string, kind: TokenKind) => tokenOwnerConfirmed(db, tokenHash, kind),
    useToken: (id: number, now: number, executor?: Kysely<Database>) => useToken(db, id, now, executor),
    expireTokens: (userId: number, kind: TokenKind, now: number, executor?: Kysely<Database>) =>
      expireTokens(db, userId, kind, now, executor),
    confirmEmail: (userId: number, now: number, executor?: Kysely<Database>) => confirmEmail(db, userId, now, executor),
    setPassword: (userId: number, passwordHash: string, now: number, executor?: Kysely<Database>) =>
      setPassword(db, userId, passwordHash, now, executor),
    setName: (userId: number, name: { firstName: string; lastName: string }, now: number) =>
      setName(db, userId, name, now),
    deleteSessionsOf: (userId: number, executor?: Kysely<Database>) => deleteSessionsOf(db, userId, executor),
    bumpSessionVersion: (userId: number, executor?: Kysely<Database>) => bumpSessionVersion(db, userId, executor),
    deletedBefore: (cutoff: number) => deletedBefore(db, cutoff),
    deleteDeleted: (userId: number, executor: Kysely<Database>) => deleteDeleted(userId, executor),
    anonymise: (userId: number, now: number, executor: Kysely<Database>) => anonymise(userId, now, executor),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
