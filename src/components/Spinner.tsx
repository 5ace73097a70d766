/** The spinner every wait shows (SPEC: a spinner or progress on every wait). */
import { COMPONENT_TEXT } from './messages';

export function Spinner({ label = COMPONENT_TEXT.loading, className = '' }: { label?: string; className?: string }) {
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`} role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
