/** Record ids taken from addresses: the one rule for what can name a row. */
import { AppError, ErrorCode } from '../errors';

/** The largest key an `integer` column holds (PostgreSQL would refuse a larger one with an error). */
export const MAX_ID = 2_147_483_647;

/**
 * An id from an address (decimal digits) or from our own code (a number), naming a positive key
 * in range. Anything else (zero, a sign, an exponent, hex, a key past the range) names no record:
 * a 404 with `message`.
 */
export function idOrNotFound(value: unknown, message: string): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(Number.isInteger(n) && n >= 1 && n <= MAX_ID)) throw new AppError(ErrorCode.NOT_FOUND, message);
  return n;
}
