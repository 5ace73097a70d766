/**
 * One JSON-LD script in the head while `json` is set. The script element is created with
 * createElement and filled through textContent: it is data, never executed, so the CSP (which
 * blocks inline scripts) has nothing to object to.
 */
import { useEffect } from 'react';

export function useLdScript(json: string | null): void {
  useEffect(() => {
    if (!json) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jobPosting = 'true';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
