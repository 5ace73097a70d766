/** Input of the onboarding calls, one message per field (shown beside it in the staff forms). */
import { z } from 'zod';
import {
  BOARD_STATES,
  DEFAULT_COUNTERSIGN_DAYS,
  DEFAULT_REMINDER_SCHEDULE,
  FIELD_ROLES,
  ONBOARDING_MESSAGES as M,
  RECORD_KEYS,
  SIGNER_FIELD_TYPES,
  isIsoDate,
  LABEL_MAX,
} from '../../../common/onboarding';
import { translatable } from '../../../common/i18n';
import { pageNumber } from '../../lib/parse-fields';

/** The staff forms' own messages, read in the request's language each time a value is checked. */
export const TEMPLATE_MESSAGES = translatable({
  formTitleRequired: /*i18n*/ { id: 'Enter the form title.' },
  formTitleTooLong: /*i18n*/ { id: 'The form title must be at most 200 characters.' },
  signatureType: /*i18n*/ { id: 'The signature type is INFO or a signing type in capitals, such as SIGN.' },
  delivery: /*i18n*/ { id: 'Choose electronic or hard copy.' },
  displayLevel: /*i18n*/ { id: 'The display level is a whole number from 0 to 999.' },
  labelTooLong: /*i18n*/ { id: 'A label must be at most 120 characters.' },
  packetNameRequired: /*i18n*/ { id: 'Enter the packet name.' },
  packetNameTooLong: /*i18n*/ { id: 'The name must be at most 120 characters.' },
  days: /*i18n*/ { id: 'Enter a number of days from 0 to 30.' },
  chooseDocument: /*i18n*/ { id: 'Choose at least one document.' },
});

const T = TEMPLATE_MESSAGES;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
const dueDate = z
  .string({ error: () => M.dueDateInvalid })
  .trim()
  .refine(isIsoDate, { error: () => M.dueDateInvalid });

export const templateSettingsSchema = z.object({
  formTitle: z
    .string()
    .trim()
    .min(1, { error: () => T.formTitleRequired })
    .max(200, { error: () => T.formTitleTooLong }),
  signatureType: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z_]{1,19}$/, { error: () => T.signatureType }),
  delivery: z.enum(['electronic', 'manual'], { error: () => T.delivery }),
  displayLevel: z.coerce
    .number({ error: () => T.displayLevel })
    .int()
    .min(0)
    .max(999),
});

/** Whether the employer countersigns, and in how many business days (multipart sends 'true'/'false'). */
const countersign = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const countersignDays = z.coerce
  .number({ error: () => M.countersignDays })
  .int({ error: () => M.countersignDays })
  .min(1, { error: () => M.countersignDays })
  .max(30, { error: () => M.countersignDays });

/** The multipart upload's text fields (all optional: the PDF's keywords fill the gaps). */
export const templateUploadSchema = templateSettingsSchema.partial().extend({
  countersign: countersign.default(false),
  // Left out: hard copies are reviewed, electronic ones are not; informational ones are only read.
  reviewUploads: countersign.optional(),
  acknowledge: countersign.default(false),
  countersignDays: countersignDays.default(DEFAULT_COUNTERSIGN_DAYS),
  formTitle: z.preprocess((v) => (v === '' ? undefined : v), templateSettingsSchema.shape.formTitle.optional()),
  signatureType: z.preprocess((v) => (v === '' ? undefined : v), templateSettingsSchema.shape.signatureType.optional()),
});

export const templateUpdateSchema = templateSettingsSchema.extend({
  // Left out: unchanged.
  countersign: countersign.optional(),
  countersignDays: countersignDays.optional(),
  reviewUploads: countersign.optional(),
  acknowledge: countersign.optional(),
  fields: z
    .array(
      z.object({
        name: z.string().max(200),
        role: z.enum(FIELD_ROLES),
        recordKey: z.enum(RECORD_KEYS).nullable().default(null),
        type: z.enum(SIGNER_FIELD_TYPES).nullable().default(null),
        required: z.boolean().default(false),
        label: z
          .string()
          .max(LABEL_MAX, { error: () => T.labelTooLong })
          .default(''),
      }),
    )
    .max(200),
});

/** The templates in the order candidates see their documents (first is shown first). */
export const templateOrderSchema = z.object({
  templateIds: z.array(id).min(1).max(999),
});

export const packetSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => T.packetNameRequired })
    .max(120, { error: () => T.packetNameTooLong }),
  templateIds: z
    .array(id)
    .min(1, { error: () => M.packetEmpty })
    .max(50),
});

export const assignmentSchema = z.object({
  templateId: optionalId,
  packetId: optionalId,
  emails: z.string().max(200_000).default(''),
  dueDate,
});

export const rejectSchema = z.object({
  reason: z
    .string({ error: () => M.reasonRequired })
    .trim()
    .min(1, { error: () => M.reasonRequired })
    .max(1000),
});

export const extendSchema = z.object({ dueDate });

export const boardQuerySchema = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BOARD_STATES).optional()),
  q: z.string().max(200).optional().default(''),
  page: pageNumber,
});

export const documentIdSchema = id;

const days = z.coerce
  .number({ error: () => T.days })
  .int({ error: () => T.days })
  .min(0, { error: () => T.days })
  .max(30, { error: () => T.days });

export const scheduleSchema = z.object({
  beforeDays: days,
  onDueDay: z.boolean(),
  afterDays: days,
  // Left out (a client from before undated reminders): the default.
  undatedDays: days.default(DEFAULT_REMINDER_SCHEDULE.undatedDays),
});

export const bulkRemindSchema = z.object({
  documentIds: z
    .array(id)
    .min(1, { error: () => T.chooseDocument })
    .max(500),
});
