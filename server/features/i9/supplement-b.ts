/**
 * Supplement B, reverification (docs/product.md §4.19): before the employee's work authorization
 * ends, I-9 staff examine a new List A or List C document the employee chose and record it as a
 * new version of the form's Supplement B. Its own expiry, when it limits the authorization, is the
 * next reverification date; otherwise none is due again.
 */
import { I9_MESSAGES as M, type I9Document, type I9Record } from '../../../common/i9';
import { reverificationDate } from '../../../common/i9-dates';
import { supplementBSchema } from '../../../common/i9.schema';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../../lib/parse-fields';
import { signCopies } from './copies.repository';
import { formId, type I9Records, type I9ServiceDeps, within } from './i9.shared';

/** PUT /api/staff/i9/{id}/supplement-b {document, examinerName, examinerTitle} */
export async function completeSupplementB(
  deps: I9ServiceDeps,
  r: I9Records,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<I9Record> {
  const row = await r.existing(formId(idInput));
  if (row.status !== 'complete' || row.reverifyBy === null) throw new AppError(ErrorCode.CONFLICT, M.nothingToReverify);
  const values = within('supplementB', () => parseFields(supplementBSchema, input, M.invalidForm));
  const status = (await r.parts(row.id)).section1?.status ?? null;
  // The new document alone sets the next date (Section 1's date was the one just reached).
  const reverifyBy = reverificationDate(status ? { status, authorizationExpires: '' } : null, [
    values.document as I9Document,
  ]);
  await deps.db.transaction().execute(async (trx) => {
    await r.addVersion(trx, row, 'supplementB', values, actorId);
    await deps.repo.updateForm(trx, row.id, null, { reverifyBy, reverifyNoticeAt: null, updatedAt: deps.clock() });
    // The copies attached for it are kept with the form from now on.
    await signCopies(trx, row.id, ['supplementB'], deps.clock());
  });
  await deps.pdf.sealPart(row.id, { name: values.examinerName, what: 'Supplement B, signed by the employer' });
  return r.record(row.id);
}
