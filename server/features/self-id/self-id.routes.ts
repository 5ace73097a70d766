/** Thin HTTP of voluntary self-identification: the candidate's own answers, and the admins' report. */
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import '../../http/session-user';
import type { SelfIdReport } from '../../../common/self-id';
import type { SelfIdService } from './self-id.service';

export function selfIdRoutes(deps: {
  selfId: SelfIdService;
  selfIdReport: (query: unknown) => Promise<SelfIdReport>;
  guards: RouteGuards;
}) {
  const { selfId, selfIdReport } = deps;
  const router = declaredRouter(deps.guards);
  router.get(
    '/api/me/self-identification',
    handle((req) => selfId.overview(currentUser(req).id, info(req))),
  );
  router.get(
    '/api/me/applications/:id/self-identification',
    handle((req) => selfId.form(currentUser(req).id, req.params.id, info(req))),
  );
  router.put(
    '/api/me/applications/:id/self-identification',
    handle((req) => selfId.answer(currentUser(req).id, req.params.id, req.body, info(req))),
  );
  router.post(
    '/api/me/applications/:id/self-identification/skip',
    handle((req) => selfId.skip(currentUser(req).id, req.params.id, info(req))),
  );
  // Admins only: staff are refused (403) like candidates.
  router.get(
    '/api/admin/self-identification/report',
    handle((req) => selfIdReport(req.query)),
  );
  return router;
}
