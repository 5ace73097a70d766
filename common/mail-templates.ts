/**
 * Mail templates admins edit (/admin/mail-templates): each mail's built-in subject and body, the
 * placeholders it may use, its button and small print, and for status mails whether a change to
 * that status sends it. The built-in text is what goes out until an admin saves an edited one, and
 * every part of it is a placeholder an edited text may use too. Shared by the SPA (placeholder
 * checks) and the server (sending and the editor's preview, one renderer). The built-in texts are
 * read in the reader's language; an edited text is sent in the reader's language when an admin
 * saved a translation of it, else as written.
 * Past 300 lines because every built-in mail is written out here, each text a whole message for
 * translators.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationStatus } from './applications';
import { i18n, translatable } from './i18n';
import type { TranslationsView } from './translations';

/** off: never; ask: staff tick "send mail" on the change; always: every change to the status sends it. */
export const SEND_MODES = ['off', 'ask', 'always'] as const;
export type SendMode = (typeof SEND_MODES)[number];
export const SEND_MODE_LABELS = /* @__PURE__ */ translatable({
  off: /*i18n*/ { id: 'Never sent' },
  ask: /*i18n*/ { id: 'Sent when staff choose to, on the change' },
  always: /*i18n*/ { id: 'Sent on every change to this status' },
});

/**
 * Each placeholder's sample value (the editor's preview): people's and companies' names, places,
 * links and times as data; the sentences a mail fills in, in the reader's language.
 */
export const PLACEHOLDERS = /* @__PURE__ */ translatable({
  firstName: 'Jordan',
  lastName: 'Lee',
  jobTitle: 'Warehouse Lead',
  company: 'Fabrikam Logistics',
  status: /*i18n*/ { id: 'Interview', comment: 'An application’s status (a stage of the pipeline)' },
  link: 'https://careers.example.com/overview',
  interviewTime: 'Dec 3, 2026 2:00pm Central Time',
  interviewPlace: /*i18n*/ { id: 'Video call: {url}', values: { url: 'https://meet.example.com/abc' } },
  interviewOptions: 'Dec 3, 2026 2:00pm Central Time; Dec 4, 2026 10:00am Central Time',
  siteName: 'Candidate Portal',
  city: 'Austin, TX',
  appliedAt: 'Dec 1, 2026 9:30am Central Standard Time',
  pay: '$20–$24/hr',
  sentWith: /*i18n*/ {
    id: 'Sent with it: your profile and your résumé “{fileName}”.',
    values: { fileName: 'Jordan-Lee.pdf' },
  },
  coverLetter: /*i18n*/ { id: 'Your cover letter was sent with it.' },
  statusNote: /*i18n*/ {
    id: 'Its status shows on your dashboard and changes there as the recruiter reviews it.',
  },
  jobCard: 'Warehouse Lead (Fabrikam Logistics · Austin, TX · $20–$24/hr)',
});
type Placeholder = keyof typeof PLACEHOLDERS;
export type TemplateValues = Partial<Record<Placeholder, string>>;

/** A paragraph that is only this placeholder shows the job's card (title, company, city, pay, linked). */
export const JOB_CARD = 'jobCard';

export interface TemplateDefinition {
  key: string;
  label: string;
  subject: string;
  body: string;
  placeholders: readonly Placeholder[];
  /** The status whose change sends this mail, for status mails. */
  status?: ApplicationStatus;
  defaultSendMode?: SendMode;
  /** The button's label; it links to {{link}} (left out when the text already carries that address). */
  action?: string;
  /** Small print under the button, with placeholders. */
  footnote?: string;
}

/**
 * Every placeholder as the built-in texts write it ("{{firstName}}"): a translation names them
 * `{firstName}`, and they come out in double braces, as an edited text writes them.
 */
const BRACES = Object.fromEntries(
  (Object.keys(PLACEHOLDERS) as Placeholder[]).map((name) => [name, `{{${name}}}`]),
) as Record<Placeholder, string>;

type TemplateTexts = Record<'label' | 'subject' | 'body', MessageDescriptor> &
  Partial<Record<'action' | 'footnote', MessageDescriptor>>;

/** A definition whose texts are read in the current language each time they are read. */
function define(
  base: Pick<TemplateDefinition, 'key' | 'placeholders' | 'status' | 'defaultSendMode'>,
  texts: TemplateTexts,
): TemplateDefinition {
  const definition = { ...base } as TemplateDefinition;
  for (const [name, text] of Object.entries(texts))
    Object.defineProperty(definition, name, { enumerable: true, get: () => i18n._(text, BRACES) });
  return definition;
}

