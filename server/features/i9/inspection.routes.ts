/** Thin HTTP of the Form I-9 inspection export (I-9 staff) and the retention purge (admins). */
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import type { I9Inspection } from './inspection.service';

export function inspectionRoutes(deps: { i9Inspection: I9Inspection; guards: RouteGuards }) {
  const { i9Inspection } = deps;
  const router = declaredRouter(deps.guards);
  // Before /api/staff/i9/:id (i9.routes.ts), which would take `export` for a form's id.
  router.get('/api/staff/i9/export', async (req, res) => {
    // A person who leaves stops the drawing of what is left.
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const result = await i9Inspection.export(req.query, currentUser(req).id, requestInfo(req), gone.signal);
    if (!result) return;
    res.type('application/zip');
    res.attachment(result.fileName);
    res.setHeader('X-Forms-Count', String(result.forms));
    res.send(Buffer.from(result.zip.buffer, result.zip.byteOffset, result.zip.byteLength));
  });
  router.get(
    '/api/admin/i9/retention',
    handle(() => i9Inspection.overview()),
  );
  router.post(
    '/api/admin/i9/purges',
    handle((req) => i9Inspection.purge(req.body, currentUser(req).id, requestInfo(req))),
  );
  return router;
}
