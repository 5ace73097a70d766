/**
 * A console list's state: its filters (kept in the address, so Back and a reload return to
 * them), the page loaded for them, and loading that drops answers to filters since changed.
 */
import { useEffect, useRef, useState } from 'react';
import type { Paged } from '../../../common/staff-candidates';
import { listPath } from './api';
import { pageCount } from './Pager';

/** Typing in a text filter asks the server once the typing pauses. */
const FILTER_DEBOUNCE_MS = 300;

export type PagedState<T> =
  | { status: 'loading'; data: Paged<T> | null }
  | { status: 'ready'; data: Paged<T> }
  | { status: 'error'; data: Paged<T> | null; error: unknown };

export function usePagedList<Q extends { page?: number }, T>(
  path: string,
  initial: Q,
  fetchPage: (query: Q, signal: AbortSignal) => Promise<Paged<T>>,
) {
  const [query, setQuery] = useState<Q>(initial);
  const [state, setState] = useState<PagedState<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const typing = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    const delay = typing.current ? FILTER_DEBOUNCE_MS : 0;
    typing.current = false;
    const timer = window.setTimeout(() => {
      // The address follows the filters without a new resolution (the screen is already showing them).
      window.history.replaceState(window.history.state, '', listPath(path, query));
      fetchPage(query, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState((s) => ({ status: 'error', data: s.data, error }));
        },
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [path, fetchPage, query, attempt]);

  const change = (next: (q: Q) => Q) => {
    setState((s) => ({ status: 'loading', data: s.data }));
    setQuery(next);
  };

  return {
    query,
    state,
    retry: () => {
      setState((s) => ({ status: 'loading', data: s.data }));
      setAttempt((n) => n + 1);
    },
    /** A filter changed: back to page 1. `typed` waits for a pause in the typing. */
    filter: (patch: Partial<Q>, typed = false) => {
      typing.current = typed;
      change((q) => ({ ...q, ...patch, page: 1 }));
    },
    change,
    goTo: (page: number) => change((q) => ({ ...q, page })),
    clear: () => change(() => ({}) as Q),
    /** Pages in all (at least one). */
    pages: state.data ? pageCount(state.data) : 1,
  };
}
