/** The one-click Apply button of a job (SPEC §4: a normal and a submitted, disabled state). */
import { APPLY_TEXT } from './job-messages';

export type ApplyState = 'idle' | 'sending' | 'submitted' | 'error';

export function ApplyButton({ state, onApply }: { state: ApplyState; onApply: () => void }) {
  return (
    <>
      {state === 'submitted' ? (
        <button type="button" className="btn btn-success" disabled>
          {APPLY_TEXT.applied}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onApply} disabled={state === 'sending'}>
          {state === 'sending' ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {APPLY_TEXT.apply}
        </button>
      )}
      <span className="visually-hidden" role="status">
        {state === 'sending' ? APPLY_TEXT.applying : state === 'submitted' ? APPLY_TEXT.applied : ''}
      </span>
    </>
  );
}
