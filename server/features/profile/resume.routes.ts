/** Thin HTTP for the signed-in candidate's résumé: upload or replace, read, download, delete, accept suggestions. */
import type { Router } from 'express';
import { MAX_RESUME_BYTES, RESUME_MEDIA_TYPES, RESUME_MESSAGES, RESUME_UPLOAD_FIELD } from '../../../common/resume';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import type { AuditLog } from '../../lib/audit';
import { auditViewedFile } from '../../lib/viewing';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import { sendStoredFile } from '../../http/send-stored-file';
import { fileUpload } from '../../http/upload';
import type { ResumeService } from './resume.service';

export function resumeRoutes(deps: { resume: ResumeService; audit: AuditLog; guards: RouteGuards }): Router {
  const { resume } = deps;
  const router = declaredRouter(deps.guards);
  const upload = fileUpload(RESUME_UPLOAD_FIELD, {
    maxBytes: MAX_RESUME_BYTES,
    tooLarge: () => RESUME_MESSAGES.tooLarge,
    noFile: () => RESUME_MESSAGES.noFile,
  });

  router.get(
    '/api/me/resume',
    handle(async (req) => ({ resume: await resume.current(currentUser(req).id) })),
  );
  router.put(
    '/api/me/resume',
    upload,
    handle((req) =>
      resume.upload(
        currentUser(req).id,
        req.file ? { bytes: req.file.buffer, name: req.file.originalname } : undefined,
        requestInfo(req),
      ),
    ),
  );
  router.get('/api/me/resume/file', async (req, res) => {
    const { fileName, mediaType, file } = await resume.download(currentUser(req).id);
    await auditViewedFile(deps.audit, requestInfo(req), 'resume');
    res.type(RESUME_MEDIA_TYPES[mediaType]);
    // content-disposition encodes the name safely (quoted ASCII plus filename*=UTF-8'').
    res.attachment(fileName);
    await sendStoredFile(req, res, file);
  });
  router.delete(
    '/api/me/resume',
    handle((req) => resume.remove(currentUser(req).id, requestInfo(req))),
  );
  router.post(
    '/api/me/resume/suggestions',
    handle((req) => resume.acceptSuggestions(currentUser(req).id, req.body, requestInfo(req))),
  );
  return router;
}
