/**
 * Route resolution (docs/product.md §2) with universal-router, as react-starter-kit does: the root route's
 * action lets its children resolve, then fills what every page needs; resolveRoute loads a screen's
 * chunk and applies its access level (docs/product.md §2, §6); the errorHandler draws the 404 page.
 */
import { msg } from '@lingui/core/macro';
import UniversalRouter, { type Route, type RouteContext, type RouteParams, type Routes } from 'universal-router';
import type { Access, AppRoute, ResolveInput, RouteResult } from './route-types';
import { ACCOUNT_SECURITY_PATH } from '../common/account-security-path';
import { i18n, translatable } from '../common/i18n';
import { pageState, PAGE_TEXT } from './lib/page-state';
import { ADMIN_ONLY, NOT_FOUND, routes, STAFF_ONLY } from './routes';

type Context = RouteContext<RouteResult, ResolveInput> & ResolveInput;

/** Shown in search results and link previews when a screen has no description of its own. */
const ROUTER_TEXT = translatable({
  defaultDescription: msg`Search jobs, apply in one click and complete your onboarding documents online.`,
});

async function allowed(access: Access, ctx: ResolveInput): Promise<boolean> {
  switch (access) {
    case 'user':
    case 'staff': // the role itself is checked once signed in (see resolveScreen)
    case 'admin':
      return ctx.isUser();
    case 'confirmed':
      return ctx.isConfirmedUser();
    default:
      return true;
  }
}

/** A redirect or a refusal is not a page: only pages get the defaults. */
function withDefaults(result: RouteResult): RouteResult {
  if (result.redirect || result.requiresAuth) return result;
  return {
    ...result,
    title: result.title || PAGE_TEXT.untitled,
    description: result.description || ROUTER_TEXT.defaultDescription,
  };
}

/** Path parameters as text (a wildcard's segments joined again). */
const textParams = (params: RouteParams) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));

/** A screen of the route table: its chunk, its access level, then its action. */
async function resolveScreen(route: AppRoute, context: Context, params: RouteParams): Promise<RouteResult | null> {
  // The chunk downloads while access is checked; it is only code, shown to no one refused.
  const loading = route.load();
  if (!(await allowed(route.access, context))) {
    loading.catch(() => undefined);
    return { requiresAuth: true };
  }
  // A console screen draws nothing for anyone but staff: the page saying so instead.
  const consoleScreen = route.access === 'staff' || route.access === 'admin';
  if ((consoleScreen || route.access === 'staffPage') && !(await context.isStaff())) {
    loading.catch(() => undefined);
    const refused = await resolveScreen(STAFF_ONLY, context, {});
    // SPEC titles some console routes the same for any signed-in user ('Admin Page', in common's catalog).
    return refused && route.title && (await context.isUser()) ? { ...refused, title: i18n._(route.title) } : refused;
  }
  // Staff who must set up two-factor sign-in first: the console's calls would all be refused.
  if (consoleScreen && pageState.mfaEnrolmentRequired) {
    loading.catch(() => undefined);
    return { redirect: ACCOUNT_SECURITY_PATH };
  }
  // An admin's screen says once, for a staff member, that it is for admins (no calls refused one by one).
  if (route.access === 'admin' && pageState.role !== 'admin') {
    loading.catch(() => undefined);
    return resolveScreen(ADMIN_ONLY, context, {});
  }
  const module = await loading;
  const action = module[route.screen];
  if (typeof action !== 'function') throw new Error(`Route ${route.path} has no screen ${route.screen}`);
  const { pathname, query, flash, isUser, isConfirmedUser, isStaff } = context;
  const result = await action({
    pathname,
    query,
    flash,
    isUser,
    isConfirmedUser,
    isStaff,
    params: textParams(params),
  });
  if (!result || result.redirect) return result;
  // The chunk's description of the screen fills what the screen leaves unset (docs/product.md §2 step 4).
  return { ...result, description: result.description || module.DESCRIPTIONS[route.screen] };
}

const root: Route<RouteResult, ResolveInput> = {
  path: '',
  /** Every page gets SPEC's default title and a description; none passes on to the 404. */
  async action({ next }) {
    // null when every matching route passed (universal-router's type does not say so).
    const result = (await next()) as RouteResult | null;
    return result && withDefaults(result);
  },
  children: routes as unknown as Routes<RouteResult, ResolveInput>,
};

const router = new UniversalRouter<RouteResult, ResolveInput>(root, {
  resolveRoute(context, params) {
    const route = context.route as Partial<AppRoute>;
    if (route.load) return resolveScreen(route as AppRoute, context as Context, params);
    return context.route.action?.(context, params);
  },
  // No route drew the path (the content system has no page for it either): docs/product.md §2's 404 page.
  // Any other failure goes on to docs/product.md §2 step 5 (log and reload).
  async errorHandler(error, context) {
    if (error.status !== 404) throw error;
    const result = await resolveScreen(NOT_FOUND, context as Context, {});
    return result && withDefaults(result);
  },
});

/** The result of a resolution (universal-router's type allows none; our table always gives one). */
export async function resolve(input: ResolveInput): Promise<RouteResult> {
  const result = await router.resolve(input);
  if (!result) throw new Error(`No route result for ${input.pathname}`);
  return result;
}
