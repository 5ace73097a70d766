/**
 * The audit log in words: each recorded action as a sentence a staff member reads, and the groups
 * of actions the log's filter offers. The codes stay in the database (filters and exports use them).
 */
import { ONBOARDING_AUDIT } from './onboarding';
import { VIEW_AS_REFUSED } from './staff-candidates';
import { isTimeZone, zoneLabel } from './time-zones';

/** The filter's choices: an action code's first part (the server matches it as a prefix). */
export const AUDIT_ACTION_GROUPS = [
  ['login', 'Sign-ins'],
  ['reset', 'Password resets'],
  ['account', 'Registrations, confirmations and re-authentication'],
  ['profile', 'Profile changes'],
  ['resume', 'Résumés'],
  ['job', 'Jobs and applications'],
  ['application', 'Application status changes'],
  ['apply', 'Job invitations'],
  ['content', 'Content pages'],
  ['staff', 'Staff accounts'],
  ['view-as', 'Views as a candidate'],
  ['esign', 'Electronic signature consent'],
  ['privacy', 'Data exports and deletions'],
  ['mfa', 'Two-factor sign-in'],
  ['passkey', 'Passkeys'],
  ['oidc', 'Single sign-on'],
  ['session', 'Sessions signed out'],
  ['onboarding', 'Onboarding documents'],
  ['interview', 'Interviews'],
  ['api', 'API keys and calls'],
  ['webhook', 'Webhooks'],
  ['feed', 'Job feed imports'],
  ['brand', 'Employer brand'],
] as const;

type Detail = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const ROLE = (v: unknown) => (v === 'admin' ? 'Admin' : v === 'staff' ? 'Staff' : text(v));
const KB = (bytes: unknown) => `${Math.max(1, Math.round(Number(bytes) / 1024)).toLocaleString('en-US')} KB`;

/** A document's title in the sentence, quoted as the screens name it. */
const titled = (d: Detail) => `“${text(d.formTitle) || 'a document'}”`;
/** A reason staff wrote, as a sentence's end. */
const asEnd = (v: unknown) => (/[.!?]$/.test(text(v)) ? text(v) : `${text(v)}.`);

const SOURCES: Record<string, string> = { search: 'from job search', link: 'from an invitation', email: 'from a mail' };

