import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { FailureAlert } from '../components/FailureAlert';
import { COMPONENT_TEXT } from '../components/messages';
import type { Notice } from '../lib/notice';
import Alert from 'react-bootstrap/Alert';
import { pageState } from '../lib/page-state';
import { staffSession } from '../lib/step-up';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionWatch } from './SessionWatch';
import { APP_TEXT } from './messages';

type Banner = typeof import('./ViewAsBanner').ViewAsBanner;
let ViewAsBanner: Banner | null = null;
/**
 * Only staff viewing the portal as a candidate see the view-as banner: its chunk loads beside the
 * first route and never for candidates. The first render waits for it, so nothing moves later.
 */
export const appShellReady: Promise<void> = pageState.viewAs
  ? import(/* webpackChunkName: 'view-as-banner' */ './ViewAsBanner').then((m) => {
      ViewAsBanner = m.ViewAsBanner;
    })
  : Promise.resolve();

/**
 * A staff session (also viewing as a candidate) answers the server's step-up requests in one dialog
 * (lib/step-up.ts); its chunk loads after the page, and never for candidates or visitors.
 */
const StepUpHost = lazy(() =>
  import(/* webpackChunkName: 'step-up' */ '../components/StepUpDialog').then((m) => ({ default: m.StepUpHost })),
);

/** docs/product.md §2: the main area is at least the window height minus 190 px (760 px before measuring). */
const LAYOUT_CHROME_HEIGHT = 190;
const INITIAL_MAIN_MIN_HEIGHT = 760;

function useMainMinHeight(): number {
  // Measured at the first render already: a later change would move the footer (a layout shift).
  const [height, setHeight] = useState(() =>
    typeof window === 'undefined' ? INITIAL_MAIN_MIN_HEIGHT : Math.max(0, window.innerHeight - LAYOUT_CHROME_HEIGHT),
  );
  useEffect(() => {
    const measure = () => setHeight(Math.max(0, window.innerHeight - LAYOUT_CHROME_HEIGHT));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return height;
}

/** A notice left by the screen before a redirect; closes itself like every error dialog. */
function NoticeAlert({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return notice.kind === 'success' ? (
    <Alert
      variant="success"
      dismissible
      onClose={() => setOpen(false)}
      closeLabel={COMPONENT_TEXT.close}
      data-testid="notice"
    >
      <span role="status">{notice.text}</span>
    </Alert>
  ) : (
    <FailureAlert message={notice.text} testId="notice" onClose={() => setOpen(false)} />
  );
}

export function App({
  children,
  showLayout,
  title,
  notice,
}: {
  children: ReactNode;
  showLayout: boolean;
  title?: string;
  notice?: Notice | null;
}) {
  const minHeight = useMainMinHeight();
  // A page without the layout is usually framed by another page: its landmark needs a name of its own.
  // Signed in, the page warns before the session ends for want of activity (WCAG 2.2.1).
  const watch = pageState.isLoggedIn ? <SessionWatch /> : null;
  if (!showLayout)
    return (
      <main id="main" aria-label={title}>
        {children}
        {watch}
      </main>
    );
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          // Focus the content without a hash navigation (which would re-resolve the route).
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {APP_TEXT.skipToContent}
      </a>
      {pageState.viewAs && ViewAsBanner ? <ViewAsBanner view={pageState.viewAs} /> : null}
      {staffSession() ? (
        <Suspense fallback={null}>
          <StepUpHost />
        </Suspense>
      ) : null}
      <Header />
      <main id="main" className="site-main container" style={{ minHeight }} tabIndex={-1}>
        {notice ? <NoticeAlert key={notice.id} notice={notice} /> : null}
        {children}
      </main>
      <Footer />
      {watch}
    </>
  );
}
