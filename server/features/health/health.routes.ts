import { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db';

/** `warnings`: what an operator should act on soon (a signing certificate near its end). */
export function healthRoutes(db: Db, warnings: () => Promise<string[]> = async () => []): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      const notes = await warnings().catch(() => []);
      res
        .set('Cache-Control', 'no-store')
        .json(notes.length > 0 ? { status: 'ok', warnings: notes } : { status: 'ok' });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' });
    }
  });
  return router;
}
