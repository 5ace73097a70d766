/**
 * A one-time notice that survives the redirects after it (e.g. a failed search goes to
 * /login?r=/search, which sends a signed-in user on to /overview): the next screen that renders
 * shows it once. Kept in sessionStorage, so a reload in between does not lose it.
 */
const KEY = 'portal-notice';

export interface Notice {
  id: number;
  text: string;
  /** A failure explained (the default), or an outcome confirmed (an account deleted). */
  kind: 'failure' | 'success';
}

export function leaveNotice(text: string, kind: Notice['kind'] = 'failure'): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ text, kind }));
  } catch {
    // Storage refused (private mode quota): the redirect still happens, without the explanation.
  }
}

export function takeNotice(): Notice | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(KEY);
    const { text, kind } = JSON.parse(stored) as Partial<Notice>;
    if (typeof text !== 'string') return null;
    return { id: Date.now(), text, kind: kind === 'success' ? 'success' : 'failure' };
  } catch {
    return null;
  }
}
