/**
 * The built-in provider's signing page (docs/architecture.md §5), shown in the documents screen's iframe
 * or in a tab of its own (doc check): consent, the PDF page by page, a drawn or typed signature,
 * Finish / Decline / Cancel. The server does the signing; this page only returns with its answer.
 * The pages are images the server renders, with their words over them; when the server cannot
 * render them, the page downloads the PDF and draws it with pdf.js. Its phases are one reducer
 * (esign-state.ts); this component sends the calls the steps ask for.
 */
import { Suspense, useCallback, useEffect, useReducer, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { ExtendedCeremony, OpenedCeremony, SigningPages, SigningPreview } from '../../../common/esign';
import { FailureAlert } from '../../components/FailureAlert';
import { PdfPageImages } from '../../components/PdfPageImages';
import { lazyOr } from '../../components/lazy-or';
import { Spinner } from '../../components/Spinner';
import { ApiError, apiFetch } from '../../lib/api';
import { history } from '../../lib/history';
import { pageState } from '../../lib/page-state';
import { type Fallback, initialSigningState, signingReducer } from './esign-state';
import { inOwnFrame, postToParent } from './frame-messages';
import { ESIGN_TEXT } from './messages';
import { ConsentStep, ReviewStep, type SigningHandlers, TimeLimitWarning } from './SigningSteps';
import { ESIGN_DISCLOSURE_VERSIONS } from '../../../common/esign-disclosure';
import { i18n } from '../../../common/i18n';

// pdf.js draws the document only when the server has no page images for it: a chunk of its own.
const PdfPages = lazyOr(
  () => import(/* webpackChunkName: 'pdf-pages' */ '../../components/PdfPages').then((m) => m.PdfPages),
  () => <Alert variant="warning">{ESIGN_TEXT.pdfFailed}</Alert>,
);

/** How long before the page closes the signer is asked whether they need more time (WCAG 2.2.1). */
const WARNING_MS = 2 * 60_000;

interface Outcome {
  event: string;
  redirectTo: string;
}

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

function outcomeOf(error: unknown): Outcome | null {
  const body = error instanceof ApiError ? (error.body as Partial<Outcome> | null) : null;
  return body && typeof body.event === 'string' && typeof body.redirectTo === 'string'
    ? { event: body.event, redirectTo: body.redirectTo }
    : null;
}

export function EsignSignPage({ token }: { token: string | undefined }) {
  // With its HTML's preview, the page draws the consent and the document at once, while the
  // opening call exchanges the token for the key that every step needs.
  const [state, dispatch] = useReducer(signingReducer, token, (t) => initialSigningState(t, t ? takePreview() : null));
  /** Settles with the key once the opening answers: a step taken before that waits for it. */
  const keyOf = useRef<Promise<string> | null>(null);
  const started = useRef(false);

  const call = useCallback(
    <T = Outcome,>(path: string, body: unknown = {}) =>
      (keyOf.current ?? Promise.reject(new Error('not opened'))).then((key) =>
        apiFetch<T>(`/api/esign/${path}`, { method: 'POST', json: body, headers: { 'X-Esign-Key': key } }),
      ),
    [],
  );

  const leave = useCallback((outcome: Outcome) => {
    dispatch({ type: 'leaving' });
    returnTo(outcome.redirectTo);
  }, []);

  /** The server's answer to a step that did not succeed: it may end the ceremony. False: it did not. */
  const ended = useCallback(
    (error: unknown): boolean => {
      const outcome = outcomeOf(error);
      if (outcome) leave(outcome);
      else if (error instanceof ApiError && error.status === 404) dispatch({ type: 'invalid' });
      else return false;
      return true;
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
      (ceremony) => {
        dispatch({ type: 'opened', ceremony, deadline: Date.now() + ceremony.timeoutMs });
        // The token has done its job: keep it out of the history and of any Referer.
        window.history.replaceState(window.history.state, '', window.location.pathname);
      },
      (error: unknown) => {
        if (!ended(error)) dispatch({ type: 'invalid' });
      },
    );
  }, [token, ended]);

  const { session } = state;
  useEffect(() => {
    if (!session) return;
    // Answers after the page has moved on (a new session, or gone) are dropped.
    const controller = new AbortController();
    const { signal } = controller;
    const headers = { 'X-Esign-Key': session.ceremonyKey };
    const show = (fallback: Fallback) => signal.aborted || dispatch({ type: 'fallback', fallback });
    // Without the server's pages (switched off, or a failure), pdf.js draws the PDF itself.
    const drawPdf = () =>
      fetch('/api/esign/document.pdf', { credentials: 'same-origin', headers, signal })
        .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status)))))
        .then(
          (buffer) => show({ kind: 'pdf', data: new Uint8Array(buffer) }),
          () => show({ kind: 'failed' }),
        );
    if (!session.pages)
      apiFetch<SigningPages>('/api/esign/pages', { headers, signal }).then(
        (pages) => signal.aborted || dispatch({ type: 'pages', pages }),
        () => {
          if (signal.aborted) return;
          dispatch({ type: 'pages', pages: undefined });
          void drawPdf();
        },
      );
    return () => controller.abort();
  }, [session]);

  // The page's own deadline, from the opening or the last extension (the server refuses any step
  // after it as well): a warning with a way to get more time first.
  const { deadline } = state;
  useEffect(() => {
    if (deadline === null) return;
    const left = deadline - Date.now();
    const warn = () => dispatch({ type: 'warn', minutes: Math.max(1, Math.round((deadline - Date.now()) / 60_000)) });
    const warning = window.setTimeout(warn, left - WARNING_MS);
    const end = window.setTimeout(() => call('timeout').then(leave, ended), left);
    return () => {
      window.clearTimeout(warning);
      window.clearTimeout(end);
    };
  }, [deadline, call, leave, ended]);

  // Each step runs through the reducer first: it says whether the step may go to the server.
  const on: SigningHandlers = {
    consent: () => {
      const next = signingReducer(state, { type: 'consent' });
      dispatch({ type: 'consent' });
      if (!next.consenting || state.consenting) return;
      // The wait includes the opening's, when the consent is given before it has answered. The
      // version is that of the language the disclosure was shown in (EsignDisclosure's).
      call('consent', { disclosureVersion: ESIGN_DISCLOSURE_VERSIONS[i18n.locale] }).then(
        () => dispatch({ type: 'consented' }),
        (error: unknown) => ended(error) || dispatch({ type: 'consentFailed' }),
      );
    },
    finish: () => {
      const next = signingReducer(state, { type: 'finish' });
      dispatch({ type: 'finish' });
      if (next.phase !== 'submitting' || !next.submission) return;
      call('finish', next.submission).then(
        (outcome) => {
          dispatch({ type: 'saved' });
          window.setTimeout(() => leave(outcome), 800);
        },
        (error: unknown) => {
          if (ended(error)) return;
          if (error instanceof ApiError && error.status === 400) {
            const fields = (error.body as { fields?: Record<string, string> } | null)?.fields;
            dispatch({ type: 'refused', message: error.message, fields: fields ?? {} });
          } else dispatch({ type: 'saveFailed' });
        },
      );
    },
    decline: (reason: string) => {
      dispatch({ type: 'declining' });
      call('decline', { reason }).then(leave, (error: unknown) => ended(error) || dispatch({ type: 'saveFailed' }));
    },
    cancel: () => {
      call('cancel').then(leave, (error: unknown) => ended(error) || dispatch({ type: 'saveFailed' }));
    },
  };
  /** More time, asked from the warning before the page closes. */
  const extend = () => {
    if (state.timeLimit !== 'warning') return;
    dispatch({ type: 'extend' });
    call<ExtendedCeremony>('extend').then(
      ({ timeoutMs }) =>
        dispatch({ type: 'extended', deadline: Date.now() + timeoutMs, minutes: Math.round(timeoutMs / 60_000) }),
      // Past its time the server ends the ceremony; refused (the most time given) it says why.
      (error: unknown) =>
        ended(error) ||
        dispatch({
          type: 'extendFailed',
          message: error instanceof ApiError && error.status === 409 ? error.message : ESIGN_TEXT.timeNotAdded,
        }),
    );
  };

  const { phase, opened, fallback } = state;
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
  const pagesText = { label: opened.formTitle, loadingLabel: ESIGN_TEXT.loadingPdf, failedText: ESIGN_TEXT.pdfFailed };
  return (
    <div className="esign-page container py-3">
      <h1 className="h4 mb-1">{opened.formTitle}</h1>
      <p className="small text-body-secondary mb-3">
        {opened.signerName} · {ESIGN_TEXT.timeLeft(Math.round(opened.timeoutMs / 60_000))}
      </p>
      <TimeLimitWarning state={state} onExtend={extend} />

      {phase === 'consent' ? <ConsentStep state={state} dispatch={dispatch} on={on} /> : null}

      {/* The document shows under the consent too: the signer reads what they are asked to sign
          while deciding, and the first page is not held back by the consent's round trip. */}
      {/* The preview's pages (without their words) show at once; the opening's replace them, same images. */}
      {opened.pages ? (
        <PdfPageImages pages={opened.pages.pages} {...pagesText} zoomText={ESIGN_TEXT.zoom} />
      ) : fallback?.kind === 'pdf' ? (
        <Suspense fallback={<Spinner label={ESIGN_TEXT.loadingPdf} className="my-3" />}>
          <PdfPages data={fallback.data} {...pagesText} />
        </Suspense>
      ) : fallback?.kind === 'failed' ? (
        <Alert variant="warning">{ESIGN_TEXT.pdfFailed}</Alert>
      ) : (
        <Spinner label={ESIGN_TEXT.loadingPdf} className="my-3" />
      )}

      {phase !== 'consent' ? <ReviewStep state={state} dispatch={dispatch} on={on} /> : null}
    </div>
  );
}
