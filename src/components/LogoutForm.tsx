/** Logging out is a POST (a link or an image on another site must not sign anyone out). */
import type { ReactNode } from 'react';

export function LogoutForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <form method="post" action="/logout" className="d-inline">
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
