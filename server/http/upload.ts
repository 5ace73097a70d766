/** Multipart uploads (SECURITY 5.2.1): in memory, one file, a size limit with a clear message. */
import { i18n } from '../../common/i18n';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { AppError, ErrorCode } from '../errors';

/**
 * A message, or a function that reads it when a request needs it: the rules are made when the
 * routes are, and a message read then would stay in the language of no request.
 */
type Message = string | (() => string);
const read = (message: Message) => (typeof message === 'function' ? message() : message);

export interface UploadRules {
  maxBytes: number;
  /** Shown when the file is over the limit (413). */
  tooLarge: Message;
  /** Shown when the file arrives under another field name (400). */
  noFile: Message;
  /** Shown when the multipart body itself cannot be read (400). */
  malformed?: Message;
  /** The largest text field in bytes (default 10,000). */
  fieldSize?: number;
}

/** Reads one file field into memory; nothing touches the disk before the checks pass. */
export function fileUpload(field: string, rules: UploadRules): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rules.maxBytes, files: 1, fields: 10, fieldSize: rules.fieldSize ?? 10_000, parts: 12 },
  }).single(field);
  return (req: Request, res: Response, next) => {
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new AppError(ErrorCode.PAYLOAD_TOO_LARGE, read(rules.tooLarge)));
      if (code === 'LIMIT_UNEXPECTED_FILE') return next(new AppError(ErrorCode.BAD_REQUEST, read(rules.noFile)));
      // Multer's other limits (parts, fields) are mapped by the error handler.
      if (err instanceof multer.MulterError) return next(err);
      // Anything else comes from reading the body itself (busboy: no or a broken boundary, an
      // unexpected end, malformed part headers, a closed connection): the request is at fault.
      next(
        new AppError(
          ErrorCode.BAD_REQUEST,
          rules.malformed ? read(rules.malformed) : i18n._('The upload could not be read. Please try again.'),
        ),
      );
    });
  };
}
