/**
 * The board's columns in a region of their own that scrolls sideways (the page itself does not):
 * focusable and labelled so the arrow keys scroll it, with a shade over each edge where columns
 * are hidden, in view where the columns start, so a sixth column cut off at the window's edge
 * shows that there is more.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Hidden {
  start: boolean;
  end: boolean;
}

export function BoardScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // A pixel's slack: fractional widths leave scrollLeft just short of the end. On a
      // right-to-left page scrollLeft runs from 0 down to minus the overflow.
      const scrolled = Math.abs(el.scrollLeft);
      const start = scrolled > 1;
      const end = el.scrollWidth - el.clientWidth - scrolled > 1;
      setHidden((h) => (h.start === start && h.end === end ? h : { start, end }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);
  return (
    <div className="board-scroller">
      <div
        ref={ref}
        className="board-columns"
        role="region"
        aria-label={label}
        // Only while it scrolls: where the columns stack (a phone) a Tab stop would do nothing, and its
        // focus ring, taller than the screen, could not be seen whole (WCAG 2.4.11).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes the focus so the arrow keys scroll it
        tabIndex={hidden.start || hidden.end ? 0 : undefined}
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        className={`board-scroll-cue board-scroll-cue-start${hidden.start ? ' board-scroll-cue-on' : ''}`}
        data-testid="board-scroll-cue-start"
      />
      <div
        aria-hidden="true"
        className={`board-scroll-cue board-scroll-cue-end${hidden.end ? ' board-scroll-cue-on' : ''}`}
        data-testid="board-scroll-cue-end"
      />
    </div>
  );
}
