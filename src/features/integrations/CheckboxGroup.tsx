/** A fieldset of checkboxes choosing some of a fixed list (a webhook's events, an API key's scopes). */
import FormCheck from 'react-bootstrap/FormCheck';

export function CheckboxGroup<T extends string>({
  id,
  legend,
  options,
  labelOf,
  chosen,
  onChange,
}: {
  id: string;
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((o) => (
        <FormCheck
          key={o}
          id={`${id}-${o}`}
          label={`${labelOf(o)} (${o})`}
          checked={chosen.includes(o)}
          onChange={(change) => onChange(change.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o))}
        />
      ))}
    </fieldset>
  );
}
