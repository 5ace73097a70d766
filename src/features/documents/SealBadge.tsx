/** A completed copy's seal (common/seal.ts): sealed, waiting for its time-stamp, or time-stamped. */
import Badge from 'react-bootstrap/Badge';
import { SEAL_STATE_LABELS, type SealState } from '../../../common/seal';

export function SealBadge({ state }: { state: SealState | null }) {
  if (!state) return null;
  return (
    <Badge
      bg={state === 'timestamp_pending' ? 'warning' : 'success'}
      text={state === 'timestamp_pending' ? 'dark' : undefined}
      className="ms-2 align-middle"
      data-testid="seal-state"
    >
      {SEAL_STATE_LABELS[state]}
    </Badge>
  );
}
