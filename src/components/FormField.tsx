/** A labelled input whose hint and error are tied to it by aria-describedby. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import FloatingLabel from 'react-bootstrap/FloatingLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'size'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown as the field's invalid feedback and marks the input invalid when set. */
  error?: string | null;
  hint?: ReactNode;
  /** Beside the label, e.g. a HelpPopover (outside the label, so its button is not part of it). */
  help?: ReactNode;
  /** The label floats inside the field (compact forms such as sign-in); not with `help`. */
  floating?: boolean;
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
  floating = false,
  wrapperClassName = 'mb-3',
  ...input
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = (
    <FormControl
      {...input}
      // A floating label needs a placeholder to know when the field is empty.
      placeholder={input.placeholder ?? (floating ? label : undefined)}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      isInvalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
    />
  );
  const feedback = error ? (
    <FormControl.Feedback type="invalid" id={errorId}>
      {error}
    </FormControl.Feedback>
  ) : null;
  const hintText = hint ? (
    <FormText as="div" id={hintId}>
      {hint}
    </FormText>
  ) : null;
  if (floating)
    return (
      <FormGroup className={wrapperClassName} controlId={id}>
        <FloatingLabel controlId={id} label={label}>
          {control}
          {feedback}
        </FloatingLabel>
        {hintText}
      </FormGroup>
    );
  return (
    <FormGroup className={wrapperClassName} controlId={id}>
      <FormLabel>{label}</FormLabel>
      {help}
      {control}
      {feedback}
      {hintText}
    </FormGroup>
  );
}
