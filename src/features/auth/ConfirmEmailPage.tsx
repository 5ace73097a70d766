import { useCallback, useEffect } from 'react';
import type { ConfirmEmailAnswer } from '../../../common/auth';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { apiFetch } from '../../lib/api';
import { history } from '../../lib/history';
import { withQuery } from '../../lib/query';
import { AUTH_TITLES } from './messages';
import { CONFIRM_TEXT } from './account-messages';
import { SupportEmailMessage } from './SupportEmailMessage';
import Alert from 'react-bootstrap/Alert';
import { useLoad } from '../../lib/use-load';

/** docs/product.md §9: after a confirmation the login page follows in 5000 ms. */
const CONFIRM_REDIRECT_MS = 5000;

/** `already`: a used link of an address confirmed before (SPEC's title stays, the body says so). */
type Phase = 'loading' | 'confirmed' | 'already' | 'failed';

/** docs/product.md §2 /register/confirm, §4 "Email confirmation": loading, then success or failure. */
export function ConfirmEmailPage({ token, returnTo }: { token: string | undefined; returnTo: string }) {
  // Signing in leads on to the page the candidate registered from (POST /login checks the path).
  const login = withQuery('/login', { r: returnTo });
  const confirmation = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        token
          ? apiFetch<ConfirmEmailAnswer>(withQuery('/confirm-email', { token }), { signal })
          : Promise.reject(new Error('no token')),
      [token],
    ),
  );
  const phase: Phase =
    confirmation.status === 'loading'
      ? 'loading'
      : confirmation.status === 'error'
        ? 'failed'
        : confirmation.data.alreadyConfirmed
          ? 'already'
          : 'confirmed';

  useEffect(() => {
    if (phase !== 'confirmed') return;
    const timer = window.setTimeout(() => history.replace(login), CONFIRM_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, login]);

  return (
    <section>
      <PageHeading title={AUTH_TITLES.confirm} />
      {phase === 'loading' ? <Spinner label={CONFIRM_TEXT.loading} /> : null}
      {phase === 'confirmed' ? (
        <Alert variant="success" role="status">
          <p>{CONFIRM_TEXT.success}</p>
          <Link to={login} replace className="alert-link">
            {CONFIRM_TEXT.goNow}
          </Link>
        </Alert>
      ) : null}
      {phase === 'already' ? (
        <Alert variant="info" role="status" data-testid="confirm-already">
          <p>{CONFIRM_TEXT.already}</p>
          <Link to={login} className="btn btn-primary">
            {CONFIRM_TEXT.logIn}
          </Link>
        </Alert>
      ) : null}
      {phase === 'failed' ? (
        <Alert variant="danger" className="text-break-all" role="alert" data-testid="confirm-error">
          <SupportEmailMessage />
        </Alert>
      ) : null}
    </section>
  );
}
