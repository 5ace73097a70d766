/** Input of the pipeline board's calls, with one message per field. */
import { z } from 'zod';
import { APPLICATION_MESSAGES, APPLICATION_STATUSES } from '../../../common/applications';
import { normalTag, PIPELINE_LIMITS as L, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { MAX_ID } from '../../lib/ids';

const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional());

export const boardQuerySchema = z
  .object({
    tag: optionalText.refine((v) => v === undefined || normalTag(v) !== null, M.tagInvalid),
    after: optionalText.refine(
      (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      M.afterInvalid,
    ),
    q: optionalText.refine((v) => v === undefined || v.length <= L.nameFilterLength, M.nameTooLong),
    knockedOut: optionalText.refine((v) => v === undefined || v === '1', M.knockedOutInvalid),
    question: optionalText.refine((v) => v === undefined || v.length <= L.questionFilterLength, M.questionTooLong),
    answer: optionalText.refine((v) => v === undefined || v.length <= L.answerFilterLength, M.answerTooLong),
  })
  .refine((f) => f.answer === undefined || f.question !== undefined, {
    message: M.answerWithoutQuestion,
    path: ['answer'],
  });

/** The applications a bulk call names: whole ids, at least one, at most the limit, repeats dropped. */
const selection = z
  .array(
    z
      .number({ error: M.selectionInvalid })
      .int(M.selectionInvalid)
      .min(1, M.selectionInvalid)
      .max(MAX_ID, M.selectionInvalid),
    {
      error: M.selectionInvalid,
    },
  )
  .min(1, M.selectionRequired)
  .max(L.bulk, M.selectionTooLarge)
  .transform((ids) => [...new Set(ids)]);

export const bulkMoveSchema = z.object({
  applicationIds: selection,
  status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.unknownStatus }),
  sendMail: z.boolean().optional().default(false),
});

export const bulkMailSchema = z.object({
  applicationIds: selection,
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, M.subjectRequired)
    .max(L.subjectLength, M.subjectTooLong)
    .refine((s) => !/[\r\n]/.test(s), M.subjectOneLine),
  body: z
    .string({ error: M.bodyRequired })
    .max(L.mailBodyLength, M.bodyTooLong)
    .refine((s) => s.trim().length > 0, M.bodyRequired),
});

export const noteSchema = z.object({
  text: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(L.noteLength, M.noteTooLong),
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
