/** The public entry of untrusted-file handling: the pool, and how its refusals become answers. */
import { AppError, ErrorCode } from '../errors';
import { FileRefused } from './limits';

export { createFilePool, type FilePool, Superseded } from './pool';
export { FileRefused, MAX_SIGNATURE_PIXELS } from './limits';
export { pngSize } from './image';

/**
 * Turns the pool's refusal into the feature's own 4xx: 415 with `invalid` for a file that is not
 * what it claims, 413 with `tooLarge` for one that would cost too much to open (too many pixels,
 * inflating too far, or too slow), or with `tooManyObjects` when given for a PDF built from too
 * many objects. Anything else passes through unchanged.
 */
export function refusedAs(messages: RefusalMessages | (() => RefusalMessages)) {
  return (err: unknown): never => {
    if (!(err instanceof FileRefused)) throw err;
    // Read now, in the language of the request refused (the function is made once, at start).
    const m = typeof messages === 'function' ? messages() : messages;
    if (err.reason === 'invalid') throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, m.invalid);
    const message = err.reason === 'too-many-objects' ? (m.tooManyObjects ?? m.tooLarge) : m.tooLarge;
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message);
  };
}

interface RefusalMessages {
  invalid: string;
  tooLarge: string;
  tooManyObjects?: string;
}
