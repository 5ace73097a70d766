/** What the onboarding screens of the staff console say. */
import { UNDATED_REMINDERS, type BoardState, type FieldRole, type SignerFieldType } from '../../../common/onboarding';

/** A template's signature type in words: the candidate signs it, or only reads it (docs/product.md §3: INFO). */
export const SIGNATURE_CHOICES = ['SIGN', 'INFO'] as const;
export type SignatureChoice = (typeof SIGNATURE_CHOICES)[number];
export const SIGNATURE_TYPE_LABELS: Record<SignatureChoice, string> = {
  SIGN: 'Needs a signature',
  INFO: 'For information',
};
/** Any other stored type (an older template's own) is still signed. */
export const signatureTypeLabel = (type: string) =>
  type === 'INFO' ? SIGNATURE_TYPE_LABELS.INFO : SIGNATURE_TYPE_LABELS.SIGN;

export const ONBOARDING_ADMIN_TITLES = {
  templates: 'Onboarding Documents',
  status: 'Onboarding Status',
  review: 'Review Document',
} as const;

export const TEMPLATES_TEXT = {
  lead: 'Upload templates, mark their fields, and assign them to candidates with a due date.',
  statusLink: 'Status board',
  uploadHeading: 'Upload a template',
  pdfLabel: 'PDF template',
  pdfHint: 'A PDF with form fields; they are detected on upload.',
  reviewUploads: 'Review uploaded signed copies',
  reviewUploadsHint:
    'A signed copy the candidate uploads waits for staff to approve or reject it before it counts as completed.',
  acknowledge: 'Ask candidates to acknowledge they have read it',
  acknowledged: 'acknowledged by the candidate',
  reviewed: 'uploaded copies reviewed',
  formTitle: 'Form title',
  formTitleHint: "Leave empty to use the PDF's own title.",
  signatureType: 'What the candidate does',
  delivery: 'Delivery',
  electronic: 'Electronic',
  manual: 'Hard copy',
  orderHint: 'Candidates see their documents in this order. New templates go last.',
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  moved: (title: string, place: number, of: number) => `${title} is now ${place} of ${of}.`,
  moveFailed: 'Sorry, the new order could not be saved.',
  upload: 'Upload',
  uploading: 'Uploading…',
  uploaded: (title: string, n: number) => `Uploaded ${title}: ${n} field${n === 1 ? '' : 's'} detected.`,
  uploadFailed: 'Could not upload the template.',
  listHeading: 'Templates',
  loading: 'Loading templates…',
  couldNotLoad: 'Could not load the templates.',
  none: 'No templates yet. Upload a PDF to start.',
  fields: (n: number) => `${n} field${n === 1 ? '' : 's'}`,
  edit: 'Mark fields',
  preview: 'Preview',
  previewing: 'Preparing the preview…',
  previewHeading: (title: string) => `Preview of ${title} with a sample candidate`,
  previewFailed: 'Could not prepare the preview.',
  closePreview: 'Close preview',
} as const;

export const FIELDS_TEXT = {
  heading: (title: string) => `Fields of ${title}`,
  noFields: 'This PDF has no form fields: the signature goes at the foot of the last page.',
  field: 'PDF field',
  filledBy: 'Filled by',
  details: 'Details',
  label: 'Label shown to the signer',
  required: 'Required',
  save: 'Save settings and fields',
  saving: 'Saving…',
  saved: 'Settings and fields saved.',
  saveFailed: 'Could not save the fields.',
  close: 'Close',
} as const;

export const ROLE_LABELS: Record<FieldRole, string> = {
  record: 'Candidate record',
  signer: 'Signer',
  signature: 'Signature',
  employer: 'Employer (countersigns)',
  ignore: 'Nobody (left as is)',
};

export const TYPE_LABELS: Record<SignerFieldType, string> = {
  text: 'Text',
  date: 'Date',
  checkbox: 'Checkbox',
  initials: 'Initials',
};

export const ASSIGN_TEXT = {
  heading: 'Assign to candidates',
  what: 'Template or packet',
  choose: 'Choose…',
  templates: 'Templates',
  packets: 'Packets',
  emails: 'Candidate emails',
  emailsHint: 'One or more addresses, separated by commas, spaces or new lines.',
  csv: 'Or a CSV file of emails',
  csvLoaded: (n: number) => `${n} address${n === 1 ? '' : 'es'} read from the file.`,
  dueDate: 'Due date',
  assign: 'Assign',
  assigning: 'Assigning…',
  done: (n: number, docs: number) =>
    `Assigned ${docs} document${docs === 1 ? '' : 's'} to ${n} candidate${n === 1 ? '' : 's'}; each gets one mail.`,
  failed: 'Could not assign the documents.',
  nothingNew: 'Nothing new to assign: no mail was sent.',
  alreadyAssigned: 'Already assigned and still open, so not assigned again nor mailed:',
  notUsed: 'Not used, because they are not email addresses:',
  notAssigned: (n: number) =>
    `Not assigned: ${n === 1 ? 'this address has' : 'these addresses have'} no confirmed candidate account. They are left in the box to correct.`,
} as const;

