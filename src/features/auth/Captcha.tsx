/**
 * The human-verification widget of the registration form (docs/product.md §2, §5). ALTCHA by default
 * (self-hosted proof of work); reCAPTCHA v2 when the server is configured for it. Both load on
 * demand so that no captcha code reaches the other pages' chunks.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { Spinner } from '../../components/Spinner';
import { pageState } from '../../lib/page-state';
import { CAPTCHA_TEXT } from './messages';
import Alert from 'react-bootstrap/Alert';
import { useLoad } from '../../lib/use-load';

export interface CaptchaProps {
  /** The response to send as reCaptchaResponse, or null when there is none (yet, or any more). */
  onChange: (response: string | null) => void;
  /** Changing it remounts the widget so that it can be solved again. */
  resetKey?: number;
}

const LABEL_ID = 'captcha-label';

export function Captcha({ onChange, resetKey = 0 }: CaptchaProps) {
  const { captchaProvider, captchaSiteKey } = pageState.config;
  return (
    <div className="mb-3" role="group" aria-labelledby={LABEL_ID}>
      <div id={LABEL_ID} className="form-label">
        {CAPTCHA_TEXT.label}
      </div>
      {captchaProvider === 'recaptcha' ? (
        <Recaptcha key={resetKey} siteKey={captchaSiteKey ?? ''} onChange={onChange} />
      ) : (
        <Altcha key={resetKey} onChange={onChange} />
      )}
    </div>
  );
}

/** Keeps the latest callback without re-subscribing the widget's listeners. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

const loadAltcha = () => import(/* webpackChunkName: 'altcha' */ './altcha-setup');

type AltchaStateDetail = { state?: string; payload?: string | null };

function Altcha({ onChange }: { onChange: CaptchaProps['onChange'] }) {
  const altcha = useLoad(loadAltcha);
  const status =
    altcha.status === 'loading'
      ? ({ loading: true } as const)
      : { loading: false as const, challengeUrl: altcha.status === 'ready' ? altcha.data.ALTCHA_CHALLENGE_URL : null };
  const widget = useRef<AltchaWidgetElement>(null);
  const latest = useLatest(onChange);

  const ready = !status.loading && status.challengeUrl !== null;
  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    // Events of the v3 widget: 'verified' carries detail.payload (base64 JSON for the server);
    // 'statechange' reports every other state (verifying, error, expired, unverified).
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<AltchaStateDetail>).detail?.payload;
      latest.current(payload || null);
    };
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      if (detail?.state !== 'verified') latest.current(null);
    };
    const onExpired = () => latest.current(null);
    element.addEventListener('verified', onVerified);
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('expired', onExpired);
    };
  }, [ready, latest]);

  if (status.loading) return <Spinner label={CAPTCHA_TEXT.loading} />;
  if (status.challengeUrl === null) {
    return (
      <Alert variant="danger" className="mb-0" role="alert">
        {CAPTCHA_TEXT.failed}
      </Alert>
    );
  }
  return <altcha-widget ref={widget} challenge={status.challengeUrl} />;
}

const ReCaptcha = lazy(() => import(/* webpackChunkName: 'recaptcha' */ 'react-google-recaptcha'));

function Recaptcha({ siteKey, onChange }: { siteKey: string; onChange: CaptchaProps['onChange'] }) {
  // The normal widget is 304 px wide: on the narrowest phones use the compact one.
  const [compact] = useState(() => window.matchMedia('(max-width: 359.98px)').matches);
  return (
    <Suspense fallback={<Spinner label={CAPTCHA_TEXT.loading} />}>
      <ReCaptcha
        sitekey={siteKey}
        size={compact ? 'compact' : 'normal'}
        onChange={(token) => onChange(token || null)}
        onExpired={() => onChange(null)}
        onErrored={() => onChange(null)}
      />
    </Suspense>
  );
}
