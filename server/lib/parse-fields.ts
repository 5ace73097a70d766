/** Form input of the staff console: parsed by a zod schema, or a 400 naming each bad field. */
import { z } from 'zod';
import { AppError, ErrorCode } from '../errors';

/** Parses `input`; on failure a 400 with `message` whose `fields` name each bad field's first message. */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown, message: string): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data as z.output<T>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  throw new AppError(ErrorCode.VALIDATION, message, { fields });
}

/** A list's page number from the address: 1 when absent, else a whole number from 1 to 10,000. */
export const pageNumber = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number().int().min(1).max(10_000),
);
