/** A labelled select with a first empty choice; its error is tied to it like FormField's. */
export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  /** The empty choice ("Any", "Choose a type"). */
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  className: string;
}

export function SelectField({ id, label, value, placeholder, options, onChange, error, className }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
