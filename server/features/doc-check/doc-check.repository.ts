import type { Db } from '../../db';

export function createDocCheckRepository(db: Db) {
  return {
    /** A candidate chosen by email for a substitution preview (read-only). */
    findCandidateByEmail(email: string) {
      return db
        .selectFrom('userAccount')
        .select(['firstName', 'lastName', 'email'])
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },
  };
}

export type DocCheckRepository = ReturnType<typeof createDocCheckRepository>;
