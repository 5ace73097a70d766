/** The help popover's overlay (HelpPopover loads it on demand): react-bootstrap's Overlay and Popover. */
import type { ReactNode, RefObject } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import './help-overlay.scss';

export default function HelpOverlay({
  id,
  target,
  show,
  onHide,
  onShown,
  children,
}: {
  id: string;
  target: RefObject<HTMLButtonElement | null>;
  show: boolean;
  onHide: () => void;
  /** The popover is in the document (true) or gone again (false). */
  onShown: (shown: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Overlay
      target={target}
      show={show}
      placement="bottom"
      // Inside the page's landmark (axe's region rule), not loose at the end of <body>.
      container={() => target.current?.closest('main') ?? document.body}
      rootClose
      onEnter={() => onShown(true)}
      onExited={() => onShown(false)}
      // A click on the button itself toggles it: that is not a click elsewhere (Escape still closes).
      onHide={(event?: Event) => {
        if (event instanceof MouseEvent && event.target instanceof Node && target.current?.contains(event.target))
          return;
        onHide();
      }}
    >
      <Popover id={id} role="note" className="help-popover">
        <Popover.Body>{children}</Popover.Body>
      </Popover>
    </Overlay>
  );
}
