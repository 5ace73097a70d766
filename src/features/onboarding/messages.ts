/** What the onboarding screens of the staff console say. */
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { translatable } from '../../../common/i18n';
import { UNDATED_REMINDERS, type BoardState, type FieldRole, type SignerFieldType } from '../../../common/onboarding';

/** A template's signature type in words: the candidate signs it, or only reads it (docs/product.md §3: INFO). */
export const SIGNATURE_CHOICES = ['SIGN', 'INFO'] as const;
export type SignatureChoice = (typeof SIGNATURE_CHOICES)[number];
export const SIGNATURE_TYPE_LABELS = translatable({
  SIGN: msg`Needs a signature`,
  INFO: msg`For information`,
} satisfies Record<SignatureChoice, MessageDescriptor>);
/** Any other stored type (an older template's own) is still signed. */
export const signatureTypeLabel = (type: string) =>
  type === 'INFO' ? SIGNATURE_TYPE_LABELS.INFO : SIGNATURE_TYPE_LABELS.SIGN;

export const ONBOARDING_ADMIN_TITLES = translatable({
  templates: msg`Onboarding Documents`,
  status: msg`Onboarding Status`,
  review: msg`Review Document`,
  /** The review page's title once the document is loaded. */
  reviewOf: (title: string) => t`Review Document: ${title}`,
});

export const TEMPLATES_TEXT = translatable({
  lead: msg`Upload templates, mark their fields, and assign them to candidates with a due date.`,
  statusLink: msg`Status board`,
  uploadHeading: msg`Upload a template`,
  pdfLabel: msg`PDF template`,
  pdfHint: msg`A PDF with form fields; they are detected on upload.`,
  reviewUploads: msg`Review uploaded signed copies`,
  reviewUploadsHint: msg`A signed copy the candidate uploads waits for staff to approve or reject it before it counts as completed.`,
  acknowledge: msg`Ask candidates to acknowledge they have read it`,
  acknowledged: msg({
    message: 'acknowledged by the candidate',
    comment: 'Ends a template’s line in the list, after “ · ”: the candidate confirms having read it.',
  }),
  reviewed: msg({
    message: 'uploaded copies reviewed',
    comment: 'Ends a template’s line in the list, after “ · ”: staff review the signed copies candidates upload.',
  }),
  formTitle: msg`Form title`,
  formTitleHint: msg`Leave empty to use the PDF's own title.`,
  signatureType: msg`What the candidate does`,
  delivery: msg`Delivery`,
  electronic: msg`Electronic`,
  manual: msg`Hard copy`,
  orderHint: msg`Candidates see their documents in this order. New templates go last.`,
  moveUp: (title: string) => t`Move ${title} up`,
  moveDown: (title: string) => t`Move ${title} down`,
  moved: (title: string, place: number, total: number) => t`${title} is now ${place} of ${total}.`,
  moveFailed: msg`Sorry, the new order could not be saved.`,
  upload: msg`Upload`,
  uploading: msg`Uploading…`,
  uploaded: (title: string, count: number) =>
    t`Uploaded ${title}: ${plural(count, { one: '# field', other: '# fields' })} detected.`,
  uploadFailed: msg`Could not upload the template.`,
  listHeading: msg`Templates`,
  loading: msg`Loading templates…`,
  couldNotLoad: msg`Could not load the templates.`,
  none: msg`No templates yet. Upload a PDF to start.`,
  fields: (count: number) => plural(count, { one: '# field', other: '# fields' }),
  edit: msg`Mark fields`,
  editLabel: (title: string) => t`Mark fields: ${title}`,
  preview: msg`Preview`,
  previewLabel: (title: string) => t`Preview: ${title}`,
  previewing: msg`Preparing the preview…`,
  previewHeading: (title: string) => t`Preview of ${title} with a sample candidate`,
  previewFailed: msg`Could not prepare the preview.`,
  closePreview: msg`Close preview`,
});

export const FIELDS_TEXT = translatable({
  heading: (title: string) => t`Fields of ${title}`,
  noFields: msg`This PDF has no form fields: the signature goes at the foot of the last page.`,
  field: msg`PDF field`,
  filledBy: msg`Filled by`,
  details: msg`Details`,
  label: msg`Label shown to the signer`,
  required: msg`Required`,
  save: msg`Save settings and fields`,
  saving: msg`Saving…`,
  saved: msg`Settings and fields saved.`,
  saveFailed: msg`Could not save the fields.`,
  close: msg`Close`,
});

