/** A submit button that shows a small spinner while its form is being sent. */
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  busy: boolean;
  /** Announced to screen readers while busy. */
  busyLabel: string;
  disabled?: boolean;
  className?: string;
  describedBy?: string;
}

export function SubmitButton({
  children,
  busy,
  busyLabel,
  disabled = false,
  className = 'btn btn-primary',
  describedBy,
}: SubmitButtonProps) {
  return (
    <>
      <button type="submit" className={className} disabled={disabled || busy} aria-describedby={describedBy}>
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
