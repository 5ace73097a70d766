/**
 * A help popover (SPEC §9: max width 300 px): a small "?" button that shows a short explanation
 * below it. A disclosure, not a tooltip: it opens on click, Enter or Space, and closes on a second
 * press, Escape (focus returns to the button) or a click elsewhere. Bootstrap's popover styles,
 * without its positioning library.
 */
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import './help-popover.scss';

export function HelpPopover({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLSpanElement>(null);

  // Keep the popover inside the window: start under the button, shift left as far as needed, and
  // point the arrow at the button.
  useLayoutEffect(() => {
    const el = popover.current;
    const anchor = wrapper.current;
    if (!open || !el || !anchor) return;
    el.style.left = '0px';
    const margin = 8;
    const anchorBox = anchor.getBoundingClientRect();
    const overflow = el.getBoundingClientRect().right - (document.documentElement.clientWidth - margin);
    const shift = Math.min(Math.max(0, overflow), Math.max(0, anchorBox.left - margin));
    el.style.left = `${-shift}px`;
    el.style.setProperty('--help-arrow-left', `${shift + anchorBox.width / 2}px`);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span className="help-popover-anchor" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="help-popover-toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </button>
      <span ref={popover} id={id} className="popover bs-popover-bottom help-popover" role="note" hidden={!open}>
        <span className="popover-arrow" />
        <span className="popover-body d-block">{children}</span>
      </span>
    </span>
  );
}
