/**
 * A link to a file the server keeps behind step-up for staff sessions (a candidate's documents and
 * résumé, also while viewing as them): a staff member who has not proved it is them lately is asked
 * first (lib/step-up.ts), then the file opens. For anyone else it is a plain link.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { askStepUp, staffSession, type StepUpPurpose } from '../lib/step-up';

export function StepUpLink({
  href,
  purpose,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; purpose: StepUpPurpose }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!staffSession()) return;
    event.preventDefault();
    void askStepUp(purpose).then((confirmed) => {
      if (!confirmed) return;
      if (rest.target === '_blank') window.open(href, '_blank', 'noopener');
      else window.location.assign(href);
    });
  };
  return (
    <a href={href} {...rest} onClick={open}>
      {children}
    </a>
  );
}
