/**
 * The universal-router instance. The root action resolves the matched route, applies its access
 * level (SPEC §2, §6) and fills what every page needs (title, description).
 */
import type { ReactElement } from 'react';
import UniversalRouter, { type RouteContext } from 'universal-router';
import { routes, type AppRoute } from './routes';

export type Access = 'open' | 'anonymous' | 'user' | 'confirmed' | 'staff';
export type Query = Record<string, string | null | (string | null)[] | undefined>;

/** What a resolution receives (SPEC §2 step 1). */
export interface ResolveInput {
  pathname: string;
  query: Query;
  flash: string | null;
  isUser: () => Promise<boolean>;
  isConfirmedUser: () => Promise<boolean>;
}

export interface RouteResult {
  title?: string;
  description?: string;
  component?: ReactElement;
  /** Replace the location with this same-site path instead of rendering. */
  redirect?: string;
  /** The route needs a signed-in (or confirmed) user: go to /login?r=… */
  requiresAuth?: boolean;
  /** false renders the page without header and footer (CMS showLayout). */
  showLayout?: boolean;
}

export type ScreenContext = ResolveInput & { params: Record<string, string | string[]> };
export type ScreenAction = (ctx: ScreenContext) => RouteResult | Promise<RouteResult>;
/** Screen name -> meta description; it rides in the screen's chunk, not in the entry. */
export type ScreenDescriptions = Readonly<Record<string, string>>;
/** A route chunk: its screens by name, plus their descriptions. */
export interface ScreenModule {
  [screen: string]: ScreenAction | ScreenDescriptions;
  DESCRIPTIONS: ScreenDescriptions;
}

async function allowed(access: Access, ctx: ResolveInput): Promise<boolean> {
  switch (access) {
    case 'user':
    case 'staff': // the server checks the staff role on every call; the client only navigates
      return ctx.isUser();
    case 'confirmed':
      return ctx.isConfirmedUser();
    default:
      return true;
  }
}

async function resolveRoute(routeContext: RouteContext<RouteResult, ResolveInput>): Promise<RouteResult | undefined> {
  // universal-router merges the resolve() input into the context it hands to each route.
  const context = routeContext as RouteContext<RouteResult, ResolveInput> & ResolveInput;
  const route = context.route as unknown as AppRoute;
  // The implicit root route has no screen: let the router try its children.
  if (route.screen === undefined) return undefined;
  // The screen's chunk downloads while access is checked; it is only code, shown to no one refused.
  const loading = route.load();
  if (!(await allowed(route.access, context))) {
    loading.catch(() => undefined);
    return { requiresAuth: true };
  }
  const module = await loading;
  const action = module[route.screen];
  if (typeof action !== 'function') throw new Error(`Route ${String(route.path)} has no screen ${route.screen}`);
  const result = await action({
    pathname: context.pathname,
    query: context.query,
    flash: context.flash,
    isUser: context.isUser,
    isConfirmedUser: context.isConfirmedUser,
    params: context.params,
  });
  // The chunk's description of the screen fills what the screen leaves unset (SPEC §2 step 4).
  return { ...result, description: result.description || module.DESCRIPTIONS[route.screen] };
}

export const router = new UniversalRouter<RouteResult, ResolveInput>(
  routes as unknown as ConstructorParameters<typeof UniversalRouter<RouteResult, ResolveInput>>[0],
  {
    resolveRoute: (context) => resolveRoute(context),
  },
);