export const PACKET_TEXT = {
  heading: 'Packets',
  lead: 'A named set of templates to assign at once.',
  name: 'Packet name',
  members: 'Templates in the packet',
  create: 'Create packet',
  created: (name: string) => `Packet ${name} created.`,
  failed: 'Could not create the packet.',
  none: 'No packets yet.',
} as const;

export const STATUS_TEXT = {
  declined: 'Declined by the candidate (no reason given).',
  declinedBecause: (reason: string) => `Declined by the candidate: “${reason}”`,
  lead: 'Who has what outstanding, overdue, waiting for review, completed or returned, and what is only to read.',
  templatesLink: 'Templates and assignment',
  filters: 'Filters',
  state: 'State',
  allStates: 'All states',
  search: 'Candidate name or email',
  apply: 'Apply',
  loading: 'Loading the status board…',
  couldNotLoad: 'Could not load the status board.',
  none: 'No documents match these filters.',
  candidate: 'Candidate',
  progress: 'Onboarding',
  percent: (n: number) => `${n}% complete`,
  document: 'Document',
  due: 'Due',
  actions: 'Actions',
  review: 'Review',
  cancel: 'Cancel',
  cancelConfirm: 'Cancel this document? It leaves the candidate’s lists; the audit keeps it.',
  cancelYes: 'Cancel the document',
  keep: 'Keep it',
  cancelled: 'Document cancelled.',
  extend: 'Extend',
  extendLabel: (title: string) => `New due date for ${title}`,
  extended: 'Due date extended.',
  actionFailed: 'Could not change the document.',
  remind: 'Remind',
  remindLabel: (title: string) => `Remind the candidate about ${title}`,
  reminded: (n: number) => `${n} reminder${n === 1 ? '' : 's'} sent.`,
  remindAll: 'Remind everyone shown',
} as const;

export const STATE_LABELS: Record<BoardState, string> = {
  outstanding: 'Outstanding',
  overdue: 'Overdue',
  completed: 'Completed',
  rejected: 'Returned',
  review: 'Waiting for review',
  awaiting_employer: 'Awaiting employer signature',
  informational: 'To read (no signature)',
};

export const REVIEW_TEXT = {
  loading: 'Loading the document…',
  couldNotLoad: 'Could not load the document.',
  candidate: 'Candidate',
  state: 'State',
  signed: 'Signed',
  method: 'How',
  due: 'Due',
  values: 'Values filled by the signer',
  noValues: 'No values were filled in.',
  signedCopy: 'Signed copy with the audit page',
  openPdf: 'Open the signed PDF',
  events: 'Audit trail',
  by: (name: string) => `by ${name}`,
  reason: 'Reason for the candidate',
  reject: 'Reject and return to the candidate',
  rejecting: 'Returning…',
  rejected: 'Returned to the candidate as outstanding.',
  rejectFailed: 'Could not reject the document.',
  returned: 'Returned:',
  back: 'Back to the status board',
  approveCopy: 'Approve signed copy',
  approvedCopy: 'Approved: the document is completed.',
  approvedToCountersign: 'Approved: the document now waits for the employer’s signature, under Employer Signatures.',
  declinedBecause: (reason: string) => `The candidate declined to sign: “${reason}”`,
  declinedNoReason: 'The candidate declined to sign (no reason given).',
} as const;

export const SCHEDULE_TEXT = {
  heading: 'Reminder schedule',
  lead: 'Reminders go by mail until the document is completed.',
  beforeDays: 'Days before the due date',
  onDueDay: 'On the due date',
  afterDays: 'Days after the due date (overdue)',
  undatedDays: `No due date: days after assignment, then between reminders (at most ${UNDATED_REMINDERS})`,
  off: '0 turns this reminder off.',
  save: 'Save schedule',
  saved: 'Schedule saved.',
  failed: 'Could not save the schedule.',
  couldNotLoad: 'Could not load the reminder schedule.',
} as const;

export const CREDENTIAL_TEMPLATE_TEXT = {
  heading: 'Create a credential request',
  lead: 'A licence, certificate or insurance the candidate uploads with its number and expiry date (no PDF form).',
  formTitle: 'Credential name',
  formTitleHint: 'For example: Driver’s licence.',
  instructions: 'Instructions for the candidate',
  instructionsHint: 'What to upload, for example: both sides, all corners visible.',
  create: 'Create credential request',
  creating: 'Creating…',
  created: (title: string) => `${title} created. Assign it below.`,
  failed: 'Could not create the credential request.',
  kind: 'Credential',
} as const;

export const CREDENTIAL_REVIEW_TEXT = {
  heading: 'Credential',
  number: 'Document number',
  expires: 'Expires',
  awaiting: 'Waiting for review',
  openCopy: 'Open the uploaded credential',
  approve: 'Approve',
  approving: 'Approving…',
  approved: 'Approved: the credential is complete.',
  approveFailed: 'Could not approve the credential.',
} as const;
