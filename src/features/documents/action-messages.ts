/**
 * The documents' texts that the dashboard shows too (a document's next action, the progress, the
 * links to the document screens): a module of their own, so the dashboard's chunk carries these
 * and not every documents text. messages.ts refers to them, so each text is written once.
 */
export const DOCUMENT_ACTION_TEXT = {
  onboarding: 'Contractor Onboarding',
  signDigitally: 'Sign Digitally',
  downloadCopy: 'Download Copy',
  view: 'View Document',
  viewAndAcknowledge: 'View and Acknowledge',
  newTab: '(opens in a new tab)',
  progress: (done: number, total: number) => `${done} of ${total} documents completed`,
  goManual: 'Hard-Copy Documents',
  screens: 'Document screens',
  goElectronic: 'Electronic Documents',
  signOnPaper: 'Download & Sign',
  credentialAwaiting: 'Waiting for review',
  provideCredential: 'Upload Credential',
} as const;
