/** Texts of the profile's résumé, saved searches, privacy and time zone sections. */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const RESUME_TEXT = translatable({
  heading: msg`Résumé`,
  couldNotLoad: msg`Sorry, we could not load your résumé.`,
  empty: msg`Upload your résumé (PDF or Word .docx, up to 5 MB). We read it to suggest skills for your profile.`,
  choose: msg`Résumé file (PDF or DOCX)`,
  chooseReplace: msg`Replace with another file (PDF or DOCX)`,
  upload: msg`Upload résumé`,
  replace: msg`Upload new résumé`,
  uploading: (percent: number) => t`Uploading… ${percent}%`,
  reading: msg`Reading your résumé…`,
  progressLabel: msg({ message: 'Résumé upload', comment: 'Label of the upload progress bar' }),
  uploaded: msg`Your résumé was uploaded.`,
  uploadFailed: msg`Sorry, your résumé was not uploaded.`,
  chooseFirst: msg`Please choose a PDF or DOCX file first.`,
  file: msg`Current résumé`,
  /** {date} is the day the file was uploaded. */
  uploadedOn: (date: string) => t`Uploaded ${date}`,
  download: msg`Download`,
  delete: msg`Delete résumé`,
  deleting: msg`Deleting…`,
  deleted: msg`Your résumé was deleted.`,
  deleteFailed: msg`Sorry, your résumé could not be deleted.`,
  suggestionsHeading: msg`Found in your résumé`,
  suggestionsLead: msg`Tick what you want on your profile. Nothing is added until you choose it.`,
  /** {title} is a job title read from the résumé. */
  titleSuggestion: (title: string) => t`Use “${title}” as my job title`,
  skills: msg`Skills`,
  addSelected: msg`Add selected skills`,
  adding: msg`Adding…`,
  added: (count: number) =>
    plural(count, { one: '# skill was added to your profile.', other: '# skills were added to your profile.' }),
  titleAdded: msg`Your job title was updated.`,
  addFailed: msg`Sorry, the skills could not be added.`,
  noSuggestions: msg`Every skill we found in your résumé is already on your profile.`,
  /** A file's size (units and digits, not words). */
  size: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
  /** The upload's failures that the server did not word. */
  uploadFailedStatus: msg({ message: 'Upload failed', comment: 'The server answered the upload without a message' }),
  notReached: msg`The upload did not reach the server.`,
});

/** The profile's saved searches, beyond the saved lists' own texts (features/saved). */
export const SAVED_SEARCH_TEXT = translatable({
  /** A saved search's alert choices; "off" is the saved lists' own label. */
  daily: msg`Daily email alerts`,
  weekly: msg`Weekly email alerts`,
  saving: msg({ message: 'Saving', comment: 'Spoken while a change of a saved search is saved' }),
});

export const PRIVACY_TEXT = translatable({
  heading: msg`Privacy`,
  exportHeading: msg`Download my data`,
  exportLead: msg`One ZIP archive with everything we hold about you: your account, profile, applications and their history, saved jobs and searches, documents with their history, and your files.`,
  exportButton: msg`Download my data`,
  deleteHeading: msg`Delete my account`,
  keptHeading: msg`What we keep, and why`,
  password: msg`Your password`,
  confirmDelete: msg`Delete my account`,
  confirmQuestion: msg`Delete your account now? Signed documents are kept as said above; everything else goes, and this cannot be undone.`,
  keep: msg`Keep my account`,
  deleting: msg`Deleting…`,
  deleted: msg`Your account is deleted and you are signed out everywhere. Only your signed onboarding documents and their audit trail are kept, for as long as employment law requires.`,
  deleteFailed: msg`Sorry, your account was not deleted.`,
});

export const TIME_ZONE_TEXT = translatable({
  heading: msg`Time zone`,
  lead: msg`Times on this site and in our mails are shown in this zone. Interview times are in the job’s zone, always named.`,
  /** {zone} is a time zone's name, such as "Denver (Mountain Time)". */
  leadDefault: (zone: string) =>
    t`You have not chosen a zone yet: times are shown in ${zone}. Interview times are in the job’s zone, always named.`,
  label: msg`Show times in`,
  save: msg`Save time zone`,
  saving: msg`Saving your time zone…`,
  /** {zone} is a time zone's name, such as "Denver (Mountain Time)". */
  saved: (zone: string) => t`Saved. Times are now shown in ${zone}.`,
  failed: msg`Sorry, your time zone could not be saved.`,
  couldNotLoad: msg`Sorry, we could not load your time zone.`,
});

export const LANGUAGE_TEXT = translatable({
  heading: msg`Language`,
  lead: msg`The portal, our mails, the documents you sign and their certificates are in this language.`,
  label: msg`Language`,
  save: msg`Save language`,
  saving: msg`Saving your language…`,
  failed: msg`Sorry, your language could not be saved.`,
});
