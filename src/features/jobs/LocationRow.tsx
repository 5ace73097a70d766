/**
 * One location row of the search: a place autocomplete (debounced 800 ms, menu at most 150 px
 * high, ARIA combobox) and a distance field that accepts numbers only (docs/product.md §5, §9).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { LocationOption } from '../../../common/jobs';
import { HelpPopover } from '../../components/HelpPopover';
import { findLocations } from './api';
import type { GeoRow } from './search-criteria';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MAX_HEIGHT_PX, SEARCH_TEXT } from './search-messages';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import Spinner from 'react-bootstrap/Spinner';
import Button from 'react-bootstrap/Button';

/** docs/product.md §5: the distance field accepts numbers only. */
function numbersOnly(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

/**
 * The place autocomplete of a location row, also used by the staff console's job form: an ARIA
 * combobox whose suggestions come 800 ms after the last keystroke.
 */
export function LocationInput({
  id,
  label,
  value,
  onChange,
  placeholder = SEARCH_TEXT.locationPlaceholder,
  error,
}: {
  id: string;
  label: string;
  value: string;
  /** `latLong` is empty while the text is typed, set when a suggestion is chosen. */
  onChange: (location: string, latLong: string) => void;
  placeholder?: string;
  /** Marks the input invalid and is read with it. */
  error?: string | null;
}) {
  const [options, setOptions] = useState<LocationOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);

  const cancel = () => {
    window.clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
  };
  useEffect(() => cancel, []);

  /** Suggestions for what was typed, asked for 800 ms after the last keystroke. */
  const suggest = (text: string) => {
    cancel();
    const term = text.trim();
    if (term.length < 2) {
      setOptions([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    setLoading(true);
    const controller = new AbortController();
    pending.current = controller;
    timer.current = window.setTimeout(() => {
      findLocations(term, controller.signal).then(
        (list) => {
          if (controller.signal.aborted) return;
          setOptions(list);
          setActive(-1);
          setOpen(list.length > 0);
          setLoading(false);
        },
        () => {
          if (!controller.signal.aborted) setLoading(false);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const stopSuggesting = () => {
    cancel();
    setOpen(false);
    setLoading(false);
  };

  const choose = (option: LocationOption) => {
    stopSuggesting();
    onChange(option.location, option.latLong);
    setOptions([]);
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  return (
    <>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <FormControl
        id={id}
        isInvalid={Boolean(error)}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value, '');
          suggest(e.target.value);
        }}
        onKeyDown={(e) => {
          // Enter without a chosen suggestion submits the form: suggestions still on their way
          // must not open over its answer (an error under the field, or the results).
          if (e.key === 'Enter' && (!open || active < 0)) return stopSuggesting();
          if (!open) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(options.length - 1, a + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(0, a - 1));
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            choose(options[active]!);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
        onBlur={() => {
          // Leaving the field (the Search button, the next field) ends suggesting; the delay
          // lets a click on a suggestion land first.
          cancel();
          setLoading(false);
          window.setTimeout(() => setOpen(false), 150);
        }}
      />
      {error ? (
        <FormControl.Feedback id={errorId} type="invalid">
          {error}
        </FormControl.Feedback>
      ) : null}
      {loading ? (
        <div className="position-absolute end-0 top-0 mt-1 me-2 small">
          <Spinner animation="border" size="sm" as="span" className="text-primary" aria-hidden="true" />
          <span className="visually-hidden" role="status">
            {SEARCH_TEXT.suggestionsLoading}
          </span>
        </div>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={SEARCH_TEXT.suggestions}
        className={`list-group position-absolute w-100 shadow-sm${open ? '' : ' d-none'}`}
        style={{ maxHeight: AUTOCOMPLETE_MAX_HEIGHT_PX, overflowY: 'auto', zIndex: 1000 }}
      >
        {options.map((option, i) => (
          <li
            key={option.location}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`list-group-item list-group-item-action${i === active ? ' active' : ''}`}
            style={{ cursor: 'pointer' }}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
          >
            {option.location}
          </li>
        ))}
      </ul>
    </>
  );
}

export function LocationRow({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: GeoRow;
  index: number;
  onChange: (row: GeoRow) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  return (
    <div className="row g-2 align-items-end mb-2" data-testid="location-row">
      <div className="col-12 col-sm-7 position-relative">
        <LocationInput
          id={`${id}-location`}
          label={index > 0 ? SEARCH_TEXT.locationNumbered(index + 1) : SEARCH_TEXT.locationLabel}
          value={row.location}
          onChange={(location, latLong) => onChange({ ...row, location, latLong })}
        />
      </div>
      <div className={onRemove ? 'col-7 col-sm-3' : 'col-12 col-sm-5'}>
        <FormLabel htmlFor={`${id}-distance`}>{SEARCH_TEXT.distanceLabel}</FormLabel>
        <HelpPopover label={SEARCH_TEXT.distanceHelpLabel}>{SEARCH_TEXT.distanceHelp}</HelpPopover>
        <FormControl
          id={`${id}-distance`}

          type="text"
          inputMode="decimal"
          pattern="[0-9]*\.?[0-9]*"
          value={row.distance}
          onChange={(e) => onChange({ ...row, distance: numbersOnly(e.target.value) })}
        />
      </div>
      {onRemove ? (
        <div className="col-5 col-sm-2">
          <Button type="button" variant="outline-secondary" className="w-100" onClick={onRemove}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{SEARCH_TEXT.removeLocation(index + 1)}</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
