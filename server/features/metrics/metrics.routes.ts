/**
 * GET /metrics on the application's port, only with METRICS_TOKEN as a bearer token; or the same
 * text on its own port (METRICS_PORT), for a scraper on the operator's network.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export function metricsRoutes(guards: RouteGuards, metrics: Metrics, token: string | undefined): Router {
  const router = declaredRouter(guards);
  if (!token) return router;
  router.get('/metrics', async (req, res) => {
    if (!bearerMatches(req.get('authorization'), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('A valid metrics token is required.\n');
      return;
    }
    const { body, contentType } = await metrics.render();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  });
  return router;
}

/** A server that answers only GET /metrics, on METRICS_PORT. */
export async function startMetricsServer(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      ({ body, contentType }) =>
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics are unavailable.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return server;
}
