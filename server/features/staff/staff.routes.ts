/** Thin HTTP of the staff console's jobs and applications (staff or admin, as the route table says). */
import type { Response, Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import '../../http/session-user';
import { CSV_FILES } from './messages';
import type { StaffService } from './staff.service';

function sendCsv(res: Response, filename: string, csv: string) {
  res.type('text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.send(csv);
}

export function staffRoutes(deps: { staff: StaffService; guards: RouteGuards }): Router {
  const { staff } = deps;
  const router = declaredRouter(deps.guards);

  router.get(
    '/api/staff/overview',
    handle(() => staff.overview()),
  );
  router.get(
    '/api/staff/jobs',
    handle((req) => staff.jobList(req.query)),
  );
  router.get('/api/staff/jobs.csv', async (req, res) => {
    sendCsv(res, CSV_FILES.jobs, await staff.jobsCsv(req.query));
  });
  router.post(
    '/api/staff/jobs',
    handle((req) => staff.createJob(req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/jobs/preview',
    handle((req) => staff.preview(req.body)),
  );
  router.get(
    '/api/staff/jobs/:id',
    handle((req) => staff.job(req.params.id)),
  );
  router.put(
    '/api/staff/jobs/:id',
    handle((req) => staff.updateJob(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/jobs/:id/status',
    handle((req) => staff.setJobStatus(req.params.id, req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/jobs/:id/applicants',
    handle((req) => staff.applicants(req.params.id)),
  );
  router.get('/api/staff/jobs/:id/applicants.csv', async (req, res) => {
    sendCsv(res, CSV_FILES.applicants(Number(req.params.id)), await staff.applicantsCsv(req.params.id));
  });
  router.post(
    '/api/staff/applications/:id/status',
    handle((req) => staff.setApplicationStatus(req.params.id, req.body, currentUser(req).id)),
  );
  return router;
}
