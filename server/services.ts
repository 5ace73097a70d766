/**
 * The composition root: builds every feature's service once, over one database and config.
 * Past 300 lines because it wires every feature; it holds no logic of its own.
 */
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import type { Logger } from './logger';
import { createAuthRepository } from './features/auth/auth.repository';
import { createAuthService } from './features/auth/auth.service';
import { createPasswordHasher } from './features/auth/password';
import { createStaffAccountsRepository } from './features/auth/staff-accounts.repository';
import { createStaffAccountsService } from './features/auth/staff-accounts.service';
import { createMfaRepository } from './features/security/mfa.repository';
import { createMfaService } from './features/security/mfa.service';
import { createReaderZoneService } from './features/time-zones/reader-zone.service';
import { jobTimeZone, pickTimeZone } from './lib/time-zones';
import { createSecurityNotices } from './features/auth/security-notice';
import { createPasskeysRepository } from './features/security/passkeys.repository';
import { createPasskeysService } from './features/security/passkeys.service';
import { createSecretBox } from './features/security/secret-box';
import { createIdempotencyStore } from './lib/idempotency';
import { createOidcClient } from './features/auth/oidc.client';
import { createOidcRepository } from './features/auth/oidc.repository';
import { createOidcService } from './features/auth/oidc.service';
import { OIDC_PATHS } from '../common/oidc';
import { SESSION_IDLE_MS } from './http/session';
import { createContentRepository } from './features/content/content.repository';
import { createContentService } from './features/content/content.service';
import { createCandidatesRepository } from './features/profile/candidates.repository';
import { createCandidatesService } from './features/profile/candidates.service';
import { createJobsFeature } from './features/jobs/jobs.feature';
import { createDocCheckRepository } from './features/doc-check/doc-check.repository';
import { createDocCheckService } from './features/doc-check/doc-check.service';
import { createDocumentsRepository } from './features/documents/documents.repository';
import { createDocumentsService } from './features/documents/documents.service';
import { createPrivacyService } from './features/profile/privacy.service';
import { createResumeRepository } from './features/profile/resume.repository';
import { createResumeService } from './features/profile/resume.service';
import { createSavedRepository } from './features/saved/saved.repository';
import { createSavedService } from './features/saved/saved.service';
import { createStaffService } from './features/staff/staff.service';
import { createPipelineRepository } from './features/pipeline/pipeline.repository';
import { createPipelineService } from './features/pipeline/pipeline.service';
import { createStaffCandidatesService } from './features/staff/candidates.service';
import { createCandidateSearchRepository } from './features/profile/candidate-search.repository';
import { createOnboardingRepository } from './features/onboarding/onboarding.repository';
import { createOnboardingService } from './features/onboarding/onboarding.service';
import { createAuditLog } from './lib/audit';
import { type Clock, systemClock } from './lib/clock';
import { createRateLimiter } from './lib/rate-limiter';
import { createMetrics } from './features/metrics/metrics';
import { createAdmission } from './lib/admission';
import { installWebhookEvents } from './features/integrations/webhook-events';
import { createWebhooksRepository } from './features/integrations/webhooks.repository';
import { createWebhooksService } from './features/integrations/webhooks.service';
import { createFeedsRepository } from './features/feeds/feeds.repository';
import { createFeedsService } from './features/feeds/feeds.service';
import { createApiKeysRepository } from './features/integrations/api-keys.repository';
import { createApiKeysService } from './features/integrations/api-keys.service';
import { createApiV1Service } from './features/integrations/api-v1.service';
import { altchaProvider } from './providers/captcha/altcha';
import { createBuiltinEsign } from './features/esign/builtin';
import { createPageImages } from './features/esign/page-images';
import { createStorage } from './providers/storage/create-storage';
import type { CaptchaProvider } from './providers/captcha/captcha.types';
import { recaptchaProvider } from './providers/captcha/recaptcha';
import type { MailTransport } from './providers/mail/mail.types';
import type { TsaClient } from './providers/seal/tsa';
import { createMailWorker } from './features/mail/outbox';
import { logTransport, smtpTransport } from './providers/mail/transports';
import { createFilePool } from './untrusted';
import { createSealer } from './providers/seal/sealer';
import { createSealService } from './features/seal/seal.service';
import { createEsignConsent } from './features/documents/esign-consent';
import { createSelfIdFeature } from './features/self-id/self-id.feature';
import { createMailTemplatesRepository } from './features/mail-templates/mail-templates.repository';
import { createMailTemplatesService } from './features/mail-templates/mail-templates.service';
import { createInterviewMails } from './features/interviews/interview-mails';
import { createInterviewsRepository } from './features/interviews/interviews.repository';
import { createInterviewsService, INTERVIEW_CLOSED_STATUSES } from './features/interviews/interviews.service';
import { createBrandService } from './features/brand/brand.service';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  /** Replaces the mail transport chosen from the config (tests of delivery failures). */
  mailTransport?: MailTransport;
  /** Replaces the TSA client made from TSA_URL and TSA_URLS (null: none). */
  tsa?: TsaClient | null;
}

