/**
 * One button's call to the server: busy while it runs, then a message saying what changed, or an
 * error (the server's reason for a 4xx, else the screen's own sentence).
 */
import { useState } from 'react';
import { ApiError } from '../../lib/api';

export function useAction(failed: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Runs `call`; its result goes to `done`, whose answer is the message shown. */
  function run<T>(call: () => Promise<T>, done: (result: T) => string) {
    setBusy(true);
    setError(null);
    call().then(
      (result) => {
        setBusy(false);
        setMessage(done(result));
      },
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError && err.status < 500 ? err.message : failed);
      },
    );
  }

  return { busy, message, error, run, dismiss: () => setError(null) };
}
