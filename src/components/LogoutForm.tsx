/** Logging out is a POST (a link or an image on another site must not sign anyone out). */
import type { ReactNode } from 'react';
import { clearAllDrafts } from '../lib/form-draft';

export function LogoutForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    // Unsaved form values in this tab go with the session: the next person here must not see them.
    <form method="post" action="/logout" className="d-inline" onSubmit={clearAllDrafts}>
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
