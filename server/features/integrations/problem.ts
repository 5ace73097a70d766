/**
 * Errors under /api/v1 as RFC 9457 problem details (application/problem+json): the project's
 * error codes mapped once, field errors listed in `errors`. A fault is logged and never explained.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_V1 } from '../../../common/api-keys';
import type { ApiProblem } from '../../../common/api-v1';
import { AppError, ErrorCode } from '../../errors';
import { appErrorOf } from '../../http/error-handler';
import type { Logger } from '../../logger';

const TITLES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Bad request',
  VALIDATION: 'Invalid request',
  UNAUTHENTICATED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  VIEWING_AS_CANDIDATE: 'Forbidden',
  MFA_ENROLMENT_REQUIRED: 'Forbidden',
  STEP_UP_REQUIRED: 'Unauthorized',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  RATE_LIMITED: 'Too many requests',
  PASSWORD_POLICY: 'Invalid request',
  BAD_GATEWAY: 'Bad gateway',
  UNAVAILABLE: 'Service unavailable',
  INTERNAL: 'Internal server error',
};

/** The problem type of a code: an anchor of the API's reference page, which explains it. */
const problemType = (code: ErrorCode) => `${API_V1}/docs#problem-${code.toLowerCase().replace(/_/g, '-')}`;

export function problemOf(error: AppError): ApiProblem {
  const fields = error.details?.fields as Record<string, string> | undefined;
  return {
    type: problemType(error.code),
    title: TITLES[error.code],
    status: error.status,
    detail: error.message,
    ...(fields ? { errors: Object.entries(fields).map(([field, detail]) => ({ field, detail })) } : {}),
  };
}

export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const known = appErrorOf(err);
    if (!known) (req.log ?? logger).error({ err, url: req.originalUrl, method: req.method }, 'request failed');
    const error = known ?? new AppError(ErrorCode.INTERNAL, 'Internal server error');
    if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
    else if (error.status === 503) res.setHeader('Retry-After', '5');
    if (error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="api"');
    res
      .status(error.status)
      .type('application/problem+json')
      .send(JSON.stringify(problemOf(error)));
  };
}

export const problemNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError(ErrorCode.NOT_FOUND, 'No such resource.'));
};
