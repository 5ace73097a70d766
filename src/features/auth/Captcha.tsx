/**
 * The human-verification widget of the registration form (docs/product.md §2, §5). ALTCHA by default
 * (self-hosted proof of work); reCAPTCHA v2 when the server is configured for it. Both load on
 * demand so that no captcha code reaches the other pages' chunks.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../common/i18n';
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

/** The language the page's texts are read in. */
const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** An attribute's value in the widget's HTML. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The widget's own texts (its checkbox, states, code challenge, footer) in the page's language. */
function altchaStrings(): Record<string, string> {
  const website = t({ message: 'Altcha (official website)', comment: 'Captcha widget: the name of its logo link' });
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${attribute(website)}">ALTCHA</a>`;
  return {
    ariaLinkLabel: website,
    cancel: t({ message: 'Cancel', comment: 'Captcha widget: closes the code challenge' }),
    enterCode: t`Enter code`,
    enterCodeAria: t`Enter code you hear. Press Space to play audio.`,
    enterCodeFromImage: t`To proceed, please enter the code from the image below.`,
    error: t`Verification failed. Try again later.`,
    expired: t`Verification expired. Try again.`,
    footer: t({ message: `Protected by ${link}`, comment: 'Captcha widget: {link} is the ALTCHA logo link' }),
    getAudioChallenge: t`Get an audio challenge`,
    label: t({ message: "I'm not a robot", comment: 'Captcha widget: the checkbox that starts the verification' }),
    loading: t({ message: 'Loading...', comment: 'Captcha widget' }),
    reload: t({ message: 'Reload', comment: 'Captcha widget: a new code challenge' }),
    verify: t({ message: 'Verify', comment: 'Captcha widget: sends the code typed' }),
    verificationRequired: t`Verification required!`,
    verified: t({ message: 'Verified', comment: 'Captcha widget: the verification succeeded' }),
    verifying: t({ message: 'Verifying...', comment: 'Captcha widget' }),
    waitAlert: t`Verifying... please wait.`,
  };
}

/**
 * Defines the widget, then gives it its texts in the page's language: ALTCHA reads them from its
 * registry under the code the widget's `language` names (each mount, so always the current ones).
 */
const loadAltcha = () =>
  import(/* webpackChunkName: 'altcha' */ './altcha-setup').then(({ ALTCHA_CHALLENGE_URL }) => {
    const language = currentLanguage();
    $altcha.i18n.set(language, altchaStrings());
    return { challengeUrl: ALTCHA_CHALLENGE_URL, language };
  });

type AltchaStateDetail = { state?: string; payload?: string | null };

function Altcha({ onChange }: { onChange: CaptchaProps['onChange'] }) {
  const altcha = useLoad(loadAltcha);
  const status =
    altcha.status === 'loading'
      ? ({ loading: true } as const)
      : {
          loading: false as const,
          challengeUrl: altcha.status === 'ready' ? altcha.data.challengeUrl : null,
          language: altcha.status === 'ready' ? altcha.data.language : undefined,
        };
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
  return <altcha-widget ref={widget} challenge={status.challengeUrl} language={status.language} />;
}

const ReCaptcha = lazy(() => import(/* webpackChunkName: 'recaptcha' */ 'react-google-recaptcha'));

/** reCAPTCHA's language codes (`hl`) for ours: Latin American Spanish for es-US. */
const RECAPTCHA_LANGUAGES: Readonly<Record<Language, string>> = { en: 'en', es: 'es-419' };

function Recaptcha({ siteKey, onChange }: { siteKey: string; onChange: CaptchaProps['onChange'] }) {
  // The normal widget is 304 px wide: on the narrowest phones use the compact one.
  const [compact] = useState(() => window.matchMedia('(max-width: 359.98px)').matches);
  return (
    <Suspense fallback={<Spinner label={CAPTCHA_TEXT.loading} />}>
      <ReCaptcha
        sitekey={siteKey}
        hl={RECAPTCHA_LANGUAGES[currentLanguage()]}
        size={compact ? 'compact' : 'normal'}
        onChange={(token) => onChange(token || null)}
        onExpired={() => onChange(null)}
        onErrored={() => onChange(null)}
      />
    </Suspense>
  );
}
