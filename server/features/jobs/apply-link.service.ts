/**
 * Applying from an emailed link (docs/product.md §2 /apply-now, §4, §7). A staff member invites a candidate to
 * a job: an applicant record whose random id (256 bits, stored hashed) travels in the link. The
 * page trades the id for a short-lived apply token (a JWT under its own key, so it is never a
 * session token), reads the job order with it, and applies with it. The mail also carries a
 * single-use one-click link (/apply-redirect/{token}: its page's button applies).
 */
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Applicant, ApplyLinkPreview, JobOrder, PasswordSetupAnswer } from '../../../common/jobs';
import type { Invitation } from '../../../common/staff-candidates';
import { applicantIdSchema, applyLinkSchema } from '../../../common/jobs.schema';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { APPLICATION_NAME, TOKEN_ALGORITHM, tokenKey } from '../../http/session-token';
import type { JobsRepository } from './jobs.repository';
import type { ApplicationsRepository } from './applications.repository';
import type { ApplyLinksRepository } from './apply-links.repository';
import { JOB_MESSAGES } from './jobs.messages';
import { isOpen, type JobsService, parseInput, type RequestInfo, toJobOrder } from './jobs.service';

const APPLICANT_TTL_MS = 30 * 24 * 3_600_000;
const APPLY_TOKEN_TTL_MS = 15 * 60_000;
const APPLY_LINK_TTL_MS = 14 * 24 * 3_600_000;

export interface ApplyLinkDeps {
  repo: JobsRepository;
  applications: ApplicationsRepository;
  links: ApplyLinksRepository;
  /** The account with an address (the accounts feature's). */
  accountByEmail: (email: string) => Promise<{ id: number; email: string; firstName: string } | undefined>;
  jobs: JobsService;
  db: Db;
  clock: Clock;
  audit: AuditLog;
  secret: string;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
  /** Following a mailed link proves the mailbox: the accounts feature confirms the email. */
  confirmEmail: (userId: number, via: string) => Promise<void>;
  /** The accounts feature's single-use link to choose a first password; null when the account has one. */
  passwordSetup: (userId: number, forMail?: boolean) => Promise<string | null>;
  /** Whether the account has never had a password (an invitation made it). */
  needsPassword: (userId: number) => Promise<boolean>;
  /** Whether a job has screening questions: its link leads to its form, unspent. */
  hasQuestions?: (jobOrderId: number) => Promise<boolean>;
}

/** What pressing a one-click link's button did; `userId` is whose application it is. */
export type OneClickOutcome = { applied: true; userId: number } | { applied: false; form?: number };

interface ApplyClaims {
  typ: 'apply';
  aid: number;
  job: number;
}

const tokenBody = z.object({ id: applicantIdSchema }).passthrough();
const applyBody = z.object({ token: z.string().min(10).max(2000), user: tokenBody }).passthrough();

/** A one-click token as mailed (43 characters); anything far off is not looked up. */
const wellFormed = (token: unknown): token is string =>
  typeof token === 'string' && token.length >= 20 && token.length <= 200;

