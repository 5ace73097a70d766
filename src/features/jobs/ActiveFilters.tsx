/**
 * The filters of the results on screen, as chips beside the count, each with a button that clears
 * it and searches again: on a phone the options panel starts collapsed, and the type and distance
 * the profile filled in would otherwise narrow the results without a word.
 */
import { CATEGORY_LABELS, DEFAULT_DISTANCE_MILES } from '../../../common/jobs';
import { type Criteria, isEmptyRow } from './search-criteria';
import { employmentTypeLabel } from './job-messages';
import { SEARCH_TEXT } from './search-messages';

interface Chip {
  key: string;
  label: string;
  clear: () => void;
}

export function ActiveFilters({
  shown,
  onClear,
}: {
  /** The criteria of the results on screen. */
  shown: Criteria;
  /** Searches again with `change` applied to the form. */
  onClear: (change: (current: Criteria) => Partial<Criteria>) => void;
}) {
  const chips: Chip[] = [];
  if (shown.query.trim())
    chips.push({
      key: 'query',
      label: SEARCH_TEXT.chipQuery(shown.query.trim()),
      clear: () => onClear(() => ({ query: '' })),
    });
  if (shown.type !== 'Any')
    chips.push({ key: 'type', label: employmentTypeLabel(shown.type), clear: () => onClear(() => ({ type: 'Any' })) });
  for (const key of shown.categories)
    chips.push({
      key: `category-${key}`,
      label: CATEGORY_LABELS[key],
      clear: () => onClear((c) => ({ categories: c.categories.filter((k) => k !== key) })),
    });
  for (const row of shown.rows.filter((r) => !isEmptyRow(r)))
    chips.push({
      key: `row-${row.key}`,
      label: SEARCH_TEXT.chipPlace(row.location, row.distance === '' ? DEFAULT_DISTANCE_MILES : Number(row.distance)),
      clear: () => onClear((c) => ({ rows: c.rows.filter((r) => r.key !== row.key) })),
    });
  if (!chips.length) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="active-filters">
      <span className="small text-body-secondary" id="active-filters-label">
        {SEARCH_TEXT.filteredBy}
      </span>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-labelledby="active-filters-label">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="badge rounded-pill text-bg-light border d-flex align-items-center gap-1 text-wrap text-start mw-100"
          >
            <span className="fw-normal fs-6">{chip.label}</span>
            <button
              type="button"
              className="btn-close"
              aria-label={SEARCH_TEXT.clearFilter(chip.label)}
              onClick={chip.clear}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
