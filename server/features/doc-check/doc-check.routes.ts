/** docs/product.md §7: POST /api/documents/doc-check/substitution and /signing (multipart field contents; staff). */
import type { Router } from 'express';
import { DOC_CHECK_UPLOAD_FIELD } from '../../../common/documents';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { requestInfo } from '../../http/handle';
import { pdfUpload } from '../documents/upload';
import type { DocCheckService } from './doc-check.service';

export function docCheckRoutes(deps: { docCheck: DocCheckService; guards: RouteGuards }): Router {
  const { docCheck } = deps;
  const router = declaredRouter(deps.guards);
  router.post('/api/documents/doc-check/substitution', pdfUpload(DOC_CHECK_UPLOAD_FIELD), async (req, res) => {
    res.json(await docCheck.substitution(currentUser(req).id, req.file?.buffer, req.body?.candidateEmail));
  });
  router.post('/api/documents/doc-check/signing', pdfUpload(DOC_CHECK_UPLOAD_FIELD), async (req, res) => {
    res.json(await docCheck.signing(currentUser(req).id, req.file?.buffer, requestInfo(req)));
  });
  router.get('/api/documents/doc-check/:docHandle/seal', async (req, res) => {
    res.json(await docCheck.seal(currentUser(req).id, String(req.params.docHandle), currentUser(req).timeZone));
  });
  return router;
}
