/**
 * The account screens (SPEC §2): login, registration, email confirmation, password reset, contact.
 * Only the login page (the most visited one) is in this chunk; the other screens load their own
 * (registration, reset, and 'account' for the rest); the captcha widget loads later still, only where a form needs it (registration, and
 * sign-in after repeated failures).
 */
import { CONTENT_QUERY, type CmsContent, LANDING_PITCH_PATH } from '../../../common/content';
import { pageState } from '../../lib/page-state';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../router';
import { LoginPage } from './LoginPage';
import { AUTH_TITLES } from './messages';

/**
 * The landing pitch from the CMS; the built-in one when there is none or it cannot be read. A
 * visitor's page carries it already; a page loaded signed in asks for it (rarely: after signing out).
 */
function landingPitch(): Promise<CmsContent | null> {
  if (pageState.landingPitch !== undefined) return Promise.resolve(pageState.landingPitch);
  return import(/* webpackChunkName: 'graphql' */ '../../lib/graphql')
    .then(({ graphql }) =>
      graphql<{ content: CmsContent | null }>({ query: CONTENT_QUERY, variables: { path: LANDING_PITCH_PATH } }),
    )
    .then(
      (data) => data?.content ?? null,
      () => null,
    );
}

// SPEC §2: a confirmed user is redirected to /. Signing in is a full page load, so a page that
// loaded signed out can skip asking the server (the login page is the most visited one).
export const login: ScreenAction = async (ctx) => {
  if (pageState.isLoggedIn && (await ctx.isConfirmedUser())) return { redirect: '/' };
  const pitch = await landingPitch();
  return {
    title: AUTH_TITLES.login,
    component: (
      <LoginPage
        pitch={pitch}
        flash={ctx.flash}
        redirectTo={queryText(ctx.query, 'r') ?? ''}
        captchaRequired={pageState.loginCaptcha}
      />
    ),
  };
};

export const register: ScreenAction = async () => {
  const { RegisterPage } = await import(/* webpackChunkName: 'register' */ './RegisterPage');
  return { title: AUTH_TITLES.register, component: <RegisterPage /> };
};

export const confirm: ScreenAction = async ({ query }) => {
  const { ConfirmEmailPage } = await import(/* webpackChunkName: 'account' */ './ConfirmEmailPage');
  const token = queryText(query, 'token');
  return { title: AUTH_TITLES.confirm, component: <ConfirmEmailPage key={token} token={token} /> };
};

export const requestReset: ScreenAction = async () => {
  const { RequestResetPage } = await import(/* webpackChunkName: 'account' */ './RequestResetPage');
  return { title: AUTH_TITLES.requestReset, component: <RequestResetPage /> };
};

export const reset: ScreenAction = async ({ query }) => {
  const { ResetPasswordPage } = await import(/* webpackChunkName: 'reset-password' */ './ResetPasswordPage');
  const token = queryText(query, 'token');
  return { title: AUTH_TITLES.reset, component: <ResetPasswordPage key={token} token={token} /> };
};

export const contact: ScreenAction = async () => {
  const { ContactPage } = await import(/* webpackChunkName: 'account' */ './ContactPage');
  return { title: AUTH_TITLES.contact, component: <ContactPage /> };
};

export const logout: ScreenAction = async () => {
  const { LogoutPage } = await import(/* webpackChunkName: 'account' */ './LogoutPage');
  return { title: AUTH_TITLES.logout, component: <LogoutPage /> };
};

/** Each screen's meta description unless the screen sets its own (SPEC §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  login: 'Log in to search jobs, follow your applications and complete your onboarding documents.',
  register: 'Create your account to apply for jobs in one click and follow every application.',
  confirm: 'Confirm your email address to finish creating your account.',
  requestReset: 'Forgot your password? Ask for a link to set a new one.',
  reset: 'Choose a new password for your account.',
  contact: 'How to reach our recruiting team.',
  logout: 'Log out of your account.',
};
