/**
 * Client entry: resolves the route on every history change (docs/product.md §2 "Route resolution").
 */
import './styles/main.scss';
import type { IsUserAnswer } from '../common/auth';
import { isStaffRole } from '../common/staff-roles';
import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Location, Update } from 'history';
import { App, appShellReady } from './app/App';
import { sendPageview } from './lib/analytics';
import { dropOthersDrafts } from './lib/form-draft';
import { apiFetch } from './lib/api';
import { history, isAddressUpdate } from './lib/history';
import { parseQuery, withQuery } from './lib/query';
import { takeNotice } from './lib/notice';
import { documentTitle, pageState, takeFlash } from './lib/page-state';
import { forgetScroll, initScrollRestoration, restoreScroll, saveScroll } from './lib/scroll';
import { resolve } from './router';
import { warmFormattersAfterPaint } from './lib/warm-formatters';
import { renderCriticalError } from './app/critical-error';

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing');
// A screen that fails to draw is handled as a failed resolution (docs/product.md §2 step 5): the screens
// draw in transitions, so such an error reaches React's root, not the resolution's catch.
const root = createRoot(container, {
  onUncaughtError: (error) => recoverFromFailure(error, currentLocation),
});
initScrollRestoration();
dropOthersDrafts();

async function check(url: string): Promise<boolean> {
  const { isUser } = await apiFetch<IsUserAnswer>(url);
  return isUser === true;
}

function setMeta(title: string | undefined, description: string | undefined): string {
  const full = documentTitle(title);
  document.title = full;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description ?? '';
  return full;
}

const RELOAD_GUARD_KEY = 'route-reload';

/** docs/product.md §2 step 5: log and reload — but never loop: a second failure within 10 s shows an error. */
function recoverFromFailure(error: unknown, location: Location): void {
  console.error(error);
  const now = Date.now();
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last > 10_000) {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
    window.location.reload();
    return;
  }
  renderCriticalError(root, location);
}

/** Runs `onShown` once its screen is in the document (React has committed it). */
function Shown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useLayoutEffect(onShown, [onShown]);
  return children;
}

let currentLocation: Location = history.location;
/** Screens rendered so far: head elements the server wrote (data-page-meta) belong to the first. */
let rendered = 0;

async function onLocationChange({ location, action }: Update): Promise<void> {
  if (action === 'PUSH') forgetScroll(location.key);
  currentLocation = location;
  const memo = <T,>(fn: () => Promise<T>) => {
    let p: Promise<T> | null = null;
    return () => (p ??= fn());
  };
  // Until the first screen renders (redirects included), the page the server has just written for
  // this session answers the user checks: a round trip less before the first screen. Signing in
  // and out load a new page; later navigations ask the server, as the session may have ended.
  const fromPage = rendered === 0;
  const isUser = fromPage ? () => Promise.resolve(pageState.isLoggedIn) : memo(() => check('/api/is-user'));
  try {
    const [route] = await Promise.all([
      resolve({
        pathname: location.pathname,
        query: parseQuery(location.search),
        flash: takeFlash(),
        isUser,
        isConfirmedUser: fromPage
          ? () => Promise.resolve(pageState.isLoggedIn && pageState.emailConfirmed)
          : memo(() => check('/api/is-confirmed-user')),
        // Signing in and out load a new page, so the page's role is the session's.
        isStaff: async () => isStaffRole(pageState.role) && (await isUser()),
      }),
      appShellReady,
    ]);
    // The user moved on while this resolution was in flight.
    if (currentLocation.key !== location.key) return;

    if (route.requiresAuth) {
      history.replace(withQuery('/login', { r: location.pathname + location.search }));
      return;
    }
    if (route.redirect) {
      history.replace(route.redirect);
      return;
    }
    if (rendered++ > 0) document.querySelectorAll('[data-page-meta]').forEach((el) => el.remove());
    const title = setMeta(route.title, route.description);
    const shown = () => {
      restoreScroll(location.key, location.hash);
      sendPageview(location.pathname + location.search, title);
      warmFormattersAfterPaint();
    };
    // A transition: drawing the screen yields to the browser between components instead of
    // holding the main thread in one long task (on a phone's slower CPU above all).
    startTransition(() => {
      root.render(
        <App showLayout={route.showLayout !== false} title={route.title} notice={takeNotice()}>
          <Shown onShown={shown}>{route.component}</Shown>
        </App>,
      );
    });
  } catch (error) {
    if (currentLocation.key !== location.key) return;
    recoverFromFailure(error, location);
  }
}

history.listen((update) => {
  // The screen on show wrote its state into its address: it stays as it is, under the new entry.
  if (isAddressUpdate(update)) {
    currentLocation = update.location;
    return;
  }
  saveScroll(currentLocation.key);
  void onLocationChange(update);
});
// A reload comes back to where the page was (docs/product.md §2: scroll restoration is manual).
window.addEventListener('pagehide', () => saveScroll(currentLocation.key));
void onLocationChange({ location: history.location, action: history.action });
