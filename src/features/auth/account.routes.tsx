/**
 * The account screens other than login (docs/product.md §2): registration, email confirmation, password reset,
 * contact, logout. Apart from the login chunk, which the most visited page loads first; each screen
 * loads its own chunk (registration, reset, and 'account' for the rest).
 */
import { queryText } from '../../lib/query';
import { jobOfReturn } from './job-of-return';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { AUTH_TITLES } from './messages';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

// r: the page to come back to after confirming and signing in (the server keeps only site paths).
// When it is a job (its page or its application form), the page names that job.
export const register: ScreenAction = async ({ query }) => {
  const returnTo = queryText(query, 'r') ?? '';
  const [{ RegisterPage }, job] = await Promise.all([
    import(/* webpackChunkName: 'register' */ './RegisterPage'),
    jobOfReturn(returnTo),
  ]);
  return { title: AUTH_TITLES.register, component: <RegisterPage returnTo={returnTo} job={job} /> };
};

export const confirm: ScreenAction = async ({ query }) => {
  const { ConfirmEmailPage } = await import(/* webpackChunkName: 'account' */ './ConfirmEmailPage');
  const token = queryText(query, 'token');
  const returnTo = queryText(query, 'r') ?? '';
  return {
    title: AUTH_TITLES.confirm,
    component: <ConfirmEmailPage key={token} token={token} returnTo={returnTo} />,
  };
};

export const requestReset: ScreenAction = async () => {
  const { RequestResetPage } = await import(/* webpackChunkName: 'account' */ './RequestResetPage');
  return { title: AUTH_TITLES.requestReset, component: <RequestResetPage /> };
};

export const reset: ScreenAction = async ({ query }) => {
  const { ResetPasswordPage } = await import(/* webpackChunkName: 'reset-password' */ './ResetPasswordPage');
  const token = queryText(query, 'token');
  // `applied`: an invited candidate comes here straight after applying from the invitation.
  const applied = queryText(query, 'applied') === '1';
  return {
    title: AUTH_TITLES.reset,
    component: <ResetPasswordPage key={token} token={token} applied={applied} />,
  };
};

export const contact: ScreenAction = async () => {
  const { ContactPage } = await import(/* webpackChunkName: 'account' */ './ContactPage');
  return { title: AUTH_TITLES.contact, component: <ContactPage /> };
};

export const logout: ScreenAction = async () => {
  const { LogoutPage } = await import(/* webpackChunkName: 'account' */ './LogoutPage');
  return { title: AUTH_TITLES.logout, component: <LogoutPage /> };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  register: msg`Create your account to apply for jobs in one click and follow every application.`,
  confirm: msg`Confirm your email address to finish creating your account.`,
  requestReset: msg`Forgot your password? Ask for a link to set a new one.`,
  reset: msg`Choose a new password for your account.`,
  contact: msg`How to reach our recruiting team.`,
  logout: msg`Log out of your account.`,
});
