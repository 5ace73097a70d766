/** The one place that turns errors into answers. A 500 never shows its message or stack. */
import { i18n } from '../../common/i18n';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody } from '../../common/errors';
import { AppError, ErrorCode } from '../errors';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../lib/db-errors';
import type { Logger } from '../logger';
import { HTTP_MESSAGES } from './messages';

/** Seconds a client is asked to wait when the database cannot take its work now. */
export const UNAVAILABLE_RETRY_AFTER = 2;

/**
 * A database that is saturated, stopped, or cancelled the statement (server/lib/db-errors.ts):
 * 503 with Retry-After, never a 500. Also used by the GraphQL endpoint.
 */
export function fromDatabaseError(err: unknown): AppError | null {
  if (!isDatabaseUnavailable(err)) return null;
  return new AppError(ErrorCode.UNAVAILABLE, HTTP_MESSAGES.busy, undefined, { retryAfter: UNAVAILABLE_RETRY_AFTER });
}

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
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, i18n._('The request is too large.'));
  }
  if (err.type === 'entity.parse.failed')
    return new AppError(ErrorCode.BAD_REQUEST, i18n._('The request body is not valid JSON.'));
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, i18n._('Unsupported request encoding.'));
  }
  if (typeof err.code === 'string' && err.code.startsWith('LIMIT_')) {
    return new AppError(ErrorCode.BAD_REQUEST, i18n._('The upload is not acceptable.'));
  }
  // PostgreSQL refuses text it cannot store (a NUL character, SQLSTATE 22021 / 22P05): the input is at fault.
  if (err.code === '22021' || err.code === '22P05') {
    return new AppError(ErrorCode.BAD_REQUEST, i18n._('The request contains characters that are not allowed.'));
  }
  if (status === 404) return new AppError(ErrorCode.NOT_FOUND, i18n._('Not found'));
  if (status && status >= 400 && status < 500) return new AppError(ErrorCode.BAD_REQUEST, i18n._('Bad request.'));
  return null;
}

/** The AppError an error is answered as (its own, the database's or the framework's), or null: a fault. */
export function appErrorOf(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  return fromDatabaseError(err) ?? fromFrameworkError((err ?? {}) as HttpLikeError);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    // The request's own logger carries its id (X-Request-Id).
    const log: Logger = req.log ?? logger;
    if (res.headersSent) {
      // The answer went out and a write after it failed (the session's save or touch while the
      // database sheds load): nothing to tell the client, and its connection stays usable.
      if (isDatabaseUnavailable(err))
        return log.debug({ err, url: req.originalUrl }, 'database unavailable after the answer');
      return next(err);
    }
    const unavailable = err instanceof AppError ? null : fromDatabaseError(err);
    if (unavailable) {
      // Shedding under load is expected and counted by /readyz; a database that fails is news.
      const shed = err instanceof DatabaseUnavailableError && err.reason !== 'down';
      log[shed ? 'debug' : 'warn']({ err, url: req.originalUrl, method: req.method }, 'database unavailable');
    }
    const appError = err instanceof AppError ? err : (unavailable ?? fromFrameworkError((err ?? {}) as HttpLikeError));
    if (!appError) log.error({ err, url: req.originalUrl, method: req.method }, 'request failed');
    const error = appError ?? new AppError(ErrorCode.INTERNAL, i18n._('Internal server error'));
    // 429 and 503 say when to come back (the error's own figure, or a few seconds).
    if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
    else if (error.status === 503) res.setHeader('Retry-After', '5');
    const body: ErrorBody & Record<string, unknown> = {
      ...(error.details ?? {}),
      message: error.message,
      code: error.code,
      status: error.status,
    };
    res.status(error.status).json(body);
  };
}

/**
 * The handler, mounted twice: a write that fails after the answer (the session's save at the end
 * of a request) calls next(err) again, and when the first error was answered by the handler that
 * second error starts after it; with nothing there, Express's final handler would log it and
 * destroy the connection.
 */
export function errorHandlers(logger: Logger): ErrorRequestHandler[] {
  const handler = errorHandler(logger);
  return [handler, handler];
}

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(ErrorCode.NOT_FOUND, i18n._('Not found')));
};