export function createApplyLinkService(deps: ApplyLinkDeps) {
  const { repo, jobs, db, clock, audit, site } = deps;
  const key = tokenKey(deps.secret, 'apply');

  async function applicantFor(idInput: unknown) {
    const parsed = applicantIdSchema.safeParse(idInput);
    if (!parsed.success) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.unknownApplicant);
    const row = await deps.links.findApplicantByHash(sha256Hex(parsed.data), clock());
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.unknownApplicant);
    return row;
  }

  function verify(token: string): ApplyClaims {
    try {
      const claims = jwt.verify(token, key, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: APPLICATION_NAME,
        clockTimestamp: Math.floor(clock() / 1000),
      }) as Partial<ApplyClaims> & { exp?: number };
      if (claims.typ !== 'apply' || typeof claims.aid !== 'number' || typeof claims.exp !== 'number')
        throw new Error('wrong token');
      return claims as ApplyClaims;
    } catch {
      throw new AppError(ErrorCode.UNAUTHENTICATED, JOB_MESSAGES.invalidApplyToken);
    }
  }

  return {
    /**
     * Staff (API, CLI): invite a candidate to a job by mail. Returns the links for the record.
     * An account made for the invitation has no password yet: its set-your-password link rides along.
     */
    async invite(input: unknown, invitedBy: number | null, newAccount?: { setPasswordUrl: string }) {
      const { email, jobOrderId } = parseInput(applyLinkSchema, input);
      const user = await deps.accountByEmail(email);
      if (!user) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.noCandidate);
      const job = await repo.findJob(jobOrderId);
      if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      // The mail would lead to "no longer available" at once.
      if (!isOpen(job)) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.inviteClosedJob);
      // An account that still has no password (invited before, or by the CLI) gets a fresh link to
      // choose one in every invitation: without it, nobody could sign in to follow the application.
      const setPasswordUrl =
        newAccount?.setPasswordUrl ??
        (await deps.passwordSetup(user.id, true).then((path) => (path ? `${site.publicUrl}${path}` : null)));
      const applicantId = randomToken();
      const oneClick = randomToken();
      const now = clock();
      const applyNowUrl = `${site.publicUrl}/apply-now?id=${encodeURIComponent(applicantId)}`;
      const oneClickUrl = `${site.publicUrl}/apply-redirect/${encodeURIComponent(oneClick)}`;
      await db.transaction().execute(async (trx) => {
        const id = await deps.links.insertApplicant(
          { idHash: sha256Hex(applicantId), userId: user.id, jobOrderId, invitedBy, expiresAt: now + APPLICANT_TTL_MS },
          now,
          trx,
        );
        await deps.links.insertLinkToken(
          { tokenHash: sha256Hex(oneClick), applicantId: id, expiresAt: now + APPLY_LINK_TTL_MS },
          now,
          trx,
        );
        await enqueueMail(
          trx,
          renderMail({
            to: user.email,
            subject: `A job for you: ${job.title}`,
            siteName: site.siteName,
            heading: `Hello ${user.firstName},`,
            paragraphs: [
              `We think you would be a great fit for ${job.title} at ${job.corpTitle} in ${job.location}.`,
              `Already sure? Apply in one click: ${oneClickUrl}`,
              ...(setPasswordUrl
                ? [
                    `We have made you a ${site.siteName} account with this address. Choose its password with the link below to sign in and follow your application; applying from this mail takes you there too.`,
                  ]
                : []),
            ],
            ...(setPasswordUrl && {
              list: [
                {
                  title: `Your new ${site.siteName} account: choose your password to sign in`,
                  detail: 'this link expires in 7 days',
                  url: setPasswordUrl,
                },
              ],
            }),
            action: { label: 'View the job and apply', url: applyNowUrl },
            footnote: 'These links are personal to you: please do not forward this email.',
          }),
          now,
        );
      });
      deps.mailQueued();
      await audit.record({ action: 'apply.invite', userId: user.id, actorId: invitedBy, detail: { jobOrderId } });
      return { applicantId, applyNowUrl, oneClickUrl };
    },

    /** GET /api/applicant/{id} */
    async applicant(idInput: unknown): Promise<Applicant> {
      const row = await applicantFor(idInput);
      return {
        firstName: row.firstName,
        alreadyAppliedTo: await deps.applications.hasApplied(row.userId, row.jobOrderId),
        jobOrderId: row.jobOrderId,
        needsPassword: await deps.needsPassword(row.userId),
      };
    },

    /**
     * POST /api/applicant/{id}/password: the personal link proves the mailbox as the invitation's
     * own set-password link does, so it may get a fresh single-use one while the account has no
     * password; never once a password is set.
     */
    async passwordSetup(idInput: unknown, info: RequestInfo): Promise<PasswordSetupAnswer> {
      await refuseWhileViewing(audit, info, 'other');
      const row = await applicantFor(idInput);
      const path = await deps.passwordSetup(row.userId);
      if (!path) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.passwordAlreadySet);
      return { path };
    },

    /** GET /api/apply-links/{token}: what the one-click link leads to, without using it. */
    async linkPreview(token: unknown): Promise<ApplyLinkPreview> {
      const row = wellFormed(token) ? await deps.links.findLinkToken(sha256Hex(token)) : undefined;
      if (!row) return { state: 'unknown', applied: false, job: null };
      const job = await repo.findJob(row.jobOrderId);
      const state = row.usedAt !== null ? 'used' : Number(row.expiresAt) <= clock() ? 'expired' : 'open';
      return {
        state,
        applied: await deps.applications.hasApplied(row.userId, row.jobOrderId),
        job: job ? { title: job.title, company: job.corpTitle, location: job.location, open: isOpen(job) } : null,
      };
    },

    /** POST /api/token: a short-lived token bound to this applicant only. */
    async issueToken(body: unknown): Promise<string> {
      const parsed = tokenBody.safeParse(body);
      if (!parsed.success) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.unknownApplicant);
      const row = await applicantFor(parsed.data.id);
      const now = clock();
      const claims: ApplyClaims = { typ: 'apply', aid: row.id, job: row.jobOrderId };
      return jwt.sign(
        { ...claims, iat: Math.floor(now / 1000), exp: Math.floor((now + APPLY_TOKEN_TTL_MS) / 1000) },
        key,
        { algorithm: TOKEN_ALGORITHM, issuer: APPLICATION_NAME },
      );
    },

    /** GET /api/v1/joborder/{id} with the apply token: only the applicant's own job. */
    async jobOrder(authorization: string | undefined, jobOrderIdInput: unknown): Promise<JobOrder> {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, JOB_MESSAGES.invalidApplyToken);
      const claims = verify(token);
      const id = Number(jobOrderIdInput);
      if (!Number.isInteger(id) || id !== claims.job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      const row = await repo.findJob(id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
      return toJobOrder(row);
    },

    /** POST /api/apply {token, user} */
    async apply(body: unknown, info: RequestInfo) {
      await refuseWhileViewing(audit, info, 'apply');
      const parsed = applyBody.safeParse(body);
      if (!parsed.success) throw new AppError(ErrorCode.VALIDATION, JOB_MESSAGES.applyProblem);
      const claims = verify(parsed.data.token);
      const row = await deps.links.findApplicantById(claims.aid, clock());
      // The token and the applicant id of the page must name the same applicant.
      if (!row || row.idHash !== sha256Hex(parsed.data.user.id))
        throw new AppError(ErrorCode.FORBIDDEN, JOB_MESSAGES.applyProblem);
      const result = await jobs.apply(row.userId, row.jobOrderId, info, 'link');
      await deps.links.markApplicantUsed(row.id, clock());
      await deps.confirmEmail(row.userId, 'apply-link');
      return result;
    },

    /**
     * POST /apply-redirect/{token} (the button of the link's page): single use. A link to a job
     * that closed is not spent, so its page keeps saying why rather than "already used".
     */
    async applyRedirect(token: unknown, info: RequestInfo): Promise<OneClickOutcome> {
      // Before the single-use token is spent.
      await refuseWhileViewing(audit, info, 'apply');
      if (!wellFormed(token)) return { applied: false };
      const now = clock();
      const found = await deps.links.findLinkToken(sha256Hex(token));
      if (!found) return { applied: false };
      const job = await repo.findJob(found.jobOrderId);
      if (!job) return { applied: false };
      const applied = await deps.applications.hasApplied(found.userId, found.jobOrderId);
      if (!isOpen(job) && !applied) return { applied: false };
      if (!applied && (await deps.hasQuestions?.(found.jobOrderId))) return { applied: false, form: found.jobOrderId };
      const row = await deps.links.useLinkToken(sha256Hex(token), now);
      if (!row) return { applied: false };
      await jobs.apply(row.userId, row.jobOrderId, info, 'email');
      await deps.links.markApplicantUsed(row.id, now);
      await deps.confirmEmail(row.userId, 'apply-link');
      return { applied: true, userId: row.userId };
    },

    /** After a one-click application by someone signed out: the link to choose a first password, if needed. */
    passwordSetupAfterApplying(userId: number): Promise<string | null> {
      return deps.passwordSetup(userId);
    },

    /** Whether the address holds an open invitation to the job (inviting again would mail it twice). */
    async isInvited(email: string, jobOrderId: number): Promise<boolean> {
      return (await deps.links.findOpenInvitation(email.toLowerCase(), jobOrderId, clock())) !== undefined;
    },

    /** Staff: a job's invitations and whether each was used to apply. */
    async invitations(jobOrderId: number): Promise<Invitation[]> {
      const now = clock();
      const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
      return (await deps.links.listInvitations(jobOrderId)).map((r) => ({
        id: r.id,
        email: r.email,
        candidateName: name(r.firstName, r.lastName) ?? r.email,
        invitedBy: name(r.staffFirst, r.staffLast),
        invitedAt: new Date(Number(r.createdAt)).toISOString(),
        state: r.usedAt !== null ? 'used' : Number(r.expiresAt) > now ? 'open' : 'expired',
        usedAt: r.usedAt === null ? null : new Date(Number(r.usedAt)).toISOString(),
        applied: r.applicationId !== null,
      }));
    },
  };
}

export type ApplyLinkService = ReturnType<typeof createApplyLinkService>;
