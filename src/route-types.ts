/**
 * The types of route resolution (docs/product.md §2), apart from the router: the route table and every
 * feature's route module import these, and the router imports the table, so nothing goes round.
 */
import type { ReactElement } from 'react';
import type { Access } from '../common/routes';

export type { Access };

/** A parsed query string: a repeated key is an array, a key without `=` is null. */
export type Query = Record<string, string | null | (string | null)[] | undefined>;

/** What a resolution receives (docs/product.md §2 step 1). */
export interface ResolveInput {
  pathname: string;
  query: Query;
  flash: string | null;
  isUser: () => Promise<boolean>;
  isConfirmedUser: () => Promise<boolean>;
  /** Signed in with a staff role (navigation only: the server checks every call itself). */
  isStaff: () => Promise<boolean>;
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

type ScreenContext = ResolveInput & { params: Record<string, string> };
/** A screen's action; null passes the path on to the next route (the content route's 404). */
export type ScreenAction = (ctx: ScreenContext) => RouteResult | null | Promise<RouteResult | null>;
/** Screen name -> meta description; it rides in the screen's chunk, not in the entry. */
export type ScreenDescriptions = Readonly<Record<string, string>>;
/** A route chunk: its screens by name, plus their descriptions. */
export interface ScreenModule {
  [screen: string]: ScreenAction | ScreenDescriptions;
  DESCRIPTIONS: ScreenDescriptions;
}

/** One row of the route table: a path (path-to-regexp syntax), its access level and its screen. */
export interface AppRoute {
  path: string;
  access: Access;
  /** The export of the chunk that renders this screen; the chunk's DESCRIPTIONS holds its meta description. */
  screen: string;
  load: () => Promise<ScreenModule>;
  /** SPEC's title for every signed-in user (common/routes.ts). */
  title?: string;
}
