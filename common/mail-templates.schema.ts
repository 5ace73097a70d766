/** The zod schema of a mail template write (the server parses with it; screens need no zod). */
import { z } from 'zod';
import { MAIL_TEMPLATE_MESSAGES, SEND_MODES, TEMPLATE_LIMITS } from './mail-templates';

export const templateWriteSchema = z.object({
  subject: z
    .string({ error: MAIL_TEMPLATE_MESSAGES.subjectRequired })
    .trim()
    .min(1, MAIL_TEMPLATE_MESSAGES.subjectRequired)
    .max(TEMPLATE_LIMITS.subject, MAIL_TEMPLATE_MESSAGES.subjectTooLong)
    .refine((s) => !/[\r\n]/.test(s), MAIL_TEMPLATE_MESSAGES.subjectOneLine),
  body: z
    .string({ error: MAIL_TEMPLATE_MESSAGES.bodyRequired })
    .trim()
    .min(1, MAIL_TEMPLATE_MESSAGES.bodyRequired)
    .max(TEMPLATE_LIMITS.body, MAIL_TEMPLATE_MESSAGES.bodyTooLong),
  sendMode: z.enum(SEND_MODES).optional(),
});
