/** Texts of the console's candidates, invitations, view as candidate and audit log. */
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { translatable } from '../../../common/i18n';
import type { DOCUMENT_STATUS, DocumentDelivery } from '../../../common/documents';

export const CANDIDATES_TITLES = translatable({
  candidates: msg`Candidates`,
  candidate: msg`Candidate`,
  audit: msg`Audit log`,
});

export const TABLE_TEXT = translatable({
  previous: msg({ message: 'Previous', comment: 'Button to the previous page of a list.' }),
  next: msg({ message: 'Next', comment: 'Button to the next page of a list.' }),
  pages: msg({ message: 'Pages', comment: 'After a list’s name, names its paging: “Jobs: Pages”.' }),
  pageOf: (page: number, pages: number) => t`Page ${page} of ${pages}`,
});

export const CANDIDATE_LIST_TEXT = translatable({
  lead: msg`Find candidates by name, email, skill or ZIP code.`,
  filters: msg`Filter candidates`,
  name: msg`Name`,
  email: msg`Email`,
  skill: msg`Skill`,
  zip: msg`ZIP code`,
  clear: msg`Clear filters`,
  columns: {
    name: msg`Name`,
    email: msg`Email`,
    zip: msg({ message: 'ZIP', comment: 'Column of the candidate list: the home ZIP code.' }),
    joined: msg({ message: 'Joined', comment: 'Column of the candidate list: the date the account was created.' }),
  },
  skills: msg`Skills`,
  caption: (count: number) => plural(count, { one: '# candidate', other: '# candidates' }),
  empty: msg`No candidates match these filters.`,
  loading: msg`Loading candidates…`,
  couldNotLoad: msg`Sorry, we could not load the candidates.`,
  unconfirmed: msg`email not confirmed`,
});

export const CANDIDATE_TEXT = translatable({
  toRead: msg({ message: 'to read (no signature)', comment: 'Beside a document the candidate only reads.' }),
  waitingForReview: msg({ message: 'waiting for review', comment: 'Beside a document staff have to review.' }),
  loading: msg`Loading the candidate…`,
  couldNotLoad: msg`Sorry, we could not load this candidate.`,
  back: msg`Back to candidates`,
  record: msg({ message: 'Record', comment: 'Heading of the candidate’s profile data (email, phone, skills…).' }),
  email: msg`Email`,
  phone: msg`Phone`,
  zip: msg`Home ZIP`,
  workType: msg`Desired work type`,
  anyWorkType: msg({ message: 'Any', comment: 'The candidate’s desired work type: any type.', context: 'work type' }),
  title: msg`Job title`,
  company: msg`Current company`,
  rate: msg`Minimum hourly rate`,
  skills: msg`Skills`,
  /** A skill and how long the candidate used it: "Welding (24 mo)". */
  skill: (skill: string, months: number) =>
    t({
      message: `${skill} (${plural(months, { one: '# mo', other: '# mo' })})`,
      comment: 'A skill and the months the candidate has used it; “mo” is short for months.',
    }),
  joined: msg({ message: 'Joined', comment: 'The date the candidate’s account was created.' }),
  none: '—',
  resume: msg`Résumé`,
  noResume: msg`No résumé uploaded.`,
  download: (name: string) => t`Download ${name}`,
  uploaded: (date: string) => t`uploaded ${date}`,
  applications: msg`Applications`,
  noApplications: msg`No applications yet.`,
  documents: msg`Documents`,
  noDocuments: msg`No onboarding documents.`,
  mails: msg`Mails sent`,
  noMails: msg`No mails were sent to this address.`,
  viewAs: msg`View as candidate`,
  assignDocuments: msg`Assign documents`,
  viewAsHint: msg`Opens the portal as this candidate. Signing, uploading, applying and changes are refused.`,
  starting: msg`Opening the portal as the candidate…`,
  startFailed: msg`Sorry, the view as candidate could not start.`,
  job: msg`Job`,
  status: msg`Status`,
  applied: msg({ message: 'Applied', comment: 'The date the candidate applied.', context: 'date' }),
  history: msg`History`,
  form: msg`Form`,
  events: msg`Events`,
  subject: msg`Subject`,
  written: msg({
    message: 'Written',
    comment: 'Before the date a mail was written: “Written Jan 3, 2026 · Sent Jan 3, 2026” or “… · Sent not yet”.',
  }),
  sent: msg({ message: 'Sent', comment: 'Before the date a mail was sent, or before “not yet”.' }),
  notSent: msg({ message: 'not yet', comment: 'After “Sent”: the mail has not been sent yet.' }),
});

