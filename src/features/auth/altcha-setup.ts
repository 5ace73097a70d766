/**
 * Loaded only by the registration page: defines <altcha-widget> from the CSP-friendly build
 * (external stylesheet, no inline workers) and registers the worker for the server's algorithm.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-overrides.scss';

/** The challenge endpoint (docs/architecture.md §3). */
export const ALTCHA_CHALLENGE_URL = '/api/captcha/challenge';

// webpack 5 bundles `new Worker(new URL(…, import.meta.url))` as a same-origin chunk under /assets/.
$altcha.algorithms.set(
  'SHA-256',
  () => new Worker(/* webpackChunkName: 'altcha-sha-worker' */ new URL('./altcha-sha.worker.ts', import.meta.url)),
);
