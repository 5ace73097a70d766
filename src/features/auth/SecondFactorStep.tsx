/**
 * The second step of a sign-in whose password was right: a code from the authenticator app, or
 * one of the recovery codes. Its own chunk: only accounts with two-factor sign-in load it.
 */
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { MFA_API, type SecondFactorAnswer } from '../../../common/mfa';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { LogoutForm } from '../../components/LogoutForm';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../lib/api';
import { SECOND_FACTOR_TEXT as T } from './messages';

export function SecondFactorStep() {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    apiFetch<SecondFactorAnswer>(MFA_API.secondFactor, {
      method: 'POST',
      json: recovery ? { recoveryCode: value } : { code: value },
    }).then(
      // Signed in: a full page load, so the page starts with the new session.
      (answer) => window.location.assign(answer.redirectTo),
      (err: unknown) => {
        setBusy(false);
        setValue('');
        setError(err instanceof Error ? err.message : T.failed);
      },
    );
  };

  const toggle = () => {
    setRecovery((r) => !r);
    setValue('');
    setError(null);
  };

  return (
    <>
      <h2 className="h5">{T.title}</h2>
      {error ? (
        <div role="alert">
          <FailureAlert message={error} testId="second-factor-error" />
        </div>
      ) : null}
      <form onSubmit={submit} noValidate>
        <p id="second-factor-intro">{recovery ? T.recoveryIntro : T.codeIntro}</p>
        {recovery ? (
          <FormField
            key="recovery"
            id="login-recovery-code"
            label={T.recoveryCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={value}
            onValueChange={setValue}
          />
        ) : (
          <FormField
            key="code"
            id="login-code"
            label={T.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            value={value}
            onValueChange={setValue}
          />
        )}
        <SubmitButton busy={busy} busyLabel={T.submitting} disabled={value.trim() === ''} className="w-100">
          {T.submit}
        </SubmitButton>
      </form>
      <p className="mt-3 mb-2">
        <Button variant="link" className="p-0" onClick={toggle}>
          {recovery ? T.useApp : T.useRecovery}
        </Button>
      </p>
      <LogoutForm className="btn btn-link p-0">{T.otherAccount}</LogoutForm>
    </>
  );
}
