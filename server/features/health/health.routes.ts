import { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db';

export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' });
    }
  });
  return router;
}
