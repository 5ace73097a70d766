/**
 * Written by `npm run i18n` from the imports (do not edit): each page's frame and each screen's
 * chunk (src/routes.ts) load one bundle of their messages in the page's language.
 */
import type { Messages } from '@lingui/core';

type Bundle = Readonly<Record<string, () => Promise<{ messages: Messages }>>>;

export const CATALOGS: Readonly<Record<string, Bundle>> = {
  frame: {
    en: () => import(/* webpackChunkName: "i18n-frame-en" */ './locales/bundles/frame.en'),
    es: () => import(/* webpackChunkName: "i18n-frame-es" */ './locales/bundles/frame.es'),
  },
  auth: {
    en: () => import(/* webpackChunkName: "i18n-auth-en" */ './locales/bundles/auth.en'),
    es: () => import(/* webpackChunkName: "i18n-auth-es" */ './locales/bundles/auth.es'),
  },
  account: {
    en: () => import(/* webpackChunkName: "i18n-account-en" */ './locales/bundles/account.en'),
    es: () => import(/* webpackChunkName: "i18n-account-es" */ './locales/bundles/account.es'),
  },
  dashboard: {
    en: () => import(/* webpackChunkName: "i18n-dashboard-en" */ './locales/bundles/dashboard.en'),
    es: () => import(/* webpackChunkName: "i18n-dashboard-es" */ './locales/bundles/dashboard.es'),
  },
  documents: {
    en: () => import(/* webpackChunkName: "i18n-documents-en" */ './locales/bundles/documents.en'),
    es: () => import(/* webpackChunkName: "i18n-documents-es" */ './locales/bundles/documents.es'),
  },
  esign: {
    en: () => import(/* webpackChunkName: "i18n-esign-en" */ './locales/bundles/esign.en'),
    es: () => import(/* webpackChunkName: "i18n-esign-es" */ './locales/bundles/esign.es'),
  },
  jobs: {
    en: () => import(/* webpackChunkName: "i18n-jobs-en" */ './locales/bundles/jobs.en'),
    es: () => import(/* webpackChunkName: "i18n-jobs-es" */ './locales/bundles/jobs.es'),
  },
  jobBoard: {
    en: () => import(/* webpackChunkName: "i18n-jobBoard-en" */ './locales/bundles/jobBoard.en'),
    es: () => import(/* webpackChunkName: "i18n-jobBoard-es" */ './locales/bundles/jobBoard.es'),
  },
  jobPage: {
    en: () => import(/* webpackChunkName: "i18n-jobPage-en" */ './locales/bundles/jobPage.en'),
    es: () => import(/* webpackChunkName: "i18n-jobPage-es" */ './locales/bundles/jobPage.es'),
  },
  applicationForm: {
    en: () => import(/* webpackChunkName: "i18n-applicationForm-en" */ './locales/bundles/applicationForm.en'),
    es: () => import(/* webpackChunkName: "i18n-applicationForm-es" */ './locales/bundles/applicationForm.es'),
  },
  staff: {
    en: () => import(/* webpackChunkName: "i18n-staff-en" */ './locales/bundles/staff.en'),
    es: () => import(/* webpackChunkName: "i18n-staff-es" */ './locales/bundles/staff.es'),
  },
  pipeline: {
    en: () => import(/* webpackChunkName: "i18n-pipeline-en" */ './locales/bundles/pipeline.en'),
    es: () => import(/* webpackChunkName: "i18n-pipeline-es" */ './locales/bundles/pipeline.es'),
  },
  onboardingAdmin: {
    en: () => import(/* webpackChunkName: "i18n-onboardingAdmin-en" */ './locales/bundles/onboardingAdmin.en'),
    es: () => import(/* webpackChunkName: "i18n-onboardingAdmin-es" */ './locales/bundles/onboardingAdmin.es'),
  },
  contentAdmin: {
    en: () => import(/* webpackChunkName: "i18n-contentAdmin-en" */ './locales/bundles/contentAdmin.en'),
    es: () => import(/* webpackChunkName: "i18n-contentAdmin-es" */ './locales/bundles/contentAdmin.es'),
  },
  staffAccounts: {
    en: () => import(/* webpackChunkName: "i18n-staffAccounts-en" */ './locales/bundles/staffAccounts.en'),
    es: () => import(/* webpackChunkName: "i18n-staffAccounts-es" */ './locales/bundles/staffAccounts.es'),
  },
  docCheck: {
    en: () => import(/* webpackChunkName: "i18n-docCheck-en" */ './locales/bundles/docCheck.en'),
    es: () => import(/* webpackChunkName: "i18n-docCheck-es" */ './locales/bundles/docCheck.es'),
  },
  system: {
    en: () => import(/* webpackChunkName: "i18n-system-en" */ './locales/bundles/system.en'),
    es: () => import(/* webpackChunkName: "i18n-system-es" */ './locales/bundles/system.es'),
  },
  content: {
    en: () => import(/* webpackChunkName: "i18n-content-en" */ './locales/bundles/content.en'),
    es: () => import(/* webpackChunkName: "i18n-content-es" */ './locales/bundles/content.es'),
  },
  profile: {
    en: () => import(/* webpackChunkName: "i18n-profile-en" */ './locales/bundles/profile.en'),
    es: () => import(/* webpackChunkName: "i18n-profile-es" */ './locales/bundles/profile.es'),
  },
  apply: {
    en: () => import(/* webpackChunkName: "i18n-apply-en" */ './locales/bundles/apply.en'),
    es: () => import(/* webpackChunkName: "i18n-apply-es" */ './locales/bundles/apply.es'),
  },
  saved: {
    en: () => import(/* webpackChunkName: "i18n-saved-en" */ './locales/bundles/saved.en'),
    es: () => import(/* webpackChunkName: "i18n-saved-es" */ './locales/bundles/saved.es'),
  },
  seal: {
    en: () => import(/* webpackChunkName: "i18n-seal-en" */ './locales/bundles/seal.en'),
    es: () => import(/* webpackChunkName: "i18n-seal-es" */ './locales/bundles/seal.es'),
  },
  selfId: {
    en: () => import(/* webpackChunkName: "i18n-selfId-en" */ './locales/bundles/selfId.en'),
    es: () => import(/* webpackChunkName: "i18n-selfId-es" */ './locales/bundles/selfId.es'),
  },
  selfIdReport: {
    en: () => import(/* webpackChunkName: "i18n-selfIdReport-en" */ './locales/bundles/selfIdReport.en'),
    es: () => import(/* webpackChunkName: "i18n-selfIdReport-es" */ './locales/bundles/selfIdReport.es'),
  },
  interviews: {
    en: () => import(/* webpackChunkName: "i18n-interviews-en" */ './locales/bundles/interviews.en'),
    es: () => import(/* webpackChunkName: "i18n-interviews-es" */ './locales/bundles/interviews.es'),
  },
  mailTemplates: {
    en: () => import(/* webpackChunkName: "i18n-mailTemplates-en" */ './locales/bundles/mailTemplates.en'),
    es: () => import(/* webpackChunkName: "i18n-mailTemplates-es" */ './locales/bundles/mailTemplates.es'),
  },
  integrations: {
    en: () => import(/* webpackChunkName: "i18n-integrations-en" */ './locales/bundles/integrations.en'),
    es: () => import(/* webpackChunkName: "i18n-integrations-es" */ './locales/bundles/integrations.es'),
  },
  brand: {
    en: () => import(/* webpackChunkName: "i18n-brand-en" */ './locales/bundles/brand.en'),
    es: () => import(/* webpackChunkName: "i18n-brand-es" */ './locales/bundles/brand.es'),
  },
  security: {
    en: () => import(/* webpackChunkName: "i18n-security-en" */ './locales/bundles/security.en'),
    es: () => import(/* webpackChunkName: "i18n-security-es" */ './locales/bundles/security.es'),
  },
};
