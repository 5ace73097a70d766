/** The one place that turns errors into answers. A 500 never shows its message or stack. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody } from '../../common/errors';
import { AppError, ErrorCode } from '../errors';
import type { Logger } from '../logger';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
}

/** Errors raised by Express's own parsers and by multer, mapped to our codes. */
function fromFrameworkError(err: HttpLikeError): AppError | null {
  const status = err.status ?? err.statusCode;
  if (err.type === 'entity.too.large' || err.code === 'LIMIT_FILE_SIZE' || status === 413) {
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request is too large.');
  }
  if (err.type === 'entity.parse.failed')
    return new AppError(ErrorCode.BAD_REQUEST, 'The request body is not valid JSON.');
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported request encoding.');
  }
  if (typeof err.code === 'string' && err.code.startsWith('LIMIT_')) {
    return new AppError(ErrorCode.BAD_REQUEST, 'The upload is not acceptable.');
  }
  // PostgreSQL refuses text it cannot store (a NUL character, SQLSTATE 22021 / 22P05): the input is at fault.
  if (err.code === '22021' || err.code === '22P05') {
    return new AppError(ErrorCode.BAD_REQUEST, 'The request contains characters that are not allowed.');
  }
  if (status === 404) return new AppError(ErrorCode.NOT_FOUND, 'Not found');
  if (status && status >= 400 && status < 500) return new AppError(ErrorCode.BAD_REQUEST, 'Bad request.');
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const appError = err instanceof AppError ? err : fromFrameworkError((err ?? {}) as HttpLikeError);
    if (!appError) logger.error({ err, url: req.originalUrl, method: req.method }, 'request failed');
    const error = appError ?? new AppError(ErrorCode.INTERNAL, 'Internal server error');
    const body: ErrorBody & Record<string, unknown> = {
      ...(error.details ?? {}),
      message: error.message,
      code: error.code,
      status: error.status,
    };
    // 429 and 503 say when to come back (the service's own figure, or a few seconds).
    const retryAfter = error.details?.retryAfter;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    else if (error.status === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', '5');
    res.status(error.status).json(body);
  };
}

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(ErrorCode.NOT_FOUND, 'Not found'));
};
