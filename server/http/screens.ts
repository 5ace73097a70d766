/**
 * The SPA's pages. A path of the route table (common/routes.ts) or a published CMS page answers
 * 200; any other path answers 404, with the SPA still drawing SPEC's 404 page (the client resolves
 * every path itself, docs/product.md §2). Express matches the table's paths as universal-router does: in any
 * case, with or without a trailing slash.
 */
import type { RequestHandler, Router } from 'express';
import { SCREEN_ROUTES } from '../../common/routes';
import { declaredRouter, type RouteGuards } from './declared-router';
import type { Spa } from './spa';

export interface ScreenPagesDeps {
  spa: Spa;
  /** Whether a published content page lives at this path (the content feature decides). */
  isContentPage: (path: string) => Promise<boolean>;
  guards: RouteGuards;
}

export function screenPages({ spa, isContentPage, guards }: ScreenPagesDeps): Router {
  const router = declaredRouter(guards);
  const page: RequestHandler = (req, res, next) => {
    if (req.user) res.setHeader('Cache-Control', 'no-store');
    spa.index(req, res, next);
  };
  router.get(
    SCREEN_ROUTES.map((r) => r.path),
    page,
  );
  router.get('/{*splat}', async (req, res, next) => {
    if (await isContentPage(req.path)) return page(req, res, next);
    // Nobody owns the path: crawlers and tools see a 404, people see the SPA's 404 page.
    await spa.render(req, res, { status: 404, head: '<meta name="robots" content="noindex">' });
  });
  return router;
}
