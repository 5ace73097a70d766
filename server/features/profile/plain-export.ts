/**
 * The data archive in plain words: my-data.json speaks with plain names and values instead of the
 * portal's internal ones (docusignStatus, job.apply), and README.txt summarises it for a person.
 * One renaming serves every part, so a feature's new field gets a readable label without a change
 * here (camelCase becomes words); only names that would still puzzle a reader are listed.
 */
import { i18n } from '../../../common/i18n';
import { formatDateTimeInZone } from '../../../common/time-zones';

/** Internal field names and the plain ones the archive uses instead. */
const PLAIN_KEYS: Record<string, string> = {
  personId: 'profileNumber',
  formattedName: 'fullName',
  realTitle: 'jobTitle',
  consultType: 'workType',
  updatedDate: 'updatedAt',
  skillTag: 'skill',
  skillTagId: 'skillNumber',
  count: 'timesListed',
  totalMonthsUsed: 'monthsUsed',
  mediaType: 'fileType',
  byteSize: 'sizeInBytes',
  sha256: 'fingerprintSha256',
  docHandle: 'documentReference',
  formTitle: 'title',
  signatureType: 'signatureKind',
  docusignStatus: 'signingStatus',
  isUserActionRequired: 'waitsForYou',
  displayLevel: 'listOrder',
  lastUpdateTimestamp: 'lastUpdatedAt',
  createTimestamp: 'createdAt',
  sealState: 'sealStatus',
  acknowledge: 'readAndAcknowledge',
  delivery: 'howToSign',
  jobOrderId: 'jobNumber',
  corpTitle: 'company',
  edgeCandidateId: 'employerCandidateNumber',
  action: 'activity',
  event: 'what',
  by: 'doneBy',
  canWithdraw: 'canStillBeWithdrawn',
  lastAlertAt: 'lastAlertSentAt',
  templateId: 'templateNumber',
  documentId: 'documentNumber',
  bytes: 'sizeInBytes',
  ip: 'internetAddress',
  userAgent: 'browser',
};

/** What happened, for the codes the activity log and document history keep. */
const PLAIN_EVENTS: Record<string, string> = {
  'account.register': 'Created the account',
  'account.confirm': 'Confirmed the email address',
  'account.reauthenticated': 'Confirmed the password again',
  'login.succeeded': 'Signed in',
  'login.password_accepted': 'Password accepted, second step asked',
  'login.failed': 'A sign-in failed',
  'login.throttled': 'Too many sign-in attempts, paused',
  'login.captcha_required': 'Sign-in asked for the human check',
  'passkey.signed_in': 'Signed in with a passkey',
  'passkey.added': 'Added a passkey',
  'passkey.removed': 'Removed a passkey',
  'mfa.enrolled': 'Turned on two-step sign-in',
  'mfa.disabled': 'Turned off two-step sign-in',
  'mfa.verified': 'Passed the two-step sign-in',
  'session.ended': 'Signed out a session',
  'session.ended_others': 'Signed out every other session',
  'reset.requested': 'Asked for a password reset',
  'reset.completed': 'Chose a new password',
  'profile.updated': 'Updated the profile',
  'profile.skills_added': 'Added skills to the profile',
  'resume.uploaded': 'Uploaded a résumé',
  'resume.deleted': 'Deleted a résumé',
  'resume.rejected': 'A résumé upload was refused',
  'job.apply': 'Applied to a job',
  'application.withdrawn': 'Withdrew an application',
  'application.status': 'An application changed status',
  'privacy.exported': 'Downloaded this data',
  'view-as.started': 'A staff member started viewing your account as you see it',
  'view-as.ended': 'A staff member stopped viewing your account',
  'view-as.refused': 'A staff member viewing your account was refused a change',
  'view-as.downloaded': 'A staff member viewing your account downloaded a file',
  'privacy.delete_refused': 'Account deletion refused (wrong password)',
  'onboarding.assigned': 'A document was given to you to complete',
  'esign.consent_withdrawn': 'Withdrew consent to sign electronically',
  assigned: 'Given to you to complete',
  'signed_copy.uploaded': 'Signed copy uploaded',
  'signed_copy.rejected': 'Signed copy refused',
  'esign.signed': 'Signed electronically',
  'esign.countersigned': 'Countersigned by the employer',
  'review.approved': 'Approved by the employer',
  'review.rejected': 'Sent back by the employer',
  'due_date.extended': 'Due date extended',
  'delivery.hard_copy': 'Switched to a hard copy',
  'browser.reported': 'Your browser reported a signing step',
  'reminder.sent_by_staff': 'Reminder sent',
  'credential.uploaded': 'Credential uploaded',
  signing_complete: 'Signing completed',
  cancelled: 'Cancelled',
};

