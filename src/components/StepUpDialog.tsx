/**
 * Step-up: before a sensitive download or change, a staff session that has not proved its user in
 * the last 10 minutes is asked to, with the password (and a current code when the account has an
 * app), a passkey, or a new sign-in at the single sign-on provider. `useStepUp().run(action,
 * purpose)` asks first when needed, then runs the action; StepUpHost answers the calls the server
 * asks it of (lib/step-up.ts), so they go again once confirmed.
 */
import { msg } from '@lingui/core/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { PASSKEY_API, type StepUpStatus } from '../../common/passkeys';
import { translatable } from '../../common/i18n';
import { modalManager } from './ConfirmDialog';
import { FailureAlert } from './FailureAlert';
import { FormField } from './FormField';
import { COMPONENT_TEXT } from './messages';
import { SubmitButton } from './SubmitButton';
import { ApiError, apiFetch } from '../lib/api';
import { withQuery } from '../lib/query';
import { OIDC_PATHS } from '../../common/oidc';
import { onStepUp, staffSession, type StepUpPurpose } from '../lib/step-up';

const STEP_UP_TEXT = translatable({
  title: msg`Confirm it is you`,
  /** Why it asks, by what the user is about to do. */
  intro: {
    signedDocument: msg`This document holds a candidate’s signed personal details. Confirm it is you to download it.`,
    export: msg`This file holds applicants’ names and contact details. Confirm it is you to download it.`,
    role: msg`A role decides who sees every candidate’s personal details. Confirm it is you to change it.`,
    apiKey: msg`An API key can read candidates’ personal details from anywhere. Confirm it is you to create it.`,
    resume: msg`A résumé holds a candidate’s personal details. Confirm it is you to open it.`,
    brand: msg`The brand is what every candidate sees on every page, mail and signed document. Confirm it is you to change it.`,
    candidateFile: msg`This file holds the candidate’s personal details. Confirm it is you to open it while viewing as them.`,
    action: msg`This changes who can reach candidates’ personal details, or sends them out of the portal. Confirm it is you to go ahead.`,
    i9Copy: msg`A copy of an identity document holds the employee’s personal details. Confirm it is you to download it.`,
  },
  password: msg`Password`,
  code: msg`6-digit code from your authenticator app`,
  recoveryCode: msg`Recovery code (one of those you saved when you set up the app)`,
  useRecovery: msg`Use a recovery code instead`,
  useApp: msg`Use the code from your app instead`,
  confirm: msg`Confirm`,
  confirming: msg`Checking…`,
  passkey: msg`Use a passkey instead`,
  sso: msg`Confirm with single sign-on instead`,
  cancel: msg`Cancel`,
  failed: msg`That did not confirm it is you.`,
  passkeyCancelled: msg`No passkey was used.`,
  checkFailed: msg`Could not check your sign-in. Please try again.`,
});

const T = STEP_UP_TEXT;

