/**
 * The audit log in words: each recorded action as a sentence a staff member reads, and the groups
 * of actions the log's filter offers. The codes stay in the database (filters and exports use them).
 * Past 300 lines because every recorded action has its sentence here, each a whole message that
 * translators read (one per case, rather than sentences built from parts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { applicationStatusLabel } from './applications';
import { i18n, isLanguage, LANGUAGE_NAMES, translatable } from './i18n';
import { COPY_LABELS } from './i9-copies';
import { ONBOARDING_AUDIT } from './onboarding';
import { VIEW_AS_REFUSED } from './staff-candidates';
import { isTimeZone, zoneLabel } from './time-zones';

/** [code, label] pairs whose label is read in the current language each time it is read. */
function labelled<C extends string>(
  pairs: readonly (readonly [C, MessageDescriptor])[],
): readonly (readonly [C, string])[] {
  return pairs.map(([code, label]) => {
    const pair: [C, string] = [code, ''];
    Object.defineProperty(pair, 1, { enumerable: true, get: () => i18n._(label) });
    return pair;
  });
}

/** The filter's choices: an action code's first part (the server matches it as a prefix). */
export const AUDIT_ACTION_GROUPS = /* @__PURE__ */ labelled([
  ['login', /*i18n*/ { id: 'Sign-ins' }],
  ['reset', /*i18n*/ { id: 'Password resets' }],
  ['account', /*i18n*/ { id: 'Registrations, confirmations and re-authentication' }],
  ['profile', /*i18n*/ { id: 'Profile changes' }],
  ['resume', /*i18n*/ { id: 'Résumés' }],
  ['job', /*i18n*/ { id: 'Jobs and applications' }],
  ['application', /*i18n*/ { id: 'Application status changes' }],
  ['apply', /*i18n*/ { id: 'Job invitations' }],
  ['content', /*i18n*/ { id: 'Content pages' }],
  ['staff', /*i18n*/ { id: 'Staff accounts' }],
  ['view-as', /*i18n*/ { id: 'Views as a candidate' }],
  ['esign', /*i18n*/ { id: 'Electronic signature consent' }],
  ['privacy', /*i18n*/ { id: 'Data exports and deletions' }],
  ['mfa', /*i18n*/ { id: 'Two-factor sign-in' }],
  ['passkey', /*i18n*/ { id: 'Passkeys' }],
  ['oidc', /*i18n*/ { id: 'Single sign-on' }],
  ['session', /*i18n*/ { id: 'Sessions signed out' }],
  ['onboarding', /*i18n*/ { id: 'Onboarding documents' }],
  ['interview', /*i18n*/ { id: 'Interviews' }],
  ['api', /*i18n*/ { id: 'API keys and calls' }],
  ['webhook', /*i18n*/ { id: 'Webhooks' }],
  ['feed', /*i18n*/ { id: 'Job feed imports' }],
  ['brand', /*i18n*/ { id: 'Employer brand' }],
  ['i9', /*i18n*/ { id: 'Form I-9' }],
] as const);

type Detail = Record<string, unknown>;

