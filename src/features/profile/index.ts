/** The profile's sections beyond the candidate record's form (drawn by /profile). */
export { EsignConsentSection } from './EsignConsentSection';
export { PrivacySection } from './PrivacySection';
export { ResumeSection } from './ResumeSection';
export { SavedSearchesSection } from './SavedSearchesSection';
export { TimeZoneSection } from './TimeZoneSection';
export { LanguageSection } from './LanguageSection';
