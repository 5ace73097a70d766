/**
 * A form that takes its button's place (a correction, the end of employment, an acceptance): when
 * it opens the keyboard starts at its first field, when it is cancelled the keyboard goes on from
 * the button that comes back.
 */
import { useRef, useState } from 'react';

export function useDisclosure(firstField: () => HTMLElement | null) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const show = () => {
    setOpen(true);
    requestAnimationFrame(() => firstField()?.focus());
  };
  /** Closed by Cancel: back to the button. Closed by a success: its message takes the focus instead. */
  const hide = (backToButton = true) => {
    setOpen(false);
    if (backToButton) requestAnimationFrame(() => opener.current?.focus());
  };
  return { open, opener, show, hide };
}
