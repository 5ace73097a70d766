/** The one-click Apply button of a job (docs/product.md §4: a normal and a submitted, disabled state). */
import { APPLY_TEXT } from './job-messages';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export type ApplyState = 'idle' | 'sending' | 'submitted' | 'error';

export function ApplyButton({ state, onApply }: { state: ApplyState; onApply: () => void }) {
  return (
    <>
      {state === 'submitted' ? (
        <Button type="button" variant="success" disabled>
          {APPLY_TEXT.applied}
        </Button>
      ) : (
        <Button type="button" variant="primary" onClick={onApply} disabled={state === 'sending'}>
          {state === 'sending' ? (
            <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" />
          ) : null}
          {APPLY_TEXT.apply}
        </Button>
      )}
      <span className="visually-hidden" role="status">
        {state === 'sending' ? APPLY_TEXT.applying : state === 'submitted' ? APPLY_TEXT.applied : ''}
      </span>
    </>
  );
}
