/** An application's status as a coloured badge (the candidate's dashboard and the staff pipeline). */
import type { ApplicationStatus } from '../../common/applications';

const BADGE: Record<ApplicationStatus, string> = {
  Submitted: 'text-bg-secondary',
  'Under review': 'text-bg-info',
  Interview: 'text-bg-primary',
  Offer: 'text-bg-success',
  Placed: 'text-bg-success',
  'Not selected': 'text-bg-dark',
  Withdrawn: 'text-bg-light border',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`badge ${BADGE[status]}`} data-testid="application-status">
      {status}
    </span>
  );
}
