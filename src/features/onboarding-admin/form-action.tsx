/**
 * A staff form's submission: busy while it runs, then a message saying what changed, or the
 * server's reason with its per-field messages (shown beside the fields), and the submit row.
 */
import { useState } from 'react';
import { FailureAlert } from '../../components/FailureAlert';
import { ApiError } from '../../lib/api';

export interface FormError {
  message: string;
  fields: Record<string, string>;
}

export function useFormAction(failed: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<FormError | null>(null);

  function run<T>(call: () => Promise<T>, done: (result: T) => string) {
    setBusy(true);
    setError(null);
    setMessage('');
    call().then(
      (result) => {
        setBusy(false);
        setMessage(done(result));
      },
      (err: unknown) => {
        setBusy(false);
        const fields = err instanceof ApiError ? ((err.body as { fields?: Record<string, string> })?.fields ?? {}) : {};
        setError({ message: err instanceof ApiError && err.status < 500 ? err.message : failed, fields });
      },
    );
  }
  return { busy, message, error, run, dismiss: () => setError(null) };
}

/** The form's error, its submit button (a spinner while busy) and the message of the last success. */
export function SubmitRow(props: { action: ReturnType<typeof useFormAction>; label: string; busyLabel: string }) {
  const { action, label, busyLabel } = props;
  return (
    <>
      {action.error ? <FailureAlert message={action.error.message} onClose={action.dismiss} /> : null}
      <div className="d-flex align-items-center gap-3 mt-3">
        <button type="submit" className="btn btn-primary" disabled={action.busy}>
          {action.busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {action.busy ? busyLabel : label}
        </button>
        <span role="status" className="text-success">
          {action.message}
        </span>
      </div>
    </>
  );
}
