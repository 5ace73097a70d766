/**
 * A labelled choice of time zone: each zone by its place and its name in words ("Chicago (Central
 * Time)"), the United States' first; never a bare IANA name. Its error is tied to it like FormField's.
 */
import { useMemo } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import { zoneChoices, zoneLabel } from '../../common/time-zones';

export function TimeZoneSelect({
  id,
  label,
  value,
  onChange,
  error,
  emptyLabel,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** A first choice of no zone (e.g. "Where the job is"); without it a zone must be chosen. */
  emptyLabel?: string;
  className?: string;
}) {
  const choices = useMemo(() => {
    const all = zoneChoices();
    // A zone stored before the platform listed it still shows as chosen.
    return value && !all.some((c) => c.value === value) ? [{ value, label: zoneLabel(value) }, ...all] : all;
  }, [value]);
  return (
    <div className={className}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <FormSelect
        id={id}
        value={value}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </FormSelect>
      {error ? (
        <FormControl.Feedback id={`${id}-error`} type="invalid">
          {error}
        </FormControl.Feedback>
      ) : null}
    </div>
  );
}
