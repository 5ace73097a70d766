/**
 * Texts of the documents screens. Quoted SPEC texts (§2, §4, §5, §8) are word for word; the rest
 * fill what SPEC leaves open ("Other messages: not shown").
 * The texts the dashboard shows too are in action-messages.ts (out of the documents' own chunk).
 */
import { DOCUMENT_ACTION_TEXT } from './action-messages';

export const DOCUMENT_TITLES = {
  onboarding: DOCUMENT_ACTION_TEXT.onboarding,
  manual: DOCUMENT_ACTION_TEXT.goManual,
  electronic: DOCUMENT_ACTION_TEXT.goElectronic,
  /** docs/product.md §2: the signing page is titled with the form title plus ' Document'. */
  document: (formTitle: string) => `${formTitle} Document`,
  documentFallback: 'Document',
  signedReport: 'Document Signing',
  boxSignComplete: 'Document Signed Successfully',
  boxSignDeclined: 'Document Signing Declined',
  esignSign: 'Sign Document',
} as const;

export const DOCUMENTS_TEXT = {
  leadElectronic: 'View and sign all your electronic documents below',
  leadManual: 'View and sign all your hard-copy documents below',
  alertElectronic:
    'Choose Sign Digitally to sign each document online in a few clicks. If you prefer paper, you can choose Download & Sign instead: print the document, sign it, then upload the signed copy as a PDF.',
  alertManual:
    'Choose Download & Sign: print each document, sign it by hand, then upload a scan of the signed copy as a PDF. If you prefer, you can choose Sign Digitally to sign online instead.',
  unsigned: 'Unsigned',
  signed: 'Signed',
  empty: 'You do not have any of these documents at this time',
  couldNotGet: 'Could not get documents',
  loading: 'Loading your documents…',
  signDigitally: DOCUMENT_ACTION_TEXT.signDigitally,
  downloadAndSign: DOCUMENT_ACTION_TEXT.signOnPaper,
  download: 'Download',
  downloadCopy: DOCUMENT_ACTION_TEXT.downloadCopy,
  view: DOCUMENT_ACTION_TEXT.view,
  dateSigned: 'Date signed',
  informational: 'Informational',
  acknowledged: 'Acknowledged',
  readOnly: 'To read: nothing to sign.',
  readAndAcknowledge: 'To read, then confirm you have read it: nothing to sign.',
  awaitingReview: DOCUMENT_ACTION_TEXT.credentialAwaiting,
  updated: 'Updated',
  actionsHelpLabel: 'Help: Sign Digitally or Download & Sign?',
  actionsHelp:
    'Sign Digitally opens the document here: review it, draw or type your signature, and you are done — nothing to print. Download & Sign gives you the PDF to print and sign by hand; then scan or photograph it, save it as a PDF and use Upload Signed Copy.',
  due: (date: string) => `Due ${date}`,
  returned: 'Returned to you:',
} as const;

export const UPLOAD_TEXT = {
  label: 'Upload Signed Copy',
  hint: 'A PDF of the signed document, up to 10 MB.',
  button: 'Upload',
  uploading: 'Uploading…',
  chooseFile: 'Please choose a PDF file to upload.',
  /** docs/product.md §8: shown for 10 s. */
  couldNotSave: 'Could not save upload',
  /** docs/product.md §5. */
  notPdf:
    'Sorry, the file you attempted to upload was not a PDF, so it was rejected. Try uploading a signed PDF copy instead',
  /** docs/product.md §8. */
  failed:
    'Sorry, there was a problem with the file you attempted to upload. Please try again in a few minutes or contact support',
  tooLarge: 'The file is too large: the limit is 10 MB. Try a smaller scan of the signed copy.',
  /** docs/product.md §4, §8: then the page reloads after 5 s. */
  success: 'Upload Successful',
} as const;

export const ONBOARDING_TEXT = {
  lead: 'Complete your onboarding documents to get ready for your assignment.',
  progress: DOCUMENT_ACTION_TEXT.progress,
  outstanding: 'Outstanding',
  completed: 'Completed',
  informational: 'Informational',
  noneOutstanding: 'Nothing outstanding: you are all set.',
  noneCompleted: 'No completed documents yet.',
  noneInformational: 'No informational documents.',
  goManual: DOCUMENT_ACTION_TEXT.goManual,
  screens: DOCUMENT_ACTION_TEXT.screens,
  goElectronic: DOCUMENT_ACTION_TEXT.goElectronic,
  signOnPaper: DOCUMENT_ACTION_TEXT.signOnPaper,
  viewed: 'Viewed',
  declined: 'Declined',
} as const;

