/** An anchor that navigates inside the SPA (history.push) unless the user asks for a new tab. */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { history } from '../lib/history';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
}

export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    if (replace) history.replace(to);
    else history.push(to);
  };
  return (
    <a href={to} target={target} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
