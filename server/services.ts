/** The composition root: builds every feature's service once, over one database and config. */
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import type { Logger } from './logger';
import { createAuthRepository } from './features/auth/auth.repository';
import { createAuthService } from './features/auth/auth.service';
import { createContentRepository } from './features/content/content.repository';
import { createContentService } from './features/content/content.service';
import { createCandidatesRepository } from './features/candidates/candidates.repository';
import { createCandidatesService } from './features/candidates/candidates.service';
import { createJobsFeature } from './features/jobs/jobs.feature';
import { createDocCheckRepository } from './features/doc-check/doc-check.repository';
import { createDocCheckService } from './features/doc-check/doc-check.service';
import { createDocumentsRepository } from './features/documents/documents.repository';
import { createDocumentsService } from './features/documents/documents.service';
import { createStaffService } from './features/staff/staff.service';
import { createAuditLog } from './lib/audit';
import { type Clock, systemClock } from './lib/clock';
import { createRateLimiter } from './lib/rate-limiter';
import { altchaProvider } from './providers/captcha/altcha';
import { createBuiltinEsign } from './providers/esign/builtin';
import { createLocalStorage } from './providers/storage/local-storage';
import type { CaptchaProvider } from './providers/captcha/captcha.types';
import { recaptchaProvider } from './providers/captcha/recaptcha';
import type { MailTransport } from './providers/mail/mail.types';
import { createMailWorker } from './providers/mail/outbox';
import { logTransport, smtpTransport } from './providers/mail/transports';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  /** Replaces the mail transport chosen from the config (tests of delivery failures). */
  mailTransport?: MailTransport;
}

export function createServices(ctx: AppContext) {
  const { config, logger } = ctx;
  const { db, dialect } = ctx.database;
  const clock = ctx.clock ?? systemClock;

  const captcha: CaptchaProvider =
    config.captcha.provider === 'recaptcha'
      ? recaptchaProvider({ secretKey: config.captcha.secretKey ?? '' })
      : altchaProvider({ db, hmacKey: config.captcha.hmacKey, clock });
  const mailWorker = createMailWorker({
    db,
    dialect,
    transport: ctx.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger)),
    from: config.mailFrom,
    logger,
    clock,
  });
  const rateLimiter = createRateLimiter(db, clock);
  const audit = createAuditLog(db, clock);

  const content = createContentService(createContentRepository(db));
  const auth = createAuthService({
    repo: createAuthRepository(db),
    db,
    clock,
    captcha,
    rateLimiter,
    audit,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: () => mailWorker.nudge(),
  });

  // Onboarding documents: local file storage and the built-in e-signature provider (ESIGN_PROVIDER=builtin).
  const storage = createLocalStorage(config.storageDir);
  const esign = createBuiltinEsign({ db, storage, clock });
  const documents = createDocumentsService({
    repo: createDocumentsRepository(db),
    storage,
    esign: esign.provider,
    clock,
    audit,
    profile: (userId) => auth.sessionUser(userId),
  });
  const docCheck = createDocCheckService({ repo: createDocCheckRepository(db), documents });

  // The candidate record is read by the job search (home ZIP, work type) and recommends from it.
  const candidates = createCandidatesService({
    repo: createCandidatesRepository(db),
    clock,
    audit,
    accounts: auth,
    jobs: () => jobs,
  });
  const { jobsRepo, jobs, applications, applyLinks, jobAdmin } = createJobsFeature({
    db,
    dialect,
    clock,
    config,
    audit,
    mailQueued: () => mailWorker.nudge(),
    preferences: (userId) => candidates.searchPreferences(userId),
  });

  const staff = createStaffService({
    jobs,
    jobAdmin,
    applications,
    documents,
    clock,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: () => mailWorker.nudge(),
  });

  return {
    clock,
    captcha,
    mailWorker,
    rateLimiter,
    audit,
    content,
    auth,
    jobsRepo,
    jobs,
    applications,
    candidates,
    applyLinks,
    jobAdmin,
    staff,
    storage,
    esign,
    documents,
    docCheck,
  };
}

export type Services = ReturnType<typeof createServices>;
