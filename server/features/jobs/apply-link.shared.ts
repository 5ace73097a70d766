/**
 * What the emailed apply links' use cases share: the service's deps with its token key, the
 * links' lifetimes, the apply token's claims and checks, and finding an applicant by its id
 * (see apply-link.service.ts).
 */
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { applicantIdSchema } from '../../../common/jobs.schema';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import { APPLICATION_NAME, TOKEN_ALGORITHM } from '../../http/session-token';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/tokens';
import type { ApplicationsRepository } from './applications.repository';
import type { ApplyLinksRepository } from './apply-links.repository';
import type { JobsRepository } from './jobs.repository';
import { JOB_MESSAGES } from './jobs.messages';
import type { JobsService } from './jobs.service';

export const APPLICANT_TTL_MS = 30 * 24 * 3_600_000;
export const APPLY_TOKEN_TTL_MS = 15 * 60_000;
export const APPLY_LINK_TTL_MS = 14 * 24 * 3_600_000;

export interface ApplyLinkDeps {
  repo: JobsRepository;
  applications: ApplicationsRepository;
  links: ApplyLinksRepository;
  /** The account with an address (the accounts feature's). */
  accountByEmail: (
    email: string,
  ) => Promise<{ id: number; email: string; firstName: string; preferredLanguage: string | null } | undefined>;
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

/** The factory's deps with the key its apply tokens are signed with. */
export interface ApplyLinksDeps extends ApplyLinkDeps {
  key: string;
}

export interface ApplyClaims {
  typ: 'apply';
  aid: number;
  job: number;
}

export const tokenBody = z.object({ id: applicantIdSchema }).passthrough();

/** A one-click token as mailed (43 characters); anything far off is not looked up. */
export const wellFormed = (token: unknown): token is string =>
  typeof token === 'string' && token.length >= 20 && token.length <= 200;

export async function applicantFor(deps: ApplyLinksDeps, idInput: unknown) {
  const parsed = applicantIdSchema.safeParse(idInput);
  if (!parsed.success) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.unknownApplicant);
  const row = await deps.links.findApplicantByHash(sha256Hex(parsed.data), deps.clock());
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.unknownApplicant);
  return row;
}

export function verify(deps: ApplyLinksDeps, token: string): ApplyClaims {
  try {
    const claims = jwt.verify(token, deps.key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: APPLICATION_NAME,
      clockTimestamp: Math.floor(deps.clock() / 1000),
    }) as Partial<ApplyClaims> & { exp?: number };
    if (claims.typ !== 'apply' || typeof claims.aid !== 'number' || typeof claims.exp !== 'number')
      throw new Error('wrong token');
    return claims as ApplyClaims;
  } catch {
    throw new AppError(ErrorCode.UNAUTHENTICATED, JOB_MESSAGES.invalidApplyToken);
  }
}
