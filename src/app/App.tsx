import { type ReactNode, useEffect, useState } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

/** SPEC §2: the main area is at least the window height minus 190 px (760 px before measuring). */
export const LAYOUT_CHROME_HEIGHT = 190;
export const INITIAL_MAIN_MIN_HEIGHT = 760;

function useMainMinHeight(): number {
  const [height, setHeight] = useState(INITIAL_MAIN_MIN_HEIGHT);
  useEffect(() => {
    const measure = () => setHeight(Math.max(0, window.innerHeight - LAYOUT_CHROME_HEIGHT));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return height;
}

export function App({ children, showLayout, title }: { children: ReactNode; showLayout: boolean; title?: string }) {
  const minHeight = useMainMinHeight();
  // A page without the layout is usually framed by another page: its landmark needs a name of its own.
  if (!showLayout)
    return (
      <main id="main" aria-label={title}>
        {children}
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
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main container" style={{ minHeight }} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
