/** What the HTTP layer itself says when it turns a request away (overload, throttling). */
export const HTTP_MESSAGES = {
  busy: 'The service is busy right now. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
