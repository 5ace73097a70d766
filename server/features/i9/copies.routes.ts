/** Thin HTTP of Form I-9 copies: the upload (multipart, one file), the download and the removal. */
import type { Router } from 'express';
import { MAX_UPLOAD_BYTES } from '../../../common/documents';
import { I9_COPY_FIELD, I9_COPY_MESSAGES as CM } from '../../../common/i9-copies';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle } from '../../http/handle';
import { sendStoredFile } from '../../http/send-stored-file';
import '../../http/session-user';
import { fileUpload } from '../../http/upload';
import type { I9Copies } from './copies';

export function i9CopyRoutes(deps: { i9Copies: I9Copies; guards: RouteGuards }): Router {
  const { i9Copies } = deps;
  const router = declaredRouter(deps.guards);
  router.post(
    '/api/staff/i9/:id/copies',
    // A form that takes no copy is refused before the body is read.
    async (req, _res, next) => {
      await i9Copies.assertOpen(req.params.id);
      next();
    },
    fileUpload(I9_COPY_FIELD, {
      maxBytes: MAX_UPLOAD_BYTES,
      tooLarge: () => CM.tooLarge,
      noFile: () => CM.fileRequired,
      malformed: () => CM.malformed,
    }),
    handle((req) => i9Copies.upload(req.params.id, req.file?.buffer, req.body, currentUser(req).id)),
  );
  router.get('/api/staff/i9/:id/copies/:copyId', async (req, res) => {
    const { filename, file } = await i9Copies.download(req.params.id, req.params.copyId);
    // Always a download of a PDF of our own making, never shown in the portal's origin.
    res.type('application/pdf');
    res.attachment(filename);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await sendStoredFile(req, res, file);
  });
  router.delete(
    '/api/staff/i9/:id/copies/:copyId',
    handle((req) => i9Copies.remove(req.params.id, req.params.copyId, currentUser(req).id)),
  );
  return router;
}
