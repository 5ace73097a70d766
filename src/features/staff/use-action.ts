/**
 * A staff screen's call to the server (a button or a form): busy while it runs, then a message
 * saying what changed, or an error — the server's reason for a 4xx with its per-field messages,
 * else the screen's own sentence.
 */
import { useState } from 'react';
import { ApiError } from '../../lib/api';

const NO_FIELDS: Readonly<Record<string, string>> = Object.freeze({});

export function useAction(failed: string) {
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>(NO_FIELDS);

  /**
   * Runs `call`; its result goes to `done`, whose answer is the message shown. `key` names the
   * button that started it (several buttons sharing one action show the spinner on that one).
   */
  function run<T>(call: () => Promise<T>, done: (result: T) => string, key = 'run') {
    setPending(key);
    setError(null);
    setFields(NO_FIELDS);
    setMessage('');
    call().then(
      (result) => {
        setPending(null);
        setMessage(done(result));
      },
      (err: unknown) => {
        setPending(null);
        // The server's own sentence for a refusal; a proxy's page (an HTML 413, say) gets ours.
        const refusal = refusalOf(err);
        setError(refusal ?? failed);
        setFields(refusal ? refusalFields(err) : NO_FIELDS);
      },
    );
  }

  return {
    busy: pending !== null,
    /** Whether the call `key` started is running. */
    isPending: (key = 'run') => pending === key,
    message,
    error,
    fields,
    run,
    dismiss: () => setError(null),
  };
}

export type Action = ReturnType<typeof useAction>;

/** The server's own sentence for a refusal (a 4xx it answered in JSON); null for anything else. */
export function refusalOf(err: unknown): string | null {
  return err instanceof ApiError && err.status < 500 && err.body !== null && typeof err.body === 'object'
    ? err.message
    : null;
}

/** The per-field messages of a refusal the server answered in JSON; empty for anything else. */
export function refusalFields(err: unknown): Readonly<Record<string, string>> {
  if (refusalOf(err) === null) return {};
  return ((err as ApiError).body as { fields?: Record<string, string> }).fields ?? {};
}
