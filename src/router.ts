/**
 * Route resolution (SPEC §2): the first route of the table whose path matches (regexparam patterns:
 * `:name` segments, a final `*`) gets its access level applied (SPEC §2, §6), its screen's chunk
 * loaded and its action run; the chunk's description fills what the screen leaves unset.
 */
import type { ReactElement } from 'react';
import { parse } from 'regexparam';
import { decodeText } from './lib/query';
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

export type ScreenContext = ResolveInput & { params: Record<string, string> };
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

async function resolveRoute(
  route: AppRoute,
  input: ResolveInput,
  params: Record<string, string>,
): Promise<RouteResult> {
  // The screen's chunk downloads while access is checked; it is only code, shown to no one refused.
  const loading = route.load();
  if (!(await allowed(route.access, input))) {
    loading.catch(() => undefined);
    return { requiresAuth: true };
  }
  const module = await loading;
  const action = module[route.screen];
  if (typeof action !== 'function') throw new Error(`Route ${route.path} has no screen ${route.screen}`);
  const result = await action({ ...input, params });
  // The chunk's description of the screen fills what the screen leaves unset (SPEC §2 step 4).
  return { ...result, description: result.description || module.DESCRIPTIONS[route.screen] };
}

const table = routes.map((route) => ({ route, ...parse(route.path) }));

export const router = {
  /** The first matching route's result (the table ends with a catch-all: something always matches). */
  resolve(input: ResolveInput): Promise<RouteResult> {
    for (const { route, keys, pattern } of table) {
      const match = pattern.exec(input.pathname);
      if (match)
        return resolveRoute(route, input, Object.fromEntries(keys.map((k, i) => [k, decodeText(match[i + 1] ?? '')])));
    }
    return Promise.reject(new Error(`No route for ${input.pathname}`));
  },
};
