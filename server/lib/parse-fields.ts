/**
 * The one way input is parsed (routes' bodies and queries, service arguments): a zod schema, or a
 * 400 whose `fields` name each bad field's first message.
 */
import { i18n } from '../../common/i18n';
import { z } from 'zod';
import { AppError, ErrorCode } from '../errors';

export interface ParseOptions {
  /** The 400's message; by default the first problem's own message. */
  message?: string;
  /** Prefix the default message with the bad field's path (`distance: …`), for API callers. */
  namePath?: boolean;
}

/** Parses `input`; on failure a 400 with a message and `fields`. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, options: ParseOptions = {}): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<T>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const where = options.namePath && first?.path.length ? `${first.path.join('.')}: ` : '';
  throw new AppError(
    ErrorCode.VALIDATION,
    options.message ?? `${where}${first?.message ?? i18n._('Invalid request')}`,
    {
      fields,
    },
  );
}

/** Staff forms: every bad field named, under one message for the form. */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown, message: string): z.output<T> {
  return parse(schema, input ?? {}, { message });
}
/** A list's page number from the address: 1 when absent, else a whole number from 1 to 10,000. */
export const pageNumber = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number().int().min(1).max(10_000),
);
