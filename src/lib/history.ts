/** The browser's session history (the `history` package): navigation pushes and replaces through it. */
import { createBrowserHistory, type Update } from 'history';

export const history = createBrowserHistory();

const SAME_SCREEN = 'sameScreen';

/**
 * Writes the state of the screen on show into its address (replacing the entry), without
 * resolving the route again: Back and reload then come back to that state.
 */
export function replaceAddress(path: string): void {
  const here = history.location;
  if (here.pathname + here.search === path) return;
  history.replace(path, { [SAME_SCREEN]: true });
}

/** Whether a history change only wrote the shown screen's state (replaceAddress). */
export function isAddressUpdate(update: Update): boolean {
  const state = update.location.state as Record<string, unknown> | null;
  return update.action === 'REPLACE' && state?.[SAME_SCREEN] === true;
}
