/**
 * Same-site links inside HTML the server wrote (CMS pages, job descriptions): apart from Link, so
 * the entry chunk carries neither this nor the redirect checks it needs.
 */
import type { MouseEvent } from 'react';
import { internalPath } from '../../common/redirect';
import { history } from '../lib/history';
import { isModifiedClick } from './Link';

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
