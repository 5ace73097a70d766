/**
 * The built-in provider's signing page (ARCHITECTURE §5), shown in the documents screen's iframe
 * or in a tab of its own (doc check): consent, the PDF page by page, a drawn or typed signature,
 * Finish / Decline / Cancel. The server does the signing; this page only returns with its answer.
 * The pages are images the server renders, with their words over them; when the server cannot
 * render them, the page downloads the PDF and draws it with pdf.js.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PdfPageImages } from '../../components/PdfPageImages';
import { PdfPages } from '../../components/PdfPages';
import { Spinner } from '../../components/Spinner';
import { BusyButton, SubmitButton } from '../../components/SubmitButton';
import { ApiError, apiFetch } from '../../lib/api';
import { history } from '../../lib/history';
import { inOwnFrame, postToParent } from './frame-messages';
import { ESIGN_TEXT } from './messages';
import { SignaturePad } from './SignaturePad';
import { EsignDisclosure } from '../../components/EsignDisclosure';
import { ESIGN_DISCLOSURE_VERSION } from '../../../common/esign-disclosure';
import { FailureAlert } from '../../components/FailureAlert';
import { checkSignerValues, FIELD_MESSAGES } from '../../../common/onboarding';
import { SignerFields, type SignerValues } from './SignerFields';
import { pageState } from '../../lib/page-state';
import type { OpenedCeremony, SigningPages, SigningPreview } from '../../../common/esign';

interface Outcome {
  event: string;
  redirectTo: string;
}

/** Without the server's pages: the PDF itself for pdf.js, or the failure to get it. */
type Fallback = { kind: 'pdf'; data: Uint8Array } | { kind: 'failed' };

type Phase = 'opening' | 'consent' | 'review' | 'submitting' | 'saved' | 'leaving' | 'invalid';

/** Back to the return URL: the parent navigates when framed, otherwise this tab does. */
function returnTo(redirectTo: string): void {
  if (inOwnFrame()) postToParent({ type: 'esignReturn', redirectTo });
  else history.replace(redirectTo);
}

/**
 * What the page's HTML says of the ceremony its token opens. Only the first screen takes it: a page
 * reached later in the same tab opens its own token afresh.
 */
let preview: SigningPreview | null = pageState.signing ?? null;
function takePreview(): SigningPreview | null {
  const value = preview;
  preview = null;
  return value;
}

// The consumer's consent is the candidate's; an informational document or the employer's countersignature needs none.
const firstPhase = (ceremony: SigningPreview): Phase =>
  ceremony.informational || ceremony.countersign ? 'review' : 'consent';

function outcomeOf(error: unknown): Outcome | null {
  const body = error instanceof ApiError ? (error.body as Partial<Outcome> | null) : null;
  return body && typeof body.event === 'string' && typeof body.redirectTo === 'string'
    ? { event: body.event, redirectTo: body.redirectTo }
    : null;
}

