/**
 * The candidate record (docs/product.md §3): the profile the candidate edits, the search preferences the jobs
 * feature reads, and the jobs recommended from them. No HTTP here.
 */
import {
  type CandidateRecord,
  formattedName,
  PROFILE_MESSAGES,
  RECOMMENDED_JOBS,
  type RecommendedJob,
} from '../../../common/candidates';
import { profileFieldErrors, profileSchema } from '../../../common/candidates.schema';
import { type JobHit, type SearchType, seniorityOfTitle, seniorityOfYears, suitsSeniority } from '../../../common/jobs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import { placeByZip } from '../../providers/maps/us-places';
import type { AuthService } from '../auth/auth.service';
import type { JobsService } from '../jobs/jobs.service';
import type { CandidatesRepository } from './candidates.repository';
import { CANDIDATE_MESSAGES } from './messages';

export interface CandidatesServiceDeps {
  repo: CandidatesRepository;
  clock: Clock;
  audit: AuditLog;
  accounts: Pick<AuthService, 'sessionUser' | 'setName'>;
  /** The job search (recommendations). A getter: the jobs feature is built after this one and reads its preferences. */
  jobs: () => Pick<JobsService, 'search' | 'initialSearch'>;
}

/** What the job search needs of a candidate: the home ZIP and the desired work type. */
export interface SearchPreferences {
  zipCode: string | null;
  desiredWorkType: SearchType;
}

/** Skills candidates use that résumés are searched for, besides the curated list (most used first). */
const KNOWN_SKILLS_READ = 2000;

/** How many skills, most used first, the recommendations search by. */
const RECOMMEND_BY_SKILLS = 5;

function consultType(stored: string | null | undefined): SearchType {
  return stored === 'Contract' || stored === 'Permanent' ? stored : 'Any';
}

