/** Saved searches on /overview: each opens /search with its options; managed on /profile. */
import { savedSearchPath } from '../../../common/saved';
import { Link } from '../../components/Link';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import { fetchSavedSearches } from '../saved/api';
import { SAVED_SEARCHES_TEXT as TEXT } from '../saved/list-messages';
import { DashboardSection } from './DashboardSection';

export function SavedSearchesList() {
  const state = useLoad(fetchSavedSearches);
  return (
    <DashboardSection
      id="saved-searches"
      heading={TEXT.heading}
      state={state}
      errorMessage={TEXT.couldNotLoad}
      skeleton={<SkeletonLines widths={['60%', '40%', '0%', '55%', '35%']} />}
      action={
        <Link className="btn btn-outline-primary btn-sm" to="/profile#saved-searches">
          {TEXT.manage}
        </Link>
      }
    >
      {(list) =>
        list.length === 0 ? (
          <p className="mb-0">{TEXT.empty}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {list.map((search) => (
              <li key={search.id} className="mb-2" data-testid="saved-search-link">
                <Link className="fw-semibold" to={savedSearchPath(search.id)}>
                  {search.name}
                </Link>
                <span className="d-block small text-body-secondary">{TEXT.alerts(search.frequency)}</span>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardSection>
  );
}
