/**
 * A one-time notice that survives the redirects after it (e.g. a failed search goes to
 * /login?r=/search, which sends a signed-in user on to /overview): the next screen that renders
 * shows it once. Kept in sessionStorage, so a reload in between does not lose it.
 */
const KEY = 'portal-notice';

export interface Notice {
  id: number;
  text: string;
}

export function leaveNotice(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage refused (private mode quota): the redirect still happens, without the explanation.
  }
}

export function takeNotice(): Notice | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    sessionStorage.removeItem(KEY);
    return { id: Date.now(), text };
  } catch {
    return null;
  }
}