export const SIGNING_TEXT = {
  idRequired: 'Document ID is required',
  couldNotLoad: 'Could not load document',
  preparing: 'Preparing the signing page…',
  frameTitle: (formTitle: string) => `Signing page: ${formTitle}`,
} as const;

/** docs/product.md §2 "Signed report": a message per event. */
export const SIGNED_REPORT_MESSAGES: Record<string, string> = {
  signing_complete: "You've Successfully Signed This Document!",
  viewing_complete: 'You have viewed this document.',
  cancel: 'Please return to complete signing this document.',
  decline: 'You have declined to sign this document.',
  session_timeout: 'Your session has timed out.',
  fax_pending: 'You have chosen to fax this document.',
};
export const SIGNED_REPORT_OTHER = 'An Error Occurred.';
export const SIGNED_REPORT_TEXT = {
  reporting: 'Saving the outcome…',
  redirecting: 'Taking you back to your onboarding documents…',
} as const;

export const BOX_SIGN_TEXT = {
  complete: 'Thank you: your document is signed.',
  declined: 'You have declined to sign this document.',
  redirecting: 'Taking you back to your onboarding documents…',
} as const;

/** The built-in signing page. */
export const ESIGN_TEXT = {
  opening: 'Opening the document…',
  consentHeading: 'Consent to sign electronically',
  consentBody:
    'You are about to sign this document electronically. Your electronic signature has the same effect as a handwritten one. Please read the disclosure below before you agree; you may instead download the document and sign it on paper.',
  consentLabel: 'I agree to use electronic records and signatures',
  continue: 'Continue',
  consenting: 'Recording your consent…',
  loadingPdf: 'Loading the document…',
  pdfFailed: 'Could not display the document. You can still sign it, or cancel and download it instead.',
  signatureHeading: 'Your signature',
  draw: 'Draw',
  type: 'Type',
  drawHint: 'Sign in the box with your mouse, finger or stylus.',
  drawLabel: 'Signature drawing area',
  clear: 'Clear',
  typeLabel: 'Type your full name',
  finish: 'Finish',
  acknowledge: 'I have viewed this document',
  decline: 'Decline',
  declineConfirm:
    'Decline to sign this document? You return to your documents, and it stays there to sign later or on paper.',
  declineKeep: 'Go back to the document',
  declineTitle: 'Decline to sign?',
  declining: 'Declining…',
  declineReason: 'Reason (optional)',
  declineReasonHint: 'Staff see what you write here beside the document.',
  declineUnavailable: 'Could not open the question to decline: reload the page and choose Decline again.',
  cancel: 'Cancel',
  signing: 'Signing…',
  consentRequired: 'Please agree to sign electronically first.',
  signatureRequired: 'Please draw or type your signature.',
  /** docs/product.md §8 "Signed document saved". */
  saved: 'Save successful!',
  couldNotSave: 'Could not save',
  couldNotSaveBody: 'Sorry, could not upload and save the document... Please try again in a few minutes',
  linkInvalid: 'This signing link is invalid or has already been used.',
  timeLeft: (minutes: number) => `This signing page stays open for ${minutes} minutes.`,
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  zoom: { group: 'Page size', zoomIn: 'Zoom in', zoomOut: 'Zoom out' },
  fieldsHeading: 'Fill in the form',
  fieldsHint: 'Fields marked * are required. What you enter is written into the document when you finish.',
  optional: '(optional)',
} as const;

export const CREDENTIAL_TEXT = {
  badge: 'Credential',
  awaiting: DOCUMENT_ACTION_TEXT.credentialAwaiting,
  awaitingNote: 'Uploaded: staff will review it. Nothing more to do for now.',
  number: 'Document number',
  expires: 'Expiry date',
  file: 'File (PDF, PNG or JPEG, up to 10 MB)',
  fileHint: 'A scan or a clear photo of the whole document.',
  upload: DOCUMENT_ACTION_TEXT.provideCredential,
  uploading: 'Uploading…',
  success: 'Uploaded: awaiting review.',
  couldNotSave: 'Could not save upload',
  failed:
    'Sorry, there was a problem with the file you attempted to upload. Please try again in a few minutes or contact support',
  numberLine: (n: string) => `Number ${n}`,
  expiresLine: (date: string) => `Expires ${date}`,
  provide: DOCUMENT_ACTION_TEXT.provideCredential,
} as const;
