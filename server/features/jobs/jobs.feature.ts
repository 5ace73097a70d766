/** Jobs: search, the job board and pages, applying (one click, mailed links, the form), job admin. */
import type { Config } from '../../config';
import type { Feature } from '../../compose';
import type { Db, Dialect } from '../../db';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { createMapsProvider } from '../../providers/maps';
import type { MapsProvider } from '../../providers/maps/maps.types';
import { createApplicationFormRepository } from './application-form.repository';
import { type ApplicationResumes, createApplicationFormService } from './application-form.service';
import type { AfterSubmit } from './application-events';
import { createApplicationsRepository } from './applications.repository';
import { createApplicationsService } from './applications.service';
import { createApplyLinkService } from './apply-link.service';
import { createJobAdminRepository } from './job-admin.repository';
import { createJobAdminService } from './job-admin.service';
import { createJobsRepository } from './jobs.repository';
import { createApplyLinksRepository } from './apply-links.repository';
import { createJobsService, type JobsServiceDeps, type SearchLimits } from './jobs.service';
import { jobsRoutes } from './jobs.routes';
import { createSitemaps } from './sitemap';
import type { TranslationsService } from '../translations/translations.service';

export interface JobsFeatureDeps {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  config: Pick<Config, 'maps' | 'sessionSecret' | 'siteName' | 'publicUrl' | 'sitemapTtlMs' | 'defaultTimeZone'>;
  audit: AuditLog;
  mailQueued: () => void;
  maps?: MapsProvider;
  limits?: SearchLimits;
  currentResume?: JobsServiceDeps['currentResume'];
  contactOf?: JobsServiceDeps['contactOf'];
  /** The accounts feature confirms an email when a mailed apply link is followed. */
  confirmEmail: (userId: number, via: string) => Promise<void>;
  /** The accounts feature's single-use link to choose a first password (null: the account has one). */
  passwordSetup: (userId: number, forMail?: boolean) => Promise<string | null>;
  /** Whether the account has never had a password (an invitation made it). */
  needsPassword: (userId: number) => Promise<boolean>;
  /** The account with an address (the accounts feature's). */
  accountByEmail: (
    email: string,
  ) => Promise<{ id: number; email: string; firstName: string; preferredLanguage: string | null } | undefined>;
  /** The résumé feature's upload path, for a résumé sent with one application only. */
  applicationResumes?: ApplicationResumes;
  /** An admin's edited text of the confirmation mail (the mail templates feature's). */
  editedTemplate?: JobsServiceDeps['editedTemplate'];
  /** The one store of translations of employer-written texts (the screening questions'). */
  translations: TranslationsService;
  /** The candidate's search preferences; without a candidate record every search starts empty. */
  preferences?: JobsServiceDeps['preferences'];
}

