/** What the HTTP layer itself says when it turns a request away (overload, throttling). */
import { translatable } from '../../common/i18n';

export const HTTP_MESSAGES = translatable({
  busy: /*i18n*/ { id: 'The service is busy right now. Please try again in a moment.' },
  tooManyRequests: /*i18n*/ { id: 'Too many requests. Please wait a moment and try again.' },
});
