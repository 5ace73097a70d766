/** A fieldset of checkboxes choosing some of a fixed list (a webhook's events, an API key's scopes). */
import FormCheck from 'react-bootstrap/FormCheck';

export function CheckboxGroup<T extends string>({
  id,
  legend,
  options,
  labelOf,
  chosen,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  chosen: T[];
  onChange: (chosen: T[]) => void;
  /** The server's word on the choice (none chosen), under the legend. */
  error?: string;
}) {
  const errorId = `${id}-choice-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6">{legend}</legend>
      {error ? (
        <div id={errorId} className="text-danger small mb-1">
          {error}
        </div>
      ) : null}
      {options.map((o) => (
        <FormCheck
          key={o}
          id={`${id}-${o}`}
          label={`${labelOf(o)} (${o})`}
          checked={chosen.includes(o)}
          isInvalid={Boolean(error)}
          onChange={(change) => onChange(change.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o))}
        />
      ))}
    </fieldset>
  );
}
