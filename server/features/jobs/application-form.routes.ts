/**
 * Thin HTTP of the application form: read a job's form, submit it (JSON, or multipart with a
 * résumé); staff translate its questions.
 */
import { i18n } from '../../../common/i18n';
import type { Request, Router } from 'express';
import { MAX_RESUME_BYTES, RESUME_MESSAGES, RESUME_UPLOAD_FIELD } from '../../../common/resume';
import { jobOrderIdSchema } from '../../../common/jobs.schema';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo } from '../../http/handle';
import '../../http/session-user';
import { fileUpload } from '../../http/upload';
import type { ApplicationFormService } from './application-form.service';

/** The multipart field that carries the submission's JSON beside the file. */
const SUBMISSION_FIELD = 'application';

function jobId(value: unknown): number {
  const parsed = jobOrderIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError(ErrorCode.NOT_FOUND, parsed.error.issues[0]?.message ?? i18n._('Invalid id'));
  return parsed.data;
}

/** The submission: the JSON body, or the multipart form's JSON field. */
function submission(req: Request): unknown {
  if (!req.is('multipart/form-data')) return req.body;
  const raw = (req.body as Record<string, unknown> | undefined)?.[SUBMISSION_FIELD];
  try {
    return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    throw new AppError(ErrorCode.BAD_REQUEST, `${SUBMISSION_FIELD}: not JSON`);
  }
}

export function applicationFormRoutes(deps: { applicationForm: ApplicationFormService; guards: RouteGuards }): Router {
  const { applicationForm } = deps;
  const router = declaredRouter(deps.guards);
  // Multer reads only multipart bodies; a JSON submission passes straight through.
  const upload = fileUpload(RESUME_UPLOAD_FIELD, {
    maxBytes: MAX_RESUME_BYTES,
    tooLarge: () => RESUME_MESSAGES.tooLarge,
    noFile: () => RESUME_MESSAGES.noFile,
    fieldSize: 64_000,
  });

  router.get(
    '/api/jobs/:jobOrderId/application-form',
    handle((req) => applicationForm.form(currentUser(req).id, jobId(req.params.jobOrderId))),
  );
  router.post(
    '/api/jobs/:jobOrderId/applications',
    upload,
    handle((req) =>
      applicationForm.submit(
        currentUser(req).id,
        jobId(req.params.jobOrderId),
        submission(req),
        req.file ? { bytes: req.file.buffer, name: req.file.originalname } : undefined,
        requestInfo(req),
      ),
    ),
  );
  // Staff: a question's text and options in another language (docs/architecture.md §9.9).
  const questionIds = (req: Request) => ({ jobOrderId: req.params.id, questionId: req.params.questionId });
  router.put(
    '/api/staff/jobs/:id/questions/:questionId/translations/:language',
    handle((req) =>
      applicationForm.saveTranslation(questionIds(req), req.params.language, req.body, currentUser(req).id),
    ),
  );
  router.delete(
    '/api/staff/jobs/:id/questions/:questionId/translations/:language',
    handle((req) => applicationForm.removeTranslation(questionIds(req), req.params.language, currentUser(req).id)),
  );
  return router;
}
