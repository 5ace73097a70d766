import { useEffect, useState } from 'react';
import type { OkAnswer } from '../../../common/auth';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { apiFetch } from '../../lib/api';
import { history } from '../../lib/history';
import { withQuery } from '../../lib/query';
import { AUTH_TITLES } from './messages';
import { CONFIRM_TEXT } from './account-messages';
import { SupportEmailMessage } from './SupportEmailMessage';

/** SPEC §9: after a confirmation the login page follows in 5000 ms. */
export const CONFIRM_REDIRECT_MS = 5000;

type Phase = 'loading' | 'confirmed' | 'failed';

/** SPEC §2 /register/confirm, §4 "Email confirmation": loading, then success or failure. */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const [phase, setPhase] = useState<Phase>(token ? 'loading' : 'failed');

  useEffect(() => {
    if (!token) return;
    let active = true;
    apiFetch<OkAnswer>(withQuery('/confirm-email', { token })).then(
      () => active && setPhase('confirmed'),
      () => active && setPhase('failed'),
    );
    return () => {
      active = false;
    };
  }, [token]);

  useEffect(() => {
    if (phase !== 'confirmed') return;
    const timer = window.setTimeout(() => history.replace('/login'), CONFIRM_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <section>
      <PageHeading title={AUTH_TITLES.confirm} />
      {phase === 'loading' ? <Spinner label={CONFIRM_TEXT.loading} /> : null}
      {phase === 'confirmed' ? (
        <div className="alert alert-success" role="status">
          <p>{CONFIRM_TEXT.success}</p>
          <Link to="/login" replace className="alert-link">
            {CONFIRM_TEXT.goNow}
          </Link>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <div className="alert alert-danger text-break-all" role="alert" data-testid="confirm-error">
          <SupportEmailMessage />
        </div>
      ) : null}
    </section>
  );
}
