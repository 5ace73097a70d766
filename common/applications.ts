/** Job applications and their statuses (docs/architecture.md §5), shared by the SPA and the server. */

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
export const APPLICATION_MESSAGES = {
  notFound: 'Application not found.',
  alreadyWithdrawn: 'You have already withdrawn this application.',
  decided: (status: string) => `This application can no longer be withdrawn: its status is ${status}.`,
  unknownStatus: `status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
  accountDeleted:
    'This candidate deleted their account: the application is closed, and nothing more can be sent or changed.',
  changedMeanwhile: (status: string) =>
    `Someone else moved this application to ${status} in the meantime: it was not moved. Look at it again and move it if you still want to.`,
} as const;
