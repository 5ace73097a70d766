/** The zod schemas of interview requests (the server parses with them; screens need no zod). */
import { z } from 'zod';
import { INTERVIEW_MESSAGES, isHttpsUrl, MAX_LENGTH_MINUTES, MIN_LENGTH_MINUTES } from './interviews';

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

export const slotSchema = z
  .object({
    date: z
      .string({ error: INTERVIEW_MESSAGES.dateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, INTERVIEW_MESSAGES.dateInvalid),
    time: z
      .string({ error: INTERVIEW_MESSAGES.timeInvalid })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, INTERVIEW_MESSAGES.timeInvalid),
    lengthMinutes: z.coerce
      .number({ error: INTERVIEW_MESSAGES.lengthInvalid })
      .int(INTERVIEW_MESSAGES.lengthInvalid)
      .min(MIN_LENGTH_MINUTES, INTERVIEW_MESSAGES.lengthInvalid)
      .max(MAX_LENGTH_MINUTES, INTERVIEW_MESSAGES.lengthInvalid),
    timeZone: z
      .string({ error: INTERVIEW_MESSAGES.timeZoneInvalid })
      .trim()
      .min(1, INTERVIEW_MESSAGES.timeZoneInvalid)
      .max(64),
    location: trimmed(200, INTERVIEW_MESSAGES.placeTooLong).optional(),
    videoUrl: trimmed(500, INTERVIEW_MESSAGES.httpsOnly)
      .refine((v) => v === '' || isHttpsUrl(v), INTERVIEW_MESSAGES.httpsOnly)
      .optional(),
  })
  .refine((s) => Boolean(s.location) || Boolean(s.videoUrl), {
    message: INTERVIEW_MESSAGES.placeRequired,
    path: ['location'],
  });

export const pickSchema = z.object({ slotId: z.coerce.number().int().positive().max(2_147_483_647) });
