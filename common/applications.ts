/** Job applications and their statuses (docs/architecture.md §5), shared by the SPA and the server. */
import { i18n, translatable } from './i18n';

/** Every status an application moves through; Submitted is where each one starts. */
export const APPLICATION_STATUSES = [
  'Submitted',
  'Under review',
  'Interview',
  'Offer',
  'Placed',
  'Not selected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Each status as a person reads it (the statuses themselves are stored and sent as they are). */
export const APPLICATION_STATUS_LABELS = /* @__PURE__ */ translatable({
  Submitted: /*i18n*/ { id: 'Submitted', comment: 'An application’s status' },
  'Under review': /*i18n*/ { id: 'Under review', comment: 'An application’s status' },
  Interview: /*i18n*/ { id: 'Interview', comment: 'An application’s status (a stage of the pipeline)' },
  Offer: /*i18n*/ { id: 'Offer', comment: 'An application’s status (a stage of the pipeline)' },
  Placed: /*i18n*/ { id: 'Placed', comment: 'An application’s status: the candidate was hired' },
  'Not selected': /*i18n*/ { id: 'Not selected', comment: 'An application’s status' },
  Withdrawn: /*i18n*/ { id: 'Withdrawn', comment: 'An application’s status: the candidate withdrew it' },
});

/** A status in words; a value that is no status is shown as it is. */
export function applicationStatusLabel(status: string): string {
  return Object.prototype.hasOwnProperty.call(APPLICATION_STATUS_LABELS, status)
    ? APPLICATION_STATUS_LABELS[status as ApplicationStatus]
    : status;
}

/** Not yet decided: the candidate may still withdraw. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['Submitted', 'Under review', 'Interview'];

export function canWithdraw(status: string): boolean {
  return (WITHDRAWABLE_STATUSES as readonly string[]).includes(status);
}

interface ApplicationStatusChange {
  status: ApplicationStatus;
  /** ISO 8601. */
  changedAt: string;
}

/** GET /api/me/applications: one application, newest first in the list. */
export interface Application {
  id: number;
  jobOrderId: number;
  title: string;
  location: string;
  corpTitle: string;
  /** ISO 8601. */
  appliedAt: string;
  status: ApplicationStatus;
  /** When the current status was set (ISO 8601). */
  statusChangedAt: string;
  /** Oldest first. */
  history: ApplicationStatusChange[];
  canWithdraw: boolean;
}

/** Messages the server sends that the SPA shows as they are. */
export const APPLICATION_MESSAGES = /* @__PURE__ */ translatable({
  notFound: /*i18n*/ { id: 'Application not found.' },
  alreadyWithdrawn: /*i18n*/ { id: 'You have already withdrawn this application.' },
  decided: (status: string) =>
    i18n._('This application can no longer be withdrawn: its status is {status}.', {
      status: applicationStatusLabel(status),
    }),
  /** For callers of the API: the statuses as they send them. */
  unknownStatus: /*i18n*/ {
    id: 'status must be one of: {statuses}',
    comment: 'statuses: the status values the API takes, in English',
    values: { statuses: APPLICATION_STATUSES.join(', ') },
  },
  accountDeleted: /*i18n*/ {
    id: 'This candidate deleted their account: the application is closed, and nothing more can be sent or changed.',
  },
  changedMeanwhile: (status: string) =>
    i18n._(
      'Someone else moved this application to {status} in the meantime: it was not moved. Look at it again and move it if you still want to.',
      { status: applicationStatusLabel(status) },
    ),
});
