/**
 * Mail templates admins edit (/admin/mail-templates): each mail's built-in subject and body, the
 * placeholders it may use, its button and small print, and for status mails whether a change to
 * that status sends it. The built-in text is what goes out until an admin saves an edited one, and
 * every part of it is a placeholder an edited text may use too. Shared by the SPA (placeholder
 * checks) and the server (sending and the editor's preview, one renderer).
 */
import type { ApplicationStatus } from './applications';

/** off: never; ask: staff tick "send mail" on the change; always: every change to the status sends it. */
export const SEND_MODES = ['off', 'ask', 'always'] as const;
export type SendMode = (typeof SEND_MODES)[number];
export const SEND_MODE_LABELS: Record<SendMode, string> = {
  off: 'Never sent',
  ask: 'Sent when staff choose to, on the change',
  always: 'Sent on every change to this status',
};

export const PLACEHOLDERS = {
  firstName: 'Jordan',
  lastName: 'Lee',
  jobTitle: 'Warehouse Lead',
  company: 'Fabrikam Logistics',
  status: 'Interview',
  link: 'https://careers.example.com/overview',
  interviewTime: 'Dec 3, 2026 2:00pm Central Time',
  interviewPlace: 'Video call: https://meet.example.com/abc',
  interviewOptions: 'Dec 3, 2026 2:00pm Central Time; Dec 4, 2026 10:00am Central Time',
  siteName: 'Candidate Portal',
  city: 'Austin, TX',
  appliedAt: 'Dec 1, 2026 9:30am Central Standard Time',
  pay: '$20–$24/hr',
  sentWith: 'Sent with it: your profile and your résumé “Jordan-Lee.pdf”.',
  coverLetter: 'Your cover letter was sent with it.',
  statusNote: 'Its status shows on your dashboard and changes there as the recruiter reviews it.',
  jobCard: 'Warehouse Lead (Fabrikam Logistics · Austin, TX · $20–$24/hr)',
} as const;
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

const person: Placeholder[] = ['firstName', 'lastName', 'siteName'];
const job: Placeholder[] = [...person, 'jobTitle', 'company', 'link'];
const interview: Placeholder[] = [...job, 'interviewTime', 'interviewPlace'];

const statusMail = (
  status: ApplicationStatus,
  key: string,
  label: string,
  subject: string,
  body: string,
  defaultSendMode: SendMode,
): TemplateDefinition => ({
  key,
  label,
  subject,
  body,
  placeholders: [...job, 'status'],
  status,
  defaultSendMode,
  action: 'Open your dashboard',
});

