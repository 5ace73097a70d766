/**
 * Texts of the documents screens. Quoted SPEC texts (§2, §4, §5, §8) are word for word; the rest
 * fill what SPEC leaves open ("Other messages: not shown").
 * The texts the dashboard shows too are in action-messages.ts (out of the documents' own chunk).
 */
import { msg, plural, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { DOCUMENT_ACTION_MESSAGES as ACTION, DOCUMENT_ACTION_TEXT } from './action-messages';

export const DOCUMENT_TITLES = translatable({
  onboarding: ACTION.onboarding,
  manual: ACTION.goManual,
  electronic: ACTION.goElectronic,
  /** docs/product.md §2: the signing page is titled with the form title plus ' Document'. */
  document: (formTitle: string) => t`${formTitle} Document`,
  documentFallback: msg`Document`,
  signedReport: msg({ message: 'Document Signing', comment: 'Title of the page that reports how a signing ended.' }),
  boxSignComplete: msg`Document Signed Successfully`,
  boxSignDeclined: msg`Document Signing Declined`,
  esignSign: msg`Sign Document`,
});

export const DOCUMENTS_TEXT = translatable({
  leadElectronic: msg`View and sign all your electronic documents below`,
  leadManual: msg`View and sign all your hard-copy documents below`,
  alertElectronic: msg({
    message:
      'Choose Sign Digitally to sign each document online in a few clicks. If you prefer paper, you can choose Download & Sign instead: print the document, sign it, then upload the signed copy as a PDF.',
    comment: '"Sign Digitally" and "Download & Sign" are the names of the buttons beside each document.',
  }),
  alertManual: msg({
    message:
      'Choose Download & Sign: print each document, sign it by hand, then upload a scan of the signed copy as a PDF. If you prefer, you can choose Sign Digitally to sign online instead.',
    comment: '"Download & Sign" and "Sign Digitally" are the names of the buttons beside each document.',
  }),
  unsigned: msg({ message: 'Unsigned', comment: 'Heading of the list of documents not signed yet.' }),
  signed: msg({ message: 'Signed', comment: 'Heading of the list of signed documents.' }),
  empty: msg`You do not have any of these documents at this time`,
  couldNotGet: msg`Could not get documents`,
  loading: msg`Loading your documents…`,
  signDigitally: ACTION.signDigitally,
  downloadAndSign: ACTION.signOnPaper,
  download: msg({ message: 'Download', comment: 'Button: download the document to print and sign it.' }),
  downloadCopy: ACTION.downloadCopy,
  view: ACTION.view,
  dateSigned: msg({ message: 'Date signed', comment: 'Label, followed by a colon and the date.' }),
  informational: msg({
    message: 'Informational',
    comment: 'Heading of the list of documents to read only (nothing to sign).',
  }),
  acknowledged: msg({
    message: 'Acknowledged',
    comment: 'Label, followed by a colon and the date the candidate confirmed reading the document.',
  }),
  readOnly: msg`To read: nothing to sign.`,
  readAndAcknowledge: msg`To read, then confirm you have read it: nothing to sign.`,
  awaitingReview: ACTION.credentialAwaiting,
  /** The document's last change. */
  updated: (date: string) => t`Updated ${date}`,
  actionsHelpLabel: msg`Help: Sign Digitally or Download & Sign?`,
  actionsHelp: msg({
    message:
      'Sign Digitally opens the document here: review it, draw or type your signature, and you are done — nothing to print. Download & Sign gives you the PDF to print and sign by hand; then scan or photograph it, save it as a PDF and use Upload Signed Copy.',
    comment: '"Sign Digitally", "Download & Sign" and "Upload Signed Copy" are the names of buttons.',
  }),
  due: (date: string) => t`Due ${date}`,
  returned: msg({
    message: 'Returned to you:',
    comment: 'Followed by the reason staff gave for sending a signed copy back to the candidate.',
  }),
});

export const UPLOAD_TEXT = translatable({
  label: msg`Upload Signed Copy`,
  hint: msg`A PDF of the signed document, up to 10 MB.`,
  button: msg({ message: 'Upload', comment: 'Button that sends the chosen file.' }),
  uploading: msg`Uploading…`,
  chooseFile: msg`Please choose a PDF file to upload.`,
  /** docs/product.md §8: shown for 10 s. */
  couldNotSave: msg`Could not save upload`,
  /** docs/product.md §5. */
  notPdf: msg`Sorry, the file you attempted to upload was not a PDF, so it was rejected. Try uploading a signed PDF copy instead`,
  /** docs/product.md §8. */
  failed: msg`Sorry, there was a problem with the file you attempted to upload. Please try again in a few minutes or contact support`,
  tooLarge: msg`The file is too large: the limit is 10 MB. Try a smaller scan of the signed copy.`,
  /** docs/product.md §4, §8: then the page reloads after 5 s. */
  success: msg`Upload Successful`,
});

export const ONBOARDING_TEXT = translatable({
  lead: msg`Complete your onboarding documents to get ready for your assignment.`,
  progress: DOCUMENT_ACTION_TEXT.progress,
  outstanding: msg({ message: 'Outstanding', comment: 'Heading of the list of documents still to complete.' }),
  completed: msg({ message: 'Completed', comment: 'Heading of the list of completed documents.' }),
  informational: msg({
    message: 'Informational',
    comment: 'Heading of the list of documents to read only (nothing to sign).',
  }),
  noneOutstanding: msg`Nothing outstanding: you are all set.`,
  noneCompleted: msg`No completed documents yet.`,
  noneInformational: msg`No informational documents.`,
  goManual: ACTION.goManual,
  screens: ACTION.screens,
  goElectronic: ACTION.goElectronic,
  signOnPaper: ACTION.signOnPaper,
  viewed: msg({
    message: 'Viewed',
    comment: 'Label, followed by a colon and the date the candidate opened a document to read.',
  }),
  declined: msg({ message: 'Declined', comment: 'State of a document the candidate declined to sign.' }),
});

export const SIGNING_TEXT = translatable({
  idRequired: msg`Document ID is required`,
  couldNotLoad: msg`Could not load document`,
  preparing: msg`Preparing the signing page…`,
  frameTitle: (formTitle: string) => t`Signing page: ${formTitle}`,
});

/** docs/product.md §2 "Signed report": a message per event. */
export const SIGNED_REPORT_MESSAGES = translatable({
  signing_complete: msg`You've Successfully Signed This Document!`,
  viewing_complete: msg`You have viewed this document.`,
  cancel: msg`Please return to complete signing this document.`,
  decline: msg`You have declined to sign this document.`,
  session_timeout: msg`Your session has timed out.`,
  fax_pending: msg`You have chosen to fax this document.`,
});
export const SIGNED_REPORT_TEXT = translatable({
  /** Any other event. */
  other: msg`An Error Occurred.`,
  reporting: msg`Saving the outcome…`,
  redirecting: msg`Taking you back to your onboarding documents…`,
  /** The way on at once, beside the timed redirect (WCAG 2.2.1). */
  goNow: msg`Go to my documents now`,
});

export const BOX_SIGN_TEXT = translatable({
  complete: msg`Thank you: your document is signed.`,
  declined: msg`You have declined to sign this document.`,
  redirecting: msg`Taking you back to your onboarding documents…`,
  goNow: msg`Go to my documents now`,
});

/** The built-in signing page. */
export const ESIGN_TEXT = translatable({
  opening: msg`Opening the document…`,
  consentHeading: msg`Consent to sign electronically`,
  consentBody: msg`You are about to sign this document electronically. Your electronic signature has the same effect as a handwritten one. Please read the disclosure below before you agree; you may instead download the document and sign it on paper.`,
  consentLabel: msg`I agree to use electronic records and signatures`,
  continue: msg`Continue`,
  consenting: msg`Recording your consent…`,
  loadingPdf: msg`Loading the document…`,
  pdfFailed: msg`Could not display the document. You can still sign it, or cancel and download it instead.`,
  signatureHeading: msg`Your signature`,
  /** The choice of drawing or typing inside the "Your signature" group. */
  signatureMode: msg`How you sign`,
  draw: msg({ message: 'Draw', comment: 'Choice of how to sign: draw the signature with the mouse or a finger.' }),
  type: msg({ message: 'Type', comment: 'Choice of how to sign: type one’s name with the keyboard.' }),
  drawHint: msg`Sign in the box with your mouse, finger or stylus.`,
  drawLabel: msg`Signature drawing area`,
  clear: msg({ message: 'Clear', comment: 'Button: erase the signature drawn so far.' }),
  typeLabel: msg`Type your full name`,
  finish: msg({ message: 'Finish', comment: 'Button: sign the document with the signature given.' }),
  acknowledge: msg`I have viewed this document`,
  decline: msg({ message: 'Decline', comment: 'Button: refuse to sign the document.' }),
  declineConfirm: msg`Decline to sign this document? You return to your documents, and it stays there to sign later or on paper.`,
  declineKeep: msg`Go back to the document`,
  declineTitle: msg`Decline to sign?`,
  declining: msg`Declining…`,
  declineReason: msg`Reason (optional)`,
  declineReasonHint: msg`Staff see what you write here beside the document.`,
  declineUnavailable: msg`Could not open the question to decline: reload the page and choose Decline again.`,
  cancel: msg`Cancel`,
  signing: msg`Signing…`,
  consentRequired: msg`Please agree to sign electronically first.`,
  signatureRequired: msg`Please draw or type your signature.`,
  /** docs/product.md §8 "Signed document saved". */
  saved: msg`Save successful!`,
  couldNotSave: msg`Could not save`,
  couldNotSaveBody: msg`Sorry, could not upload and save the document... Please try again in a few minutes`,
  linkInvalid: msg`This signing link is invalid or has already been used.`,
  timeLeft: (minutes: number) =>
    plural(minutes, {
      one: 'This signing page stays open for # minute.',
      other: 'This signing page stays open for # minutes.',
    }),
  /** WCAG 2.2.1: shown before the page closes, with a button for more time. */
  timeWarning: (minutes: number) =>
    plural(minutes, {
      one: 'This signing page closes in about # minute. Need more time?',
      other: 'This signing page closes in about # minutes. Need more time?',
    }),
  moreTime: msg({ message: 'More time', comment: 'Button: keep the signing page open longer.' }),
  timeAdded: (minutes: number) =>
    plural(minutes, { one: 'You have # more minute.', other: 'You have # more minutes.' }),
  timeNotAdded: msg`Could not add more time: the page still closes when its time is up.`,
  page: (n: number, total: number) => t`Page ${n} of ${total}`,
  zoom: {
    group: msg({ message: 'Page size', comment: 'Label of the zoom buttons of the document’s pages.' }),
    zoomIn: msg`Zoom in`,
    zoomOut: msg`Zoom out`,
  },
  fieldsHeading: msg`Fill in the form`,
  fieldsHint: msg`Fields marked * are required. What you enter is written into the document when you finish.`,
  optional: msg`(optional)`,
});

export const CREDENTIAL_TEXT = translatable({
  badge: msg({
    message: 'Credential',
    comment: 'A document such as a license, a certificate or an ID that the candidate uploads.',
  }),
  awaiting: ACTION.credentialAwaiting,
  awaitingNote: msg`Uploaded: staff will review it. Nothing more to do for now.`,
  number: msg`Document number`,
  expires: msg`Expiry date`,
  file: msg`File (PDF, PNG or JPEG, up to 10 MB)`,
  fileHint: msg`A scan or a clear photo of the whole document.`,
  upload: ACTION.provideCredential,
  uploading: msg`Uploading…`,
  success: msg`Uploaded: awaiting review.`,
  couldNotSave: msg`Could not save upload`,
  failed: msg`Sorry, there was a problem with the file you attempted to upload. Please try again in a few minutes or contact support`,
  numberLine: (n: string) => t`Number ${n}`,
  expiresLine: (date: string) => t`Expires ${date}`,
  provide: ACTION.provideCredential,
});