const person: Placeholder[] = ['firstName', 'lastName', 'siteName'];
const job: Placeholder[] = [...person, 'jobTitle', 'company', 'link'];
const interview: Placeholder[] = [...job, 'interviewTime', 'interviewPlace'];

const statusMail = (
  status: ApplicationStatus,
  key: string,
  texts: Pick<TemplateTexts, 'label' | 'subject' | 'body'>,
  defaultSendMode: SendMode,
): TemplateDefinition =>
  define(
    { key, placeholders: [...job, 'status'], status, defaultSendMode },
    { ...texts, action: /*i18n*/ { id: 'Open your dashboard' } },
  );

export const MAIL_TEMPLATES: readonly TemplateDefinition[] = [
  define(
    {
      key: 'application-confirmation',
      placeholders: [...job, 'city', 'appliedAt', 'pay', 'sentWith', 'coverLetter', 'statusNote', JOB_CARD],
    },
    {
      label: /*i18n*/ { id: 'Application confirmation' },
      subject: /*i18n*/ { id: 'Application received: {jobTitle}' },
      body: /*i18n*/ {
        id: 'Thanks for applying, {firstName}!\n\nWe received your application for {jobTitle} at {company} in {city} on {appliedAt}.\n\n{sentWith}\n\n{coverLetter}\n\n{statusNote}\n\n{jobCard}',
      },
      action: /*i18n*/ { id: 'See your applications' },
      footnote: /*i18n*/ { id: 'You receive this mail because you applied for this job on {siteName}.' },
    },
  ),
  statusMail(
    'Under review',
    'status-under-review',
    {
      label: /*i18n*/ { id: 'Status: Under review' },
      subject: /*i18n*/ { id: 'Your application for {jobTitle} is under review' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nA recruiter at {company} is now reviewing your application for {jobTitle}.',
      },
    },
    'off',
  ),
  statusMail(
    'Interview',
    'status-interview',
    {
      label: /*i18n*/ { id: 'Status: Interview' },
      subject: /*i18n*/ { id: 'Interview stage for {jobTitle}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nYour application for {jobTitle} at {company} has moved to the interview stage.',
      },
    },
    'off',
  ),
  statusMail(
    'Offer',
    'status-offer',
    {
      label: /*i18n*/ { id: 'Status: Offer' },
      subject: /*i18n*/ { id: 'Good news about {jobTitle}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nWe are delighted to tell you that {company} would like to offer you the position of {jobTitle}.\n\nYour recruiter will be in touch shortly with the details. You can follow your application on your dashboard.',
      },
    },
    'ask',
  ),
  statusMail(
    'Placed',
    'status-placed',
    {
      label: /*i18n*/ { id: 'Status: Placed' },
      subject: /*i18n*/ { id: 'Welcome aboard: {jobTitle}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nCongratulations: you have been placed as {jobTitle} at {company}.',
      },
    },
    'off',
  ),
  statusMail(
    'Not selected',
    'status-not-selected',
    {
      label: /*i18n*/ { id: 'Rejection (status: Not selected)' },
      subject: /*i18n*/ { id: 'Your application for {jobTitle}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nThank you for applying for {jobTitle} at {company}. After careful consideration, you have not been selected for this position.\n\nWe will keep your profile in mind for other roles, and new jobs are added every day.',
      },
    },
    'ask',
  ),
  define(
    { key: 'interview-invitation', placeholders: [...job, 'interviewOptions'] },
    {
      label: /*i18n*/ { id: 'Interview invitation (choose a time)' },
      subject: /*i18n*/ { id: 'Choose a time for your interview: {jobTitle}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\n{company} would like to interview you for {jobTitle}. The proposed times are: {interviewOptions}.\n\nChoose the one that suits you here: {link}',
      },
      action: /*i18n*/ { id: 'Choose a time' },
    },
  ),
  define(
    { key: 'interview-confirmation', placeholders: interview },
    {
      label: /*i18n*/ { id: 'Interview booked (with calendar invitation)' },
      subject: /*i18n*/ { id: 'Interview booked: {jobTitle}, {interviewTime}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nThe interview for {jobTitle} at {company} is booked for {interviewTime}.\n\nWhere: {interviewPlace}\n\nThe calendar invitation is attached.',
      },
    },
  ),
  define(
    { key: 'interview-update', placeholders: interview },
    {
      label: /*i18n*/ { id: 'Interview rescheduled (with calendar update)' },
      subject: /*i18n*/ { id: 'Interview moved: {jobTitle}, now {interviewTime}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nThe interview for {jobTitle} at {company} has moved to {interviewTime}.\n\nWhere: {interviewPlace}\n\nThe updated calendar invitation is attached.',
      },
    },
  ),
  define(
    { key: 'interview-cancellation', placeholders: interview },
    {
      label: /*i18n*/ { id: 'Interview cancelled' },
      subject: /*i18n*/ { id: 'Interview cancelled: {jobTitle}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nThe interview for {jobTitle} at {company} planned for {interviewTime} has been cancelled.\n\nYour recruiter will be in touch. Your application shows on your dashboard: {link}',
      },
    },
  ),
  define(
    { key: 'interview-reminder', placeholders: interview },
    {
      label: /*i18n*/ { id: 'Interview reminder (24 hours before)' },
      subject: /*i18n*/ { id: 'Reminder: interview for {jobTitle} on {interviewTime}' },
      body: /*i18n*/ {
        id: 'Hello {firstName},\n\nThis is a reminder of your interview for {jobTitle} at {company} on {interviewTime}.\n\nWhere: {interviewPlace}',
      },
      action: /*i18n*/ { id: 'Open your dashboard' },
    },
  ),
];

