/** Uploads of PDFs and the ghost refusal of the documents feature. */
import type { RequestHandler } from 'express';
import { DOCUMENT_SERVER_MESSAGES, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import { fileUpload } from '../../http/upload';
import type { AuditLog } from '../../lib/audit';

/** A signed copy or a doc-check PDF, with the documents' messages. */
export function pdfUpload(field: string, maxBytes = MAX_UPLOAD_BYTES): RequestHandler {
  return fileUpload(field, {
    maxBytes,
    tooLarge: DOCUMENT_SERVER_MESSAGES.tooLarge,
    noFile: DOCUMENT_SERVER_MESSAGES.noFile,
    malformed: DOCUMENT_SERVER_MESSAGES.malformedUpload,
  });
}

/** ARCHITECTURE §5: a staff member viewing as a candidate cannot sign or upload; the refusal is audited. */
export function refuseGhostAudited(audit: AuditLog, action: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.user?.ghost) return next();
    audit
      .record({
        action: 'documents.ghost_refused',
        userId: req.user.id,
        detail: { action, path: req.path },
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
      })
      .then(() => next(new AppError(ErrorCode.FORBIDDEN, 'Not allowed while viewing as a candidate.')), next);
  };
}
