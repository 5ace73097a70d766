/**
 * The search options panel (docs/product.md §2): employment type and categories, each with its count of
 * matching jobs; a change searches again. It collapses behind its button, and starts collapsed on
 * a phone (414 px or narrower).
 */
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import FormCheck from 'react-bootstrap/FormCheck';
import {
  type Aggregations,
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  type CategoryKey,
  type SearchType,
} from '../../../common/jobs';
import { employmentTypeLabel } from './job-messages';
import { SEARCH_TEXT } from './search-messages';

const TYPES: readonly SearchType[] = ['Any', 'Contract', 'Permanent'];

export interface SearchOptionsProps {
  type: SearchType;
  categories: CategoryKey[];
  aggregations: Aggregations & { atLeast?: boolean };
  open: boolean;
  onToggle: () => void;
  onType: (type: SearchType) => void;
  onCategories: (categories: CategoryKey[]) => void;
}

export function SearchOptions({
  type,
  categories,
  aggregations,
  open,
  onToggle,
  onType,
  onCategories,
}: SearchOptionsProps) {
  const typeCount = (key: SearchType) =>
    key === 'Any'
      ? aggregations.type?.reduce((s, t) => s + t.count, 0)
      : aggregations.type?.find((t) => t.key === key)?.count;
  const categoryCount = (key: CategoryKey) => aggregations.category?.find((t) => t.key === key)?.count;
  const counted = (count: number | undefined) =>
    count !== undefined ? (
      <span className="text-body-secondary"> ({SEARCH_TEXT.count(count, aggregations.atLeast)})</span>
    ) : null;

  return (
    <>
      <Button
        variant="outline-primary"
        className="w-100 mb-2"
        aria-expanded={open}
        aria-controls="search-options"
        onClick={onToggle}
      >
        {open ? SEARCH_TEXT.hideOptions : SEARCH_TEXT.showOptions}
      </Button>
      <Collapse in={open}>
        <div id="search-options">
          <fieldset className="mb-3">
            <legend className="h6">{SEARCH_TEXT.type}</legend>
            {TYPES.map((t) => (
              <FormCheck key={t}>
                <FormCheck.Input
                  type="radio"
                  name="job-type"
                  id={`job-type-${t}`}
                  checked={type === t}
                  onChange={() => onType(t)}
                />
                <FormCheck.Label htmlFor={`job-type-${t}`}>
                  {t === 'Any' ? SEARCH_TEXT.anyType : employmentTypeLabel(t)}
                  {counted(typeCount(t))}
                </FormCheck.Label>
              </FormCheck>
            ))}
          </fieldset>
          <fieldset>
            <legend className="h6">{SEARCH_TEXT.categories}</legend>
            {CATEGORY_KEYS.map((key) => {
              const checked = categories.includes(key);
              return (
                <FormCheck key={key}>
                  <FormCheck.Input
                    type="checkbox"
                    id={`job-category-${key}`}
                    checked={checked}
                    onChange={() => onCategories(checked ? categories.filter((c) => c !== key) : [...categories, key])}
                  />
                  <FormCheck.Label htmlFor={`job-category-${key}`}>
                    {CATEGORY_LABELS[key]}
                    {counted(categoryCount(key))}
                  </FormCheck.Label>
                </FormCheck>
              );
            })}
          </fieldset>
        </div>
      </Collapse>
    </>
  );
}
