/**
 * Redirect targets (login `r`, redirectTo, loading-transition, signing return URLs, frame
 * messages, CMS links) may only be paths on this site (SECURITY 3.7.2). The check runs on the
 * normalised URL: dot segments and percent-encoded dots are resolved first, so `/.//host` or
 * `/%2e//host` cannot come out as the protocol-relative `//host`. Anything else falls back.
 */
const BASE = 'http://portal.invalid';

/** What browsers read as another host (or ignore) at the start of a path. */
function leavesSite(path: string): boolean {
  // Browsers treat backslashes as slashes and ignore tabs/newlines inside URLs.
  // eslint-disable-next-line no-control-regex
  return !path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path);
}

export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || leavesSite(target)) return fallback;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return fallback;
    const normalised = url.pathname + url.search + url.hash;
    return leavesSite(normalised) ? fallback : normalised;
  } catch {
    return fallback;
  }
}

/**
 * The same-site path an anchor's href leads to, resolved against the page's own URL, or null
 * when it leaves the site (then the browser handles the click itself).
 */
export function internalPath(href: string, pageUrl: string): string | null {
  try {
    const url = new URL(href, pageUrl);
    if (url.origin !== new URL(pageUrl).origin) return null;
    const path = safeRedirectPath(url.pathname + url.search + url.hash, '');
    return path === '' ? null : path;
  } catch {
    return null;
  }
}
