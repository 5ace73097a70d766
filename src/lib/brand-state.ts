/**
 * The employer's brand as this tab shows it: the page state's at load, replaced when an admin saves
 * a change in the console, so the header's logo, the hero and the favicon change at once (the
 * colour changes through its custom properties).
 */
import { useSyncExternalStore } from 'react';
import type { PublicBrand } from '../../common/public-brand';
import { pageState } from './page-state';

let current: PublicBrand = pageState.config.brand;
const listeners = new Set<() => void>();

/** Replaces the brand on screen (and the favicon link in the head). */
export function showBrand(brand: PublicBrand): void {
  current = brand;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && brand.favicon) icon.href = brand.favicon.url;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The brand on screen now. */
export function useBrand(): PublicBrand {
  return useSyncExternalStore(subscribe, () => current);
}
