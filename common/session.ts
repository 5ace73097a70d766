/**
 * How long a signed-in session lasts without a request (docs/product.md §9), for the server that
 * enforces it and for the page that warns before it ends (WCAG 2.2.1).
 */

/** docs/product.md §9: 30 minutes, enforced by the server as an idle timeout. */
export const SESSION_IDLE_MS = 1_800_000;

/**
 * A request within this long of the stored expiry's last move does not write it again: reads stay
 * reads (no commit, no log flush per request). The idle timeout still never exceeds 30 minutes
 * after the last request, and is never shorter than 30 minutes less this.
 */
export const SESSION_TOUCH_EVERY_MS = 30_000;

/** The page warns this long before the earliest moment the server may end an idle session. */
export const SESSION_WARNING_MS = 3 * 60_000;
