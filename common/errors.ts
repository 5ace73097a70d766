/** Error codes shared by the server (mapped once to HTTP statuses) and the client. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** Refused because a staff member views the portal as a candidate (what: in `refused`). */
  VIEWING_AS_CANDIDATE: 'VIEWING_AS_CANDIDATE',
  /** Staff must set up two-factor sign-in before anything else (MFA_REQUIRED_FOR_STAFF). */
  MFA_ENROLMENT_REQUIRED: 'MFA_ENROLMENT_REQUIRED',
  /** This session must re-authenticate (password and code, or a passkey) before this action. */
  STEP_UP_REQUIRED: 'STEP_UP_REQUIRED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** docs/product.md §5: a password that fails the policy is answered with status 443. */
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  /** Not now: the database is saturated or down (retry after Retry-After), or an optional capability is missing (the client has a fallback). */
  UNAVAILABLE: 'UNAVAILABLE',
  /** A system we depend on (a job feed) answered badly or not at all. */
  BAD_GATEWAY: 'BAD_GATEWAY',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The body of every error answer of the REST API. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  status: number;
}
