/**
 * The browser's session history as the SPA uses it: push or replace a same-site path, hear every
 * change (back and forward included), and a key per entry that outlives a reload (scroll positions
 * are kept by it). The key sits in the entry's state where the `history` package kept it, so
 * entries made before keep theirs. Written here rather than taken from `history` (with
 * universal-router, 3.4 KB gzip of every first load; see README "Route resolution").
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The entry's own key ('default' for an entry the SPA did not make). */
  key: string;
}
export type Action = 'POP' | 'PUSH' | 'REPLACE';
export interface Update {
  action: Action;
  location: Location;
}
type Listener = (update: Update) => void;

function current(): Location {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return { pathname, search, hash, key: typeof key === 'string' ? key : 'default' };
}

const listeners = new Set<Listener>();

function changed(action: Action): void {
  history.action = action;
  history.location = current();
  const update = { action, location: history.location };
  listeners.forEach((listener) => listener(update));
}

function go(action: 'PUSH' | 'REPLACE', to: string): void {
  const state = { key: Math.random().toString(36).slice(2, 10) };
  if (action === 'REPLACE') window.history.replaceState(state, '', to);
  else {
    try {
      window.history.pushState(state, '', to);
    } catch {
      // Safari limits pushState calls; a full navigation still gets there.
      window.location.assign(to);
      return;
    }
  }
  changed(action);
}

export const history = {
  action: 'POP' as Action,
  location: current(),
  push: (to: string) => go('PUSH', to),
  replace: (to: string) => go('REPLACE', to),
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

window.addEventListener('popstate', () => changed('POP'));
