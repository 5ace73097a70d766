/** Thin HTTP for the candidate home (/api/me/…): the record, applications, recommended jobs. */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import '../../http/session-user';
import type { ApplicationsService } from '../jobs/applications.service';
import type { CandidatesService } from './candidates.service';

export interface CandidatesRoutesDeps {
  candidates: CandidatesService;
  applications: ApplicationsService;
  guards: RouteGuards;
}

export function candidatesRoutes(deps: CandidatesRoutesDeps): Router {
  const { candidates, applications } = deps;
  const router = declaredRouter(deps.guards);

  router.get(
    '/api/me/profile',
    handle((req) => candidates.record(currentUser(req).id)),
  );
  router.put(
    '/api/me/profile',
    handle((req) => candidates.saveProfile(currentUser(req).id, req.body, info(req))),
  );
  router.get(
    '/api/me/applications',
    handle((req) => applications.list(currentUser(req).id)),
  );
  router.post(
    '/api/me/applications/:id/withdraw',
    handle((req) => applications.withdraw(currentUser(req).id, req.params.id, info(req))),
  );
  router.get(
    '/api/me/recommended-jobs',
    handle((req) => candidates.recommendedJobs(currentUser(req).id)),
  );
  return router;
}
