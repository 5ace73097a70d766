import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../common/i18n';
import { LanguageSelect } from '../../components/LanguageSelect';
import { pageLanguage } from '../../lib/i18n';
import { PASSWORD_POLICY_TEXT, passwordPolicyError, type OkAnswer, type Registration } from '../../../common/auth';
import { isBlank, isValidEmail } from '../../../common/text';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { HelpPopover } from '../../components/HelpPopover';
import { Link } from '../../components/Link';
import { EmailField } from './EmailField';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError, apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/query';
import { Captcha } from './Captcha';
import { AUTH_TITLES } from './messages';
import { around } from '../../lib/around';
import { PASSWORD_HELP, PASSWORD_TEXT, REGISTER_TEXT } from './account-messages';
import './auth.scss';
import type { ReturnJob } from './job-of-return';
import Alert from 'react-bootstrap/Alert';
import FormText from 'react-bootstrap/FormText';

/** failure.detail is the server's message, shown on a second line. */
type Phase =
  { name: 'editing'; failure?: { detail: string | null } } | { name: 'sending' } | { name: 'done'; email: string };

/**
 * docs/product.md §2 /register, §5 registration rules: submit stays disabled until every rule holds.
 * Success replaces the form with the confirm-your-email panel (docs/product.md §4).
 */
export function RegisterPage({ returnTo, job = null }: { returnTo: string; job?: ReturnJob | null }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  // The page's language is the first choice: a visitor who reads this in Spanish gets Spanish mail.
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [passwordAgain, setPasswordAgain] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const successHeading = useRef<HTMLHeadingElement>(null);

  const policyError = password === '' ? null : passwordPolicyError(password);
  const mismatch = password !== '' && passwordAgain !== '' && password !== passwordAgain;
  const complete =
    isValidEmail(email) &&
    !isBlank(firstName) &&
    !isBlank(lastName) &&
    password !== '' &&
    policyError === null &&
    passwordAgain === password &&
    captcha !== null;
  const sending = phase.name === 'sending';

  useEffect(() => {
    if (phase.name === 'done') successHeading.current?.focus();
  }, [phase.name]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || sending || captcha === null) return;
    setPhase({ name: 'sending' });
    const registration: Registration = {
      email,
      firstName,
      lastName,
      password,
      reCaptchaResponse: captcha,
      // The account's zone until changed on /profile: where this browser is.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    if (returnTo !== '') registration.returnTo = returnTo;
    try {
      await apiFetch<OkAnswer>('/register', { method: 'POST', json: { ...registration, preferredLanguage: language } });
      setPhase({ name: 'done', email });
    } catch (error) {
      // A captcha response is good for one try: ask for a fresh one, keep everything typed.
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
      setPhase({ name: 'editing', failure: { detail: error instanceof ApiError ? error.message : null } });
    }
  };

  if (phase.name === 'done') {
    const [sentBefore, sentAfter] = around(REGISTER_TEXT.successSent);
    return (
      <section className="account-form" aria-labelledby="register-title">
        <h1 id="register-title" className="h2 mb-4">
          {AUTH_TITLES.register}
        </h1>
        <Alert variant="success" role="status">
          <h2 className="h4 alert-heading" ref={successHeading} tabIndex={-1}>
            {REGISTER_TEXT.successHeading}
          </h2>
          <p className="text-break-all">
            {sentBefore}
            <strong data-testid="registered-email">{phase.email}</strong>
            {sentAfter}
          </p>
          <p className="mb-0">{REGISTER_TEXT.successConfirm}</p>
        </Alert>
        <Link to={withQuery('/login', { r: returnTo })} className="btn btn-primary">
          {REGISTER_TEXT.goToLogin}
        </Link>
      </section>
    );
  }

  return (
    <section className="account-form" aria-labelledby="register-title">
      <h1 id="register-title" className="h2 mb-4">
        {AUTH_TITLES.register}
      </h1>
      {job ? (
        <p className="lead" data-testid="register-job">
          {REGISTER_TEXT.forJob(job.title, job.corpTitle, job.form)}
        </p>
      ) : null}
      {phase.name === 'editing' && phase.failure ? (
        <FailureAlert
          message={REGISTER_TEXT.failed}
          detail={phase.failure.detail}
          testId="register-error"
          onClose={() => setPhase({ name: 'editing' })}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        <EmailField id="register-email" label={REGISTER_TEXT.email} value={email} onChange={setEmail} />
        <div className="row">
          <div className="col-sm-6">
            <FormField
              id="register-first-name"
              name="firstName"
              label={REGISTER_TEXT.firstName}
              autoComplete="given-name"
              required
              value={firstName}
              onValueChange={setFirstName}
            />
          </div>
          <div className="col-sm-6">
            <FormField
              id="register-last-name"
              name="lastName"
              label={REGISTER_TEXT.lastName}
              autoComplete="family-name"
              required
              value={lastName}
              onValueChange={setLastName}
            />
          </div>
        </div>
        <FormField
          id="register-password"
          name="password"
          type="password"
          label={REGISTER_TEXT.password}
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
          onBlur={() => setPasswordTouched(true)}
          error={passwordTouched ? policyError : null}
          hint={PASSWORD_POLICY_TEXT.hint}
          help={<HelpPopover label={PASSWORD_HELP.label}>{PASSWORD_HELP.text}</HelpPopover>}
        />
        <FormField
          id="register-password-again"
          name="passwordAgain"
          type="password"
          label={REGISTER_TEXT.passwordAgain}
          autoComplete="new-password"
          required
          value={passwordAgain}
          onValueChange={setPasswordAgain}
          error={mismatch ? PASSWORD_TEXT.doNotMatch : null}
        />
        <LanguageSelect
          id="register-language"
          label={REGISTER_TEXT.language}
          value={language}
          onChange={setLanguage}
          className="mb-3"
        />
        <Captcha onChange={setCaptcha} resetKey={captchaKey} />
        <SubmitButton
          busy={sending}
          busyLabel={REGISTER_TEXT.submitting}
          disabled={!complete}
          describedBy={complete ? undefined : 'register-incomplete'}
        >
          {REGISTER_TEXT.submit}
        </SubmitButton>
        {!complete && !sending ? (
          <FormText id="register-incomplete" as="p">
            {REGISTER_TEXT.incomplete}
          </FormText>
        ) : null}
      </form>
      <p className="mt-4 mb-0">
        {REGISTER_TEXT.haveAccount} <Link to="/login">{REGISTER_TEXT.logIn}</Link>
      </p>
    </section>
  );
}
