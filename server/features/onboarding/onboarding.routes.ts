/** Thin HTTP of the onboarding workflow for staff (/api/staff/document-…, /api/staff/documents/…). */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import { sendStoredFile } from '../../http/send-stored-file';
import { pdfUpload } from '../documents/upload';
import type { OnboardingService } from './onboarding.service';

export const TEMPLATE_UPLOAD_FIELD = 'pdf';

export function onboardingRoutes(deps: { onboarding: OnboardingService; guards: RouteGuards }): Router {
  const { onboarding } = deps;
  const router = declaredRouter(deps.guards);

  router.get(
    '/api/staff/document-templates',
    handle(() => onboarding.templates()),
  );
  router.post('/api/staff/document-templates', pdfUpload(TEMPLATE_UPLOAD_FIELD), async (req, res) => {
    res.status(201).json(await onboarding.uploadTemplate(req.file?.buffer, req.body, currentUser(req).id));
  });
  // Before the :id routes, which would take "order" for an id.
  router.put(
    '/api/staff/document-templates/order',
    handle((req) => onboarding.reorderTemplates(req.body)),
  );
  router.get(
    '/api/staff/document-templates/:id',
    handle((req) => onboarding.template(req.params.id)),
  );
  router.put(
    '/api/staff/document-templates/:id',
    handle((req) => onboarding.updateTemplate(req.params.id, req.body)),
  );
  // A credential template's instructions in another language (docs/architecture.md §9.9).
  router.put(
    '/api/staff/document-templates/:id/translations/:language',
    handle((req) =>
      onboarding.saveTemplateTranslation(req.params.id, req.params.language, req.body, currentUser(req).id),
    ),
  );
  router.delete(
    '/api/staff/document-templates/:id/translations/:language',
    handle((req) => onboarding.removeTemplateTranslation(req.params.id, req.params.language, currentUser(req).id)),
  );
  router.get(
    '/api/staff/document-templates/:id/preview',
    handle((req) => onboarding.previewTemplate(req.params.id, currentUser(req).id)),
  );
  router.get(
    '/api/staff/document-packets',
    handle(() => onboarding.packets()),
  );
  router.post(
    '/api/staff/document-packets',
    handle((req) => onboarding.createPacket(req.body)),
  );
  router.post(
    '/api/staff/document-assignments',
    handle((req) => onboarding.assign(req.body, currentUser(req).id)),
  );
  router.get(
    '/api/staff/document-status',
    handle((req) => onboarding.board(req.query, { i9: currentUser(req).permissions.includes('i9') })),
  );
  router.get(
    '/api/staff/documents/:id',
    handle((req) => onboarding.review(req.params.id)),
  );
  router.get('/api/staff/documents/:id/signed.pdf', async (req, res) => {
    const { filename, file } = await onboarding.signedPdf(req.params.id);
    res.type('application/pdf');
    res.attachment(filename);
    await sendStoredFile(req, res, file);
  });
  router.post(
    '/api/staff/documents/:id/reject',
    handle((req) => onboarding.reject(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/documents/:id/cancel',
    handle((req) => onboarding.cancel(req.params.id, currentUser(req).id)),
  );
  router.post(
    '/api/staff/documents/:id/extend',
    handle((req) => onboarding.extend(req.params.id, req.body, currentUser(req).id)),
  );
  router.post(
    '/api/staff/documents/:id/remind',
    handle((req) => onboarding.remind(req.params.id, currentUser(req).id)),
  );
  router.get(
    '/api/staff/countersignatures',
    handle(() => onboarding.awaitingEmployer()),
  );
  router.post(
    '/api/staff/documents/:id/countersign',
    handle((req) => onboarding.countersignUrl(req.params.id, currentUser(req), req.body?.returnUrl, requestInfo(req))),
  );
  router.get(
    '/api/staff/document-reminders',
    handle(() => onboarding.reminderSchedule()),
  );
  router.put(
    '/api/staff/document-reminders',
    handle((req) => onboarding.setReminderSchedule(req.body)),
  );
  router.post(
    '/api/staff/document-reminders/send',
    handle((req) => onboarding.remindMany(req.body, currentUser(req).id)),
  );
  return router;
}
