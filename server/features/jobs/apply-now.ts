/**
 * The /apply-now page of an emailed invitation: it reads the applicant by the link's id, may ask
 * for a first password's link, trades the id for an apply token, reads the job and applies with it.
 */
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Applicant, JobOrder, PasswordSetupAnswer } from '../../../common/jobs';
import { AppError, ErrorCode } from '../../errors';
import { APPLICATION_NAME, TOKEN_ALGORITHM } from '../../http/session-token';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import {
  type ApplyClaims,
  APPLY_TOKEN_TTL_MS,
  applicantFor,
  type ApplyLinksDeps,
  tokenBody,
  verify,
} from './apply-link.shared';
import { JOB_MESSAGES } from './jobs.messages';
import { toJobOrder } from './jobs.service';

const applyBody = z.object({ token: z.string().min(10).max(2000), user: tokenBody }).passthrough();

/** GET /api/applicant/{id} */
export async function applicant(deps: ApplyLinksDeps, idInput: unknown): Promise<Applicant> {
  const row = await applicantFor(deps, idInput);
  return {
    firstName: row.firstName,
    alreadyAppliedTo: await deps.applications.hasApplied(row.userId, row.jobOrderId),
    jobOrderId: row.jobOrderId,
    needsPassword: await deps.needsPassword(row.userId),
  };
}

/**
 * POST /api/applicant/{id}/password: the personal link proves the mailbox as the invitation's
 * own set-password link does, so it may get a fresh single-use one while the account has no
 * password; never once a password is set.
 */
export async function applicantPasswordSetup(
  deps: ApplyLinksDeps,
  idInput: unknown,
  info: RequestInfo,
): Promise<PasswordSetupAnswer> {
  await refuseWhileViewing(deps.audit, info, 'other');
  const row = await applicantFor(deps, idInput);
  const path = await deps.passwordSetup(row.userId);
  if (!path) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.passwordAlreadySet);
  return { path };
}

/** POST /api/token: a short-lived token bound to this applicant only. */
export async function issueToken(deps: ApplyLinksDeps, body: unknown): Promise<string> {
  const parsed = tokenBody.safeParse(body);
  if (!parsed.success) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.unknownApplicant);
  const row = await applicantFor(deps, parsed.data.id);
  const now = deps.clock();
  const claims: ApplyClaims = { typ: 'apply', aid: row.id, job: row.jobOrderId };
  return jwt.sign(
    { ...claims, iat: Math.floor(now / 1000), exp: Math.floor((now + APPLY_TOKEN_TTL_MS) / 1000) },
    deps.key,
    { algorithm: TOKEN_ALGORITHM, issuer: APPLICATION_NAME },
  );
}

/** GET /api/v1/joborder/{id} with the apply token: only the applicant's own job. */
export async function applicantJobOrder(
  deps: ApplyLinksDeps,
  authorization: string | undefined,
  jobOrderIdInput: unknown,
): Promise<JobOrder> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, JOB_MESSAGES.invalidApplyToken);
  const claims = verify(deps, token);
  const id = Number(jobOrderIdInput);
  if (!Number.isInteger(id) || id !== claims.job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  const row = await deps.repo.findJob(id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  return toJobOrder(row);
}

/** POST /api/apply {token, user} */
export async function applyWithToken(deps: ApplyLinksDeps, body: unknown, info: RequestInfo) {
  const { clock } = deps;
  await refuseWhileViewing(deps.audit, info, 'apply');
  const parsed = applyBody.safeParse(body);
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION, JOB_MESSAGES.applyProblem);
  const claims = verify(deps, parsed.data.token);
  const row = await deps.links.findApplicantById(claims.aid, clock());
  // The token and the applicant id of the page must name the same applicant.
  if (!row || row.idHash !== sha256Hex(parsed.data.user.id))
    throw new AppError(ErrorCode.FORBIDDEN, JOB_MESSAGES.applyProblem);
  const result = await deps.jobs.apply(row.userId, row.jobOrderId, info, 'link');
  await deps.links.markApplicantUsed(row.id, clock());
  await deps.confirmEmail(row.userId, 'apply-link');
  return result;
}
