/**
 * The documents' texts that the dashboard shows too (a document's next action, the progress, the
 * links to the document screens): a module of their own, so the dashboard's chunk carries these
 * and not every documents text. messages.ts refers to them, so each text is written once.
 */
import { msg, plural } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** The messages themselves, for messages.ts to use under its own names. */
export const DOCUMENT_ACTION_MESSAGES = {
  onboarding: msg`Contractor Onboarding`,
  signDigitally: msg({ message: 'Sign Digitally', comment: 'Button: sign the document online, on this site.' }),
  downloadCopy: msg({ message: 'Download Copy', comment: 'Button: download the signed copy of a document (PDF).' }),
  view: msg`View Document`,
  viewAndAcknowledge: msg({
    message: 'View and Acknowledge',
    comment: 'Button: open a document to read it, then confirm it was read (nothing to sign).',
  }),
  newTab: msg`(opens in a new tab)`,
  goManual: msg({ message: 'Hard-Copy Documents', comment: 'Screen of the documents signed on paper.' }),
  screens: msg({ message: 'Document screens', comment: 'Label of the links to the documents screens.' }),
  goElectronic: msg({ message: 'Electronic Documents', comment: 'Screen of the documents signed online.' }),
  signOnPaper: msg({
    message: 'Download & Sign',
    comment: 'Button: download the PDF, print it, sign it by hand, then upload it.',
  }),
  credentialAwaiting: msg({ message: 'Waiting for review', comment: 'A document uploaded for staff to check.' }),
  provideCredential: msg({
    message: 'Upload Credential',
    comment: 'Button: upload a credential (a license, a certificate, an ID) with its number and expiry.',
  }),
};

export const DOCUMENT_ACTION_TEXT = translatable({
  ...DOCUMENT_ACTION_MESSAGES,
  /** Completed of completable onboarding documents. */
  progress: (done: number, total: number) =>
    plural(total, { one: `${done} of # document completed`, other: `${done} of # documents completed` }),
});
