/**
 * The single-use one-click link of an invitation mail (/apply-redirect/{token}): what it leads to,
 * and its page's button, which applies.
 */
import type { ApplyLinkPreview } from '../../../common/jobs';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import { type ApplyLinksDeps, wellFormed } from './apply-link.shared';
import { isOpen } from './job-shapes';

/** What pressing a one-click link's button did; `userId` is whose application it is. */
export type OneClickOutcome = { applied: true; userId: number } | { applied: false; form?: number };

/** GET /api/apply-links/{token}: what the one-click link leads to, without using it. */
export async function linkPreview(deps: ApplyLinksDeps, token: unknown): Promise<ApplyLinkPreview> {
  const row = wellFormed(token) ? await deps.links.findLinkToken(sha256Hex(token)) : undefined;
  if (!row) return { state: 'unknown', applied: false, job: null };
  const job = await deps.repo.findJob(row.jobOrderId);
  const state = row.usedAt !== null ? 'used' : Number(row.expiresAt) <= deps.clock() ? 'expired' : 'open';
  return {
    state,
    applied: await deps.applications.hasApplied(row.userId, row.jobOrderId),
    job: job ? { title: job.title, company: job.corpTitle, location: job.location, open: isOpen(job) } : null,
  };
}

/**
 * POST /apply-redirect/{token} (the button of the link's page): single use. A link to a job
 * that closed is not spent, so its page keeps saying why rather than "already used".
 */
export async function applyRedirect(deps: ApplyLinksDeps, token: unknown, info: RequestInfo): Promise<OneClickOutcome> {
  // Before the single-use token is spent.
  await refuseWhileViewing(deps.audit, info, 'apply');
  if (!wellFormed(token)) return { applied: false };
  const now = deps.clock();
  const found = await deps.links.findLinkToken(sha256Hex(token));
  if (!found) return { applied: false };
  const job = await deps.repo.findJob(found.jobOrderId);
  if (!job) return { applied: false };
  const applied = await deps.applications.hasApplied(found.userId, found.jobOrderId);
  if (!isOpen(job) && !applied) return { applied: false };
  if (!applied && (await deps.hasQuestions?.(found.jobOrderId))) return { applied: false, form: found.jobOrderId };
  const row = await deps.links.useLinkToken(sha256Hex(token), now);
  if (!row) return { applied: false };
  await deps.jobs.apply(row.userId, row.jobOrderId, info, 'email');
  await deps.links.markApplicantUsed(row.id, now);
  await deps.confirmEmail(row.userId, 'apply-link');
  return { applied: true, userId: row.userId };
}

/** After a one-click application by someone signed out: the link to choose a first password, if needed. */
export function passwordSetupAfterApplying(deps: ApplyLinksDeps, userId: number): Promise<string | null> {
  return deps.passwordSetup(userId);
}
