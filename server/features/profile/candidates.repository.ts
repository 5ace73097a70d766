/** SQL of the candidate record: the profile row and the candidate's skills with their shared tags. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { CandidateProfileTable, Database } from '../../db/schema';

export type ProfileRow = Omit<CandidateProfileTable, 'userId'>;

export interface SkillRow {
  skillTagId: number;
  name: string;
  monthsUsed: number;
  count: number;
}

export function createCandidatesRepository(db: Db) {
  return {
    findProfile(userId: number): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('candidateProfile')
        .select(['zipCode', 'desiredWorkType', 'realTitle', 'currentCompany', 'phone', 'hourlyRateCents', 'updatedAt'])
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /** The candidate's skills, most months first; count: how many candidates list the tag. */
    async skillsOf(userId: number): Promise<SkillRow[]> {
      const rows = await db
        .selectFrom('candidateSkill as s')
        .innerJoin('skillTag as t', 't.id', 's.skillTagId')
        .select((eb) => [
          't.id as skillTagId',
          't.name',
          's.monthsUsed',
          eb
            .selectFrom('candidateSkill as c')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('c.skillTagId', '=', 't.id')
            .as('count'),
        ])
        .where('s.userId', '=', userId)
        .orderBy('s.monthsUsed', 'desc')
        .orderBy('s.position')
        .execute();
      return rows.map((r) => ({ ...r, monthsUsed: Number(r.monthsUsed), count: Number(r.count ?? 0) }));
    },

    /** Adds skills after the candidate's own (a résumé's accepted suggestions); ones already listed stay as they are. */
    async addSkills(userId: number, names: string[], now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('candidateSkill')
          .select(['skillTagId', 'position'])
          .where('userId', '=', userId)
          .execute();
        const ids = new Set(held.map((r) => r.skillTagId));
        let position = held.reduce((max, r) => Math.max(max, Number(r.position) + 1), 0);
        for (const name of names) {
          const skillTagId = await tagId(trx, name, now);
          if (ids.has(skillTagId)) continue;
          ids.add(skillTagId);
          await trx
            .insertInto('candidateSkill')
            .values({ userId, skillTagId, monthsUsed: 0, position: position++ })
            .execute();
        }
      });
    },

    async setTitle(userId: number, realTitle: string, now: number): Promise<void> {
      await db
        .insertInto('candidateProfile')
        .values({
          userId,
          zipCode: null,
          desiredWorkType: null,
          realTitle,
          currentCompany: null,
          phone: null,
          hourlyRateCents: null,
          updatedAt: now,
        })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ realTitle, updatedAt: now }))
        .execute();
    },

    /** Skill names candidates use, most used first. */
    async usedSkillNames(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('skillTag as t')
        .innerJoin('candidateSkill as s', 's.skillTagId', 't.id')
        .select('t.name')
        .groupBy(['t.id', 't.name'])
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy('t.id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.name);
    },

    /** Account deletion: the profile and the skill list (shared tags stay, they name no one). */
    async erase(userId: number, executor: Kysely<Database>): Promise<void> {
      await executor.deleteFrom('candidateSkill').where('userId', '=', userId).execute();
      await executor.deleteFrom('candidateProfile').where('userId', '=', userId).execute();
    },

    /** Writes the whole profile and replaces the skill list, in one transaction. */
    async saveProfile(
      userId: number,
      profile: Omit<ProfileRow, 'updatedAt'>,
      skills: { name: string; monthsUsed: number }[],
      now: number,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('candidateProfile')
          .values({ userId, ...profile, updatedAt: now })
          .onConflict((oc) => oc.column('userId').doUpdateSet({ ...profile, updatedAt: now }))
          .execute();
        await trx.deleteFrom('candidateSkill').where('userId', '=', userId).execute();
        for (const [position, skill] of skills.entries()) {
          const skillTagId = await tagId(trx, skill.name, now);
          await trx
            .insertInto('candidateSkill')
            .values({ userId, skillTagId, monthsUsed: skill.monthsUsed, position })
            .execute();
        }
      });
    },
  };
}

/** The shared tag of a skill name, created on first use (racing creators meet on the unique key). */
async function tagId(executor: Kysely<Database>, name: string, now: number): Promise<number> {
  const nameKey = name.toLowerCase();
  await executor
    .insertInto('skillTag')
    .values({ name, nameKey, createdAt: now })
    .onConflict((oc) => oc.column('nameKey').doNothing())
    .execute();
  const row = await executor
    .selectFrom('skillTag')
    .select('id')
    .where('nameKey', '=', nameKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;
