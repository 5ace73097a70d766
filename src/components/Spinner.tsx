import BsSpinner from 'react-bootstrap/Spinner';
import { COMPONENT_TEXT } from './messages';

/** The spinner every wait shows (SPEC: a spinner or progress on every wait), with what is awaited. */
export function Spinner({ label = COMPONENT_TEXT.loading, className = '' }: { label?: string; className?: string }) {
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`} role="status" aria-live="polite">
      <BsSpinner as="span" animation="border" size="sm" variant="primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
