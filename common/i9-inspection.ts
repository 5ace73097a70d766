/**
 * Form I-9 for inspections and retention (docs/product.md §4.19): the export of every form (or
 * those of a range of first days of work) as one archive of legible PDFs, and the destruction an
 * admin confirms once a form's retention date has passed, with the record left of it.
 */
import { i18n, translatable } from './i18n';

/** Forms one export holds at most: a larger workforce is exported range by range. */
export const I9_EXPORT_MAX_FORMS = 5000;
/** Forms one confirmation destroys at most. */
export const I9_PURGE_MAX = 200;

/** A form whose retention date has passed: what an admin reads before confirming its destruction. */
export interface I9PurgeProposal {
  formId: number;
  /** The employee's name as the account gives it: whose form is about to go. */
  employee: string;
  startDate: string;
  endDate: string;
  retentionUntil: string;
  /** Its versions (every section and correction) and its stored files, all destroyed with it. */
  versions: number;
  files: number;
}

/** The record of a destruction: the dates that made it due, when and by whom, nothing of the employee. */
export interface I9PurgeRecord {
  formId: number;
  startDate: string;
  endDate: string;
  retentionUntil: string;
  /** ISO 8601. */
  purgedAt: string;
  /** The admin who confirmed it (null once their account is gone). */
  purgedBy: string | null;
  versions: number;
  files: number;
}

/** GET /api/admin/i9/retention: the forms due for destruction, and the latest destructions. */
export interface I9Retention {
  /** Today on the employer's calendar: a retention date before it has passed. */
  today: string;
  due: I9PurgeProposal[];
  done: I9PurgeRecord[];
}

export const I9_INSPECTION_MESSAGES = /* @__PURE__ */ translatable({
  dateInvalid: /*i18n*/ { id: 'Enter each date as YYYY-MM-DD, or leave it empty.' },
  rangeReversed: /*i18n*/ { id: 'The end of the range comes before its start: swap the dates.' },
  nothingToExport: /*i18n*/ { id: 'No Form I-9 has a first day of work in this range.' },
  purgeNoneChosen: /*i18n*/ { id: 'Choose the forms to destroy.' },
  purgeNotFound: /*i18n*/ {
    id: 'One of the chosen forms no longer exists: it may have been destroyed already. Reload the list.',
  },
  purgeTooMany: /*i18n*/ { id: 'Destroy at most 200 forms at a time.' },
  purgeConfirmRequired: /*i18n*/ { id: 'Confirm that the chosen forms are to be destroyed.' },
});

/** Too many forms in one export: how many the range holds, and the most one export takes. */
export const exportTooLarge = (count: number) =>
  i18n._(
    'This range holds {count} Forms I-9; one export takes at most {max}. Export a shorter range of first days of work.',
    { count: count.toLocaleString('en-US'), max: I9_EXPORT_MAX_FORMS.toLocaleString('en-US') },
  );

/** A chosen form whose retention date has not passed (or whose employment has not ended). */
export const purgeNotDue = (formId: number, until: string | null) =>
  until
    ? i18n._('Form I-9 number {formId} must be kept until {until}: it cannot be destroyed before then.', {
        formId: String(formId),
        until,
      })
    : i18n._(
        'Form I-9 number {formId} has no end of employment recorded, so it must be kept: it cannot be destroyed.',
        { formId: String(formId) },
      );
