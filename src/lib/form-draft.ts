/**
 * What a person typed into a form and has not saved yet, kept in the tab's session storage: a
 * save refused because the session ended elsewhere, a reload, or a server that is down loses
 * nothing. Passwords, bank numbers and identity numbers are never written there (SENSITIVE).
 * Every form that edits data takes its values from useFormDraft.
 */
import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { pageState } from './page-state';

const PREFIX = 'form-draft:';
/** Drafts are kept per account (page state's draftOwner): another person on this tab sees none. */
const OWNER = `${pageState.draftOwner ?? 'visitor'}:`;

/** Field names (and question texts) whose values stay out of storage, at any depth. */
const SENSITIVE = new RegExp(
  [
    'pass(word|phrase|code)',
    'secret',
    'bank',
    'routing',
    '\\biban\\b',
    'account.?(number|no\\b)',
    'card.?number',
    '\\bcv[cv]\\b',
    '(^|[^a-z])ssn|ssn($|[^a-z])',
    'social.?security',
    'tax.?id',
    '\\bitin\\b',
    '\\bein\\b',
    'national.?id',
    'identi(ty|fication).?(number|no\\b)',
    'passport',
    '(licen[cs]e|credential|document).?(number|no\\b)',
    'alien',
    'uscis',
    '\\bi-?94\\b',
  ].join('|'),
  'i',
);

/** Whether a field name or a question's text asks for something that must never be kept. */
export const looksSensitive = (text: string): boolean => SENSITIVE.test(text);

/** A copy fit for storage: no sensitive field, and no file (which storage cannot hold anyway). */
function storable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(storable);
  if (!value || typeof value !== 'object') return value;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !looksSensitive(key))
      .map(([key, v]) => [key, storable(v)]),
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the form works, only without a draft
  }
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const text = storage()?.getItem(PREFIX + OWNER + key);
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + OWNER + key, JSON.stringify(storable(value)));
  } catch {
    // Full or switched off: the values stay on screen, only not across a reload.
  }
}

function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + OWNER + key);
}

/**
 * A signed-in page drops the drafts another account left in this tab (its values are not this
 * person's to see). Signed out, they stay: the sign-in page leads back to them.
 */
export function dropOthersDrafts(): void {
  const store = storage();
  if (!store || !pageState.draftOwner) return;
  for (const key of Object.keys(store))
    if (key.startsWith(PREFIX) && !key.startsWith(PREFIX + OWNER)) store.removeItem(key);
}

/** Whether the tab holds values this person typed and did not save (any form). */
export function hasDrafts(): boolean {
  const store = storage();
  return store ? Object.keys(store).some((key) => key.startsWith(PREFIX + OWNER)) : false;
}

/** Signing out on this device ends every draft of the tab (the next person here must not see them). */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

const same = (a: unknown, b: unknown) => JSON.stringify(storable(a)) === JSON.stringify(storable(b));

export interface FormDraft<T> {
  values: T;
  setValues: (next: SetStateAction<T>) => void;
  /** The values differ from the ones last saved (or loaded). */
  dirty: boolean;
  /** The same, at this instant: a save's own navigation runs before the next render. */
  isDirty: () => boolean;
  /** The values came back from an earlier visit of this tab. */
  restored: boolean;
  /** After a save: these values are the saved ones now, and the draft goes. */
  markSaved: (saved: T) => void;
  /** Back to the saved values, the draft gone. */
  discard: () => void;
}

/**
 * A form's values over `saved` (the record as loaded), kept under `key` while they differ from it.
 * `omit` removes what this form must not keep beyond SENSITIVE's field names (e.g. the answer to a
 * question asking for an identity number); omitted values come from `saved` on a restore.
 */
export function useFormDraft<T extends object>(key: string, saved: T, omit?: (values: T) => T): FormDraft<T> {
  const [initial] = useState(() => {
    const draft = readDraft(key);
    return { values: draft ? ({ ...saved, ...draft } as T) : saved, restored: draft !== null };
  });
  const [values, setValues] = useState<T>(initial.values);
  const [baseline, setBaseline] = useState<T>(saved);
  const dirty = !same(values, baseline);
  const omitRef = useRef(omit);
  const latest = useRef({ values, baseline });
  useEffect(() => {
    omitRef.current = omit;
    latest.current = { values, baseline };
  });
  const isDirty = useCallback(() => !same(latest.current.values, latest.current.baseline), []);

  useEffect(() => {
    if (dirty) writeDraft(key, omitRef.current ? omitRef.current(values) : values);
    else clearDraft(key);
  }, [key, values, dirty]);

  const markSaved = useCallback(
    (next: T) => {
      clearDraft(key);
      latest.current = { values: next, baseline: next };
      setBaseline(next);
      setValues(next);
    },
    [key],
  );
  const discard = useCallback(() => {
    clearDraft(key);
    latest.current = { values: baseline, baseline };
    setValues(baseline);
  }, [key, baseline]);

  return { values, setValues, dirty, isDirty, restored: initial.restored && dirty, markSaved, discard };
}
