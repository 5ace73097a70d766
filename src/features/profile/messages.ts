/** Texts of the profile's résumé, saved searches and privacy sections. */
export const RESUME_TEXT = {
  heading: 'Résumé',
  couldNotLoad: 'Sorry, we could not load your résumé.',
  empty: 'Upload your résumé (PDF or Word .docx, up to 5 MB). We read it to suggest skills for your profile.',
  choose: 'Résumé file (PDF or DOCX)',
  chooseReplace: 'Replace with another file (PDF or DOCX)',
  upload: 'Upload résumé',
  replace: 'Upload new résumé',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  reading: 'Reading your résumé…',
  progressLabel: 'Résumé upload',
  uploaded: 'Your résumé was uploaded.',
  uploadFailed: 'Sorry, your résumé was not uploaded.',
  chooseFirst: 'Please choose a PDF or DOCX file first.',
  file: 'Current résumé',
  uploadedOn: (date: string) => `Uploaded ${date}`,
  download: 'Download',
  delete: 'Delete résumé',
  deleting: 'Deleting…',
  deleted: 'Your résumé was deleted.',
  deleteFailed: 'Sorry, your résumé could not be deleted.',
  suggestionsHeading: 'Found in your résumé',
  suggestionsLead: 'Tick what you want on your profile. Nothing is added until you choose it.',
  titleSuggestion: (title: string) => `Use “${title}” as my job title`,
  skills: 'Skills',
  addSelected: 'Add selected skills',
  adding: 'Adding…',
  added: (n: number) => (n === 1 ? '1 skill was added to your profile.' : `${n} skills were added to your profile.`),
  titleAdded: 'Your job title was updated.',
  addFailed: 'Sorry, the skills could not be added.',
  noSuggestions: 'Every skill we found in your résumé is already on your profile.',
  size: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
} as const;

export const PRIVACY_TEXT = {
  heading: 'Privacy',
  exportHeading: 'Download my data',
  exportLead:
    'One ZIP archive with everything we hold about you: your account, profile, applications and their history, saved jobs and searches, documents with their history, and your files.',
  exportButton: 'Download my data',
  deleteHeading: 'Delete my account',
  keptHeading: 'What we keep, and why',
  password: 'Your password',
  confirmDelete: 'Delete my account',
  confirmQuestion:
    'Delete your account now? Signed documents are kept as said above; everything else goes, and this cannot be undone.',
  keep: 'Keep my account',
  deleting: 'Deleting…',
  deleted:
    'Your account is deleted and you are signed out everywhere. Only your signed onboarding documents and their audit trail are kept, for as long as employment law requires.',
  deleteFailed: 'Sorry, your account was not deleted.',
} as const;

export const TIME_ZONE_TEXT = {
  heading: 'Time zone',
  lead: 'Times on this site and in our mails are shown in this zone. Interview times are in the job’s zone, always named.',
  leadDefault: (zone: string) =>
    `You have not chosen a zone yet: times are shown in ${zone}. Interview times are in the job’s zone, always named.`,
  label: 'Show times in',
  save: 'Save time zone',
  saving: 'Saving your time zone…',
  saved: (zone: string) => `Saved. Times are now shown in ${zone}.`,
  failed: 'Sorry, your time zone could not be saved.',
  couldNotLoad: 'Sorry, we could not load your time zone.',
} as const;