export function createServices(ctx: AppContext) {
  const { config, logger } = ctx;
  const { db, dialect } = ctx.database;
  const clock = ctx.clock ?? systemClock;

  const captcha: CaptchaProvider =
    config.captcha.provider === 'recaptcha'
      ? recaptchaProvider({ secretKey: config.captcha.secretKey ?? '' })
      : altchaProvider({ db, hmacKey: config.captcha.hmacKey, clock, workFactors: config.workFactors });
  const mailWorker = createMailWorker({
    db,
    dialect,
    transport: ctx.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger)),
    from: config.mailFrom,
    logger,
    clock,
    // Mails link the logo by its full address (a mail client has no page to be relative to).
    brand: {
      siteName: config.siteName,
      current: async () => {
        const { colour, logo } = await brand.current();
        return { colour, logo: logo && { ...logo, url: `${config.publicUrl}${logo.url}` } };
      },
    },
  });
  const rateLimiter = createRateLimiter(db, clock);
  const audit = createAuditLog(db, clock);

  const content = createContentService({ repo: createContentRepository(db), clock, audit });
  const webhooks = createWebhooksService({
    db,
    dialect,
    repo: createWebhooksRepository(db),
    clock,
    logger,
    audit,
    allowPrivate: config.webhookAllowPrivate,
    timeoutMs: config.webhookTimeoutMs,
    mailQueued: () => mailWorker.nudge(),
  });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    registered: async (trx, account) => {
      await webhooks.publish(trx, 'candidate.registered', account);
      webhooks.nudge();
    },
    db,
    clock,
    captcha,
    passwords: createPasswordHasher(config.workFactors),
    rateLimiter,
    audit,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: () => mailWorker.nudge(),
    staffPasswordsRefused: config.oidc?.requiredForStaff ?? false,
    // Asked only at a sign-in, long after both services exist.
    secondStep: (userId, ip) => mfa.secondStep(userId, ip),
  });

  const notifySecurityChange = createSecurityNotices({
    db,
    clock,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    defaultTimeZone: config.defaultTimeZone,
    mailQueued: () => mailWorker.nudge(),
  });
  const mfa = createMfaService({
    repo: createMfaRepository(db),
    db,
    clock,
    audit,
    rateLimiter,
    box: createSecretBox(config.mfa.secretKey),
    siteName: config.siteName,
    requiredForStaff: config.mfa.requiredForStaff,
    sessionIdleMs: SESSION_IDLE_MS,
    checkPassword: (userId, password) => auth.checkPassword(userId, password),
    notify: notifySecurityChange,
  });

  // The relying party is the site of PUBLIC_URL: passkeys work at that host and origin only.
  const publicUrl = new URL(config.publicUrl);
  const passkeys = createPasskeysService({
    repo: createPasskeysRepository(db),
    clock,
    audit,
    rateLimiter,
    rp: { name: config.siteName, id: publicUrl.hostname, origin: publicUrl.origin },
    handleKey: config.sessionSecret,
    sessionUser: (userId) => auth.sessionUser(userId),
    checkPassword: (userId, password) => auth.checkPassword(userId, password),
    hasTotp: (userId) => mfa.hasTotp(userId),
    checkCode: (userId, code) => mfa.checkCode(userId, code),
    spendRecoveryCode: (userId, code, info) => mfa.spendRecoveryCode(userId, code, info),
    notify: notifySecurityChange,
    staffRefused: config.oidc?.requiredForStaff ?? false,
  });

  const staffAccounts = createStaffAccountsService({
    repo: createStaffAccountsRepository(db),
    accounts: createAuthRepository(db),
    db,
    clock,
    audit,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: () => mailWorker.nudge(),
  });

  // Staff single sign-on, when a provider is configured.
  const oidc = config.oidc
    ? createOidcService({
        repo: createOidcRepository(db),
        db,
        client: createOidcClient(config.oidc, {
          callback: `${config.publicUrl}${OIDC_PATHS.callback}`,
          afterLogout: `${config.publicUrl}/login`,
        }),
        settings: config.oidc,
        clock,
        audit,
        logger,
        changeRole: (userId, role) => staffAccounts.changeRole(userId, role),
      })
    : null;

  // Onboarding documents: file storage (STORAGE_DRIVER) and the built-in e-signature provider (ESIGN_PROVIDER=builtin).
  const storage = createStorage(config.storageDriver, { config, db, clock });
  // Every uploaded file is opened here, never on the request thread (SECURITY 5.2.x).
  const files = createFilePool({ size: config.fileWorkers.size, memoryMb: config.fileWorkers.memoryMb, logger });
  const pageImages = createPageImages({ storage, files, enabled: config.esignPageImages });
  const brand = createBrandService({ db, storage, files, audit, clock });
  // Every completed PDF is sealed (PAdES); the key is loaded (or made) before the server listens.
  const sealer = createSealer({ db, files, clock, logger, config, tsa: ctx.tsa });
  const esign = createBuiltinEsign({
    db,
    storage,
    files,
    clock,
    pageImages,
    audit,
    sealer,
    countersignSource: (documentId) => documents.countersignSource(documentId),
    brand: () => brand.forDocuments(),
  });
  const documents = createDocumentsService({
    repo: createDocumentsRepository(db),
    storage,
    files,
    esign: esign.provider,
    clock,
    audit,
    profile: (userId) => auth.sessionUser(userId),
  });
  const seal = createSealService({
    db,
    dialect,
    files,
    storage,
    sealer,
    esign: esign.provider,
    documents,
    clock,
    logger,
    defaultTimeZone: config.defaultTimeZone,
  });
  const docCheck = createDocCheckService({ repo: createDocCheckRepository(db), documents, seal });
  const esignConsent = createEsignConsent({ db, esign: esign.provider, documents, clock, audit });

  // The candidate record is read by the job search (home ZIP, work type) and recommends from it.
  const candidates = createCandidatesService({
    repo: createCandidatesRepository(db),
    clock,
    audit,
    accounts: auth,
    jobs: () => jobs,
  });
  const resume = createResumeService({
    repo: createResumeRepository(db),
    storage,
    files,
    rateLimiter,
    clock,
    audit,
    candidates,
  });

  const site = { siteName: config.siteName, publicUrl: config.publicUrl };
  const mailTemplates = createMailTemplatesService({ repo: createMailTemplatesRepository(db), clock, audit, site });

  const jobsFeature = createJobsFeature({
    db,
    dialect,
    clock,
    config,
    audit,
    mailQueued: () => mailWorker.nudge(),
    currentResume: (userId) => resume.currentFile(userId),
    contactOf: (userId) => auth.contactOf(userId),
    confirmEmail: (userId, via) => auth.confirmByMailLink(userId, via),
    passwordSetup: (userId, forMail) => auth.passwordSetupPath(userId, forMail),
    needsPassword: (userId) => auth.needsPassword(userId),
    accountByEmail: (email) => auth.accountByEmail(email),
    preferences: (userId) => candidates.searchPreferences(userId),
    applicationResumes: {
      prepare: (userId, file, info) => resume.prepareForApplication(userId, file, info),
      insert: (prepared, trx) => resume.insertPrepared(prepared as Parameters<typeof resume.insertPrepared>[0], trx),
      discard: (prepared) => resume.discard(prepared as Parameters<typeof resume.discard>[0]),
    },
    editedTemplate: (key, executor) => mailTemplates.editedText(key, executor),
  });
  const { jobsRepo, applicationsRepo, jobs, applications, applyLinks, jobAdmin, sitemaps, applicationForm } =
    jobsFeature;
  installWebhookEvents(webhooks, { jobs: jobsFeature, applications, documents, db });

  const { selfId, selfIdReport, ensureFormPages } = createSelfIdFeature({
    db,
    clock,
    audit,
    logger,
    enabled: config.selfIdentification,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    content,
    applications,
    mailQueued: () => mailWorker.nudge(),
  });

  const interviews = createInterviewsService({
    db,
    repo: createInterviewsRepository(db),
    mails: createInterviewMails({ mailTemplates, site }),
    clock,
    audit,
    application: async (id) => (await applicationsRepo.findById(id)) ?? null,
    moveToInterview: async (applicationId, actorId) => {
      await applications.setStatus({ id: applicationId, status: 'Interview' }, actorId);
    },
    jobTimeZone: async (applicationId) => {
      const application = await applicationsRepo.findById(applicationId);
      const job = application ? await jobsRepo.findJob(application.jobOrderId) : undefined;
      return pickTimeZone(config.defaultTimeZone, job ? jobTimeZone(job) : null);
    },
    mailQueued: () => mailWorker.nudge(),
  });
  // A decided application keeps no open interview (a withdrawal cancels the booked meeting too).
  applications.afterStatusChange(async (change, trx) => {
    if (!INTERVIEW_CLOSED_STATUSES.includes(change.to)) return;
    if ((await interviews.closeForApplication(trx, change.application.id, change.actorId)) > 0)
      return () => mailWorker.nudge();
  });

  const saved = createSavedService({
    repo: createSavedRepository(db, dialect),
    jobs,
    clock,
    logger,
    audit,
    secret: config.sessionSecret,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    recipient: async (userId) => {
      const user = await auth.sessionUser(userId);
      if (!user?.emailConfirmed) return null;
      return {
        email: user.email,
        firstName: user.firstName,
        timeZone: pickTimeZone(config.defaultTimeZone, user.timeZone),
      };
    },
    mailQueued: () => mailWorker.nudge(),
  });

  // Deletion runs the parts in this order, the account last (common/privacy.ts says what stays).
  const privacy = createPrivacyService({
    db,
    clock,
    audit,
    logger,
    storage,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    recipient: async (userId) => {
      const user = await auth.sessionUser(userId);
      return user ? { email: user.email, firstName: user.firstName } : null;
    },
    mailQueued: () => mailWorker.nudge(),
    checkPassword: (userId, password) => auth.checkPassword(userId, password),
    retained: {
      accountsDeletedBefore: (cutoff) => auth.deletedAccountsBefore(cutoff),
      async purge(userId, trx) {
        const keys = await documents.eraseAll(userId, trx);
        await audit.eraseFor(userId, trx);
        await auth.removeDeletedAccount(userId, trx);
        return keys;
      },
    },
    parts: [
      {
        name: 'profile',
        title: 'Your profile',
        about: 'What you told us about yourself and the work you want.',
        export: async (userId) => ({ data: await candidates.record(userId) }),
        erase: (userId, trx) => candidates.eraseFor(userId, trx),
      },
      {
        name: 'resumes',
        title: 'Your résumés',
        about: 'Each résumé you uploaded, with the text we read from it; the files are in files/resumes.',
        export: async (userId) => {
          const files = await resume.filesOf(userId);
          return { data: files.map((f) => ({ ...f.data, file: `files/${f.path}` })), files };
        },
        erase: (userId, trx) => resume.eraseAll(userId, trx),
      },
      {
        name: 'savedJobsAndSearches',
        title: 'Saved jobs and searches',
        about: 'Jobs you saved for later, and searches that send you job alerts.',
        export: async (userId) => ({ data: await saved.exportFor(userId) }),
        erase: saved.eraseAll,
      },
      {
        name: 'documents',
        title: 'Your onboarding documents',
        about: 'Each document given to you to read or sign, and what happened to it; the files are in files/documents.',
        export: async (userId) => {
          const docs = await documents.exportFor(userId);
          const path = (d: (typeof docs)[number]) => `documents/${d.document.id}-${d.file?.filename ?? 'document.pdf'}`;
          return {
            data: docs.map((d) => ({ ...d.document, file: d.file ? `files/${path(d)}` : null })),
            files: docs.map((d) => ({ path: path(d), bytes: d.file?.bytes ?? null })),
          };
        },
        erase: (userId, trx) => documents.eraseUnsigned(userId, trx),
      },
      {
        name: 'selfIdentification',
        title: 'Your voluntary self-identification answers',
        about: 'The answers you chose to give to the equal employment opportunity questions.',
        export: async (userId) => ({ data: await selfId.exportFor(userId) }),
        erase: (userId, trx) => selfId.eraseFor(userId, trx),
      },
      {
        name: 'applications',
        title: 'Your job applications',
        about: 'Each job you applied to, and how the application moved on.',
        export: async (userId) => ({ data: await applications.list(userId) }),
        erase: async (userId, trx) => {
          await applications.withdrawAllOf(userId, trx);
          await jobs.eraseApplicantLinks(userId, trx);
        },
      },
      {
        name: 'electronicSignatureConsents',
        title: 'Your consents to sign electronically',
        about: 'When you agreed (or stopped agreeing) to sign documents online.',
        export: async (userId) => ({ data: await esignConsent.exportFor(userId) }),
        erase: (userId, trx) => esignConsent.eraseFor(userId, trx),
      },
      {
        name: 'activity',
        title: 'Your account activity',
        about: 'What was done with your account, when, and from which address.',
        export: async (userId) => ({ data: await audit.listFor(userId) }),
      },
      {
        name: 'account',
        title: 'Your account',
        about: 'How you sign in.',
        export: async (userId) => ({ data: await auth.accountData(userId) }),
        erase: (userId, trx) => auth.eraseAccount(userId, trx),
      },
    ],
  });

  const staff = createStaffService({
    jobs,
    jobAdmin,
    applications,
    applicationForm,
    documents,
    clock,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    payTransparencyStates: config.payTransparencyStates,
    mailQueued: () => mailWorker.nudge(),
    mailTemplates,
  });

  const pipeline = createPipelineService({
    repo: createPipelineRepository(db),
    staff,
    audit,
    clock,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: () => mailWorker.nudge(),
  });

  const staffCandidates = createStaffCandidatesService({
    db,
    search: createCandidateSearchRepository(db),
    candidates,
    applications,
    documents,
    resume,
    applyLinks,
    jobAdmin,
    auth,
    audit,
    clock,
  });
  const onboarding = createOnboardingService({
    db,
    repo: createOnboardingRepository(db),
    documents,
    storage,
    files,
    clock,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: () => mailWorker.nudge(),
  });

  const feeds = createFeedsService({
    repo: createFeedsRepository(db),
    clock,
    audit,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    payTransparencyStates: config.payTransparencyStates,
  });

  // The REST API (/api/v1) for the employer's systems, over the same services as the console.
  const apiKeys = createApiKeysService({ repo: createApiKeysRepository(db), clock, audit });
  // Writes sent twice under one Idempotency-Key act once (session API and REST API alike).
  const idempotency = createIdempotencyStore({ db, clock, box: createSecretBox(config.mfa.secretKey) });
  const apiV1 = createApiV1Service({
    staff,
    applications,
    feeds,
    onboarding,
    staffCandidates,
    audit,
    siteName: config.siteName,
  });

  const admission = createAdmission(config.admission);
  const metrics = createMetrics({
    db,
    poolLoad: () => ctx.database.load(),
    admission: () => admission.load(),
    files: () => files.stats(),
    clock,
    processMetrics: config.metrics.port !== undefined || config.metrics.token !== undefined,
  });

  return {
    clock,
    admission,
    metrics,
    webhooks,
    feeds,
    apiKeys,
    apiV1,
    idempotency,
    captcha,
    mailWorker,
    rateLimiter,
    audit,
    content,
    auth,
    mfa,
    passkeys,
    oidc,
    staffAccounts,
    jobsRepo,
    applicationsRepo,
    jobs,
    sitemaps,
    applications,
    applicationForm,
    candidates,
    applyLinks,
    jobAdmin,
    staff,
    pipeline,
    staffCandidates,
    onboarding,
    storage,
    files,
    esign,
    sealer,
    seal,
    esignConsent,
    documents,
    docCheck,
    resume,
    saved,
    privacy,
    selfId,
    selfIdReport,
    ensureFormPages,
    mailTemplates,
    interviews,
    brand,
    readerZone: createReaderZoneService({ db, clock, audit, defaultTimeZone: config.defaultTimeZone }),
  };
}

export type Services = ReturnType<typeof createServices>;
