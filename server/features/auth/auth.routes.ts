import { Router } from 'express';
import '../../http/session-user';

/** SPEC §7: GET /api/is-user and /api/is-confirmed-user answer {isUser}. */
export function authCheckRoutes(): Router {
  const router = Router();
  router.get('/api/is-user', (req, res) => {
    res.json({ isUser: Boolean(req.user) });
  });
  router.get('/api/is-confirmed-user', (req, res) => {
    res.json({ isUser: Boolean(req.user?.emailConfirmed) });
  });
  return router;
}
