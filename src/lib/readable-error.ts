/** The sentence a screen shows for a failed call (apart from graphql.ts, which first loads need). */
import { GraphqlError } from './graphql';

/**
 * What a person can read of a failed call: the first GraphQL error's message (a non-OK answer's
 * message is its whole JSON body, SPEC §8), an ordinary error's message, else the fallback.
 */
export function readableError(error: unknown, fallback: string): string {
  if (error instanceof GraphqlError) {
    const body = error.body as { errors?: { message?: unknown }[] } | null;
    const first = body?.errors?.[0]?.message;
    return typeof first === 'string' && first.trim() ? first : fallback;
  }
  if (error instanceof Error && error.message && !/^\s*[[{]/.test(error.message)) return error.message;
  return fallback;
}
