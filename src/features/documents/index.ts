/** What the overview shows of onboarding: its progress, the next document's action, the GraphQL fields. */
export { DocumentAction, DocumentScreensNav, OnboardingProgress } from './OnboardingParts';
export { DOCUMENT_FIELDS } from './document-fields';
