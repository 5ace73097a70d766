/**
 * While a staff member views the portal as a candidate (docs/product.md §3 ghost), every page says so and
 * offers End, which returns to the candidate's page in the console.
 */
import type { ViewAsState } from '../../common/staff-candidates';
import { EndViewButton } from '../components/EndViewButton';
import { VIEW_AS_TEXT } from './view-as-messages';

export function ViewAsBanner({ view }: { view: ViewAsState }) {
  return (
    <div className="view-as-banner bg-warning text-dark py-2" role="region" aria-label={VIEW_AS_TEXT.region}>
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <strong data-testid="view-as-banner">{VIEW_AS_TEXT.viewing(view.candidateName)}</strong>
        <span>{VIEW_AS_TEXT.limits}</span>
        <EndViewButton candidateId={view.candidateId} className="ms-auto" />
      </div>
    </div>
  );
}
