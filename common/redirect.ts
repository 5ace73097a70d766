/**
 * Redirect targets (login `r`, redirectTo, loading-transition, signing return URLs) may only be
 * paths on this site. Anything else falls back to `fallback`.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  // Browsers treat backslashes as slashes and ignore tabs/newlines inside URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
