/**
 * The state of a console form that creates a record or edits it under a version number: fields,
 * the server's messages, busy, and after a 409 the other person's version, to save over or load.
 * Nothing typed is lost on a failed save, a reload or a session that ended (the tab keeps a draft).
 */
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useFormDraft } from '../../lib/form-draft';
import { saveErrors } from './VersionConflict';

export interface VersionedFormOptions<F, R extends { version: number }> {
  /** The record being edited, or null for a new one. */
  record: R | null;
  /** Where the tab keeps unsaved values (one per record, and one for a new one). */
  draftKey: string;
  empty: F;
  fieldsOf: (record: R) => F;
  /** Creates (version undefined) or saves over `version`. */
  write: (fields: F, version: number | undefined) => Promise<R>;
  /** The record as stored now (shown after a 409). */
  reload: () => Promise<R>;
  onSaved: (record: R) => void;
  failed: string;
  /**
   * A field's problem with its new value, or null when it is fine. A field the server marked is
   * checked again as it changes; without `check`, any change clears its mark.
   */
  check?: (key: keyof F & string, value: unknown) => string | null;
}

export function useVersionedForm<F extends object, R extends { version: number; title: string }>(
  options: VersionedFormOptions<F, R>,
) {
  const { record } = options;
  // A draft belongs to the version it was typed over: restored over a newer one it would save over that silently.
  const draft = useFormDraft<F>(
    `${options.draftKey}:${record?.version ?? 0}`,
    record ? options.fieldsOf(record) : options.empty,
  );
  const { values: fields, setValues: setFields } = draft;
  const [failure, setFailure] = useState<unknown>(null);
  const [version, setVersion] = useState(record?.version ?? 0);
  const [errors, setErrors] = useState<Partial<Record<keyof F | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<R | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  /** The last failure was about fields (its form message only points at them). */
  const fieldFailure = useRef(false);

  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setFields((f) => ({ ...f, [key]: value }));
      setErrors((e) => {
        if (!e[key]) return e;
        const problem = options.check ? options.check(key as keyof F & string, value) : null;
        const next = { ...e, [key]: problem ?? undefined };
        // "Correct the fields marked below" goes once no field is marked; a conflict's message stays.
        const marked = Object.entries(next).some(([k, v]) => k !== 'form' && v);
        if (!marked && fieldFailure.current) next.form = undefined;
        return next;
      });
    };

  const save = (asVersion = version) => {
    setBusy(true);
    options.write(fields, record ? asVersion : undefined).then(
      (saved) => {
        setBusy(false);
        setErrors({});
        setConflict(null);
        setFailure(null);
        setVersion(saved.version);
        draft.markSaved(options.fieldsOf(saved));
        options.onSaved(saved);
      },
      (err: unknown) => {
        setBusy(false);
        const found = saveErrors<Extract<keyof F, string>>(err, options.failed) as typeof errors;
        fieldFailure.current =
          !(err instanceof ApiError && err.status === 409) && Object.keys(found).some((k) => k !== 'form');
        setErrors(found);
        setFailure(err);
        if (record && err instanceof ApiError && err.status === 409) {
          options.reload().then(setConflict, () => setConflict(null));
        }
        window.setTimeout(() => alertRef.current?.focus(), 0);
      },
    );
  };

  return {
    fields,
    set,
    errors,
    busy,
    version,
    /** For DraftStatus inside the form. */
    draft,
    submit: (event: FormEvent) => {
      event.preventDefault();
      save();
    },
    /** The props of FormAlert (above the form when errors.form is set). */
    alert: {
      error: failure,
      conflict,
      alertRef,
      onOverwrite: () => {
        if (conflict) save(conflict.version);
      },
      onLoadTheirs: () => {
        if (!conflict) return;
        draft.markSaved(options.fieldsOf(conflict));
        setVersion(conflict.version);
        setConflict(null);
        setErrors({});
      },
    },
  };
}