export const MAIL_TEMPLATES: readonly TemplateDefinition[] = [
  {
    key: 'application-confirmation',
    label: 'Application confirmation',
    subject: 'Application received: {{jobTitle}}',
    body: 'Thanks for applying, {{firstName}}!\n\nWe received your application for {{jobTitle}} at {{company}} in {{city}} on {{appliedAt}}.\n\n{{sentWith}}\n\n{{coverLetter}}\n\n{{statusNote}}\n\n{{jobCard}}',
    placeholders: [...job, 'city', 'appliedAt', 'pay', 'sentWith', 'coverLetter', 'statusNote', JOB_CARD],
    action: 'See your applications',
    footnote: 'You receive this mail because you applied for this job on {{siteName}}.',
  },
  statusMail(
    'Under review',
    'status-under-review',
    'Status: Under review',
    'Your application for {{jobTitle}} is under review',
    'Hello {{firstName}},\n\nA recruiter at {{company}} is now reviewing your application for {{jobTitle}}.',
    'off',
  ),
  statusMail(
    'Interview',
    'status-interview',
    'Status: Interview',
    'Interview stage for {{jobTitle}}',
    'Hello {{firstName}},\n\nYour application for {{jobTitle}} at {{company}} has moved to the interview stage.',
    'off',
  ),
  statusMail(
    'Offer',
    'status-offer',
    'Status: Offer',
    'Good news about {{jobTitle}}',
    'Hello {{firstName}},\n\nWe are delighted to tell you that {{company}} would like to offer you the position of {{jobTitle}}.\n\nYour recruiter will be in touch shortly with the details. You can follow your application on your dashboard.',
    'ask',
  ),
  statusMail(
    'Placed',
    'status-placed',
    'Status: Placed',
    'Welcome aboard: {{jobTitle}}',
    'Hello {{firstName}},\n\nCongratulations: you have been placed as {{jobTitle}} at {{company}}.',
    'off',
  ),
  statusMail(
    'Not selected',
    'status-not-selected',
    'Rejection (status: Not selected)',
    'Your application for {{jobTitle}}',
    'Hello {{firstName}},\n\nThank you for applying for {{jobTitle}} at {{company}}. After careful consideration, you have not been selected for this position.\n\nWe will keep your profile in mind for other roles, and new jobs are added every day.',
    'ask',
  ),
  {
    key: 'interview-invitation',
    label: 'Interview invitation (choose a time)',
    subject: 'Choose a time for your interview: {{jobTitle}}',
    body: 'Hello {{firstName}},\n\n{{company}} would like to interview you for {{jobTitle}}. The proposed times are: {{interviewOptions}}.\n\nChoose the one that suits you here: {{link}}',
    placeholders: [...job, 'interviewOptions'],
    action: 'Choose a time',
  },
  {
    key: 'interview-confirmation',
    label: 'Interview booked (with calendar invitation)',
    subject: 'Interview booked: {{jobTitle}}, {{interviewTime}}',
    body: 'Hello {{firstName}},\n\nThe interview for {{jobTitle}} at {{company}} is booked for {{interviewTime}}.\n\nWhere: {{interviewPlace}}\n\nThe calendar invitation is attached.',
    placeholders: interview,
  },
  {
    key: 'interview-update',
    label: 'Interview rescheduled (with calendar update)',
    subject: 'Interview moved: {{jobTitle}}, now {{interviewTime}}',
    body: 'Hello {{firstName}},\n\nThe interview for {{jobTitle}} at {{company}} has moved to {{interviewTime}}.\n\nWhere: {{interviewPlace}}\n\nThe updated calendar invitation is attached.',
    placeholders: interview,
  },
  {
    key: 'interview-cancellation',
    label: 'Interview cancelled',
    subject: 'Interview cancelled: {{jobTitle}}',
    body: 'Hello {{firstName}},\n\nThe interview for {{jobTitle}} at {{company}} planned for {{interviewTime}} has been cancelled.\n\nYour recruiter will be in touch. Your application shows on your dashboard: {{link}}',
    placeholders: interview,
  },
  {
    key: 'interview-reminder',
    label: 'Interview reminder (24 hours before)',
    subject: 'Reminder: interview for {{jobTitle}} on {{interviewTime}}',
    body: 'Hello {{firstName}},\n\nThis is a reminder of your interview for {{jobTitle}} at {{company}} on {{interviewTime}}.\n\nWhere: {{interviewPlace}}',
    placeholders: interview,
    action: 'Open your dashboard',
  },
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

export const MAIL_TEMPLATE_MESSAGES = {
  notFound: 'Mail template not found.',
  invalidForm: 'The template is not valid.',
  subjectRequired: 'Write a subject.',
  bodyRequired: 'Write the mail’s text.',
  subjectTooLong: `The subject can be at most ${TEMPLATE_LIMITS.subject} characters.`,
  bodyTooLong: `The text can be at most ${TEMPLATE_LIMITS.body} characters.`,
  subjectOneLine: 'The subject must be one line.',
  unknownPlaceholder: (names: string[], allowed: readonly string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{{${n}}}`).join(', ')}. Use only: ${allowed
      .map((n) => `{{${n}}}`)
      .join(', ')}.`,
  saved: 'Template saved. Mails use it from now on.',
  reset: 'The built-in text is back.',
} as const;

/** GET /api/staff/mail-templates: one row per mail. */
export interface MailTemplateView {
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
