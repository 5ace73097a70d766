/** SQL of apply links: the personal apply-now link (applicant), its one-click tokens, and staff invitations. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export function createApplyLinksRepository(db: Db) {
  return {
    async insertApplicant(
      a: { idHash: string; userId: number; jobOrderId: number; invitedBy: number | null; expiresAt: number },
      now: number,
      executor: Kysely<Database> = db,
    ): Promise<number> {
      const row = await executor
        .insertInto('applicant')
        .values({ ...a, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findApplicantByHash(idHash: string, now: number) {
      return db
        .selectFrom('applicant')
        .innerJoin('userAccount', 'userAccount.id', 'applicant.userId')
        .select([
          'applicant.id',
          'applicant.userId',
          'applicant.jobOrderId',
          'applicant.idHash',
          'userAccount.firstName',
          'userAccount.email',
        ])
        .where('applicant.idHash', '=', idHash)
        .where('applicant.expiresAt', '>', now)
        .executeTakeFirst();
    },

    /** An invitation's link was used to apply (the first use counts). */
    async markApplicantUsed(id: number, now: number): Promise<void> {
      await db.updateTable('applicant').set({ usedAt: now }).where('id', '=', id).where('usedAt', 'is', null).execute();
    },

    /** A job's invitations, newest first, with the candidate, who invited and whether they applied. */
    listInvitations(jobOrderId: number) {
      return db
        .selectFrom('applicant as i')
        .innerJoin('userAccount as u', 'u.id', 'i.userId')
        .leftJoin('userAccount as s', 's.id', 'i.invitedBy')
        .leftJoin('jobApplication as a', (join) =>
          join.onRef('a.userId', '=', 'i.userId').onRef('a.jobOrderId', '=', 'i.jobOrderId'),
        )
        .select([
          'i.id',
          'i.createdAt',
          'i.expiresAt',
          'i.usedAt',
          'u.email',
          'u.firstName',
          'u.lastName',
          's.firstName as staffFirst',
          's.lastName as staffLast',
          'a.id as applicationId',
        ])
        .where('i.jobOrderId', '=', jobOrderId)
        .orderBy('i.createdAt', 'desc')
        .orderBy('i.id', 'desc')
        .execute();
    },

    findApplicantById(id: number, now: number) {
      return db
        .selectFrom('applicant')
        .select(['id', 'userId', 'jobOrderId', 'idHash'])
        .where('id', '=', id)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
    },

    async insertLinkToken(
      t: { tokenHash: string; applicantId: number; expiresAt: number },
      now: number,
      executor: Kysely<Database> = db,
    ) {
      await executor
        .insertInto('applyLinkToken')
        .values({ ...t, createdAt: now })
        .execute();
    },

    /** A one-click token as it stands (used or not, expired or not), with its applicant; undefined when unknown. */
    findLinkToken(tokenHash: string) {
      return db
        .selectFrom('applyLinkToken')
        .innerJoin('applicant', 'applicant.id', 'applyLinkToken.applicantId')
        .select([
          'applicant.id',
          'applicant.userId',
          'applicant.jobOrderId',
          'applyLinkToken.expiresAt',
          'applyLinkToken.usedAt',
        ])
        .where('applyLinkToken.tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Uses a live one-click token; the applicant it belongs to, or null (unknown, expired, used). */
    async useLinkToken(tokenHash: string, now: number, executor: Kysely<Database> = db) {
      const result = await executor
        .updateTable('applyLinkToken')
        .set({ usedAt: now })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return executor
        .selectFrom('applyLinkToken')
        .innerJoin('applicant', 'applicant.id', 'applyLinkToken.applicantId')
        .select(['applicant.id', 'applicant.userId', 'applicant.jobOrderId'])
        .where('applyLinkToken.tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Account deletion: the emailed apply links of the user (applications themselves stay, anonymised). */
    async deleteApplicantLinks(userId: number, executor: Kysely<Database>) {
      await executor
        .deleteFrom('applyLinkToken')
        .where('applicantId', 'in', (eb) => eb.selectFrom('applicant').select('id').where('userId', '=', userId))
        .execute();
      await executor.deleteFrom('applicant').where('userId', '=', userId).execute();
    },

    /** An invitation of this address to this job that is still open (unused, unexpired). */
    findOpenInvitation(email: string, jobOrderId: number, now: number) {
      return db
        .selectFrom('applicant as i')
        .innerJoin('userAccount as u', 'u.id', 'i.userId')
        .select('i.id')
        .where('u.email', '=', email)
        .where('i.jobOrderId', '=', jobOrderId)
        .where('i.invitedBy', 'is not', null)
        .where('i.usedAt', 'is', null)
        .where('i.expiresAt', '>', now)
        .executeTakeFirst();
    },
  };
}

export type ApplyLinksRepository = ReturnType<typeof createApplyLinksRepository>;
