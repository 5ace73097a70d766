/**
 * When this browser last reached the server (each request moves a signed-in session's idle end,
 * common/session.ts), shared by the tabs through localStorage: the tab a person works in keeps the
 * others from warning that the session is about to end.
 */
const KEY = 'session-activity';

let last = 0;
const listeners = new Set<() => void>();

function stored(): number {
  try {
    return Number(localStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Other tabs need it to a few seconds: storage is written at most that often, not on every answer. */
const SHARE_EVERY_MS = 5_000;

/** A request reached the server now. */
export function noteActivity(at = Date.now()): void {
  last = Math.max(last, at);
  try {
    if (stored() <= last - SHARE_EVERY_MS) localStorage.setItem(KEY, String(last));
  } catch {
    // Storage refused (a private window's quota): this tab still knows.
  }
  for (const listener of listeners) listener();
}

/** The latest request of any tab. */
export function lastActivity(): number {
  last = Math.max(last, stored());
  return last;
}

/** Calls `listener` after a request in this tab or another; returns the unsubscribe. */
export function onActivity(listener: () => void): () => void {
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Loading this page was a request: it counts. */
noteActivity();
