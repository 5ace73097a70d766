/**
 * A receipt in Section 2 (M-274, 4.3): an employee who shows the receipt for the replacement of a
 * lost, stolen or damaged document presents the document itself within 90 days of the first day of
 * work. I-9 staff then record it, and the follow-up closes.
 */
import { addCalendarDays } from './business-days';
import { translatable } from './i18n';

/** Days after the first day of work by which the actual document is due. */
const RECEIPT_DAYS = 90;
/** Days before that date when I-9 staff are mailed (once). */
export const RECEIPT_NOTICE_DAYS = 14;

export type ReceiptList = 'listA' | 'listB' | 'listC';
const RECEIPT_LISTS: readonly ReceiptList[] = ['listA', 'listB', 'listC'];
/** Section 2's documents as far as receipts go. */
type Documents = { [L in ReceiptList]: { receipt: boolean } | null };

/** An open follow-up, on a form's summary. */
export interface I9ReceiptFollowUp {
  /** YYYY-MM-DD: the first day of work plus RECEIPT_DAYS. */
  due: string;
  /** Within RECEIPT_NOTICE_DAYS days, or past. */
  soon: boolean;
  /** Past its date (today on the employer's calendar is still on time). */
  overdue: boolean;
}

/** The lists of Section 2 whose document is still a receipt. */
export function receiptLists(section2: Documents | null): ReceiptList[] {
  return section2 ? RECEIPT_LISTS.filter((list) => section2[list]?.receipt) : [];
}

/** The follow-up's due date for this Section 2, or null when it holds no receipt. */
export function receiptDueDate(startDate: string, section2: Documents | null): string | null {
  return receiptLists(section2).length ? addCalendarDays(startDate, RECEIPT_DAYS) : null;
}

/** The follow-up as a summary shows it on `today` (YYYY-MM-DD), or null when none is open. */
export function receiptFollowUp(due: string | null, today: string): I9ReceiptFollowUp | null {
  if (!due) return null;
  return { due, soon: due <= addCalendarDays(today, RECEIPT_NOTICE_DAYS), overdue: today > due };
}

export const I9_RECEIPT_MESSAGES = /* @__PURE__ */ translatable({
  listRequired: /*i18n*/ { id: 'Choose the list of the document the receipt stood for.' },
  noReceipt: /*i18n*/ { id: 'This document of Section 2 is not a receipt: there is nothing to replace.' },
});