/** After a candidate's document's title: how it is signed, and the signing provider's status. */
export const DOCUMENT_LABELS = translatable({
  electronic: msg({ message: 'electronic', comment: 'The document is signed online.' }),
  manual: msg({ message: 'hard copy', comment: 'The document is printed, signed on paper and uploaded.' }),
  sent: msg({ message: 'sent', comment: 'Status: given to the candidate, not opened yet.' }),
  delivered: msg({ message: 'opened', comment: 'Status: the candidate opened it, not signed yet.' }),
  completed: msg({ message: 'completed', comment: 'Status: signed, or read.' }),
  declined: msg({ message: 'declined', comment: 'Status: the candidate declined to sign.' }),
  awaiting_employer: msg({ message: 'awaiting employer signature', comment: 'Status: the employer signs next.' }),
} satisfies Record<DocumentDelivery | (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS], MessageDescriptor>);

export const INVITE_TEXT = translatable({
  heading: msg`Invitations`,
  lead: msg`Invite candidates to apply: each gets a mail with the job’s apply page and a one-click link.`,
  emails: msg`People to invite`,
  emailsHint: msg`One person per line: the email address, then the first and last name for someone without an account. People who already have an account keep their name.`,
  example: msg({
    message: 'For example:\nana.diaz@example.com Ana Diaz\nben.okafor@example.com Ben Okafor',
    comment: 'Placeholder of the invitation box; keep the addresses and names, one person per line.',
  }),
  send: msg`Send invitations`,
  sending: msg`Sending the invitations…`,
  sent: (count: number, created: number) =>
    created
      ? t`${plural(count, { one: '# invitation sent', other: '# invitations sent' })} (${plural(created, {
          one: '# new account',
          other: '# new accounts',
        })}).`
      : plural(count, { one: '# invitation sent.', other: '# invitations sent.' }),
  failed: msg`Sorry, the invitations could not be sent.`,
  refused: msg`Not invited:`,
  alreadyInvited: msg`Already invited to this job, and the invitation is still open, so no second mail was sent:`,
  list: msg`Sent invitations`,
  empty: msg`No one was invited to this job yet.`,
  loading: msg`Loading the invitations…`,
  couldNotLoad: msg`Sorry, we could not load the invitations.`,
  candidate: msg`Candidate`,
  invitedBy: msg`Invited by`,
  invitedAt: msg({ message: 'Invited', comment: 'Column of the invitations: the date of the invitation.' }),
  state: msg({ message: 'Link', comment: 'Column of the invitations: whether the invitation’s link was used.' }),
  applied: msg({
    message: 'Applied',
    comment: 'Column of the invitations: whether the candidate applied (Yes or No).',
    context: 'yes or no',
  }),
  states: {
    used: msg({ message: 'Used', comment: 'An invitation’s link; the date it was used may follow.' }),
    open: msg({ message: 'Not used yet', comment: 'An invitation’s link.' }),
    expired: msg({ message: 'Expired', comment: 'An invitation’s link.' }),
  },
  yes: msg`Yes`,
  no: msg`No`,
});

export const AUDIT_TEXT = translatable({
  lead: msg`Who did what, and when: sign-ins, changes, invitations and views as a candidate.`,
  filters: msg`Filter the audit log`,
  actor: msg`Done by`,
  candidate: msg`Candidate`,
  action: msg`What happened`,
  allActions: msg({ message: 'Everything', comment: 'The empty choice of the kind of action: every kind.' }),
  from: msg({ message: 'From', comment: 'The first day of the audit log’s dates.' }),
  to: msg({ message: 'To', comment: 'The last day of the audit log’s dates.' }),
  clear: msg`Clear filters`,
  columns: {
    at: msg`When`,
    what: msg`What happened`,
    actor: msg`Done by`,
    user: msg({ message: 'About', comment: 'Column of the audit log: the person an action was about.' }),
    ip: msg`IP address`,
  },
  caption: (count: number) => plural(count, { one: '# entry', other: '# entries' }),
  empty: msg`No entries match these filters.`,
  loading: msg`Loading the audit log…`,
  couldNotLoad: msg`Sorry, we could not load the audit log.`,
});
