/**
 * Which server feature may import which (docs/architecture.md §1): a feature imports itself, the
 * features listed here and the layers below it (db, lib, http, untrusted, providers, common).
 * Lint holds every feature to it (eslint.config.mjs); a new feature, or a new need of one
 * feature for another, is one line here, reviewed like code. Calls the composition root wires
 * (server/services.ts hands one feature's service to another as a function) need no line.
 */
export const FEATURE_MAP = {
  auth: ['content', 'mail', 'security'],
  brand: [],
  content: ['translations'],
  'doc-check': ['documents', 'seal'],
  documents: ['esign'],
  esign: [],
  feeds: ['jobs'],
  health: [],
  i9: ['mail'],
  integrations: ['documents', 'feeds', 'jobs', 'mail', 'onboarding', 'staff'],
  interviews: ['mail', 'mail-templates'],
  jobs: ['mail', 'mail-templates', 'translations'],
  mail: [],
  'mail-templates': ['mail', 'translations'],
  metrics: [],
  onboarding: ['documents', 'mail', 'staff', 'translations'],
  pipeline: ['mail', 'staff'],
  profile: ['auth', 'jobs', 'mail'],
  saved: ['jobs', 'mail'],
  seal: ['documents', 'esign'],
  // Sign-in asks the second step, and the second step checks the password: one capability in two folders.
  security: ['auth'],
  'self-id': ['content', 'jobs', 'mail'],
  staff: ['auth', 'content', 'documents', 'jobs', 'mail', 'mail-templates', 'profile'],
  'time-zones': [],
  languages: [],
  translations: [],
};
