/**
 * Every feature of the server, in the order their services are built and their routes mounted
 * (server/compose.ts). A feature's services may use those of the features above it at once, and
 * any feature's from functions run later.
 */
import { authFeature } from './features/auth/auth.feature';
import { brandFeature } from './features/brand/brand.feature';
import { contentFeature } from './features/content/content.feature';
import { docCheckFeature } from './features/doc-check/doc-check.feature';
import { documentsFeature } from './features/documents/documents.feature';
import { esignFeature } from './features/esign/esign.feature';
import { feedsFeature } from './features/feeds/feeds.feature';
import { healthFeature } from './features/health/health.feature';
import { i9Feature } from './features/i9/i9.feature';
import { integrationsFeature } from './features/integrations/integrations.feature';
import { interviewsFeature } from './features/interviews/interviews.feature';
import { jobsFeature } from './features/jobs/jobs.feature';
import { mailFeature } from './features/mail/mail.feature';
import { mailTemplatesFeature } from './features/mail-templates/mail-templates.feature';
import { metricsFeature } from './features/metrics/metrics.feature';
import { onboardingFeature } from './features/onboarding/onboarding.feature';
import { pipelineFeature } from './features/pipeline/pipeline.feature';
import { profileFeature } from './features/profile/profile.feature';
import { savedFeature } from './features/saved/saved.feature';
import { sealFeature } from './features/seal/seal.feature';
import { securityFeature } from './features/security/security.feature';
import { selfIdFeature } from './features/self-id/self-id.feature';
import { staffFeature } from './features/staff/staff.feature';
import { timeZonesFeature } from './features/time-zones/time-zones.feature';
import { languagesFeature } from './features/languages/languages.feature';
import { translationsFeature } from './features/translations/translations.feature';

export const FEATURES = [
  metricsFeature,
  healthFeature,
  mailFeature,
  translationsFeature,
  contentFeature,
  brandFeature,
  authFeature,
  securityFeature,
  esignFeature,
  documentsFeature,
  sealFeature,
  docCheckFeature,
  profileFeature,
  mailTemplatesFeature,
  jobsFeature,
  selfIdFeature,
  interviewsFeature,
  savedFeature,
  staffFeature,
  pipelineFeature,
  onboardingFeature,
  feedsFeature,
  integrationsFeature,
  i9Feature,
  timeZonesFeature,
  languagesFeature,
] as const;
