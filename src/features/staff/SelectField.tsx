import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormSelect from 'react-bootstrap/FormSelect'; /** A labelled select with a first empty choice; its error is tied to it like FormField's. */
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
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <FormSelect
        id={id}
        isInvalid={Boolean(error)}
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
      </FormSelect>
      {error ? (
        <FormControl.Feedback id={`${id}-error`} type="invalid">
          {error}
        </FormControl.Feedback>
      ) : null}
    </div>
  );
}
