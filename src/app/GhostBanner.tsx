/**
 * While a staff member views the portal as a candidate (SPEC §3 ghost), every page says so and
 * offers End, which returns to the candidate's page in the console.
 */
import type { GhostState } from '../../common/staff-candidates';
import { EndViewButton } from '../components/EndViewButton';
import { GHOST_TEXT } from './ghost-messages';

export function GhostBanner({ ghost }: { ghost: GhostState }) {
  return (
    <div className="ghost-banner bg-warning text-dark py-2" role="region" aria-label="View as candidate">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <strong data-testid="ghost-banner">{GHOST_TEXT.viewing(ghost.candidateName)}</strong>
        <span>{GHOST_TEXT.limits}</span>
        <EndViewButton candidateId={ghost.candidateId} className="ms-auto" />
      </div>
    </div>
  );
}
