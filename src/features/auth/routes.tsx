/**
 * The account screens (SPEC §2): login, registration, email confirmation, password reset, contact.
 * Registration and reset load their own chunks, so the login page (the most visited one) stays
 * small; the captcha widget loads later still, only where a form needs it (registration, and
 * sign-in after repeated failures).
 */
import { CONTENT_QUERY, type CmsContent, LANDING_PITCH_PATH } from '../../../common/content';
import { graphql } from '../../lib/graphql';
import { pageState } from '../../lib/page-state';
import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { ContactPage } from './ContactPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { AUTH_TITLES } from './messages';
import { RequestResetPage } from './RequestResetPage';

/** The landing pitch from the CMS; the built-in one when there is none or it cannot be read. */
function landingPitch(): Promise<CmsContent | null> {
  return graphql<{ content: CmsContent | null }>({
    query: CONTENT_QUERY,
    variables: { path: LANDING_PITCH_PATH },
  }).then(
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

export const confirm: ScreenAction = ({ query }) => {
  const token = queryText(query, 'token');
  return { title: AUTH_TITLES.confirm, component: <ConfirmEmailPage key={token} token={token} /> };
};

export const requestReset: ScreenAction = () => ({
  title: AUTH_TITLES.requestReset,
  component: <RequestResetPage />,
});

export const reset: ScreenAction = async ({ query }) => {
  const { ResetPasswordPage } = await import(/* webpackChunkName: 'reset-password' */ './ResetPasswordPage');
  const token = queryText(query, 'token');
  return { title: AUTH_TITLES.reset, component: <ResetPasswordPage key={token} token={token} /> };
};

export const contact: ScreenAction = () => ({ title: AUTH_TITLES.contact, component: <ContactPage /> });

export const logout: ScreenAction = () => ({ title: AUTH_TITLES.logout, component: <LogoutPage /> });
