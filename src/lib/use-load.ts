/**
 * Loading data for a screen or a section: one state (loading, error, ready), cancellation when the
 * component goes away (a late answer is dropped), Retry, and local updates of the loaded data.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export type Loaded<T> = LoadState<T> & {
  /** Loads again from scratch (the Retry button of an error state). */
  retry: () => void;
  /** Loads again while the loaded data stays on screen (after an action changed it on the server). */
  refresh: () => void;
  /** Changes the loaded data in place (after a save), without loading again. */
  update: (change: (data: T) => T) => void;
};

/** `load` must be stable (a module-level function or a useCallback). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  /** The next load is a refresh: the loaded data stays on screen even if it fails. */
  const refreshing = useRef(false);

  useEffect(() => {
    const keep = refreshing.current;
    refreshing.current = false;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        // A transition: drawing a screen's data yields to the browser between components, so a
        // long list never blocks input (one long task on a phone's slower CPU otherwise).
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        // A refresh that fails keeps what is on screen (the action before it already succeeded).
        if (!controller.signal.aborted)
          setState((s) => (keep && s.status === 'ready' ? s : { status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => {
    refreshing.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s)),
    [],
  );
  return { ...state, retry, refresh, update };
}
