/** Input of the pipeline board's calls, with one message per field. */
import { z } from 'zod';
import { APPLICATION_MESSAGES, APPLICATION_STATUSES } from '../../../common/applications';
import { normalTag, PIPELINE_LIMITS as L, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { MAX_ID } from '../../lib/ids';

const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional());

export const boardQuerySchema = z
  .object({
    tag: optionalText.refine((v) => v === undefined || normalTag(v) !== null, { error: () => M.tagInvalid }),
    after: optionalText.refine(
      (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      { error: () => M.afterInvalid },
    ),
    q: optionalText.refine((v) => v === undefined || v.length <= L.nameFilterLength, { error: () => M.nameTooLong }),
    knockedOut: optionalText.refine((v) => v === undefined || v === '1', { error: () => M.knockedOutInvalid }),
    question: optionalText.refine((v) => v === undefined || v.length <= L.questionFilterLength, {
      error: () => M.questionTooLong,
    }),
    answer: optionalText.refine((v) => v === undefined || v.length <= L.answerFilterLength, {
      error: () => M.answerTooLong,
    }),
  })
  .refine((f) => f.answer === undefined || f.question !== undefined, {
    error: () => M.answerWithoutQuestion,
    path: ['answer'],
  });

/** The applications a bulk call names: whole ids, at least one, at most the limit, repeats dropped. */
const selection = z
  .array(
    z
      .number({ error: () => M.selectionInvalid })
      .int({ error: () => M.selectionInvalid })
      .min(1, { error: () => M.selectionInvalid })
      .max(MAX_ID, { error: () => M.selectionInvalid }),
    {
      error: () => M.selectionInvalid,
    },
  )
  .min(1, { error: () => M.selectionRequired })
  .max(L.bulk, { error: () => M.selectionTooLarge })
  .transform((ids) => [...new Set(ids)]);

export const bulkMoveSchema = z.object({
  applicationIds: selection,
  status: z.enum(APPLICATION_STATUSES, { error: () => APPLICATION_MESSAGES.unknownStatus }),
  sendMail: z.boolean().optional().default(false),
});

export const bulkMailSchema = z.object({
  applicationIds: selection,
  subject: z
    .string({ error: () => M.subjectRequired })
    .trim()
    .min(1, { error: () => M.subjectRequired })
    .max(L.subjectLength, { error: () => M.subjectTooLong })
    .refine((s) => !/[\r\n]/.test(s), { error: () => M.subjectOneLine }),
  body: z
    .string({ error: () => M.bodyRequired })
    .max(L.mailBodyLength, { error: () => M.bodyTooLong })
    .refine((s) => s.trim().length > 0, { error: () => M.bodyRequired }),
});

export const noteSchema = z.object({
  text: z
    .string({ error: () => M.noteRequired })
    .trim()
    .min(1, { error: () => M.noteRequired })
    .max(L.noteLength, { error: () => M.noteTooLong }),
});

export const tagSchema = z.object({
  label: z.unknown().transform((v, ctx) => {
    const tag = normalTag(v);
    if (tag === null) {
      ctx.addIssue({ code: 'custom', message: M.tagInvalid });
      return z.NEVER;
    }
    return tag;
  }),
});
