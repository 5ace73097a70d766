/** The zod schema of a mail template write (the server parses with it; screens need no zod). */
import { z } from 'zod';
import { MAIL_TEMPLATE_MESSAGES as M, SEND_MODES, TEMPLATE_LIMITS } from './mail-templates';

export const templateWriteSchema = z.object({
  subject: z
    .string({ error: () => M.subjectRequired })
    .trim()
    .min(1, { error: () => M.subjectRequired })
    .max(TEMPLATE_LIMITS.subject, { error: () => M.subjectTooLong })
    .refine((s) => !/[\r\n]/.test(s), { error: () => M.subjectOneLine }),
  body: z
    .string({ error: () => M.bodyRequired })
    .trim()
    .min(1, { error: () => M.bodyRequired })
    .max(TEMPLATE_LIMITS.body, { error: () => M.bodyTooLong }),
  sendMode: z.enum(SEND_MODES).optional(),
});
