/**
 * What the résumé use cases share: the service's deps, a résumé's summary with the suggestions
 * still open, and removing stored files (see resume.service.ts).
 */
import { RESUME_MESSAGES, type ResumeSuggestions, type ResumeSummary } from '../../../common/resume';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import type { NewResume, ResumeRepository, ResumeRow } from './resume.repository';

/** What the résumé feature needs of the candidate record (the candidates feature provides it). */
interface CandidateSkills {
  /** The skills on the candidate's record. */
  skillNames(userId: number): Promise<string[]>;
  /** Skills candidates already use, to be found in résumés besides the curated list. */
  knownSkillNames(): Promise<string[]>;
  addSkills(userId: number, names: string[]): Promise<void>;
  setTitle(userId: number, title: string): Promise<void>;
}

export interface ResumeServiceDeps {
  repo: ResumeRepository;
  storage: FileStorage;
  /** Opens the uploaded file off the request thread, within time and memory limits. */
  files: FilePool;
  rateLimiter: RateLimiter;
  clock: Clock;
  audit: AuditLog;
  candidates: CandidateSkills;
}

/** A checked and stored upload whose row is not written yet. */
export interface PreparedResume {
  row: NewResume;
  detail: { sha256: string; bytes: number };
}

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, RESUME_MESSAGES.notFound);

/** The suggestions still open: what the record does not hold yet. */
async function suggestionsOf(deps: ResumeServiceDeps, row: ResumeRow): Promise<ResumeSuggestions> {
  const held = await deps.candidates.skillNames(row.userId);
  const skills = (JSON.parse(row.suggestedSkills) as string[]).filter((s) => !held.some((h) => sameName(h, s)));
  return { title: row.suggestedTitle, skills };
}

export async function summary(deps: ResumeServiceDeps, row: ResumeRow): Promise<ResumeSummary> {
  return {
    fileName: row.fileName,
    mediaType: row.mediaType,
    byteSize: Number(row.byteSize),
    uploadedAt: new Date(Number(row.createdAt)).toISOString(),
    suggestions: await suggestionsOf(deps, row),
  };
}

export async function removeFiles(deps: ResumeServiceDeps, keys: string[]) {
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}
