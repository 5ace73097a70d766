/** Saved searches on /overview: each opens /search with its options; managed on /profile. Its frame is in OverviewPage. */
import { type SavedSearch, savedSearchPath } from '../../../common/saved';
import { Link } from '../../components/Link';
import { SAVED_SEARCHES_TEXT as TEXT } from '../saved';

export function SavedSearchesList({ list }: { list: SavedSearch[] }) {
  return list.length === 0 ? (
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
  );
}
