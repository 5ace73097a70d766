/**
 * What the signer does on the built-in signing page, step by step (esign-state.ts): the consent,
 * then the form's fields, the signature (drawn or typed) and Finish, Decline (asked first) or Cancel;
 * and, whatever the step, more time when the page is about to close.
 */
import { type Dispatch, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { DECLINE_REASON_MAX } from '../../../common/esign';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import FormCheck from 'react-bootstrap/FormCheck';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { FailureAlert } from '../../components/FailureAlert';
import { lazyOr } from '../../components/lazy-or';
import { BusyButton, SubmitButton } from '../../components/SubmitButton';
import { isBusy, type SigningAction, type SigningState } from './esign-state';
import { ESIGN_TEXT } from './messages';
import { SignaturePad } from './SignaturePad';
import { SignerFields } from './SignerFields';
import { EsignDisclosure } from '../../components/EsignDisclosure';

// The question before declining (react-bootstrap's Modal) loads when the signer first clicks
// Decline: showing and signing the document do not need it.
const ConfirmDialog = lazyOr(
  () => import(/* webpackChunkName: 'confirm-dialog' */ '../../components/ConfirmDialog').then((m) => m.ConfirmDialog),
  () => <FailureAlert message={ESIGN_TEXT.declineUnavailable} />,
);

export interface SigningHandlers {
  consent: () => void;
  finish: () => void;
  /** With the reason the signer gave (may be empty). */
  decline: (reason: string) => void;
  cancel: () => void;
}

function Problem({ state, dispatch }: { state: SigningState; dispatch: Dispatch<SigningAction> }) {
  return state.problem ? (
    <FailureAlert message={state.problem} onClose={() => dispatch({ type: 'dismissProblem' })} />
  ) : null;
}

/** The consent form (docs/product.md §4 electronic signing), shown above the document until given. */
export function ConsentStep({
  state,
  dispatch,
  on,
}: {
  state: SigningState;
  dispatch: Dispatch<SigningAction>;
  on: SigningHandlers;
}) {
  return (
    <Card
      as="form"
      className="mb-3"
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        on.consent();
      }}
    >
      <Card.Body>
        <h2 className="h5">{ESIGN_TEXT.consentHeading}</h2>
        <p>{ESIGN_TEXT.consentBody}</p>
        <EsignDisclosure />
        <FormCheck className="mb-3">
          <FormCheck.Input
            id="esign-consent"
            type="checkbox"
            checked={state.agreed}
            onChange={(e) => dispatch({ type: 'agree', agreed: e.target.checked })}
          />
          <FormCheck.Label htmlFor="esign-consent">{ESIGN_TEXT.consentLabel}</FormCheck.Label>
        </FormCheck>
        <Problem state={state} dispatch={dispatch} />
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton busy={state.consenting} busyLabel={ESIGN_TEXT.consenting}>
            {ESIGN_TEXT.continue}
          </SubmitButton>
          <Button variant="outline-secondary" onClick={on.cancel}>
            {ESIGN_TEXT.cancel}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

function SignatureCard({ state, dispatch }: { state: SigningState; dispatch: Dispatch<SigningAction> }) {
  return (
    // The legend names the fieldset only as its first child: the card's body is the fieldset.
    <Card className="my-3">
      <Card.Body as="fieldset" disabled={isBusy(state)}>
        <legend className="h5">{ESIGN_TEXT.signatureHeading}</legend>
        <ToggleButtonGroup
          type="radio"
          name="signature-mode"
          className="mb-2"
          aria-label={ESIGN_TEXT.signatureMode}
          value={state.mode}
          onChange={(mode: 'draw' | 'type') => dispatch({ type: 'mode', mode })}
        >
          <ToggleButton id="signature-mode-draw" value="draw" variant="outline-primary" size="sm">
            {ESIGN_TEXT.draw}
          </ToggleButton>
          <ToggleButton id="signature-mode-type" value="type" variant="outline-primary" size="sm">
            {ESIGN_TEXT.type}
          </ToggleButton>
        </ToggleButtonGroup>
        {state.mode === 'draw' ? (
          <SignaturePad onChange={(png) => dispatch({ type: 'drawn', png })} />
        ) : (
          <div>
            <FormLabel htmlFor="signature-typed">{ESIGN_TEXT.typeLabel}</FormLabel>
            <FormControl
              id="signature-typed"
              className="signature-typed"
              value={state.typed}
              maxLength={100}
              autoComplete="name"
              onChange={(e) => dispatch({ type: 'typed', text: e.target.value })}
            />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** After the consent: the fields, the signature, and the page's actions. */
export function ReviewStep({
  state,
  dispatch,
  on,
}: {
  state: SigningState;
  dispatch: Dispatch<SigningAction>;
  on: SigningHandlers;
}): ReactNode {
  const [reason, setReason] = useState('');
  const [declineAsked, setDeclineAsked] = useState(false);
  const opened = state.opened;
  if (!opened) return null;
  const busy = isBusy(state);
  return (
    <>
      {!opened.informational ? (
        <>
          <SignerFields
            fields={opened.fields}
            values={state.values}
            errors={state.fieldErrors}
            onChange={(name, value) => dispatch({ type: 'value', name, value })}
          />
          <SignatureCard state={state} dispatch={dispatch} />
        </>
      ) : null}

      <Problem state={state} dispatch={dispatch} />
      {state.saveFailed ? (
        <Alert variant="danger">
          <strong className="d-block">{ESIGN_TEXT.couldNotSave}</strong>
          {ESIGN_TEXT.couldNotSaveBody}
        </Alert>
      ) : null}
      {state.phase === 'saved' ? (
        <Alert variant="success" role="status">
          {ESIGN_TEXT.saved}
        </Alert>
      ) : null}

      <div className="d-flex flex-wrap gap-2 mb-4 esign-actions">
        <BusyButton
          onClick={on.finish}
          busy={state.phase === 'submitting'}
          disabled={busy}
          busyLabel={ESIGN_TEXT.signing}
        >
          {opened.informational ? ESIGN_TEXT.acknowledge : ESIGN_TEXT.finish}
        </BusyButton>
        {!opened.informational ? (
          <Button
            variant="outline-danger"
            onClick={() => {
              setDeclineAsked(true);
              dispatch({ type: 'askDecline', open: true });
            }}
            disabled={busy}
          >
            {ESIGN_TEXT.decline}
          </Button>
        ) : null}
        <Button variant="outline-secondary" onClick={on.cancel} disabled={busy}>
          {ESIGN_TEXT.cancel}
        </Button>
      </div>
      {declineAsked || state.confirmingDecline ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={state.confirmingDecline}
            title={ESIGN_TEXT.declineTitle}
            confirmLabel={ESIGN_TEXT.decline}
            cancelLabel={ESIGN_TEXT.declineKeep}
            busy={state.declining}
            busyLabel={ESIGN_TEXT.declining}
            onConfirm={() => on.decline(reason)}
            onCancel={() => dispatch({ type: 'askDecline', open: false })}
          >
            <p>{ESIGN_TEXT.declineConfirm}</p>
            <FormLabel htmlFor="decline-reason">{ESIGN_TEXT.declineReason}</FormLabel>
            <FormControl
              id="decline-reason"
              as="textarea"
              rows={2}
              maxLength={DECLINE_REASON_MAX}
              value={reason}
              disabled={state.declining}
              aria-describedby="decline-reason-hint"
              onChange={(e) => setReason(e.target.value)}
            />
            <p id="decline-reason-hint" className="form-text mb-0">
              {ESIGN_TEXT.declineReasonHint}
            </p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * WCAG 2.2.1 Timing Adjustable: before the page closes, a warning with a button for more time.
 * The focus goes to the button, and back where it was once the time is added (a status says how much).
 */
export function TimeLimitWarning({ state, onExtend }: { state: SigningState; onExtend: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const { timeLimit } = state;
  useEffect(() => {
    if (timeLimit === 'warning') {
      focusedBefore.current ??= document.activeElement;
      button.current?.focus();
    } else if (timeLimit === 'quiet' && focusedBefore.current) {
      const back = focusedBefore.current;
      focusedBefore.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [timeLimit]);
  const shown = timeLimit !== 'quiet' && state.phase !== 'saved' && state.phase !== 'leaving';
  return (
    <>
      {shown ? (
        <Alert variant="warning" role="alert" className="sticky-top d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">
            {ESIGN_TEXT.timeWarning(state.minutesLeft)}
            {state.extendFailed ? <strong className="d-block">{state.extendFailed}</strong> : null}
          </span>
          <BusyButton ref={button} variant="dark" busy={timeLimit === 'extending'} onClick={onExtend}>
            {ESIGN_TEXT.moreTime}
          </BusyButton>
        </Alert>
      ) : null}
      <div role="status" className={state.extended ? 'alert alert-success py-2' : undefined}>
        {state.extended}
      </div>
    </>
  );
}
