/** Input of the staff console's content calls, with one message per field (shown beside it). */
import { z } from 'zod';
import {
  CONTENT_FIELD_LIMITS as LIMITS,
  CONTENT_MESSAGES as M,
  LANDING_PITCH_PATH,
  RESERVED_PATH_SEGMENTS,
} from '../../../common/content';

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const PATH_SHAPE = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

const pagePathSchema = z
  .string({ error: M.pathRequired })
  .trim()
  .toLowerCase()
  .min(1, M.pathRequired)
  .max(LIMITS.path, M.pathTooLong)
  .transform((p) => (p.startsWith('/') ? p : `/${p}`).replace(/\/+$/, ''))
  .refine((p) => PATH_SHAPE.test(p), M.pathInvalid)
  .refine(
    (p) => p === LANDING_PITCH_PATH || !(RESERVED_PATH_SEGMENTS as readonly string[]).includes(p.split('/')[1] ?? ''),
    M.pathReserved,
  );

export const pageWriteSchema = z.object({
  path: pagePathSchema,
  title: text(LIMITS.title, M.titleTooLong).min(1, M.titleRequired),
  metaDescription: text(LIMITS.metaDescription, M.metaTooLong).optional().default(''),
  contentMarkdown: z
    .string({ error: M.contentRequired })
    .max(LIMITS.content, M.contentTooLong)
    .refine((s) => s.trim().length > 0, M.contentRequired),
  showLayout: z.boolean().optional().default(true),
});

const versionSchema = z.number({ error: M.versionRequired }).int(M.versionRequired).positive(M.versionRequired);

export const pageEditSchema = pageWriteSchema.extend({ version: versionSchema });
export const pageVersionSchema = z.object({ version: versionSchema });
export const publishSchema = z.object({ published: z.boolean() });
export const previewSchema = z.object({ contentMarkdown: z.string().max(LIMITS.content, M.contentTooLong) });
