/**
 * A receipt in Section 2 (docs/product.md §4.19, M-274 4.3): the follow-up opens when Section 2 is
 * signed with a receipt for a document, due 90 days after the first day of work, and closes when
 * I-9 staff record the actual document. That document becomes a new version of Section 2 (who and
 * when, the list it replaced), the earlier one stays.
 */
import { I9_MESSAGES as M, type I9Record, type I9Section2 } from '../../../common/i9';
import { reverificationDate } from '../../../common/i9-dates';
import { I9_RECEIPT_MESSAGES as RM, receiptDueDate } from '../../../common/i9-receipts';
import { receiptReplacementSchema, replacementDocumentSchema } from '../../../common/i9.schema';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../../lib/parse-fields';
import type { I9FormListRow } from './i9.repository';
import { changedFields, formId, within, type I9Records, type I9ServiceDeps } from './i9.shared';

/** What a new Section 2 (signed, corrected or with a receipt replaced) does to the follow-up. */
export function receiptAfter(row: Pick<I9FormListRow, 'startDate' | 'receiptDue'>, section2: I9Section2) {
  const receiptDue = receiptDueDate(row.startDate, section2);
  // A receipt that stays keeps its date and its notice; a new one gets both afresh.
  return receiptDue === row.receiptDue ? {} : { receiptDue, receiptNoticeAt: null };
}

/** PUT /api/staff/i9/{id}/receipt-replacement {list, document}: the actual document for a receipt. */
export async function replaceReceipt(
  deps: I9ServiceDeps,
  r: I9Records,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<I9Record> {
  const row = await r.existing(formId(idInput));
  const { list, document } = parseFields(receiptReplacementSchema, input, M.invalidForm);
  const noReceipt = () => new AppError(ErrorCode.CONFLICT, RM.noReceipt, { fields: { list: RM.noReceipt } });
  const all = await r.parts(row.id);
  if (row.status !== 'complete' || !all.section2?.[list]?.receipt) throw noReceipt();
  const actual = within('document', () => parseFields(replacementDocumentSchema(list), document, M.invalidForm));
  const governed = all.versions.some((v) => v.part === 'supplementB');
  await deps.db.transaction().execute(async (trx) => {
    // The form's row is held first: of two replacements at once, the second finds no receipt left.
    if (!(await deps.repo.updateForm(trx, row.id, 'complete', { updatedAt: deps.clock() }))) throw noReceipt();
    const latest = (await deps.repo.versions(row.id, trx)).filter((v) => v.part === 'section2').at(-1);
    const current = latest ? (JSON.parse(latest.data) as I9Section2) : null;
    if (!current?.[list]?.receipt) throw noReceipt();
    const values: I9Section2 = { ...current, [list]: actual };
    // The actual document may limit the work authorization otherwise (until a Supplement B governs).
    const reverifyBy = governed ? row.reverifyBy : reverificationDate(all.section1, [values.listA, values.listC]);
    await r.addVersion(trx, row, 'section2', values, actorId, {
      kind: 'receipt',
      detail: { list, changed: changedFields(current, values) },
    });
    await deps.repo.updateForm(trx, row.id, null, {
      ...receiptAfter(row, values),
      ...(reverifyBy === row.reverifyBy ? {} : { reverifyBy, reverifyNoticeAt: null }),
      updatedAt: deps.clock(),
    });
  });
  await deps.pdf.sealPart(row.id, { actorId, what: 'the actual document that replaced a receipt in Section 2' });
  return r.record(row.id);
}
