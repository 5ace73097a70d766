/**
 * The login screen (docs/product.md §2), the most visited page, in a chunk of its own; the other account
 * screens are in account.routes.tsx. The captcha widget loads later still, only after repeated
 * failures.
 */
import { CONTENT_QUERY, type CmsContent, LANDING_PITCH_PATH } from '../../../common/content';
import { pageState, takeLoginEmail } from '../../lib/page-state';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { LoginPage } from './LoginPage';
import { AUTH_TITLES } from './messages';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

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

// docs/product.md §2: a confirmed user is redirected to /. Signing in is a full page load, so a page that
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
        initialEmail={takeLoginEmail()}
        secondFactor={pageState.loginSecondFactor}
        sso={pageState.config.sso}
      />
    ),
  };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  login: msg`Log in to search jobs, follow your applications and complete your onboarding documents.`,
});
