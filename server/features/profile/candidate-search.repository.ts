/** SQL of the staff console's candidate list: accounts with their profile and skills, filtered and paged. */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { CandidateSort } from '../../../common/staff-candidates';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export interface CandidateFilter {
  /** Words of the name (each must appear in the first or last name). */
  name: string[];
  email: string | null;
  skill: string | null;
  /** A ZIP code or its first digits. */
  zip: string | null;
}

export interface CandidateOrder {
  sort: CandidateSort;
  dir: 'asc' | 'desc';
}

type Eb = ExpressionBuilder<Database & { u: Database['userAccount']; p: Database['candidateProfile'] }, 'u' | 'p'>;

/** `%text%` for LIKE, with the pattern's own characters escaped (matched with ESCAPE '\'). */
const escaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (column: ReturnType<typeof sql>, pattern: string) => sql<boolean>`${column} like ${pattern} escape '\\'`;

const SORT_COLUMNS = {
  name: sql`lower(u.last_name || ' ' || u.first_name)`,
  email: sql`u.email`,
  zip: sql`p.zip_code`,
  joined: sql`u.created_at`,
} as const;

function where(f: CandidateFilter) {
  return (eb: Eb) => {
    const all: Expression<SqlBool>[] = [eb('u.role', '=', 'candidate'), eb('u.deletedAt', 'is', null)];
    for (const word of f.name) {
      const pattern = `%${escaped(word)}%`;
      all.push(eb.or([like(sql`lower(u.first_name)`, pattern), like(sql`lower(u.last_name)`, pattern)]));
    }
    if (f.email) all.push(like(sql`lower(u.email)`, `%${escaped(f.email)}%`));
    if (f.zip) all.push(like(sql`p.zip_code`, `${escaped(f.zip)}%`));
    if (f.skill)
      all.push(
        eb.exists(
          eb
            .selectFrom('candidateSkill as s')
            .innerJoin('skillTag as t', 't.id', 's.skillTagId')
            .select('s.userId')
            .whereRef('s.userId', '=', 'u.id')
            .where(like(sql`t.name_key`, `%${escaped(f.skill)}%`)),
        ),
      );
    return eb.and(all);
  };
}

export function createCandidateSearchRepository(db: Db) {
  const base = () => db.selectFrom('userAccount as u').leftJoin('candidateProfile as p', 'p.userId', 'u.id');

  return {
    async list(filter: CandidateFilter, order: CandidateOrder, page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        base()
          .select(['u.id', 'u.email', 'u.firstName', 'u.lastName', 'u.createdAt', 'u.emailConfirmedAt', 'p.zipCode'])
          .where(where(filter))
          .orderBy(SORT_COLUMNS[order.sort], order.dir)
          .orderBy('u.id', order.dir)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(where(filter))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The skills of the listed candidates, in each one's own order. */
    async skillsOf(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .selectFrom('candidateSkill as s')
        .innerJoin('skillTag as t', 't.id', 's.skillTagId')
        .select(['s.userId', 't.name'])
        .where('s.userId', 'in', userIds)
        .orderBy('s.userId')
        .orderBy('s.position')
        .execute();
    },

    /** A candidate's account (null for staff, deleted or unknown accounts). */
    findCandidate(id: number) {
      return db
        .selectFrom('userAccount')
        .select(['id', 'email', 'firstName', 'lastName', 'emailConfirmedAt', 'createdAt'])
        .where('id', '=', id)
        .where('role', '=', 'candidate')
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    findByEmail(email: string) {
      return db
        .selectFrom('userAccount')
        .select(['id', 'role', 'deletedAt'])
        .where('email', '=', email)
        .executeTakeFirst();
    },
  };
}

export type CandidateSearchRepository = ReturnType<typeof createCandidateSearchRepository>;
