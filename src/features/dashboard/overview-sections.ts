/** The overview sections' contents: one chunk, loaded beside the sections' data (use-overview.ts). */
export { Applications } from './ApplicationsSection';
export { Onboarding } from './OnboardingSection';
export { RecommendedJobs } from './RecommendedJobsSection';
export { SavedJobs } from './SavedJobsSection';
export { SavedSearchesList } from './SavedSearchesList';
export { WhoIAm } from './WhoIAmSection';
