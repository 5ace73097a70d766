/**
 * Ends a staff member's view as a candidate and returns to the candidate's page in the console:
 * the view-as banner's End, and the way on from a console page opened while viewing.
 */
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { translatable } from '../../common/i18n';
import { ApiError, apiFetch } from '../lib/api';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

const END_VIEW_TEXT = translatable({
  end: msg({ message: 'End', comment: 'Button that ends a staff member’s view of the portal as a candidate.' }),
  ending: msg`Ending the view…`,
  endFailed: msg`Sorry, the view could not be ended. Please try again.`,
});

export function EndViewButton({
  candidateId,
  label = END_VIEW_TEXT.end,
  variant = 'dark',
  className,
}: {
  candidateId: number;
  label?: string;
  variant?: string;
  className?: string;
}) {
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
        if (err instanceof ApiError && err.status === 403) window.location.assign(`/admin/candidates/${candidateId}`);
        else setError(END_VIEW_TEXT.endFailed);
      },
    );
  };
  return (
    <>
      <Button type="button" variant={variant} size="sm" className={className} onClick={end} disabled={busy}>
        {busy ? <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" /> : null}
        {label}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? END_VIEW_TEXT.ending : ''}
      </span>
      {error ? (
        <span role="alert" className="w-100">
          {error}
        </span>
      ) : null}
    </>
  );
}