export const ROLE_LABELS = translatable({
  record: msg`Candidate record`,
  signer: msg`Signer`,
  signature: msg`Signature`,
  employer: msg`Employer (countersigns)`,
  ignore: msg`Nobody (left as is)`,
} satisfies Record<FieldRole, MessageDescriptor>);

export const TYPE_LABELS = translatable({
  text: msg`Text`,
  date: msg`Date`,
  checkbox: msg`Checkbox`,
  initials: msg`Initials`,
} satisfies Record<SignerFieldType, MessageDescriptor>);

export const ASSIGN_TEXT = translatable({
  heading: msg`Assign to candidates`,
  what: msg`Template or packet`,
  choose: msg`Choose…`,
  templates: msg`Templates`,
  packets: msg`Packets`,
  emails: msg`Candidate emails`,
  emailsHint: msg`One or more addresses, separated by commas, spaces or new lines.`,
  csv: msg`Or a CSV file of emails`,
  csvLoaded: (count: number) =>
    plural(count, { one: '# address read from the file.', other: '# addresses read from the file.' }),
  dueDate: msg`Due date`,
  assign: msg`Assign`,
  assigning: msg`Assigning…`,
  done: (candidates: number, documents: number) =>
    t`Assigned ${plural(documents, { one: '# document', other: '# documents' })} to ${plural(candidates, {
      one: '# candidate',
      other: '# candidates',
    })}; each gets one mail.`,
  failed: msg`Could not assign the documents.`,
  nothingNew: msg`Nothing new to assign: no mail was sent.`,
  alreadyAssigned: msg`Already assigned and still open, so not assigned again nor mailed:`,
  notUsed: msg`Not used, because they are not email addresses:`,
  notAssigned: (count: number) =>
    plural(count, {
      one: 'Not assigned: this address has no confirmed candidate account. They are left in the box to correct.',
      other: 'Not assigned: these addresses have no confirmed candidate account. They are left in the box to correct.',
    }),
});

export const PACKET_TEXT = translatable({
  heading: msg`Packets`,
  lead: msg`A named set of templates to assign at once.`,
  name: msg`Packet name`,
  members: msg`Templates in the packet`,
  create: msg`Create packet`,
  created: (name: string) => t`Packet ${name} created.`,
  failed: msg`Could not create the packet.`,
  none: msg`No packets yet.`,
});

export const STATUS_TEXT = translatable({
  declined: msg`Declined by the candidate (no reason given).`,
  declinedBecause: (reason: string) => t`Declined by the candidate: “${reason}”`,
  lead: msg`Who has what outstanding, overdue, waiting for review, completed or returned, and what is only to read.`,
  templatesLink: msg`Templates and assignment`,
  filters: msg`Filters`,
  state: msg`State`,
  allStates: msg`All states`,
  search: msg`Candidate name or email`,
  apply: msg`Apply`,
  loading: msg`Loading the status board…`,
  couldNotLoad: msg`Could not load the status board.`,
  none: msg`No documents match these filters.`,
  candidate: msg`Candidate`,
  /** The label of a candidate's progress bar. */
  progress: (name: string) => t`Onboarding: ${name}`,
  percent: (percent: number) => t`${percent}% complete`,
  document: msg`Document`,
  due: msg`Due`,
  actions: msg`Actions`,
  review: msg`Review`,
  cancel: msg`Cancel`,
  cancelConfirm: msg`Cancel this document? It leaves the candidate’s lists; the audit keeps it.`,
  cancelYes: msg`Cancel the document`,
  keep: msg`Keep it`,
  cancelled: msg`Document cancelled.`,
  extend: msg`Extend`,
  extendLabel: (title: string) => t`New due date for ${title}`,
  extended: msg`Due date extended.`,
  actionFailed: msg`Could not change the document.`,
  remind: msg`Remind`,
  remindLabel: (title: string) => t`Remind the candidate about ${title}`,
  reminded: (count: number) => plural(count, { one: '# reminder sent.', other: '# reminders sent.' }),
  remindAll: msg`Remind everyone shown`,
});