export function templateDefinition(key: string): TemplateDefinition | undefined {
  return MAIL_TEMPLATES.find((t) => t.key === key);
}

export function statusTemplate(status: string): TemplateDefinition | undefined {
  return MAIL_TEMPLATES.find((t) => t.status === status);
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Placeholders in `text` that the template does not offer (also anything malformed inside braces). */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!allowed.includes(m[1]!)) unknown.add(m[1]!);
  return [...unknown];
}

/** Fills every placeholder with its value as plain text (the mail renderer escapes it for HTML). */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_m, name: string) => values[name as Placeholder] ?? '');
}

/** The body's paragraphs: blank lines separate them. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;

export const MAIL_TEMPLATE_MESSAGES = /* @__PURE__ */ translatable({
  notFound: /*i18n*/ { id: 'Mail template not found.' },
  invalidForm: /*i18n*/ { id: 'The template is not valid.' },
  subjectRequired: /*i18n*/ { id: 'Write a subject.' },
  bodyRequired: /*i18n*/ { id: 'Write the mail’s text.' },
  subjectTooLong: /*i18n*/ {
    id: 'The subject can be at most {max} characters.',
    values: { max: TEMPLATE_LIMITS.subject },
  },
  bodyTooLong: /*i18n*/ { id: 'The text can be at most {max} characters.', values: { max: TEMPLATE_LIMITS.body } },
  subjectOneLine: /*i18n*/ { id: 'The subject must be one line.' },
  unknownPlaceholder: (names: string[], allowed: readonly string[]) =>
    i18n._(
      '{count, plural, one {Unknown placeholder {names}. Use only: {allowed}.} other {Unknown placeholders {names}. Use only: {allowed}.}}',
      {
        count: names.length,
        names: names.map((n) => `{{${n}}}`).join(', '),
        allowed: allowed.map((n) => `{{${n}}}`).join(', '),
      },
    ),
  saved: /*i18n*/ { id: 'Template saved. Mails use it from now on.' },
  reset: /*i18n*/ { id: 'The built-in text is back.' },
});

/**
 * GET /api/staff/mail-templates: one row per mail. A reader of another language gets its
 * translation when an admin saved one, else the built-in text in their language if the template
 * was never edited, else the edited text as written (missingTranslations names that case).
 */
export interface MailTemplateView extends TranslationsView<'subject' | 'body'> {
  key: string;
  label: string;
  subject: string;
  body: string;
  placeholders: Placeholder[];
  /** An admin saved this text; false: the built-in text. */
  edited: boolean;
  builtIn: { subject: string; body: string; sendMode: SendMode | null };
  /** Status mails only. */
  status: ApplicationStatus | null;
  sendMode: SendMode | null;
  updatedAt: string | null;
}

/** POST /api/staff/mail-templates/{key}/preview: the mail as sent, filled with sample values. */
export interface MailPreview {
  subject: string;
  html: string;
  text: string;
}
