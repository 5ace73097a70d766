/** The console's candidate search. */
import {
  CANDIDATE_ADMIN_MESSAGES as M,
  CANDIDATES_PAGE_SIZE,
  type CandidateSummary,
  type Paged,
} from '../../../common/staff-candidates';
import { candidateQuerySchema } from './candidates.schema';
import { parseFields } from './staff.schema';
import type { StaffCandidatesDeps } from './candidates.service';
import { iso } from './staff-candidates.shared';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** GET /api/staff/candidates?name&email&skill&zip&sort&dir&page */
export async function listCandidates(deps: StaffCandidatesDeps, input: unknown): Promise<Paged<CandidateSummary>> {
  const { search } = deps;
  const q = parseFields(candidateQuerySchema, input, M.invalidQuery);
  const { rows, total } = await search.list(
    {
      name: q.name.split(/\s+/).filter(Boolean).slice(0, 5),
      email: q.email || null,
      skill: q.skill || null,
      zip: q.zip || null,
    },
    { sort: q.sort, dir: q.dir },
    q.page,
    CANDIDATES_PAGE_SIZE,
  );
  const skills = await search.skillsOf(rows.map((r) => r.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: fullName(r.firstName, r.lastName) || r.email,
      email: r.email,
      zipCode: r.zipCode ?? null,
      skills: skills.filter((s) => s.userId === r.id).map((s) => s.name),
      joined: iso(r.createdAt)!,
      emailConfirmed: r.emailConfirmedAt !== null,
    })),
    total,
    page: q.page,
    pageSize: CANDIDATES_PAGE_SIZE,
  };
}