export const STATE_LABELS = translatable({
  outstanding: msg`Outstanding`,
  overdue: msg`Overdue`,
  completed: msg`Completed`,
  rejected: msg`Returned`,
  review: msg`Waiting for review`,
  awaiting_employer: msg`Awaiting employer signature`,
  informational: msg`To read (no signature)`,
} satisfies Record<BoardState, MessageDescriptor>);

export const REVIEW_TEXT = translatable({
  loading: msg`Loading the document…`,
  couldNotLoad: msg`Could not load the document.`,
  candidate: msg`Candidate`,
  state: msg`State`,
  signed: msg`Signed`,
  method: msg`How`,
  due: msg`Due`,
  values: msg`Values filled by the signer`,
  noValues: msg`No values were filled in.`,
  signedCopy: msg`Signed copy with the audit page`,
  openPdf: msg`Open the signed PDF`,
  events: msg`Audit trail`,
  by: (name: string) => t`by ${name}`,
  reason: msg`Reason for the candidate`,
  reject: msg`Reject and return to the candidate`,
  rejecting: msg`Returning…`,
  rejected: msg`Returned to the candidate as outstanding.`,
  rejectFailed: msg`Could not reject the document.`,
  /** Why staff returned the document, after its state. */
  returned: (reason: string) => t`Returned: ${reason}`,
  back: msg`Back to the status board`,
  approveCopy: msg`Approve signed copy`,
  approvedCopy: msg`Approved: the document is completed.`,
  approvedToCountersign: msg`Approved: the document now waits for the employer’s signature, under Employer Signatures.`,
  declinedBecause: (reason: string) => t`The candidate declined to sign: “${reason}”`,
  declinedNoReason: msg`The candidate declined to sign (no reason given).`,
});

export const SCHEDULE_TEXT = translatable({
  heading: msg`Reminder schedule`,
  lead: msg`Reminders go by mail until the document is completed.`,
  beforeDays: msg`Days before the due date`,
  onDueDay: msg`On the due date`,
  afterDays: msg`Days after the due date (overdue)`,
  undatedDays: msg`No due date: days after assignment, then between reminders (at most ${UNDATED_REMINDERS})`,
  off: msg`0 turns this reminder off.`,
  save: msg`Save schedule`,
  saved: msg`Schedule saved.`,
  failed: msg`Could not save the schedule.`,
  couldNotLoad: msg`Could not load the reminder schedule.`,
});

export const CREDENTIAL_TEMPLATE_TEXT = translatable({
  heading: msg`Create a credential request`,
  lead: msg`A licence, certificate or insurance the candidate uploads with its number and expiry date (no PDF form).`,
  formTitle: msg`Credential name`,
  formTitleHint: msg`For example: Driver’s licence.`,
  instructions: msg`Instructions for the candidate`,
  instructionsHint: msg`What to upload, for example: both sides, all corners visible.`,
  create: msg`Create credential request`,
  creating: msg`Creating…`,
  created: (title: string) => t`${title} created. Assign it below.`,
  failed: msg`Could not create the credential request.`,
  kind: msg`Credential`,
});

/** A credential template's instructions in other languages (docs/architecture.md §9.9). */
export const TEMPLATE_TRANSLATION_TEXT = translatable({
  heading: msg`Instructions and field labels in other languages`,
  hint: msg`Candidates who read the portal in another language get these versions of a credential's instructions and of the labels of the fields a signer fills; a text without a translation is shown as written.`,
  originalsAbove: msg`The texts as written are in the list above.`,
  instructions: msg`Instructions`,
  /** `name`: the PDF's own name of the field. */
  fieldLabel: (name: string) => t`Label of the field ${name}`,
  /** `title`: the template's title as staff wrote it; `language`: the language's own name. */
  formName: (title: string, language: string) => t`Texts of ${title} in ${language}`,
});

export const CREDENTIAL_REVIEW_TEXT = translatable({
  heading: msg`Credential`,
  number: msg`Document number`,
  expires: msg`Expires`,
  awaiting: msg`Waiting for review`,
  openCopy: msg`Open the uploaded credential`,
  approve: msg`Approve`,
  approving: msg`Approving…`,
  approved: msg`Approved: the credential is complete.`,
  approveFailed: msg`Could not approve the credential.`,
});
