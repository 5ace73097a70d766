/**
 * While a staff member views the portal as a candidate (SPEC §3 ghost), every page says so and
 * offers End, which returns to the candidate's page in the console.
 */
import { useState } from 'react';
import type { GhostState } from '../../common/staff-candidates';
import { ApiError, apiFetch } from '../lib/api';
import { GHOST_TEXT } from './ghost-messages';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export function GhostBanner({ ghost }: { ghost: GhostState }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = () => {
    setBusy(true);
    setError(null);
    apiFetch<{ returnTo: string }>('/api/view-as/end', { method: 'POST' }).then(
      ({ returnTo }) => window.location.assign(returnTo),
      (err: unknown) => {
        setBusy(false);
        // The view already ended (another tab): the console is where this page belongs.
        if (err instanceof ApiError && err.status === 403)
          window.location.assign(`/admin/candidates/${ghost.candidateId}`);
        else setError(GHOST_TEXT.endFailed);
      },
    );
  };
  return (
    <div className="ghost-banner bg-warning text-dark py-2" role="region" aria-label="View as candidate">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <strong data-testid="ghost-banner">{GHOST_TEXT.viewing(ghost.candidateName)}</strong>
        <span>{GHOST_TEXT.limits}</span>
        <Button type="button" variant="dark" size="sm" className="ms-auto" onClick={end} disabled={busy}>
          {busy ? <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" /> : null}
          {GHOST_TEXT.end}
        </Button>
        <span className="visually-hidden" role="status">
          {busy ? GHOST_TEXT.ending : ''}
        </span>
        {error ? (
          <span role="alert" className="w-100">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}
