/**
 * The job list's state: the filters (kept in the address, so Back and a reload return to them),
 * the page of jobs for them, and loading that drops answers to filters that have since changed.
 */
import { useEffect, useRef, useState } from 'react';
import type { StaffJobList, StaffJobQuery, StaffJobSort } from '../../../common/staff';
import { fetchJobs, jobQueryString } from './api';

/** Typing in a text filter asks the server once the typing pauses. */
export const FILTER_DEBOUNCE_MS = 300;

export type JobListState =
  | { status: 'loading'; data: StaffJobList | null }
  | { status: 'ready'; data: StaffJobList }
  | { status: 'error'; data: StaffJobList | null; error: unknown };

/** The order the server applies (newest first when none is asked for). */
export function sortOf(q: StaffJobQuery): { sort: StaffJobSort; dir: 'asc' | 'desc' } {
  return { sort: q.sort ?? 'opened', dir: q.dir ?? 'desc' };
}

export function useJobList(initial: StaffJobQuery) {
  const [query, setQuery] = useState<StaffJobQuery>(initial);
  const [state, setState] = useState<JobListState>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const typing = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    const delay = typing.current ? FILTER_DEBOUNCE_MS : 0;
    typing.current = false;
    const timer = window.setTimeout(() => {
      // The address shows the list's filters without a new history entry or a new resolution.
      window.history.replaceState(window.history.state, '', `/admin/jobs${jobQueryString(query)}`);
      fetchJobs(query, controller.signal).then(
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
  }, [query, attempt]);

  const loading = () => setState((s) => ({ status: 'loading', data: s.data }));
  const change = (next: (q: StaffJobQuery) => StaffJobQuery) => {
    loading();
    setQuery(next);
  };

  return {
    query,
    state,
    retry: () => {
      loading();
      setAttempt((n) => n + 1);
    },
    /** A filter changed: back to page 1. `typed` waits for a pause in the typing. */
    filter: (patch: Partial<StaffJobQuery>, typed = false) => {
      typing.current = typed;
      change((q) => ({ ...q, ...patch, page: 1 }));
    },
    /** The same column again reverses the order; another column starts A to Z (newest first for dates). */
    sortBy: (sort: StaffJobSort) =>
      change((q) => {
        const current = sortOf(q);
        const dir =
          current.sort === sort ? (current.dir === 'asc' ? 'desc' : 'asc') : sort === 'opened' ? 'desc' : 'asc';
        return { ...q, sort, dir, page: 1 };
      }),
    goTo: (page: number) => change((q) => ({ ...q, page })),
    clear: () => change(() => ({})),
  };
}
