/**
 * The routes an Express app serves, read from its live router: each as `METHOD /path` (mount
 * prefixes included) with the declaration its first handler carries, if any
 * (server/http/declared-router.ts). Reads Express 5's router stack (layers' `route`, `rawPath`).
 */
import type { Server } from 'node:http';
import type { Express } from 'express';
import { DECLARED } from '../../server/http/declared-router';

export interface LiveRoute {
  key: string;
  /** The key its first handler was declared under; null when the route skipped the table. */
  declaredAs: string | null;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

export function liveRoutes(app: Express): LiveRoute[] {
  const found: LiveRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const first = layer.route.stack[0]?.handle as Record<symbol, unknown> | undefined;
        const declaredAs = typeof first?.[DECLARED] === 'string' ? (first[DECLARED] as string) : null;
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]))
          for (const p of paths) found.push({ key: `${method.toUpperCase()} ${prefix}${p}`, declaredAs });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

/** The Express app behind a running HTTP server. */
export function appOf(server: Server): Express {
  const app = server.listeners('request').find((l) => 'router' in (l as object));
  if (!app) throw new Error('no Express app listens on this server');
  return app as unknown as Express;
}
