import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  PASSWORD_POLICY_TEXT,
  PASSWORD_POLICY_STATUS,
  type ResetPasswordAnswer,
  type ResetTokenAnswer,
} from '../../../common/auth';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { HelpPopover } from '../../components/HelpPopover';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError, apiFetch } from '../../lib/api';
import { AUTH_TITLES } from './messages';
import { PASSWORD_HELP, PASSWORD_TEXT, RESET_TEXT } from './account-messages';
import './auth.scss';
import Alert from 'react-bootstrap/Alert';
import { useLoad } from '../../lib/use-load';

/** After the token is verified. */
type FormPhase =
  | { name: 'invalid' }
  /** policyError: the server's message for a password it refused (status 443). */
  | { name: 'ready'; policyError?: string }
  | { name: 'sending' }
  | { name: 'done' }
  /** A first password also signed the person in: a full page load to where they land. */
  | { name: 'signingIn' };
type Phase = { name: 'verifying' } | FormPhase;

/**
 * docs/product.md §2 /account/reset, §4 "Password reset": the token is verified on load, then the form
 * becomes usable, then success or failure is shown. docs/product.md §5: both fields entered and matching.
 */
export function ResetPasswordPage({ token, applied = false }: { token: string | undefined; applied?: boolean }) {
  const verification = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        token
          ? apiFetch<ResetTokenAnswer>('/api/verify-password-reset-token', { method: 'POST', json: { token }, signal })
          : Promise.reject(new Error('no token')),
      [token],
    ),
  );
  const [formPhase, setPhase] = useState<FormPhase>({ name: 'ready' });
  const phase: Phase =
    verification.status === 'loading'
      ? { name: 'verifying' }
      : verification.status === 'error'
        ? { name: 'invalid' }
        : formPhase;
  const firstPassword = verification.status === 'ready' && verification.data.firstPassword === true;
  const [password, setPassword] = useState('');
  const [passwordAgain, setPasswordAgain] = useState('');
  const doneMessage = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (phase.name === 'done') doneMessage.current?.focus();
  }, [phase.name]);

  const sending = phase.name === 'sending';
  const mismatch = password !== '' && passwordAgain !== '' && password !== passwordAgain;
  const complete = password !== '' && password === passwordAgain;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || !complete || sending) return;
    setPhase({ name: 'sending' });
    try {
      const answer = await apiFetch<ResetPasswordAnswer>('/api/reset-password', {
        method: 'POST',
        json: { token, password },
      });
      if (answer.signedInTo) {
        setPhase({ name: 'signingIn' });
        window.location.assign(answer.signedInTo);
      } else setPhase({ name: 'done' });
    } catch (error) {
      if (error instanceof ApiError && error.status === PASSWORD_POLICY_STATUS) {
        setPhase({ name: 'ready', policyError: error.message });
      } else {
        setPhase({ name: 'invalid' });
      }
    }
  };

  return (
    <section className="account-form">
      {applied ? (
        <Alert variant="success" role="status" data-testid="reset-applied">
          {RESET_TEXT.applied}
        </Alert>
      ) : null}
      <PageHeading title={AUTH_TITLES.reset} lead={firstPassword ? RESET_TEXT.firstPassword : undefined} />
      {phase.name === 'verifying' ? <Spinner label={RESET_TEXT.verifying} /> : null}
      {phase.name === 'signingIn' ? <Spinner label={RESET_TEXT.signingIn} /> : null}
      {phase.name === 'invalid' ? (
        <Alert variant="danger" role="alert" data-testid="reset-error">
          <p>{RESET_TEXT.tokenInvalid}</p>
          <Link to="/account/request-reset" className="alert-link">
            {RESET_TEXT.requestAnother}
          </Link>
        </Alert>
      ) : null}
      {phase.name === 'done' ? (
        <Alert variant="success" role="status">
          <p ref={doneMessage} tabIndex={-1}>
            {RESET_TEXT.success}
          </p>
          <Link to="/login" className="btn btn-primary">
            {RESET_TEXT.logIn}
          </Link>
        </Alert>
      ) : null}
      {phase.name === 'ready' || phase.name === 'sending' ? (
        <>
          {phase.name === 'ready' && phase.policyError ? (
            <FailureAlert
              message={phase.policyError}
              testId="reset-policy-error"
              onClose={() => setPhase({ name: 'ready' })}
            />
          ) : null}
          <form onSubmit={submit} noValidate>
            <FormField
              id="reset-password"
              name="password"
              type="password"
              label={RESET_TEXT.newPassword}
              autoComplete="new-password"
              required
              value={password}
              onValueChange={setPassword}
              hint={PASSWORD_POLICY_TEXT.hint}
              help={<HelpPopover label={PASSWORD_HELP.label}>{PASSWORD_HELP.text}</HelpPopover>}
            />
            <FormField
              id="reset-password-again"
              name="passwordAgain"
              type="password"
              label={RESET_TEXT.verifyPassword}
              autoComplete="new-password"
              required
              value={passwordAgain}
              onValueChange={setPasswordAgain}
              error={mismatch ? PASSWORD_TEXT.doNotMatch : null}
            />
            <SubmitButton busy={sending} busyLabel={RESET_TEXT.submitting} disabled={!complete}>
              {firstPassword ? RESET_TEXT.submitFirst : RESET_TEXT.submit}
            </SubmitButton>
          </form>
        </>
      ) : null}
    </section>
  );
}
