/**
 * Sending a section of Form I-9 (Section 1, Section 2): the wait, the server's field messages by
 * field, and the failure, focused when it shows so a keyboard or screen-reader user hears it.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

export type FieldErrors = Record<string, string>;

export function useSectionSubmit(failedText: string) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; error: unknown } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  function send<T>(call: () => Promise<T>, onDone: (result: T) => void) {
    setBusy(true);
    setFailure(null);
    call().then(
      (result) => {
        setBusy(false);
        onDone(result);
      },
      (error: unknown) => {
        setBusy(false);
        const known = error instanceof ApiError && error.status < 500;
        setErrors(known ? ((error.body as { fields?: FieldErrors } | null)?.fields ?? {}) : {});
        setFailure({ message: known ? error.message : failedText, error });
      },
    );
  }
  /** What the section's SectionSubmit shows of the sending. */
  const shown = { failure, alertRef, busy };
  return { busy, errors, shown, send };
}
