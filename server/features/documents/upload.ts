/** Multipart uploads of PDFs (SECURITY 5.2.1): in memory, one file, a size limit with a clear message. */
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { DOCUMENT_SERVER_MESSAGES, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';

/** Reads one file field into memory; nothing touches the disk before the checks pass. */
export function pdfUpload(field: string, maxBytes = MAX_UPLOAD_BYTES): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  }).single(field);
  return (req: Request, res: Response, next) => {
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE')
        return next(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, DOCUMENT_SERVER_MESSAGES.tooLarge));
      if (code === 'LIMIT_UNEXPECTED_FILE')
        return next(new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.noFile));
      if (err instanceof multer.MulterError) return next(err);
      // Anything else comes from reading the body itself (busboy: no or a broken boundary, an
      // unexpected end, malformed part headers, a closed connection): the request is at fault.
      next(new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.malformedUpload));
    });
  };
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