/** A Form I-9 copy's document and side, named ("Front of the List B document"). */
function copyLabel(d: Detail): string {
  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  const [document, side] = [text(d.document), text(d.side)];
  if (!own(COPY_LABELS, document)) return '';
  const sides = COPY_LABELS[document as keyof typeof COPY_LABELS];
  return own(sides, side) ? sides[side as keyof typeof sides] : '';
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const count = (v: unknown) => Number(v) || 0;
const ROLES = /* @__PURE__ */ translatable({
  admin: /*i18n*/ { id: 'Admin', comment: 'A staff account’s role (the audit log)' },
  staff: /*i18n*/ { id: 'Staff', comment: 'A staff account’s role (the audit log)' },
});
const ROLE = (v: unknown) => (v === 'admin' ? ROLES.admin : v === 'staff' ? ROLES.staff : text(v));
const KB = (bytes: unknown) => `${Math.max(1, Math.round(Number(bytes) / 1024)).toLocaleString('en-US')} KB`;

/** A document's title in the sentence, quoted as the screens name it. */
const titled = (d: Detail) => `“${text(d.formTitle) || i18n._('a document')}”`;
/** A reason staff wrote, as a sentence's end. */
const asEnd = (v: unknown) => (/[.!?]$/.test(text(v)) ? text(v) : `${text(v)}.`);
/** A passkey's name as the sentence quotes it. */
const passkey = (d: Detail) => text(d.name) || i18n._('passkey');

function applied(d: Detail): string {
  const job = text(d.jobOrderId);
  switch (text(d.source)) {
    case 'search':
      return i18n._('Applied for job {job} from job search.', { job });
    case 'link':
      return i18n._('Applied for job {job} from an invitation.', { job });
    case 'email':
      return i18n._('Applied for job {job} from a mail.', { job });
    default:
      return i18n._('Applied for job {job}.', { job });
  }
}

function interviewCancelled(d: Detail): string {
  const closed = d.because === 'application_closed';
  if (d.was === 'scheduled')
    return closed
      ? i18n._('Cancelled the booked interview, as the application was closed.')
      : i18n._('Cancelled the booked interview.');
  return closed
    ? i18n._('Cancelled the interview, as the application was closed.')
    : i18n._('Cancelled the interview.');
}

const SENTENCES: Record<string, (d: Detail) => string> = {
  'account.register': (d) => i18n._('Registered a new account for {email}.', { email: text(d.email) }),
  'account.confirm': (d) =>
    d.via ? i18n._('Confirmed the email address through an invitation link.') : i18n._('Confirmed the email address.'),
  'login.succeeded': () => i18n._('Signed in.'),
  'login.password_accepted': (d) =>
    d.secondFactor === 'locked'
      ? i18n._('Password accepted, but the sign-in stopped: the second step is locked after too many wrong codes.')
      : i18n._('Password accepted; the sign-in waits for the second step.'),
  'login.failed': (d) => i18n._('Sign-in as {email} failed: wrong email or password.', { email: text(d.email) }),
  'login.throttled': (d) => i18n._('Sign-in as {email} was refused: too many attempts.', { email: text(d.email) }),
  'login.captcha_required': (d) => i18n._('Sign-in as {email} now asks for the human check.', { email: text(d.email) }),
  'login.deactivated': (d) =>
    i18n._('Sign-in as {email} was refused: the account is deactivated.', { email: text(d.email) }),
  'reset.requested': () => i18n._('Asked for a password reset link.'),
  'reset.requested.unknown': (d) =>
    i18n._('A password reset was asked for {email}, which has no account.', { email: text(d.email) }),
  'reset.completed': () => i18n._('Chose a new password.'),
  'profile.updated': () => i18n._('Updated the profile.'),
  'profile.time_zone': (d) =>
    isTimeZone(d.timeZone)
      ? i18n._('Chose to read times in {zone}.', { zone: zoneLabel(d.timeZone) })
      : i18n._('Chose a time zone.'),
  'profile.language': (d) =>
    isLanguage(d.language)
      ? i18n._('Chose to read the portal in {language}.', { language: LANGUAGE_NAMES[d.language] })
      : i18n._('Chose a language.'),
  'profile.skills_added': (d) =>
    Array.isArray(d.skills)
      ? i18n._('Added skills from the résumé: {skills}.', { skills: d.skills.map(text).join(', ') })
      : i18n._('Added skills.'),
  'resume.uploaded': (d) => i18n._('Uploaded a résumé ({size}).', { size: KB(d.bytes) }),
  'resume.rejected': (d) => i18n._('A résumé upload ({size}) was refused.', { size: KB(d.bytes) }),
  'resume.deleted': () => i18n._('Removed the résumé.'),
  'job.apply': applied,
  'job.create': (d) => i18n._('Created job {job}.', { job: text(d.jobOrderId) }),
  'job.update': (d) =>
    i18n._('Edited job {job} (now version {version}).', { job: text(d.jobOrderId), version: text(d.version) }),
  'job.open': (d) => i18n._('Reopened job {job}.', { job: text(d.jobOrderId) }),
  'job.close': (d) => i18n._('Closed job {job}.', { job: text(d.jobOrderId) }),
  'document-template.translated': (d) =>
    i18n._('Saved the {language} version of the instructions of template {template}.', {
      template: text(d.templateId),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'document-template.untranslated': (d) =>
    i18n._('Removed the {language} version of the instructions of template {template}.', {
      template: text(d.templateId),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'job.question-translated': (d) =>
    i18n._('Saved the {language} version of question {question} of job {job}.', {
      question: text(d.questionId),
      job: text(d.jobOrderId),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'job.question-untranslated': (d) =>
    i18n._('Removed the {language} version of question {question} of job {job}.', {
      question: text(d.questionId),
      job: text(d.jobOrderId),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'application.mail': (d) => i18n._('Sent a mail about the application: “{subject}”.', { subject: text(d.subject) }),
  'interview.proposed': (d) =>
    i18n._(
      '{count, plural, one {Proposed an interview with # time to choose from.} other {Proposed an interview with # times to choose from.}}',
      { count: Number(d.slots) || 1 },
    ),
  'interview.picked': () => i18n._('Chose a time for the interview.'),
  'interview.rescheduled': () => i18n._('Moved the interview to another time.'),
  'interview.cancelled': interviewCancelled,
  'reset.link_for_invitee': () => i18n._('A link to set a password was made for this invited account.'),
  'feed.import': (d) =>
    i18n._(
      'Imported the job feed: {created, plural, one {# job} other {# jobs}} added, {updated, plural, one {# job} other {# jobs}} updated, {closed, plural, one {# job} other {# jobs}} closed, {rejected, plural, one {# entry} other {# entries}} refused.',
      { created: count(d.created), updated: count(d.updated), closed: count(d.closed), rejected: count(d.rejected) },
    ),
  'api.job_created': () => i18n._('Posted a job through the API.'),
  'api.document_downloaded': () => i18n._('Downloaded a signed document through the API.'),
  'api.document_assigned': () => i18n._('Assigned a document through the API.'),
  'api_key.created': (d) => i18n._('Created the API key “{name}”.', { name: text(d.name) }),
  'api_key.revoked': (d) => i18n._('Revoked the API key “{name}”.', { name: text(d.name) }),
  'webhook.created': (d) => i18n._('Added the webhook endpoint {url}.', { url: text(d.url) }),
  'webhook.updated': () => i18n._('Changed a webhook endpoint.'),
  'webhook.deleted': (d) => i18n._('Removed the webhook endpoint {url}.', { url: text(d.url) }),
  'webhook.disabled': (d) =>
    i18n._('Turned off the webhook endpoint {url} after failed deliveries.', { url: text(d.url) }),
  'webhook.replayed': () => i18n._('Sent a webhook event again.'),
  'webhook.tested': (d) =>
    d.delivered
      ? i18n._('Sent a test event; the endpoint took it.')
      : i18n._('Sent a test event; the endpoint did not take it.'),
  'brand.colour_changed': (d) =>
    text(d.from)
      ? i18n._('Changed the brand colour from {from} to {to}.', { from: text(d.from), to: text(d.to) })
      : i18n._('Changed the brand colour from the built-in one to {to}.', { to: text(d.to) }),
  'brand.image_changed': (d) =>
    i18n._(
      "{slot, select, logo {Changed the brand's logo.} favicon {Changed the brand's favicon.} hero {Changed the brand's hero.} other {Changed the brand's image.}}",
      { slot: text(d.slot) },
    ),
  'brand.image_removed': (d) =>
    i18n._(
      "{slot, select, logo {Removed the brand's logo.} favicon {Removed the brand's favicon.} hero {Removed the brand's hero.} other {Removed the brand's image.}}",
      { slot: text(d.slot) },
    ),
  'brand.image_refused': (d) =>
    i18n._(
      "{slot, select, logo {Refused an upload for the brand's logo.} favicon {Refused an upload for the brand's favicon.} hero {Refused an upload for the brand's hero.} other {Refused an upload for the brand's image.}}",
      { slot: text(d.slot) },
    ),
  'application.status': (d) =>
    i18n._('Moved application {application} from {from} to {to}.', {
      application: text(d.applicationId),
      from: applicationStatusLabel(text(d.from)),
      to: applicationStatusLabel(text(d.to)),
    }),
  'application.withdrawn': (d) => i18n._('Withdrew application {application}.', { application: text(d.applicationId) }),
  'apply.invite': (d) => i18n._('Invited to apply for job {job}.', { job: text(d.jobOrderId) }),
  'content.create': (d) => i18n._('Created the content page {path}.', { path: text(d.path) }),
  'content.update': (d) =>
    i18n._('Saved content page {page} as version {version}.', { page: text(d.pageId), version: text(d.version) }),
  'content.publish': (d) => i18n._('Published content page {page}.', { page: text(d.pageId) }),
  'content.unpublish': (d) => i18n._('Unpublished content page {page}.', { page: text(d.pageId) }),
  'content.restore': (d) =>
    i18n._('Restored version {restored} of content page {page} as version {version}.', {
      restored: text(d.restored),
      page: text(d.pageId),
      version: text(d.version),
    }),
  'content.translate': (d) =>
    i18n._('Saved the {language} version of content page {page}.', {
      page: text(d.pageId),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'content.untranslate': (d) =>
    i18n._('Removed the {language} version of content page {page}.', {
      page: text(d.pageId),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'mail-template.saved': (d) => i18n._('Saved the mail template {template}.', { template: text(d.template) }),
  'mail-template.reset': (d) =>
    i18n._('Put the mail template {template} back to its built-in text.', { template: text(d.template) }),
  'application.note_added': (d) =>
    i18n._('Added a note to application {application}.', { application: text(d.applicationId) }),
  'application.note_deleted': (d) =>
    i18n._('Deleted a note of application {application}.', { application: text(d.applicationId) }),
  'application.tag_added': (d) =>
    i18n._('Tagged application {application} “{tag}”.', { application: text(d.applicationId), tag: text(d.tag) }),
  'application.tag_removed': (d) =>
    i18n._('Removed the tag “{tag}” from application {application}.', {
      application: text(d.applicationId),
      tag: text(d.tag),
    }),
  'mail-template.translated': (d) =>
    i18n._('Saved the {language} version of the mail template {template}.', {
      template: text(d.template),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'mail-template.untranslated': (d) =>
    i18n._('Removed the {language} version of the mail template {template}.', {
      template: text(d.template),
      language: isLanguage(d.language) ? LANGUAGE_NAMES[d.language] : text(d.language),
    }),
  'staff.invite': (d) => i18n._('Invited a new {role} account.', { role: ROLE(d.role).toLowerCase() }),
  'staff.role': (d) => i18n._('Changed the role from {from} to {to}.', { from: ROLE(d.from), to: ROLE(d.to) }),
  'staff.deactivate': () => i18n._('Deactivated the account.'),
  'staff.permissions': (d) =>
    Array.isArray(d.to) && d.to.includes('i9')
      ? i18n._('Allowed the account to open Forms I-9.')
      : i18n._('Withdrew the permission to open Forms I-9.'),
  'i9.created': (d) =>
    d.by === 'staff'
      ? i18n._('Recorded the acceptance of an offer, first day {date}: the Form I-9 is open.', {
          date: text(d.startDate),
        })
      : i18n._('Accepted an offer, first day {date}: the Form I-9 is open.', { date: text(d.startDate) }),
  'i9.section1': (d) =>
    d.late ? i18n._('Completed Section 1 of the Form I-9, late.') : i18n._('Completed Section 1 of the Form I-9.'),
  'i9.supplement_a': () => i18n._('Added Supplement A (preparer or translator) to the Form I-9.'),
  'i9.supplement_b': (d) =>
    d.rehire
      ? i18n._('Recorded the rehire on {date} in Supplement B of the Form I-9.', { date: text(d.rehireDate) })
      : i18n._('Reverified the employee’s work authorization in Supplement B of the Form I-9.'),
  'i9.rehired': (d) =>
    d.by === 'staff'
      ? i18n._(
          'Recorded the acceptance of an offer, rehire on {date}: the earlier Form I-9 is kept, Supplement B is due.',
          { date: text(d.rehireDate) },
        )
      : i18n._('Accepted an offer, rehire on {date}: the earlier Form I-9 is kept, Supplement B is due.', {
          date: text(d.rehireDate),
        }),
  'i9.section2': (d) =>
    d.late ? i18n._('Completed Section 2 of the Form I-9, late.') : i18n._('Completed Section 2 of the Form I-9.'),
  'i9.corrected': (d) =>
    d.part === 'section1'
      ? i18n._('Corrected Section 1 of the Form I-9: {reason}', { reason: asEnd(d.reason) })
      : i18n._('Corrected Section 2 of the Form I-9: {reason}', { reason: asEnd(d.reason) }),
  'i9.copy_added': (d) =>
    d.replaced
      ? i18n._('Replaced a copy on the Form I-9: {copy}.', { copy: copyLabel(d) })
      : i18n._('Attached a copy to the Form I-9: {copy}.', { copy: copyLabel(d) }),
  'i9.copy_removed': (d) => i18n._('Removed a copy from the Form I-9: {copy}.', { copy: copyLabel(d) }),
  'i9.copy_refused': () => i18n._('Refused a file as a copy for the Form I-9: not a PDF or image that opens safely.'),
  'i9.receipt_replaced': () =>
    i18n._('Recorded the actual document that replaced a receipt in Section 2 of the Form I-9.'),
  'i9.everify_case': (d) =>
    d.status === 'error'
      ? i18n._('The E-Verify case could not be created: create it in E-Verify by hand.')
      : i18n._('Created the E-Verify case after Section 2 of the Form I-9.'),
  'i9.employment_ended': (d) =>
    i18n._('Recorded the end of employment on {date}; the Form I-9 is kept until {until}.', {
      date: text(d.endDate),
      until: text(d.retentionUntil),
    }),
  'i9.exported': (d) =>
    d.from || d.to
      ? i18n._(
          '{forms, plural, one {Exported # Form I-9 for an inspection (first days of work from {from} to {to}).} other {Exported # Forms I-9 for an inspection (first days of work from {from} to {to}).}}',
          { forms: count(d.forms), from: text(d.from) || '…', to: text(d.to) || '…' },
        )
      : i18n._('Exported every Form I-9 ({forms}) for an inspection.', {
          forms: count(d.forms).toLocaleString('en-US'),
        }),
  'i9.purged': (d) =>
    i18n._(
      'Destroyed Form I-9 number {form}, kept until {until} (first day {start}, last day {end}), with its versions and {files} stored files.',
      {
        form: text(d.formId),
        until: text(d.retentionUntil),
        start: text(d.startDate),
        end: text(d.endDate),
        files: String(count(d.files)),
      },
    ),
  'i9.site_added': (d) => i18n._('Added the hiring site “{name}”.', { name: text(d.name) }),
  'i9.site_changed': (d) => i18n._('Changed the hiring site “{name}”.', { name: text(d.name) }),
  'i9.template_uploaded': (d) =>
    i18n._('Uploaded edition {edition} of the Form I-9 PDF ({fields} fields).', {
      edition: text(d.edition),
      fields: String(count(d.fields)),
    }),
  'i9.template_mapped': (d) =>
    i18n._('Saved the mapping of a Form I-9 PDF edition ({mapped} fields filled).', {
      mapped: String(count(d.mapped)),
    }),
  'staff.sessions_ended': (d) =>
    i18n._('Signed the account out everywhere ({sessions} sessions ended).', { sessions: String(d.sessions) }),
  'view-as.started': () => i18n._('Started viewing the portal as the candidate.'),
  'view-as.refused': (d) => {
    const refused = text(d.refused);
    const what = Object.prototype.hasOwnProperty.call(VIEW_AS_REFUSED, refused)
      ? VIEW_AS_REFUSED[refused as keyof typeof VIEW_AS_REFUSED]
      : '';
    return what
      ? i18n._('Refused while viewing as the candidate: {what}.', { what: what.toLowerCase() })
      : i18n._('Refused while viewing as the candidate.');
  },
  'view-as.downloaded': (d) =>
    d.file === 'resume'
      ? i18n._('Downloaded the candidate’s résumé while viewing as them.')
      : i18n._('Downloaded a document of the candidate’s while viewing as them.'),
  'view-as.ended': (d) =>
    typeof d.seconds !== 'number'
      ? i18n._('Stopped viewing as the candidate.')
      : d.seconds < 60
        ? i18n._('Stopped viewing as the candidate after less than a minute.')
        : i18n._(
            '{minutes, plural, one {Stopped viewing as the candidate after # minute.} other {Stopped viewing as the candidate after # minutes.}}',
            { minutes: Math.round(d.seconds / 60) },
          ),
  'esign.consent_withdrawn': (d) =>
    Array.isArray(d.documents)
      ? i18n._(
          '{count, plural, one {Withdrew consent to electronic signing; # document moved to hard copy.} other {Withdrew consent to electronic signing; # documents moved to hard copy.}}',
          { count: d.documents.length },
        )
      : i18n._('Withdrew consent to electronic signing.'),
  'privacy.exported': () => i18n._('Downloaded a copy of their data.'),
  'mfa.enrolled': () => i18n._('Turned on two-factor sign-in.'),
  'mfa.disabled': () => i18n._('Turned off two-factor sign-in.'),
  'mfa.reset_by_operator': () =>
    i18n._('An operator turned off two-factor sign-in (the app and recovery codes were lost).'),
  'mfa.failed': (d) =>
    d.kind === 'recovery_code'
      ? i18n._('A wrong recovery code was given at sign-in.')
      : i18n._('A wrong two-factor code was given at sign-in.'),
  'mfa.verified': (d) =>
    d.kind === 'recovery_code'
      ? i18n._('Completed a sign-in with a recovery code.')
      : i18n._('Completed a sign-in with a two-factor code.'),
  'mfa.throttled': (d) =>
    d.kind === 'recovery_code'
      ? i18n._('The two-factor step of a sign-in was refused: too many wrong recovery codes.')
      : i18n._('The two-factor step of a sign-in was refused: too many wrong codes.'),
  'mfa.recovery_code_used': (d) =>
    i18n._(
      '{left, plural, one {Signed in with a recovery code (# code left).} other {Signed in with a recovery code (# codes left).}}',
      { left: count(d.left) },
    ),
  'mfa.recovery_codes_replaced': () => i18n._('Replaced the two-factor recovery codes.'),
  'passkey.added': (d) => i18n._('Added the passkey “{name}”.', { name: passkey(d) }),
  'passkey.removed': (d) => i18n._('Removed the passkey “{name}”.', { name: passkey(d) }),
  'passkey.signed_in': (d) => i18n._('Signed in with the passkey “{name}”.', { name: passkey(d) }),
  'passkey.failed': () => i18n._('A passkey sign-in was refused.'),
  'account.reauthenticated': (d) =>
    d.kind === 'passkey'
      ? i18n._('Confirmed their identity with a passkey.')
      : d.kind === 'oidc'
        ? i18n._('Confirmed their identity by signing in again at the single sign-on provider.')
        : i18n._('Confirmed their identity with their password.'),
  'login.sso_required': (d) =>
    d.passkey
      ? i18n._('A passkey sign-in was refused: staff sign in with single sign-on.')
      : i18n._('A password sign-in was refused: staff sign in with single sign-on.'),
  'oidc.signed_in': () => i18n._('Signed in with single sign-on.'),
  'oidc.failed': (d) => {
    const reason = text(d.reason).replace(/_/g, ' ');
    return reason
      ? i18n._('A single sign-on was refused ({reason}).', { reason })
      : i18n._('A single sign-on was refused (unknown reason).');
  },
  'oidc.linked': () => i18n._('Linked the account to its single sign-on identity.'),
  'oidc.provisioned': (d) => i18n._('Account made at a first single sign-on, as {role}.', { role: ROLE(d.role) }),
  'oidc.role_changed': (d) =>
    i18n._('Role changed by the single sign-on provider from {from} to {to}.', { from: ROLE(d.from), to: ROLE(d.to) }),
  'oidc.role_kept': (d) =>
    i18n._(
      'The single sign-on provider’s role claim said {claimed}; the role stays {kept}, as this is the last active admin.',
      { claimed: ROLE(d.claimed), kept: ROLE(d.kept) },
    ),
  'session.ended': (d) =>
    text(d.device)
      ? i18n._('Signed out a session on {device}.', { device: text(d.device) })
      : i18n._('Signed out a session on another device.'),
  'session.ended_others': (d) =>
    i18n._('{count, plural, one {Signed out # other session.} other {Signed out # other sessions.}}', {
      count: count(d.ended),
    }),
  [ONBOARDING_AUDIT.assigned]: (d) => i18n._('Assigned {document}.', { document: titled(d) }),
  [ONBOARDING_AUDIT['reminder.sent_by_staff']]: (d) =>
    i18n._('Sent a reminder of {document}.', { document: titled(d) }),
  [ONBOARDING_AUDIT['review.rejected']]: (d) =>
    i18n._('Returned {document} to the candidate: {reason}', { document: titled(d), reason: asEnd(d.reason) }),
  [ONBOARDING_AUDIT['review.approved']]: (d) =>
    d.credential
      ? i18n._('Approved the credential {document}.', { document: titled(d) })
      : d.awaitingEmployer
        ? i18n._('Approved the uploaded copy of {document}; it now waits for the employer’s signature.', {
            document: titled(d),
          })
        : i18n._('Approved the uploaded copy of {document}.', { document: titled(d) }),
  [ONBOARDING_AUDIT['esign.countersigned']]: (d) =>
    i18n._('Countersigned {document} as the employer.', { document: titled(d) }),
  [ONBOARDING_AUDIT.cancelled]: (d) => i18n._('Cancelled {document}.', { document: titled(d) }),
  [ONBOARDING_AUDIT['due_date.extended']]: (d) => i18n._('Moved the due date of {document}.', { document: titled(d) }),
  'privacy.delete_refused': () => i18n._('Account deletion was refused: wrong password.'),
  'privacy.account_deleted': (d) =>
    typeof d.files === 'number'
      ? i18n._('{files, plural, one {Deleted the account and # file.} other {Deleted the account and # files.}}', {
          files: d.files,
        })
      : i18n._('Deleted the account.'),
};

function parseDetail(detail: string | null): Detail {
  if (!detail) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Detail) : {};
  } catch {
    return {};
  }
}

/** An action recorded before its sentence was written still reads as words, never as code or JSON. */
function fallback(action: string, detail: Detail): string {
  const words = action.replace(/[._]+/g, ' ').trim();
  const parts = Object.entries(detail)
    .filter(([, v]) => text(v) !== '')
    .map(([k, v]) => `${k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${text(v)}`);
  const head = words.charAt(0).toUpperCase() + words.slice(1);
  return parts.length ? `${head}: ${parts.join(', ')}.` : `${head}.`;
}

/** The sentence for one audit entry (its detail as stored: JSON text, or null). */
export function describeAuditEvent(action: string, detail: string | null): string {
  const d = parseDetail(detail);
  const sentence = SENTENCES[action];
  return sentence ? sentence(d) : fallback(action, d);
}
