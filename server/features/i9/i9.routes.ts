/** Thin HTTP of Form I-9: the candidate's acceptance and Section 1, and the I-9 staff's console calls. */
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import '../../http/session-user';
import type { I9Service } from './i9.service';

export function i9Routes(deps: { i9: I9Service; guards: RouteGuards }) {
  const { i9 } = deps;
  const router = declaredRouter(deps.guards);
  // The employee's own form.
  router.post(
    '/api/me/applications/:id/offer/accept',
    handle((req) => i9.acceptOffer(currentUser(req).id, req.params.id, req.body, info(req))),
  );
  router.get(
    '/api/me/i9',
    handle((req) => i9.mine(currentUser(req).id, info(req))),
  );
  router.get(
    '/api/me/i9/:id',
    handle((req) => i9.mineOne(currentUser(req).id, req.params.id, info(req))),
  );
  router.put(
    '/api/me/i9/:id/section1',
    handle((req) => i9.completeSection1(currentUser(req).id, req.params.id, req.body, info(req))),
  );
  router.post(
    '/api/me/i9/:id/corrections',
    handle((req) => {
      const user = currentUser(req);
      return i9.correct(req.params.id, req.body, user.id, 'section1', user.id);
    }),
  );
  // Staff: any recruiter records an acceptance; only I-9 staff open the forms.
  router.post(
    '/api/staff/applications/:id/offer-acceptance',
    handle((req) => i9.recordAcceptance(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/applications/:id/offer-acceptance',
    handle((req) => i9.acceptance(req.params.id)),
  );
  router.get(
    '/api/staff/i9/sites',
    handle(() => i9.sites()),
  );
  router.get(
    '/api/staff/i9',
    handle(() => i9.list()),
  );
  router.get(
    '/api/staff/i9/:id',
    handle((req) => i9.open(req.params.id)),
  );
  router.put(
    '/api/staff/i9/:id/section2',
    handle((req) => i9.completeSection2(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/i9/:id/corrections',
    handle((req) => i9.correct(req.params.id, req.body, currentUser(req).id, 'section2')),
  );
  router.put(
    '/api/staff/i9/:id/supplement-b',
    handle((req) => i9.supplementB(req.params.id, req.body, currentUser(req).id)),
  );
  router.put(
    '/api/staff/i9/:id/receipt-replacement',
    handle((req) => i9.replaceReceipt(req.params.id, req.body, currentUser(req).id)),
  );
  router.put(
    '/api/staff/i9/:id/rehire',
    handle((req) => i9.rehire(req.params.id, req.body, currentUser(req).id)),
  );
  router.put(
    '/api/staff/i9/:id/employment-end',
    handle((req) => i9.endEmployment(req.params.id, req.body, currentUser(req).id)),
  );
  return router;
}
