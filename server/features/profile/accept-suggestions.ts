/** The candidate takes skills (and a title) suggested by their résumé into their record. */
import { z } from 'zod';
import { MAX_ACCEPTED_SKILLS, RESUME_MESSAGES, type ResumeSummary } from '../../../common/resume';
import { AppError, ErrorCode } from '../../errors';
import { refuseWhileViewing } from '../../lib/viewing';
import { parseInput as parse } from '../jobs/jobs.service';
import type { RequestInfo } from '../../lib/request-info';
import { notFound, type ResumeServiceDeps, sameName, summary } from './resume.shared';

const acceptSchema = z.object({
  skills: z.array(z.string().trim().min(1).max(60)).max(MAX_ACCEPTED_SKILLS).default([]),
  title: z.string().trim().max(200).nullish(),
});

/** Adds the skills (and title) the candidate picked, each of which must be a suggestion of their résumé. */
export async function acceptSuggestions(
  deps: ResumeServiceDeps,
  userId: number,
  input: unknown,
  info: RequestInfo,
): Promise<ResumeSummary> {
  const { repo, audit, candidates } = deps;
  await refuseWhileViewing(audit, info, 'resume');
  const { skills, title } = parse(acceptSchema, input);
  const row = await repo.findCurrent(userId);
  if (!row) throw notFound();
  const suggested = JSON.parse(row.suggestedSkills) as string[];
  const picked = skills.map((s) => suggested.find((x) => sameName(x, s)));
  const suggestedTitle = row.suggestedTitle;
  if (picked.some((s) => s === undefined) || (title && (!suggestedTitle || !sameName(title, suggestedTitle))))
    throw new AppError(ErrorCode.VALIDATION, RESUME_MESSAGES.notSuggested);
  const names = [...new Set(picked as string[])];
  if (names.length) await candidates.addSkills(userId, names);
  if (title && suggestedTitle) await candidates.setTitle(userId, suggestedTitle);
  return summary(deps, row);
}
