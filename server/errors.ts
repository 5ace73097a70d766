/** Application errors carry a code; one map turns codes into HTTP statuses. */
import { ErrorCode } from '../common/errors';

export { ErrorCode };

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  STEP_UP_REQUIRED: 401,
  FORBIDDEN: 403,
  VIEWING_AS_CANDIDATE: 403,
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PASSWORD_POLICY: 443,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields that are safe to show to the client. */
  readonly details?: Record<string, unknown>;
  /** Seconds after which a retry may succeed (answered as Retry-After: 429, 503). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, options?: { retryAfter?: number }) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.details = details;
    this.retryAfter = options?.retryAfter;
  }
}
