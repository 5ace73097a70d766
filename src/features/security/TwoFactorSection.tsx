/** Two-factor sign-in: its state, the set-up (QR code, key, first code), recovery codes, turning off. */
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { EnrolmentStart } from '../../../common/mfa';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { BusyButton, SubmitButton } from '../../components/SubmitButton';
import { Spinner } from '../../components/Spinner';
import { pageState } from '../../lib/page-state';
import { useLoad } from '../../lib/use-load';
import { confirmEnrolment, disableTwoFactor, newRecoveryCodes, startEnrolment, twoFactorStatus } from './api';
import { SECURITY_TEXT } from './messages';
import { RecoveryCodes } from './RecoveryCodes';

const T = SECURITY_TEXT.twoFactor;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : null);

export function TwoFactorSection() {
  const status = useLoad(twoFactorStatus);
  const [enrolment, setEnrolment] = useState<EnrolmentStart | null>(null);
  const [code, setCode] = useState('');
  const [reauth, setReauth] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<'start' | 'confirm' | 'disable' | 'regenerate' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (what: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };

  const start = () =>
    run('start', async () => {
      setEnrolment(await startEnrolment());
      setCode('');
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run('confirm', async () => {
      const answer = await confirmEnrolment(code);
      setEnrolment(null);
      setCodes(answer.recoveryCodes);
      // The console opens now (the server dropped its refusal with the enrolment).
      pageState.mfaEnrolmentRequired = false;
      status.refresh();
    });
  };
  const disable = () =>
    run('disable', async () => {
      await disableTwoFactor(reauth);
      setReauth('');
      setCodes(null);
      setNotice(T.disabled);
      status.refresh();
    });
  const regenerate = () =>
    run('regenerate', async () => {
      const answer = await newRecoveryCodes(reauth);
      setReauth('');
      setCodes(answer.recoveryCodes);
      status.refresh();
    });

  let body;
  if (status.status === 'loading') body = <Spinner />;
  else if (status.status === 'error')
    body = (
      <>
        <FailureAlert message={T.loadFailed} error={status.error} />
        <Button variant="outline-primary" onClick={status.retry}>
          {SECURITY_TEXT.retry}
        </Button>
      </>
    );
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (status.data.enabled)
    body = (
      <>
        <p data-testid="mfa-state">
          {T.on} {T.codesLeft(status.data.recoveryCodesLeft)}
        </p>
        <FormField
          id="mfa-reauth"
          type="password"
          label={T.reauth}
          hint={T.reauthHint}
          autoComplete="current-password"
          value={reauth}
          onValueChange={setReauth}
        />
        <div className="d-flex flex-wrap gap-2">
          <BusyButton
            busy={busy === 'regenerate'}
            busyLabel={T.regenerating}
            variant="outline-primary"
            disabled={!reauth}
            onClick={regenerate}
          >
            {T.regenerate}
          </BusyButton>
          <BusyButton
            busy={busy === 'disable'}
            busyLabel={T.disabling}
            variant="outline-danger"
            disabled={!reauth}
            onClick={disable}
          >
            {T.disable}
          </BusyButton>
        </div>
      </>
    );
  else if (enrolment)
    body = (
      <form onSubmit={confirm} className="border rounded p-3">
        <p>{T.scan}</p>
        <img src={enrolment.qrDataUrl} alt={T.qrAlt} width={200} height={200} className="d-block mb-3" />
        <p className="mb-1">{T.manualKey}</p>
        <p className="font-monospace text-break fs-5" data-testid="mfa-secret">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </p>
        <FormField
          id="mfa-confirm-code"
          label={T.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          value={code}
          onValueChange={setCode}
        />
        <div className="d-flex gap-2">
          <SubmitButton busy={busy === 'confirm'} busyLabel={T.confirming}>
            {T.confirm}
          </SubmitButton>
          <Button variant="outline-secondary" onClick={() => setEnrolment(null)}>
            {T.cancel}
          </Button>
        </div>
      </form>
    );
  else
    body = (
      <>
        {status.data.required ? (
          <Alert variant="warning" data-testid="mfa-required">
            {SECURITY_TEXT.requiredNotice}
          </Alert>
        ) : null}
        <p data-testid="mfa-state">{T.off}</p>
        <BusyButton busy={busy === 'start'} busyLabel={T.starting} onClick={start}>
          {T.start}
        </BusyButton>
      </>
    );

  return (
    <section className="mb-5" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="h4">
        {T.heading}
      </h2>
      {error ? (
        <FailureAlert message={T.failed} detail={messageOf(error)} error={error} onClose={() => setError(null)} />
      ) : null}
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}
