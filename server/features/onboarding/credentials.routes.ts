/** Thin HTTP of credential uploads: staff create credential templates and approve; the candidate uploads. */
import type { Router } from 'express';
import { CREDENTIAL_MESSAGES, CREDENTIAL_UPLOAD_FIELD } from '../../../common/credentials';
import { DOCUMENT_SERVER_MESSAGES, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import { fileUpload } from '../../http/upload';
import type { OnboardingService } from './onboarding.service';

export function credentialsRoutes(deps: { onboarding: OnboardingService; guards: RouteGuards }): Router {
  const { onboarding } = deps;
  const { credentials } = onboarding;
  const router = declaredRouter(deps.guards);

  router.post(
    '/api/staff/credential-templates',
    handle((req) => onboarding.createCredentialTemplate(req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/documents/:id/approve',
    handle((req) => onboarding.approve(req.params.id, currentUser(req).id)),
  );

  router.post(
    '/api/documents/:docHandle/credential',
    // Ownership first: a stranger's upload is refused before its body is read.
    async (req, _res, next) => {
      await credentials.assertUploadable(currentUser(req).id, String(req.params.docHandle));
      next();
    },
    fileUpload(CREDENTIAL_UPLOAD_FIELD, {
      maxBytes: MAX_UPLOAD_BYTES,
      tooLarge: () => CREDENTIAL_MESSAGES.tooLarge,
      noFile: () => CREDENTIAL_MESSAGES.fileRequired,
      malformed: () => DOCUMENT_SERVER_MESSAGES.malformedUpload,
    }),
    async (req, res) => {
      const document = await credentials.upload(
        currentUser(req).id,
        String(req.params.docHandle),
        req.file?.buffer,
        req.body,
        requestInfo(req),
      );
      res.json({ ok: true, document });
    },
  );
  return router;
}
