/** Input of the staff console's content calls, with one message per field (shown beside it). */
import { z } from 'zod';
import {
  CONTENT_FIELD_LIMITS as LIMITS,
  CONTENT_MESSAGES as M,
  LANDING_PITCH_PATH,
  RESERVED_PATH_SEGMENTS,
} from '../../../common/content';

/** A message read when a value is checked, in that request's language (never once, at load). */
type Message = { error: () => string };

const text = (max: number, tooLong: Message) => z.string().trim().max(max, tooLong);
const PATH_SHAPE = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

const pagePathSchema = z
  .string({ error: () => M.pathRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: () => M.pathRequired })
  .max(LIMITS.path, { error: () => M.pathTooLong })
  .transform((p) => (p.startsWith('/') ? p : `/${p}`).replace(/\/+$/, ''))
  .refine((p) => PATH_SHAPE.test(p), { error: () => M.pathInvalid })
  .refine(
    (p) => p === LANDING_PITCH_PATH || !(RESERVED_PATH_SEGMENTS as readonly string[]).includes(p.split('/')[1] ?? ''),
    { error: () => M.pathReserved },
  );

export const pageWriteSchema = z.object({
  path: pagePathSchema,
  title: text(LIMITS.title, { error: () => M.titleTooLong }).min(1, { error: () => M.titleRequired }),
  metaDescription: text(LIMITS.metaDescription, { error: () => M.metaTooLong })
    .optional()
    .default(''),
  contentMarkdown: z
    .string({ error: () => M.contentRequired })
    .max(LIMITS.content, { error: () => M.contentTooLong })
    .refine((s) => s.trim().length > 0, { error: () => M.contentRequired }),
  showLayout: z.boolean().optional().default(true),
});

/** A page's text in another language: the fields a reader reads, checked like the original's. */
export const pageTranslationSchema = pageWriteSchema.pick({
  title: true,
  metaDescription: true,
  contentMarkdown: true,
});

const versionSchema = z
  .number({ error: () => M.versionRequired })
  .int({ error: () => M.versionRequired })
  .positive({ error: () => M.versionRequired });

export const pageEditSchema = pageWriteSchema.extend({ version: versionSchema });
export const pageVersionSchema = z.object({ version: versionSchema });
export const publishSchema = z.object({ published: z.boolean() });
export const previewSchema = z.object({
  contentMarkdown: z.string().max(LIMITS.content, { error: () => M.contentTooLong }),
});
