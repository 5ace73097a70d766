/** The job list's filters: title words, status, type, category and location text. */
import { CATEGORY_KEYS, CATEGORY_LABELS, EMPLOYMENT_TYPES } from '../../../common/jobs';
import type { StaffJobQuery } from '../../../common/staff';
import { employmentTypeLabel, LIST_TEXT as TEXT } from './messages';
import { SelectField } from './SelectField';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import Button from 'react-bootstrap/Button';

type Change = (change: Partial<StaffJobQuery>, typed?: boolean) => void;

/** A text filter: the list asks the server once the typing pauses. */
function TextFilter({
  id,
  label,
  placeholder,
  value,
  maxLength,
  className,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  className: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={className}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <FormControl
        id={id}
        type="search"

        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

const SELECT_CLASS = 'col-6 col-md-2';

export function JobFilters({
  query,
  onChange,
  onClear,
}: {
  query: StaffJobQuery;
  onChange: Change;
  onClear: () => void;
}) {
  return (
    <form
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={TEXT.filters}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextFilter
        id="filter-title"
        label={TEXT.search}
        placeholder={TEXT.searchPlaceholder}
        value={query.q ?? ''}
        maxLength={200}
        className="col-12 col-md"
        onChange={(q) => onChange({ q }, true)}
      />
      <SelectField
        placeholder={TEXT.any}
        className={SELECT_CLASS}
        id="filter-status"
        label={TEXT.status}
        value={query.status ?? ''}
        options={[
          { value: 'open', label: TEXT.open },
          { value: 'closed', label: TEXT.closed },
        ]}
        onChange={(v) => onChange({ status: v as StaffJobQuery['status'] })}
      />
      <SelectField
        placeholder={TEXT.any}
        className={SELECT_CLASS}
        id="filter-type"
        label={TEXT.type}
        value={query.type ?? ''}
        options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: employmentTypeLabel(t) }))}
        onChange={(v) => onChange({ type: v as StaffJobQuery['type'] })}
      />
      <SelectField
        placeholder={TEXT.any}
        className={SELECT_CLASS}
        id="filter-category"
        label={TEXT.category}
        value={query.category ?? ''}
        options={CATEGORY_KEYS.map((k) => ({ value: k, label: CATEGORY_LABELS[k] }))}
        onChange={(v) => onChange({ category: v as StaffJobQuery['category'] })}
      />
      <TextFilter
        id="filter-location"
        label={TEXT.location}
        placeholder={TEXT.locationPlaceholder}
        value={query.location ?? ''}
        maxLength={120}
        className="col-6 col-md-2"
        onChange={(location) => onChange({ location }, true)}
      />
      <div className="col-12 col-md-auto">
        <Button type="button" variant="outline-secondary" className="w-100 text-nowrap" onClick={onClear}>
          {TEXT.clear}
        </Button>
      </div>
    </form>
  );
}
