/** An application's status as a coloured badge (the candidate's dashboard and the staff pipeline). */
import Badge, { type BadgeProps } from 'react-bootstrap/Badge';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../common/applications';

/** Background and, where the background is light, dark text (WCAG AA contrast). */
const BADGE: Record<ApplicationStatus, Pick<BadgeProps, 'bg' | 'text' | 'className'>> = {
  Submitted: { bg: 'secondary' },
  'Under review': { bg: 'info', text: 'dark' },
  Interview: { bg: 'primary' },
  Offer: { bg: 'success' },
  Placed: { bg: 'success' },
  'Not selected': { bg: 'dark' },
  Withdrawn: { bg: 'light', text: 'dark', className: 'border' },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge {...BADGE[status]} data-testid="application-status">
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
