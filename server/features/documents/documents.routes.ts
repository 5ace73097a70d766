/** Thin HTTP for documents (docs/product.md §7): download, signed-copy upload, browser-reported events. */
import type { Router } from 'express';
import { SIGNED_UPLOAD_FIELD } from '../../../common/documents';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import type { AuditLog } from '../../lib/audit';
import { auditViewedFile } from '../../lib/viewing';
import '../../http/session-user';
import { requestInfo } from '../../http/handle';
import { sendStoredFile } from '../../http/send-stored-file';
import type { DocumentsService } from './documents.service';
import { pdfUpload } from './upload';

export function documentsRoutes(deps: { documents: DocumentsService; audit: AuditLog; guards: RouteGuards }): Router {
  const { documents } = deps;
  const router = declaredRouter(deps.guards);

  router.get('/api/documents/:docHandle.pdf', async (req, res) => {
    const docHandle = String(req.params.docHandle);
    const download = await documents.downloadFile(currentUser(req).id, docHandle);
    await auditViewedFile(deps.audit, requestInfo(req), 'document', { docHandle });
    res.type('application/pdf');
    // content-disposition encodes the name safely (quoted ASCII plus filename*=UTF-8'').
    // ?view=inline opens it in the browser's viewer (an informational document's View).
    res.attachment(download.filename);
    if (req.query.view === 'inline')
      res.set('Content-Disposition', String(res.get('Content-Disposition')).replace(/^attachment/, 'inline'));
    // A filled form is made for this answer, in memory; a stored copy streams, whole or in ranges.
    if ('bytes' in download) res.send(Buffer.from(download.bytes));
    else await sendStoredFile(req, res, download.file);
  });

  router.put(
    '/api/documents/:docHandle.pdf',
    // Ownership first: a stranger's upload is refused before its body is read.
    async (req, _res, next) => {
      await documents.assertUploadable(currentUser(req).id, String(req.params.docHandle));
      next();
    },
    pdfUpload(SIGNED_UPLOAD_FIELD),
    async (req, res) => {
      const document = await documents.uploadSigned(
        currentUser(req),
        String(req.params.docHandle),
        req.file?.buffer,
        requestInfo(req),
      );
      res.json({ ok: true, document });
    },
  );

  // docs/product.md §7 names a GET; it only adds an audit entry (the document's state never changes here).
  router.get('/api/documents/:docHandle/report-event', async (req, res) => {
    const document = await documents.reportEvent(
      currentUser(req).id,
      { docHandle: String(req.params.docHandle) },
      req.query.event,
      requestInfo(req),
    );
    res.json({ ok: true, document });
  });

  return router;
}
