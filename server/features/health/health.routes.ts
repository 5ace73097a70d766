/**
 * Liveness and readiness. /healthz (docs/architecture.md §4: 200 {status:"ok"} once the database answers)
 * never waits in the pool's queue: it asks over a connection of its own, and a success less than
 * a second old answers at once. /readyz tells a balancer to send no more work: 503 while the
 * database does not answer or the pool is saturated (queries queued behind every connection, or a
 * request turned away in the last few seconds).
 */
import type { Response, Router } from 'express';
import type { DatabaseHandle } from '../../db';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';

const FRESH_MS = 1_000;
const SHED_RECENTLY_MS = 5_000;

/** `warnings`: what an operator should act on soon (a signing certificate near its end). */
export function healthRoutes(
  guards: RouteGuards,
  database: Pick<DatabaseHandle, 'ping' | 'load'>,
  warnings: () => Promise<string[]> = async () => [],
  now: () => number = Date.now,
): Router {
  const router = declaredRouter(guards);
  let answeredAt = -Infinity;
  const alive = async (): Promise<boolean> => {
    if (now() - answeredAt < FRESH_MS) return true;
    try {
      await database.ping();
      answeredAt = now();
      return true;
    } catch {
      answeredAt = -Infinity;
      return false;
    }
  };
  const answer = (res: Response, status: number, body: Record<string, unknown>) =>
    res.status(status).set('Cache-Control', 'no-store').json(body);

  router.get('/healthz', async (_req, res) => {
    if (!(await alive())) return answer(res, 503, { status: 'unavailable' });
    const notes = await warnings().catch(() => []);
    answer(res, 200, notes.length > 0 ? { status: 'ok', warnings: notes } : { status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (!(await alive())) return answer(res, 503, { status: 'unavailable' });
    const load = database.load();
    const saturated = load !== null && (load.waiting >= load.max || now() - load.lastShedAt < SHED_RECENTLY_MS);
    answer(res, saturated ? 503 : 200, { status: saturated ? 'saturated' : 'ready' });
  });
  return router;
}