export function createJobsFeature(deps: JobsFeatureDeps) {
  const { db, dialect, clock, config, audit } = deps;
  const submitHooks: AfterSubmit[] = [];
  const submitted: AfterSubmit = async (trx, application) => {
    for (const hook of submitHooks) await hook(trx, application);
  };
  const closeHooks: ((jobOrderId: number) => Promise<void>)[] = [];
  const closed = async (jobOrderId: number) => {
    for (const hook of closeHooks) await hook(jobOrderId);
  };
  const jobsRepo = createJobsRepository(db, dialect);
  const applicationsRepo = createApplicationsRepository(db);
  const linksRepo = createApplyLinksRepository(db);
  const maps = deps.maps ?? createMapsProvider(config);
  const formRepo = createApplicationFormRepository(db);
  const hasQuestions = (jobOrderId: number) => formRepo.hasQuestions(jobOrderId);
  const site = { siteName: config.siteName, publicUrl: config.publicUrl, timeZone: config.defaultTimeZone };
  const applicationForm = createApplicationFormService({
    repo: formRepo,
    translations: deps.translations,
    jobs: jobsRepo,
    applications: applicationsRepo,
    db,
    clock,
    audit,
    site,
    mailQueued: deps.mailQueued,
    currentResume: deps.currentResume,
    contactOf: deps.contactOf,
    resumes: deps.applicationResumes,
    submitted,
    editedTemplate: deps.editedTemplate,
  });
  const jobs = createJobsService({
    repo: jobsRepo,
    applications: applicationsRepo,
    links: linksRepo,
    db,
    clock,
    maps,
    audit,
    limits: deps.limits,
    currentResume: deps.currentResume,
    contactOf: deps.contactOf,
    site,
    mailQueued: deps.mailQueued,
    preferences: deps.preferences ?? (async () => null),
    hasQuestions,
    editedTemplate: deps.editedTemplate,
    submitted,
  });
  const applications = createApplicationsService({ repo: applicationsRepo, clock, audit });
  const applyLinks = createApplyLinkService({
    repo: jobsRepo,
    applications: applicationsRepo,
    links: linksRepo,
    accountByEmail: deps.accountByEmail,
    jobs,
    db,
    clock,
    audit,
    secret: config.sessionSecret,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    mailQueued: deps.mailQueued,
    confirmEmail: deps.confirmEmail,
    passwordSetup: deps.passwordSetup,
    needsPassword: deps.needsPassword,
    hasQuestions,
  });
  const jobAdmin = createJobAdminService({
    repo: createJobAdminRepository(db),
    clock,
    audit,
    questions: applicationForm,
    closed: (jobOrderId) => closed(jobOrderId),
  });
  const sitemaps = createSitemaps({
    jobs,
    site: { siteName: config.siteName, publicUrl: config.publicUrl },
    ttlMs: config.sitemapTtlMs,
    clock,
  });
  return {
    jobsRepo,
    applicationsRepo,
    jobs,
    applications,
    applyLinks,
    jobAdmin,
    maps,
    sitemaps,
    applicationForm,
    /** Registers a reaction to every new application, whichever way it was made. */
    afterSubmit: (hook: AfterSubmit) => void submitHooks.push(hook),
    /** Registers a reaction to a job a recruiter closed. */
    afterClose: (hook: (jobOrderId: number) => Promise<void>) => void closeHooks.push(hook),
  };
}

type JobsParts = ReturnType<typeof createJobsFeature>;
export type JobsServices = Pick<
  JobsParts,
  'jobsRepo' | 'applicationsRepo' | 'jobs' | 'applications' | 'applyLinks' | 'jobAdmin' | 'sitemaps' | 'applicationForm'
> & {
  /** Reactions to every new application and to a job a recruiter closed (webhooks register theirs). */
  jobEvents: Pick<JobsParts, 'afterSubmit' | 'afterClose'>;
};

export const jobsFeature: Feature<JobsServices> = {
  name: 'jobs',
  services(ctx, s) {
    const {
      maps: _maps,
      afterSubmit,
      afterClose,
      ...services
    } = createJobsFeature({
      db: ctx.db,
      dialect: ctx.dialect,
      clock: ctx.clock,
      config: ctx.config,
      audit: ctx.audit,
      mailQueued: ctx.mailQueued,
      currentResume: (userId) => s.resume.currentFile(userId),
      contactOf: (userId) => s.auth.contactOf(userId),
      confirmEmail: (userId, via) => s.auth.confirmByMailLink(userId, via),
      passwordSetup: (userId, forMail) => s.auth.passwordSetupPath(userId, forMail),
      needsPassword: (userId) => s.auth.needsPassword(userId),
      accountByEmail: (email) => s.auth.accountByEmail(email),
      preferences: (userId) => s.candidates.searchPreferences(userId),
      translations: s.translations,
      applicationResumes: {
        prepare: (userId, file, info) => s.resume.prepareForApplication(userId, file, info),
        insert: (prepared, trx) =>
          s.resume.insertPrepared(prepared as Parameters<typeof s.resume.insertPrepared>[0], trx),
        discard: (prepared) => s.resume.discard(prepared as Parameters<typeof s.resume.discard>[0]),
      },
      editedTemplate: (key, executor) => s.mailTemplates.editedText(key, executor),
    });
    return { ...services, jobEvents: { afterSubmit, afterClose } };
  },
  routes: (r) => [
    jobsRoutes({
      ...r,
      savedJobIds: async (userId) => (await r.saved.listJobs(userId)).map((saved) => saved.job.jobOrderId),
    }),
  ],
};