const SENTENCES: Record<string, (d: Detail) => string> = {
  'account.register': (d) => `Registered a new account for ${text(d.email)}.`,
  'account.confirm': (d) =>
    d.via ? 'Confirmed the email address through an invitation link.' : 'Confirmed the email address.',
  'login.succeeded': () => 'Signed in.',
  'login.password_accepted': (d) =>
    d.secondFactor === 'locked'
      ? 'Password accepted, but the sign-in stopped: the second step is locked after too many wrong codes.'
      : 'Password accepted; the sign-in waits for the second step.',
  'login.failed': (d) => `Sign-in as ${text(d.email)} failed: wrong email or password.`,
  'login.throttled': (d) => `Sign-in as ${text(d.email)} was refused: too many attempts.`,
  'login.captcha_required': (d) => `Sign-in as ${text(d.email)} now asks for the human check.`,
  'login.deactivated': (d) => `Sign-in as ${text(d.email)} was refused: the account is deactivated.`,
  'reset.requested': () => 'Asked for a password reset link.',
  'reset.requested.unknown': (d) => `A password reset was asked for ${text(d.email)}, which has no account.`,
  'reset.completed': () => 'Chose a new password.',
  'profile.updated': () => 'Updated the profile.',
  'profile.time_zone': (d) =>
    isTimeZone(d.timeZone) ? `Chose to read times in ${zoneLabel(d.timeZone)}.` : 'Chose a time zone.',
  'profile.skills_added': (d) =>
    Array.isArray(d.skills) ? `Added skills from the résumé: ${d.skills.map(text).join(', ')}.` : 'Added skills.',
  'resume.uploaded': (d) => `Uploaded a résumé (${KB(d.bytes)}).`,
  'resume.rejected': (d) => `A résumé upload (${KB(d.bytes)}) was refused.`,
  'resume.deleted': () => 'Removed the résumé.',
  'job.apply': (d) =>
    `Applied for job ${text(d.jobOrderId)}${SOURCES[text(d.source)] ? ` ${SOURCES[text(d.source)]}` : ''}.`,
  'job.create': (d) => `Created job ${text(d.jobOrderId)}.`,
  'job.update': (d) => `Edited job ${text(d.jobOrderId)} (now version ${text(d.version)}).`,
  'job.open': (d) => `Reopened job ${text(d.jobOrderId)}.`,
  'job.close': (d) => `Closed job ${text(d.jobOrderId)}.`,
  'application.mail': (d) => `Sent a mail about the application: “${text(d.subject)}”.`,
  'interview.proposed': (d) => `Proposed an interview with ${plural(Number(d.slots) || 1, 'time')} to choose from.`,
  'interview.picked': () => 'Chose a time for the interview.',
  'interview.rescheduled': () => 'Moved the interview to another time.',
  'interview.cancelled': (d) =>
    `${d.was === 'scheduled' ? 'Cancelled the booked interview' : 'Cancelled the interview'}${d.because === 'application_closed' ? ', as the application was closed.' : '.'}`,
  'reset.link_for_invitee': () => 'A link to set a password was made for this invited account.',
  'feed.import': (d) =>
    `Imported the job feed: ${plural(Number(d.created) || 0, 'job')} added, ${plural(Number(d.updated) || 0, 'job')} updated, ${plural(Number(d.closed) || 0, 'job')} closed, ${plural(Number(d.rejected) || 0, 'entry', 'entries')} refused.`,
  'api.job_created': () => 'Posted a job through the API.',
  'api.document_downloaded': () => 'Downloaded a signed document through the API.',
  'api.document_assigned': () => 'Assigned a document through the API.',
  'api_key.created': (d) => `Created the API key “${text(d.name)}”.`,
  'api_key.revoked': (d) => `Revoked the API key “${text(d.name)}”.`,
  'webhook.created': (d) => `Added the webhook endpoint ${text(d.url)}.`,
  'webhook.updated': () => 'Changed a webhook endpoint.',
  'webhook.deleted': (d) => `Removed the webhook endpoint ${text(d.url)}.`,
  'webhook.disabled': (d) => `Turned off the webhook endpoint ${text(d.url)} after failed deliveries.`,
  'webhook.replayed': () => 'Sent a webhook event again.',
  'webhook.tested': (d) =>
    d.delivered ? 'Sent a test event; the endpoint took it.' : 'Sent a test event; the endpoint did not take it.',
  'brand.colour_changed': (d) =>
    `Changed the brand colour from ${text(d.from) || 'the built-in one'} to ${text(d.to)}.`,
  'brand.image_changed': (d) => `Changed the brand's ${text(d.slot) || 'image'}.`,
  'brand.image_removed': (d) => `Removed the brand's ${text(d.slot) || 'image'}.`,
  'brand.image_refused': (d) => `Refused an upload for the brand's ${text(d.slot) || 'image'}.`,
  'application.status': (d) => `Moved application ${text(d.applicationId)} from ${text(d.from)} to ${text(d.to)}.`,
  'application.withdrawn': (d) => `Withdrew application ${text(d.applicationId)}.`,
  'apply.invite': (d) => `Invited to apply for job ${text(d.jobOrderId)}.`,
  'content.create': (d) => `Created the content page ${text(d.path)}.`,
  'content.update': (d) => `Saved content page ${text(d.pageId)} as version ${text(d.version)}.`,
  'content.publish': (d) => `Published content page ${text(d.pageId)}.`,
  'content.unpublish': (d) => `Unpublished content page ${text(d.pageId)}.`,
  'content.restore': (d) =>
    `Restored version ${text(d.restored)} of content page ${text(d.pageId)} as version ${text(d.version)}.`,
  'staff.invite': (d) => `Invited a new ${ROLE(d.role).toLowerCase()} account.`,
  'staff.role': (d) => `Changed the role from ${ROLE(d.from)} to ${ROLE(d.to)}.`,
  'staff.deactivate': () => 'Deactivated the account.',
  'staff.sessions_ended': (d) => `Signed the account out everywhere (${String(d.sessions)} sessions ended).`,
  'view-as.started': () => 'Started viewing the portal as the candidate.',
  'view-as.refused': (d) => {
    const what = (VIEW_AS_REFUSED as Record<string, string>)[text(d.refused)];
    return what
      ? `Refused while viewing as the candidate: ${what.toLowerCase()}.`
      : 'Refused while viewing as the candidate.';
  },
  'view-as.downloaded': (d) =>
    d.file === 'resume'
      ? 'Downloaded the candidate’s résumé while viewing as them.'
      : 'Downloaded a document of the candidate’s while viewing as them.',
  'view-as.ended': (d) =>
    typeof d.seconds !== 'number'
      ? 'Stopped viewing as the candidate.'
      : d.seconds < 60
        ? 'Stopped viewing as the candidate after less than a minute.'
        : `Stopped viewing as the candidate after ${plural(Math.round(d.seconds / 60), 'minute')}.`,
  'esign.consent_withdrawn': (d) =>
    Array.isArray(d.documents)
      ? `Withdrew consent to electronic signing; ${plural(d.documents.length, 'document')} moved to hard copy.`
      : 'Withdrew consent to electronic signing.',
  'privacy.exported': () => 'Downloaded a copy of their data.',
  'mfa.enrolled': () => 'Turned on two-factor sign-in.',
  'mfa.disabled': () => 'Turned off two-factor sign-in.',
  'mfa.reset_by_operator': () => 'An operator turned off two-factor sign-in (the app and recovery codes were lost).',
  'mfa.failed': (d) =>
    d.kind === 'recovery_code'
      ? 'A wrong recovery code was given at sign-in.'
      : 'A wrong two-factor code was given at sign-in.',
  'mfa.verified': (d) =>
    d.kind === 'recovery_code'
      ? 'Completed a sign-in with a recovery code.'
      : 'Completed a sign-in with a two-factor code.',
  'mfa.throttled': (d) =>
    d.kind === 'recovery_code'
      ? 'The two-factor step of a sign-in was refused: too many wrong recovery codes.'
      : 'The two-factor step of a sign-in was refused: too many wrong codes.',
  'mfa.recovery_code_used': (d) => `Signed in with a recovery code (${plural(Number(d.left) || 0, 'code')} left).`,
  'mfa.recovery_codes_replaced': () => 'Replaced the two-factor recovery codes.',
  'passkey.added': (d) => `Added the passkey “${text(d.name) || 'passkey'}”.`,
  'passkey.removed': (d) => `Removed the passkey “${text(d.name) || 'passkey'}”.`,
  'passkey.signed_in': (d) => `Signed in with the passkey “${text(d.name) || 'passkey'}”.`,
  'passkey.failed': () => 'A passkey sign-in was refused.',
  'account.reauthenticated': (d) =>
    d.kind === 'passkey'
      ? 'Confirmed their identity with a passkey.'
      : d.kind === 'oidc'
        ? 'Confirmed their identity by signing in again at the single sign-on provider.'
        : 'Confirmed their identity with their password.',
  'login.sso_required': (d) =>
    `A ${d.passkey ? 'passkey' : 'password'} sign-in was refused: staff sign in with single sign-on.`,
  'oidc.signed_in': () => 'Signed in with single sign-on.',
  'oidc.failed': (d) => `A single sign-on was refused (${text(d.reason).replace(/_/g, ' ') || 'unknown reason'}).`,
  'oidc.linked': () => 'Linked the account to its single sign-on identity.',
  'oidc.provisioned': (d) => `Account made at a first single sign-on, as ${ROLE(d.role)}.`,
  'oidc.role_changed': (d) => `Role changed by the single sign-on provider from ${ROLE(d.from)} to ${ROLE(d.to)}.`,
  'oidc.role_kept': (d) =>
    `The single sign-on provider’s role claim said ${ROLE(d.claimed)}; the role stays ${ROLE(d.kept)}, as this is the last active admin.`,
  'session.ended': (d) => `Signed out a session on ${text(d.device) || 'another device'}.`,
  'session.ended_others': (d) => `Signed out ${plural(Number(d.ended) || 0, 'other session')}.`,
  [ONBOARDING_AUDIT.assigned]: (d) => `Assigned ${titled(d)}.`,
  [ONBOARDING_AUDIT['reminder.sent_by_staff']]: (d) => `Sent a reminder of ${titled(d)}.`,
  [ONBOARDING_AUDIT['review.rejected']]: (d) => `Returned ${titled(d)} to the candidate: ${asEnd(d.reason)}`,
  [ONBOARDING_AUDIT['review.approved']]: (d) =>
    d.credential
      ? `Approved the credential ${titled(d)}.`
      : d.awaitingEmployer
        ? `Approved the uploaded copy of ${titled(d)}; it now waits for the employer’s signature.`
        : `Approved the uploaded copy of ${titled(d)}.`,
  [ONBOARDING_AUDIT['esign.countersigned']]: (d) => `Countersigned ${titled(d)} as the employer.`,
  [ONBOARDING_AUDIT.cancelled]: (d) => `Cancelled ${titled(d)}.`,
  [ONBOARDING_AUDIT['due_date.extended']]: (d) => `Moved the due date of ${titled(d)}.`,
  'privacy.delete_refused': () => 'Account deletion was refused: wrong password.',
  'privacy.account_deleted': (d) =>
    typeof d.files === 'number' ? `Deleted the account and ${plural(d.files, 'file')}.` : 'Deleted the account.',
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