function StepUpDialog({
  status,
  purpose,
  onDone,
  onCancel,
}: {
  status: StepUpStatus | null;
  purpose: StepUpPurpose;
  onDone: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const finish = async (attempt: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await attempt();
      setPassword('');
      setCode('');
      setRecovery(null);
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn in a portal, but React bubbles its submit through the component tree: a
    // form it was rendered in would submit too, and run the action a second time.
    event.stopPropagation();
    void finish(() =>
      apiFetch(PASSKEY_API.reauthenticate, {
        method: 'POST',
        json: !status?.needsCode
          ? { password }
          : recovery !== null
            ? { password, recoveryCode: recovery }
            : { password, code },
      }),
    );
  };
  const withPasskey = () =>
    void finish(() =>
      import(/* webpackChunkName: 'passkey' */ '../lib/webauthn').then((m) =>
        m.reauthenticateWithPasskey(T.passkeyCancelled),
      ),
    );

  return (
    <Modal
      show={status !== null}
      onHide={busy ? () => undefined : onCancel}
      centered
      aria-labelledby={titleId}
      manager={modalManager}
    >
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!busy} closeLabel={COMPONENT_TEXT.close}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {T.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{T.intro[purpose]}</p>
          {error ? (
            <FailureAlert
              message={T.failed}
              // What was wrong (the password, the code, the recovery code), in the server's words.
              detail={error instanceof ApiError && error.status === 400 ? error.message : null}
              error={error}
              testId="step-up-error"
            />
          ) : null}
          {status?.ssoFailure && !error ? <FailureAlert message={status.ssoFailure} testId="step-up-error" /> : null}
          <FormField
            id="step-up-password"
            type="password"
            label={T.password}
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          {status?.needsCode && recovery === null ? (
            <FormField
              id="step-up-code"
              label={T.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onValueChange={setCode}
            />
          ) : null}
          {status?.needsCode && recovery !== null ? (
            <FormField
              id="step-up-recovery"
              label={T.recoveryCode}
              autoComplete="off"
              spellCheck={false}
              value={recovery}
              onValueChange={setRecovery}
            />
          ) : null}
          {status?.needsCode ? (
            <Button
              variant="link"
              className="px-0 d-block"
              onClick={() => setRecovery(recovery === null ? '' : null)}
              disabled={busy}
            >
              {recovery === null ? T.useRecovery : T.useApp}
            </Button>
          ) : null}
          {status?.sso ? (
            // A full round trip to the provider, which signs in again; the page comes back, and the
            // download asked again then goes ahead.
            <Button
              variant="link"
              role={undefined}
              className="px-0 d-block"
              href={withQuery(OIDC_PATHS.start, { stepUp: '1', r: window.location.pathname + window.location.search })}
            >
              {T.sso}
            </Button>
          ) : null}
          {status?.hasPasskey ? (
            <Button variant="link" className="px-0" onClick={withPasskey} disabled={busy}>
              {T.passkey}
            </Button>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </Button>
          <SubmitButton busy={busy} busyLabel={T.confirming} disabled={!password}>
            {T.confirm}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

/** Runs `action` once the session has proved its user recently, asking for that first when needed. */
export function useStepUp() {
  const [pending, setPending] = useState<{
    status: StepUpStatus;
    action: () => void;
    purpose: StepUpPurpose;
  } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = (action: () => void, purpose: StepUpPurpose) => {
    // A candidate's own files and changes ask nothing of them.
    if (!staffSession()) return action();
    setError(null);
    apiFetch<StepUpStatus>(PASSKEY_API.reauthenticate).then(
      (status) => (status.fresh ? action() : setPending({ status, action, purpose })),
      setError,
    );
  };

  const dialog = (
    <>
      {error ? <FailureAlert message={T.checkFailed} error={error} onClose={() => setError(null)} /> : null}
      <StepUpDialog
        status={pending?.status ?? null}
        purpose={pending?.purpose ?? 'signedDocument'}
        onCancel={() => setPending(null)}
        onDone={() => {
          pending?.action();
          setPending(null);
        }}
      />
    </>
  );
  return { run, dialog };
}

/**
 * Answers the server's STEP_UP_REQUIRED for every call of a staff session (lib/api.ts asks, then
 * sends the call again): one dialog, wherever the call came from.
 */
export function StepUpHost() {
  const [pending, setPending] = useState<{
    status: StepUpStatus;
    purpose: StepUpPurpose;
    /** Every call waiting on this dialog (two may ask at once): each goes again once confirmed. */
    waiting: ((confirmed: boolean) => void)[];
  } | null>(null);

  useEffect(() => {
    onStepUp(
      (purpose) =>
        new Promise<boolean>((resolve) => {
          apiFetch<StepUpStatus>(PASSKEY_API.reauthenticate).then(
            (status) =>
              status.fresh
                ? resolve(true)
                : setPending((open) =>
                    open ? { ...open, waiting: [...open.waiting, resolve] } : { status, purpose, waiting: [resolve] },
                  ),
            () => resolve(false),
          );
        }),
    );
    return () => onStepUp(null);
  }, []);

  const close = (confirmed: boolean) => {
    for (const resolve of pending?.waiting ?? []) resolve(confirmed);
    setPending(null);
  };
  return (
    <StepUpDialog
      status={pending?.status ?? null}
      purpose={pending?.purpose ?? 'action'}
      onCancel={() => close(false)}
      onDone={() => close(true)}
    />
  );
}