/** Values whose meaning depends on the field they are in. */
const PLAIN_VALUES: Record<string, Record<string, string>> = {
  docusignStatus: {
    sent: 'Waiting for you',
    delivered: 'Opened, waiting for you',
    completed: 'Signed',
    declined: 'Declined',
    awaiting_employer: 'Signed, waiting for the employer',
  },
  signatureType: { INFO: 'Information only (nothing to sign)', SIGN: 'Signature' },
  by: { staff: 'A staff member' },
  delivery: { manual: 'Hard copy (print, sign and upload)', electronic: 'Electronic (sign online)' },
};

/** A code with no listed name still reads as words: "resume.uploaded" → "Resume uploaded". */
function words(code: string): string {
  const text = code.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[._]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

function plainValue(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return plainNames(value);
  if (key === 'action' || key === 'event') return PLAIN_EVENTS[value] ?? words(value);
  return PLAIN_VALUES[key]?.[value] ?? value;
}

/** Any part's data with plain field names and values (deeply). */
export function plainNames(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(plainNames);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [PLAIN_KEYS[k] ?? k, plainValue(k, v)]));
}

/** Fields a person reading the summary needs no line for (my-data.json keeps them). */
const SUMMARY_SKIPS = new Set(['id', 'profileNumber', 'skillNumber', 'documentReference', 'listOrder', 'source']);
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** A value on one line, or a text's further lines indented under its label. */
function shown(value: unknown, indent = ''): string {
  if (typeof value === 'boolean') return value ? i18n._('yes') : i18n._('no');
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTimeInZone(Date.parse(value), 'UTC');
  return String(value).replace(/\r?\n/g, `\n${indent}  `);
}

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isEmpty));

/** Indented "Label: value" lines of plain-named data; empty fields are left out. */
function summaryLines(data: unknown, indent: string): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((item) => {
      if (item === null || typeof item !== 'object') return [`${indent}- ${shown(item)}`];
      const [first = '', ...rest] = summaryLines(item, `${indent}  `);
      return [`${indent}- ${first.trimStart()}`, ...rest];
    });
  }
  if (data === null || typeof data !== 'object') return [`${indent}${shown(data)}`];
  return Object.entries(data).flatMap(([key, value]) => {
    if (SUMMARY_SKIPS.has(key) || isEmpty(value)) return [];
    const label = words(key);
    if (value === null || typeof value !== 'object') return [`${indent}${label}: ${shown(value, indent)}`];
    if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))
      return [`${indent}${label}: ${value.map((v) => shown(v)).join(', ')}`];
    return [`${indent}${label}:`, ...summaryLines(value, `${indent}  `)];
  });
}

export interface SummarySection {
  title: string;
  /** One sentence on what the section is. */
  about: string;
  /** Plain-named data (plainNames). */
  data: unknown;
}

/** README.txt: what the archive holds, then each section in plain words. */
export function summaryText(input: {
  siteName: string;
  exportedAt: number;
  sections: SummarySection[];
  retention: { deleted: string; kept: string };
}): string {
  const out = [
    i18n._('Your data from {siteName}', { siteName: input.siteName }),
    i18n._('Downloaded {time}', { time: formatDateTimeInZone(input.exportedAt, 'UTC') }),
    '',
    i18n._('This archive holds everything we keep about you:'),
    i18n._('- README.txt: this summary, in plain words.'),
    i18n._('- my-data.json: the same records in full, in a format other programs can read (JSON).'),
    i18n._('- files/: your résumés and documents, as they were uploaded or signed.'),
    '',
  ];
  for (const section of input.sections) {
    out.push(section.title, '='.repeat(section.title.length), section.about);
    const lines = summaryLines(section.data, '  ');
    out.push(...(lines.length ? lines : [`  ${i18n._('(nothing)')}`]), '');
  }
  const deleting = i18n._('If you delete your account');
  out.push(deleting, '='.repeat(deleting.length), input.retention.deleted, input.retention.kept, '');
  return out.join('\n');
}
