/** A labelled Bootstrap input whose hint and error are tied to it by aria-describedby. */
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown as invalid-feedback and marks the input invalid when set. */
  error?: string | null;
  hint?: ReactNode;
  /** Beside the label, e.g. a HelpPopover (outside the label, so its button is not part of it). */
  help?: ReactNode;
  wrapperClassName?: string;
}

export function FormField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  help,
  wrapperClassName = 'mb-3',
  className,
  ...input
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {help}
      <input
        {...input}
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