export function createCandidatesService(deps: CandidatesServiceDeps) {
  const { repo, clock, audit, accounts } = deps;

  const service = {
    /** docs/product.md §3 Candidate record of the signed-in candidate (GraphQL myCandidateRecord, GET /api/me/profile). */
    async record(userId: number): Promise<CandidateRecord> {
      const [user, profile, skills] = await Promise.all([
        accounts.sessionUser(userId),
        repo.findProfile(userId),
        repo.skillsOf(userId),
      ]);
      if (!user) throw new AppError(ErrorCode.NOT_FOUND, CANDIDATE_MESSAGES.notFound);
      const zipCode = profile?.zipCode ?? null;
      return {
        personId: user.id,
        name: {
          formattedName: formattedName(user.firstName, user.lastName),
          firstName: user.firstName,
          lastName: user.lastName,
        },
        realTitle: profile?.realTitle ?? null,
        currentCompany: profile?.currentCompany ?? null,
        contact: { email: { home: user.email }, phone: { home: profile?.phone ?? null } },
        preferences: {
          desiredWorkType: { consultType: consultType(profile?.desiredWorkType) },
          updatedDate: profile ? new Date(Number(profile.updatedAt)).toISOString() : null,
          desiredCompensation: {
            hourlyRateMinimum: profile?.hourlyRateCents == null ? null : Number(profile.hourlyRateCents) / 100,
          },
        },
        skills: skills.map((s) => ({
          skillTag: { skillTagId: s.skillTagId, name: s.name, count: s.count },
          totalMonthsUsed: s.monthsUsed,
        })),
        zipCode,
        homeLocation: zipCode ? (placeByZip(zipCode)?.label ?? null) : null,
      };
    },

    /** The résumé feature's view of the record: the skills held, those candidates use, adding accepted suggestions. */
    async skillNames(userId: number): Promise<string[]> {
      return (await repo.skillsOf(userId)).map((s) => s.name);
    },
    knownSkillNames: () => repo.usedSkillNames(KNOWN_SKILLS_READ),
    async addSkills(userId: number, names: string[]): Promise<void> {
      await repo.addSkills(userId, names, clock());
      await audit.record({ action: 'profile.skills_added', userId, detail: { skills: names } });
    },
    async setTitle(userId: number, title: string): Promise<void> {
      await repo.setTitle(userId, title, clock());
    },

    /** Account deletion: the record goes with the account (inside `trx`). */
    eraseFor(userId: number, trx: Kysely<Database>): Promise<void> {
      return repo.erase(userId, trx);
    },

    /** The preferences the job search starts from (GET /api/get-initial-search-opts, distances). */
    async searchPreferences(userId: number): Promise<SearchPreferences | null> {
      const profile = await repo.findProfile(userId);
      return profile ? { zipCode: profile.zipCode, desiredWorkType: consultType(profile.desiredWorkType) } : null;
    },

    /** PUT /api/me/profile: the whole profile; every bad field is named in `fields` of the 400. */
    async saveProfile(userId: number, input: unknown, info: RequestInfo): Promise<CandidateRecord> {
      await refuseWhileViewing(audit, info, 'profile');
      const parsed = profileSchema.safeParse(input ?? {});
      const fields = parsed.success ? {} : profileFieldErrors(parsed.error);
      if (parsed.success && parsed.data.zipCode && !placeByZip(parsed.data.zipCode)) {
        fields.zipCode = PROFILE_MESSAGES.zipUnknown(parsed.data.zipCode);
      }
      if (!parsed.success || Object.keys(fields).length) {
        throw new AppError(ErrorCode.VALIDATION, Object.values(fields)[0] ?? PROFILE_MESSAGES.invalid, { fields });
      }
      const p = parsed.data;
      await accounts.setName(userId, { firstName: p.firstName, lastName: p.lastName });
      await repo.saveProfile(
        userId,
        {
          zipCode: p.zipCode,
          desiredWorkType: p.desiredWorkType,
          realTitle: p.realTitle,
          currentCompany: p.currentCompany,
          phone: p.phone,
          hourlyRateCents: p.hourlyRateMinimum === null ? null : Math.round(p.hourlyRateMinimum * 100),
        },
        p.skills,
        clock(),
      );
      await audit.record({ action: 'profile.updated', userId, ...info });
      return service.record(userId);
    },

    /**
     * GET /api/me/recommended-jobs: open jobs of the desired type near home, found by the
     * candidate's most used skills (taken in turns, so one skill does not fill the list), then
     * the newest such jobs; never a job the candidate applied to, nor one of a level far from
     * theirs (their title's, else their longest-used skill's years: no entry-level job for a lead).
     */
    async recommendedJobs(userId: number): Promise<RecommendedJob[]> {
      const jobs = deps.jobs();
      const [base, skills, profile] = await Promise.all([
        jobs.initialSearch(userId),
        repo.skillsOf(userId),
        repo.findProfile(userId),
      ]);
      const titled = profile?.realTitle ? seniorityOfTitle(profile.realTitle) : 'mid';
      const level =
        titled !== 'mid' || skills.length === 0
          ? titled
          : seniorityOfYears(Math.max(...skills.map((s) => Number(s.monthsUsed))) / 12);
      const names = skills.slice(0, RECOMMEND_BY_SKILLS).map((s) => s.name);
      // A trailing space: each skill is a whole word ("Java" does not match "JavaScript").
      const bySkill = await Promise.all(names.map((name) => jobs.search({ ...base, query: `${name} ` }, '1', userId)));
      const matched = new Map<number, string[]>();
      bySkill.forEach((result, i) => {
        for (const hit of result.hits) matched.set(hit.jobOrderId, [...(matched.get(hit.jobOrderId) ?? []), names[i]!]);
      });
      const picked = new Map<number, JobHit>();
      const take = (hit: JobHit | undefined) => {
        if (
          hit &&
          !hit.appliedTo &&
          !picked.has(hit.jobOrderId) &&
          picked.size < RECOMMENDED_JOBS &&
          suitsSeniority(seniorityOfTitle(hit.title), level)
        )
          picked.set(hit.jobOrderId, hit);
      };
      const longest = Math.max(0, ...bySkill.map((r) => r.hits.length));
      for (let rank = 0; rank < longest && picked.size < RECOMMENDED_JOBS; rank++) {
        for (const result of bySkill) take(result.hits[rank]);
      }
      if (picked.size < RECOMMENDED_JOBS) {
        for (const hit of (await jobs.search(base, '1', userId)).hits) take(hit);
      }
      return [...picked.values()].map((job) => ({ job, matchedSkills: matched.get(job.jobOrderId) ?? [] }));
    },
  };
  return service;
}

export type CandidatesService = ReturnType<typeof createCandidatesService>;