export function EsignSignPage({ token }: { token: string | undefined }) {
  // With its HTML's preview, the page draws the consent and the document at once, while the
  // opening call exchanges the token for the key that every step needs.
  const [opened, setOpened] = useState<SigningPreview | null>(() => (token ? takePreview() : null));
  const [phase, setPhase] = useState<Phase>(() => (!token ? 'invalid' : opened ? firstPhase(opened) : 'opening'));
  /** The opening's answer: its key and deadline. */
  const [session, setSession] = useState<OpenedCeremony | null>(null);
  /** Settles with the key once the opening answers: a step taken before that waits for it. */
  const keyOf = useRef<Promise<string> | null>(null);
  const [fallback, setFallback] = useState<Fallback | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [consenting, setConsenting] = useState(false);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [values, setValues] = useState<SignerValues>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const started = useRef(false);

  const call = useCallback(
    (path: string, body: unknown = {}) =>
      (keyOf.current ?? Promise.reject(new Error('not opened'))).then((key) =>
        apiFetch<Outcome>(`/api/esign/${path}`, { method: 'POST', json: body, headers: { 'X-Esign-Key': key } }),
      ),
    [],
  );

  const leave = useCallback((outcome: Outcome) => {
    setPhase('leaving');
    returnTo(outcome.redirectTo);
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      const outcome = outcomeOf(error);
      if (outcome) return leave(outcome);
      if (error instanceof ApiError && error.status === 404) return setPhase('invalid');
      return false;
    },
    [leave],
  );

  // Open once: the token is single-use, so React's development double effects must not reuse it.
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const opening = apiFetch<OpenedCeremony>('/api/esign/open', { method: 'POST', json: { token } });
    keyOf.current = opening.then((result) => result.ceremonyKey);
    // A step waiting for the key reports the opening's failure itself; this keeps it from going unhandled.
    keyOf.current.catch(() => undefined);
    opening.then(
      (result) => {
        // The key stays with the session; pages the preview laid out stay until the opening's (or
        // the manifest's) replace them.
        const { ceremonyKey: _key, ...ceremony } = result;
        setOpened((shown) => ({ ...ceremony, pages: ceremony.pages ?? shown?.pages }));
        setSession(result);
        setPhase((current) => (current === 'opening' ? firstPhase(result) : current));
        // The token has done its job: keep it out of the history and of any Referer.
        window.history.replaceState(window.history.state, '', window.location.pathname);
      },
      (error: unknown) => {
        if (failed(error) === false) setPhase('invalid');
      },
    );
  }, [token, failed]);

  useEffect(() => {
    if (!session) return;
    let active = true;
    const headers = { 'X-Esign-Key': session.ceremonyKey };
    const show = (next: Fallback) => active && setFallback(next);
    // Without the server's pages (switched off, or a failure), pdf.js draws the PDF itself.
    const drawPdf = () =>
      fetch('/api/esign/document.pdf', { credentials: 'same-origin', headers })
        .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))))
        .then(
          (buffer) => show({ kind: 'pdf', data: new Uint8Array(buffer) }),
          () => show({ kind: 'failed' }),
        );
    if (!session.pages)
      apiFetch<SigningPages>('/api/esign/pages', { headers }).then(
        (manifest) => active && setOpened((o) => o && { ...o, pages: manifest }),
        () => {
          if (!active) return;
          setOpened((o) => o && { ...o, pages: undefined });
          void drawPdf();
        },
      );
    // The page's own deadline, from the opening; the server refuses any step after it as well.
    const timer = window.setTimeout(() => {
      call('timeout').then(leave, (error: unknown) => failed(error));
    }, session.timeoutMs);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [session, call, leave, failed]);

  const consent = (event: React.FormEvent) => {
    event.preventDefault();
    if (!agreed) return setProblem(ESIGN_TEXT.consentRequired);
    if (consenting) return;
    setProblem(null);
    // The wait includes the opening's, when the consent is given before it has answered.
    setConsenting(true);
    call('consent', { disclosureVersion: ESIGN_DISCLOSURE_VERSION }).then(
      () => {
        setConsenting(false);
        setPhase('review');
      },
      (error: unknown) => {
        setConsenting(false);
        if (failed(error) === false) setProblem(ESIGN_TEXT.couldNotSaveBody);
      },
    );
  };

  const finish = () => {
    if (!opened) return;
    // The same rule the server applies: required fields first, with each field's own message.
    const checked = checkSignerValues(opened.fields, values);
    setFieldErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return setProblem(FIELD_MESSAGES.missing);
    let signature: unknown;
    if (!opened.informational) {
      if (mode === 'draw' && drawn) signature = { kind: 'drawn', png: drawn };
      else if (mode === 'type' && typed.trim()) signature = { kind: 'typed', text: typed.trim() };
      else return setProblem(ESIGN_TEXT.signatureRequired);
    }
    setProblem(null);
    setSaveFailed(false);
    setPhase('submitting');
    call('finish', { ...(signature ? { signature } : {}), values: checked.values }).then(
      (outcome) => {
        setPhase('saved');
        window.setTimeout(() => leave(outcome), 800);
      },
      (error: unknown) => {
        if (failed(error) !== false) return;
        setPhase('review');
        const fields =
          error instanceof ApiError ? (error.body as { fields?: Record<string, string> } | null)?.fields : null;
        if (error instanceof ApiError && error.status === 400) {
          setFieldErrors(fields ?? {});
          return setProblem(error.message);
        }
        setSaveFailed(true);
      },
    );
  };

  const other = (path: 'decline' | 'cancel') => () => {
    call(path).then(leave, (error: unknown) => {
      if (failed(error) === false) setSaveFailed(true);
    });
  };

  if (phase === 'invalid') {
    return (
      <div className="esign-page container py-4">
        <FailureAlert message={ESIGN_TEXT.linkInvalid} />
      </div>
    );
  }
  if (phase === 'opening' || !opened) {
    return (
      <div className="esign-page container py-4">
        <Spinner label={ESIGN_TEXT.opening} />
      </div>
    );
  }
  const busy = phase === 'submitting' || phase === 'saved' || phase === 'leaving';
  const pagesText = { label: opened.formTitle, loadingLabel: ESIGN_TEXT.loadingPdf, failedText: ESIGN_TEXT.pdfFailed };
  return (
    <div className="esign-page container py-3">
      <h1 className="h4 mb-1">{opened.formTitle}</h1>
      <p className="small text-body-secondary mb-3">
        {opened.signerName} · {ESIGN_TEXT.timeLeft(Math.round(opened.timeoutMs / 60_000))}
      </p>

      {phase === 'consent' ? (
        <form className="card mb-3" onSubmit={consent} noValidate>
          <div className="card-body">
            <h2 className="h5">{ESIGN_TEXT.consentHeading}</h2>
            <p>{ESIGN_TEXT.consentBody}</p>
            <EsignDisclosure />
            <div className="form-check mb-3">
              <input
                id="esign-consent"
                className="form-check-input"
                type="checkbox"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
              />
              <label className="form-check-label" htmlFor="esign-consent">
                {ESIGN_TEXT.consentLabel}
              </label>
            </div>
            {problem ? <FailureAlert message={problem} onClose={() => setProblem(null)} /> : null}
            <div className="d-flex flex-wrap gap-2">
              <SubmitButton busy={consenting} busyLabel={ESIGN_TEXT.consenting}>
                {ESIGN_TEXT.continue}
              </SubmitButton>
              <button type="button" className="btn btn-outline-secondary" onClick={other('cancel')}>
                {ESIGN_TEXT.cancel}
              </button>
            </div>
          </div>
        </form>
      ) : null}

      {/* The document shows under the consent too: the signer reads what they are asked to sign
          while deciding, and the first page is not held back by the consent's round trip. */}
      {/* The preview's pages (without their words) show at once; the opening's replace them, same images. */}
      {opened.pages ? (
        <PdfPageImages pages={opened.pages.pages} {...pagesText} />
      ) : fallback?.kind === 'pdf' ? (
        <PdfPages data={fallback.data} {...pagesText} />
      ) : fallback?.kind === 'failed' ? (
        <div className="alert alert-warning" role="alert">
          {ESIGN_TEXT.pdfFailed}
        </div>
      ) : (
        <Spinner label={ESIGN_TEXT.loadingPdf} className="my-3" />
      )}

      {phase !== 'consent' ? (
        <>
          {!opened.informational ? (
            <SignerFields
              fields={opened.fields}
              values={values}
              errors={fieldErrors}
              onChange={(name, value) => {
                setValues((v) => ({ ...v, [name]: value }));
                setFieldErrors(({ [name]: _gone, ...rest }) => rest);
              }}
            />
          ) : null}

          {!opened.informational ? (
            <fieldset className="card my-3" disabled={busy}>
              <div className="card-body">
                <legend className="h5">{ESIGN_TEXT.signatureHeading}</legend>
                <div className="btn-group mb-2" role="group" aria-label={ESIGN_TEXT.signatureHeading}>
                  <input
                    type="radio"
                    className="btn-check"
                    name="signature-mode"
                    id="signature-mode-draw"
                    checked={mode === 'draw'}
                    onChange={() => setMode('draw')}
                  />
                  <label className="btn btn-outline-primary btn-sm" htmlFor="signature-mode-draw">
                    {ESIGN_TEXT.draw}
                  </label>
                  <input
                    type="radio"
                    className="btn-check"
                    name="signature-mode"
                    id="signature-mode-type"
                    checked={mode === 'type'}
                    onChange={() => setMode('type')}
                  />
                  <label className="btn btn-outline-primary btn-sm" htmlFor="signature-mode-type">
                    {ESIGN_TEXT.type}
                  </label>
                </div>
                {mode === 'draw' ? (
                  <SignaturePad onChange={setDrawn} />
                ) : (
                  <div>
                    <label htmlFor="signature-typed" className="form-label">
                      {ESIGN_TEXT.typeLabel}
                    </label>
                    <input
                      id="signature-typed"
                      className="form-control signature-typed"
                      value={typed}
                      maxLength={100}
                      autoComplete="name"
                      onChange={(e) => setTyped(e.target.value)}
                    />
                  </div>
                )}
              </div>
            </fieldset>
          ) : null}

          {problem ? <FailureAlert message={problem} onClose={() => setProblem(null)} /> : null}
          {saveFailed ? (
            <div className="alert alert-danger" role="alert">
              <strong className="d-block">{ESIGN_TEXT.couldNotSave}</strong>
              {ESIGN_TEXT.couldNotSaveBody}
            </div>
          ) : null}
          {phase === 'saved' ? (
            <div className="alert alert-success" role="status">
              {ESIGN_TEXT.saved}
            </div>
          ) : null}

          <div className="d-flex flex-wrap gap-2 mb-4 esign-actions">
            <BusyButton onClick={finish} busy={phase === 'submitting'} disabled={busy} busyLabel={ESIGN_TEXT.signing}>
              {opened.informational ? ESIGN_TEXT.acknowledge : ESIGN_TEXT.finish}
            </BusyButton>
            {!opened.informational ? (
              <button type="button" className="btn btn-outline-danger" onClick={other('decline')} disabled={busy}>
                {ESIGN_TEXT.decline}
              </button>
            ) : null}
            <button type="button" className="btn btn-outline-secondary" onClick={other('cancel')} disabled={busy}>
              {ESIGN_TEXT.cancel}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
