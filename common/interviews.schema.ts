/** The zod schemas of interview requests (the server parses with them; screens need no zod). */
import { z } from 'zod';
import { INTERVIEW_MESSAGES as M, isHttpsUrl, MAX_LENGTH_MINUTES, MIN_LENGTH_MINUTES } from './interviews';

const trimmed = (max: number, message: () => string) => z.string().trim().max(max, { error: message });

export const slotSchema = z
  .object({
    date: z.string({ error: () => M.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => M.dateInvalid }),
    time: z.string({ error: () => M.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => M.timeInvalid }),
    lengthMinutes: z.coerce
      .number({ error: () => M.lengthInvalid })
      .int({ error: () => M.lengthInvalid })
      .min(MIN_LENGTH_MINUTES, { error: () => M.lengthInvalid })
      .max(MAX_LENGTH_MINUTES, { error: () => M.lengthInvalid }),
    timeZone: z
      .string({ error: () => M.timeZoneInvalid })
      .trim()
      .min(1, { error: () => M.timeZoneInvalid })
      .max(64),
    location: trimmed(200, () => M.placeTooLong).optional(),
    videoUrl: trimmed(500, () => M.httpsOnly)
      .refine((v) => v === '' || isHttpsUrl(v), { error: () => M.httpsOnly })
      .optional(),
  })
  .refine((s) => Boolean(s.location) || Boolean(s.videoUrl), {
    error: () => M.placeRequired,
    path: ['location'],
  });

export const pickSchema = z.object({ slotId: z.coerce.number().int().positive().max(2_147_483_647) });
