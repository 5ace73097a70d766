/** An anchor that navigates inside the SPA (history.push) unless the user asks for a new tab. */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { internalPath } from '../../common/redirect';
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

/** Lets server-rendered HTML (CMS content) use SPA navigation for same-site links. */
export function handleInternalLinkClick(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || isModifiedClick(event)) return;
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const path = internalPath(anchor.getAttribute('href') ?? '', window.location.href);
  if (path === null || path.startsWith('/api/')) return;
  event.preventDefault();
  history.push(path);
}
