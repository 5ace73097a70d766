/**
 * A help popover (docs/product.md §9: max width 300 px): a small "?" button that shows a short explanation
 * below it. A disclosure, not a tooltip: it opens on click, Enter or Space, and closes on a second
 * press, Escape or a click elsewhere. The popover is react-bootstrap's Overlay with a Popover
 * (Popper keeps it in the window); their code (11 KB gzip with Popper) loads when the button is
 * first pointed at, focused or pressed, not with the screen. OverlayTrigger would have to wrap
 * the button, so that code would come before the button could draw.
 */
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import './help-popover.scss';

const loadOverlay = () => import(/* webpackChunkName: 'help-overlay' */ './HelpOverlay');
const HelpOverlay = lazy(loadOverlay);

export function HelpPopover({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on (the overlay then animates its own opening and closing).
  const [used, setUsed] = useState(false);
  // The button names the popover it controls only while that is in the document.
  const [shown, setShown] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadOverlay().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="help-popover-toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={shown ? id : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        ?
      </button>
      {used ? (
        <Suspense fallback={null}>
          <HelpOverlay id={id} target={button} show={open} onHide={() => setOpen(false)} onShown={setShown}>
            {children}
          </HelpOverlay>
        </Suspense>
      ) : null}
    </>
  );
}
