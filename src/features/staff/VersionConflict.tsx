/**
 * The error above a console form, and after a 409 (someone else saved first) the choice between
 * saving over their version and loading it. The server's field messages go beside their fields.
 */
import type { RefObject } from 'react';
import { FailureAlert } from '../../components/FailureAlert';
import { ApiError } from '../../lib/api';
import Button from 'react-bootstrap/Button';

/** A failed save's messages: the form's own and one per field (a 4xx), or `fallback` alone. */
export function saveErrors<K extends string>(err: unknown, fallback: string): Partial<Record<K | 'form', string>> {
  if (err instanceof ApiError && err.status < 500) {
    const body = err.body as { fields?: Partial<Record<K, string>> } | null;
    return { ...body?.fields, form: err.message } as Partial<Record<K | 'form', string>>;
  }
  return { form: fallback } as Partial<Record<K | 'form', string>>;
}

export function FormAlert({
  message,
  error,
  conflict,
  alertRef,
  texts,
  onOverwrite,
  onLoadTheirs,
}: {
  message: string;
  /** The failure itself (a session that ended is said as such). */
  error?: unknown;
  /** Their version after a 409, or null. */
  conflict: { title: string; version: number } | null;
  alertRef: RefObject<HTMLDivElement | null>;
  texts: { theirTitle: (title: string, version: number) => string; overwrite: string; loadLatest: string };
  onOverwrite: () => void;
  onLoadTheirs: () => void;
}) {
  return (
    <div ref={alertRef} tabIndex={-1}>
      <FailureAlert message={message} error={error} />
      {conflict ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <span>{texts.theirTitle(conflict.title, conflict.version)}</span>
          <Button type="button" variant="outline-danger" onClick={onOverwrite}>
            {texts.overwrite}
          </Button>
          <Button type="button" variant="outline-secondary" onClick={onLoadTheirs}>
            {texts.loadLatest}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
