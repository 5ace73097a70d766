import type { CmsContent } from '../../../common/content';
import { Suspense, useEffect, useState } from 'react';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { Link } from '../../components/Link';
import { withQuery } from '../../lib/query';
import { lazyOr } from '../../components/lazy-or';
import { BusyButton, SubmitButton } from '../../components/SubmitButton';
import { Spinner } from '../../components/Spinner';
import { LandingPitch } from './LandingPitch';
import { AUTH_TITLES, CAPTCHA_TEXT, LOGIN_TEXT, SECOND_FACTOR_TEXT } from './messages';
import './auth.scss';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { OIDC_PATHS } from '../../../common/oidc';

// Only sign-in after repeated failures shows the captcha: its code stays out of the login chunk.
const Captcha = lazyOr(
  () => import(/* webpackChunkName: 'captcha' */ './Captcha').then((m) => m.Captcha),
  () => <FailureAlert message={CAPTCHA_TEXT.failed} />,
);

// Only accounts with two-factor sign-in reach the second step: its code stays out of the login chunk.
const SecondFactorStep = lazyOr(
  () => import(/* webpackChunkName: 'second-factor' */ './SecondFactorStep').then((m) => m.SecondFactorStep),
  () => <FailureAlert message={SECOND_FACTOR_TEXT.failed} />,
);

/**
 * docs/product.md §2 /login: a real form posted to the server (full page POST, docs/product.md §7), the flash error
 * area, and the landing pitch beside it. After repeated failed sign-ins the server asks for a
 * solved captcha with the password (`captchaRequired`, from the page state).
 */
export function LoginPage({
  flash,
  redirectTo,
  captchaRequired = false,
  pitch = null,
  initialEmail = '',
  secondFactor = false,
  sso = null,
}: {
  flash: string | null;
  redirectTo: string;
  captchaRequired?: boolean;
  /** The landing pitch as staff wrote it, or null for the built-in one. */
  pitch?: CmsContent | null;
  /** The address of the sign-in that just failed (the password is typed again). */
  initialEmail?: string;
  /** The password was right: the page asks for the second factor instead. */
  secondFactor?: boolean;
  /** Staff single sign-on, when configured: its button's label. */
  sso?: { label: string } | null;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  // The WebAuthn code loads on the click: /login's own chunk stays small.
  const signInWithPasskey = () => {
    setPasskeyBusy(true);
    setPasskeyError(null);
    import(/* webpackChunkName: 'passkey' */ '../../lib/webauthn')
      .then((m) => m.signInWithPasskey(redirectTo, LOGIN_TEXT.passkeyCancelled))
      .then(
        // Signed in: a full page load, so the page starts with the new session.
        (target) => window.location.assign(target),
        (err: unknown) => {
          setPasskeyBusy(false);
          setPasskeyError(err instanceof Error && err.message ? err.message : LOGIN_TEXT.passkeyFailed);
        },
      );
  };

  useEffect(() => {
    // Coming back to this page from the browser's cache: the form must be usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <div className="row g-4 g-lg-5">
      <div className="col-md-6 col-lg-5">
        <section className="sign-in-form" aria-labelledby="login-title">
          <h1 id="login-title" className="h2 mb-3">
            {AUTH_TITLES.login}
          </h1>
          {flash ? (
            <Alert variant="danger" role="alert" data-testid="login-flash">
              {flash}
            </Alert>
          ) : null}
          {/^\/search(?:[?#]|$)/.test(redirectTo) && !secondFactor ? (
            <Alert variant="info" data-testid="login-search-note">
              {LOGIN_TEXT.searchNeedsAccount}{' '}
              <Link to="/jobs" className="alert-link">
                {LOGIN_TEXT.browseJobs}
              </Link>
            </Alert>
          ) : null}
          {secondFactor ? (
            <Suspense fallback={<Spinner label={SECOND_FACTOR_TEXT.loading} />}>
              <SecondFactorStep />
            </Suspense>
          ) : (
            <>
              <form method="post" action="/login" onSubmit={() => setSubmitting(true)}>
                <FormField
                  id="login-email"
                  name="username"
                  type="email"
                  label={LOGIN_TEXT.email}
                  floating
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={email}
                  onValueChange={setEmail}
                />
                <FormField
                  id="login-password"
                  name="password"
                  type="password"
                  label={LOGIN_TEXT.password}
                  floating
                  autoComplete="current-password"
                  required
                  value={password}
                  onValueChange={setPassword}
                />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                {captchaRequired ? (
                  <>
                    <Suspense fallback={<Spinner label={CAPTCHA_TEXT.loading} />}>
                      <Captcha onChange={setCaptcha} />
                    </Suspense>
                    <input type="hidden" name="captcha" value={captcha ?? ''} />
                  </>
                ) : null}
                <SubmitButton
                  busy={submitting}
                  busyLabel={LOGIN_TEXT.submitting}
                  disabled={captchaRequired && !captcha}
                  className="w-100"
                >
                  {LOGIN_TEXT.submit}
                </SubmitButton>
              </form>
              {sso ? (
                // A link (a full page load through the provider), not a button: react-bootstrap's
                // role="button" for anchors is dropped.
                <Button href={withQuery(OIDC_PATHS.start, { r: redirectTo })} role={undefined} className="w-100 mt-3">
                  {sso.label}
                </Button>
              ) : null}
              <div className="mt-3">
                {passkeyError ? (
                  <div role="alert">
                    <FailureAlert message={passkeyError} testId="passkey-error" />
                  </div>
                ) : null}
                <BusyButton
                  variant="outline-primary"
                  className="w-100"
                  busy={passkeyBusy}
                  busyLabel={LOGIN_TEXT.passkeyBusy}
                  onClick={signInWithPasskey}
                >
                  {LOGIN_TEXT.passkey}
                </BusyButton>
              </div>
              <p className="mt-3 mb-2">
                <Link to="/account/request-reset">{LOGIN_TEXT.forgotPassword}</Link>
              </p>
              <p className="mb-0">
                {LOGIN_TEXT.noAccount} <Link to={withQuery('/register', { r: redirectTo })}>{LOGIN_TEXT.signUp}</Link>
              </p>
            </>
          )}
        </section>
      </div>
      <div className="col-md-6 col-lg-7">
        <LandingPitch page={pitch} />
      </div>
    </div>
  );
}
