/**
 * Buttons that show a small spinner while their call runs (a submit, or a single action). The
 * spinner covers the label, which stays for screen readers: the button keeps its size.
 */
import type { MouseEventHandler, ReactNode, Ref } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export interface BusyButtonProps {
  children: ReactNode;
  /** This button's call is running: a spinner, and the button is disabled. */
  busy: boolean;
  /** Announced to screen readers while busy; without it the button's own text changes say it. */
  busyLabel?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  describedBy?: string;
  type?: 'submit' | 'button';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  ariaLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function BusyButton({
  children,
  busy,
  busyLabel,
  disabled = false,
  variant = 'primary',
  size,
  className,
  describedBy,
  type = 'button',
  onClick,
  ariaLabel,
  ref,
}: BusyButtonProps) {
  return (
    <>
      <Button
        ref={ref}
        type={type}
        variant={variant}
        size={size}
        className={busy ? `${className ?? ''} btn-busy`.trim() : className}
        disabled={disabled || busy}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        onClick={onClick}
      >
        {busy ? <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> : null}
        <span className="btn-busy-label">{children}</span>
      </Button>
      {busyLabel !== undefined ? (
        <span className="visually-hidden" role="status">
          {busy ? busyLabel : ''}
        </span>
      ) : null}
    </>
  );
}

/** A submit button that shows a small spinner while its form is being sent. */
export function SubmitButton(props: Omit<BusyButtonProps, 'type' | 'onClick'> & { busyLabel: string }) {
  return <BusyButton {...props} type="submit" />;
}
