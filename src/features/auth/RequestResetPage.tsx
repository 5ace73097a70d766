import { type FormEvent, useState } from 'react';
import type { OkAnswer } from '../../../common/auth';
import { isValidEmail } from '../../../common/text';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { EmailField } from './EmailField';
import { PageHeading } from '../../components/PageHeading';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError, apiFetch } from '../../lib/api';
import { AUTH_TITLES } from './messages';
import { around } from '../../lib/around';
import { REQUEST_RESET_TEXT } from './account-messages';
import './auth.scss';
import Alert from 'react-bootstrap/Alert';

/** The status of "too many attempts": its message is worth showing (docs/product.md §7 failure {message}). */
const TOO_MANY_REQUESTS = 429;

type Phase =
  { name: 'editing'; failure?: { detail: string | null } } | { name: 'sending' } | { name: 'sent'; email: string };

/** docs/product.md §2 /account/request-reset, §5: Enter submits; submit is disabled while sending. */
export function RequestResetPage() {
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const sending = phase.name === 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !isValidEmail(email)) return;
    setPhase({ name: 'sending' });
    try {
      await apiFetch<OkAnswer>('/api/request-password-reset', { method: 'POST', json: { email } });
      setPhase({ name: 'sent', email });
    } catch (error) {
      const detail = error instanceof ApiError && error.status === TOO_MANY_REQUESTS ? error.message : null;
      setPhase({ name: 'editing', failure: { detail } });
    }
  };

  if (phase.name === 'sent') {
    const [before, after] = around(REQUEST_RESET_TEXT.sent);
    return (
      <section className="account-form">
        <PageHeading title={AUTH_TITLES.requestReset} />
        <Alert variant="success" className="text-break-all" role="status" data-testid="reset-requested">
          {before}
          <strong>{phase.email}</strong>
          {after}
        </Alert>
        <Link to="/login">{REQUEST_RESET_TEXT.backToLogin}</Link>
      </section>
    );
  }

  return (
    <section className="account-form">
      <PageHeading title={AUTH_TITLES.requestReset} lead={REQUEST_RESET_TEXT.intro} />
      {phase.name === 'editing' && phase.failure ? (
        <FailureAlert
          message={REQUEST_RESET_TEXT.failed}
          detail={phase.failure.detail}
          testId="reset-request-error"
          onClose={() => setPhase({ name: 'editing' })}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        <EmailField id="request-reset-email" label={REQUEST_RESET_TEXT.email} value={email} onChange={setEmail} />
        <SubmitButton busy={sending} busyLabel={REQUEST_RESET_TEXT.submitting} disabled={!isValidEmail(email)}>
          {REQUEST_RESET_TEXT.submit}
        </SubmitButton>
      </form>
      <p className="mt-4 mb-0">
        <Link to="/login">{REQUEST_RESET_TEXT.backToLogin}</Link>
      </p>
    </section>
  );
}
