/** The E-Verify case made when Section 2 is signed at an enrolled site (docs/product.md §4.19). */
import type { I9Section1 } from '../../../common/i9';
import type { I9FormListRow } from './i9.repository';
import type { I9ServiceDeps } from './i9.shared';
import { createCaseBy } from '../../providers/everify/everify';

/**
 * The E-Verify case of a form whose Section 2 was just signed at an enrolled site. A failed call
 * leaves the form complete and the case marked 'error' for staff to see and create by hand.
 */
export async function openCase(deps: I9ServiceDeps, form: I9FormListRow, section1: I9Section1): Promise<void> {
  if (!deps.everify) return;
  const now = deps.clock();
  let result: { caseNumber: string | null; status: string; furtherAction: string | null };
  try {
    result = await createCaseBy(
      deps.everify,
      {
        firstName: section1.firstName,
        lastName: section1.lastName,
        dateOfBirth: section1.dateOfBirth,
        ssn: section1.ssn,
        citizenship: section1.status,
        startDate: form.startDate,
      },
      deps.everifyTimeoutMs,
    );
  } catch (err) {
    deps.logger.warn({ err, formId: form.id }, 'E-Verify case not created');
    result = { caseNumber: null, status: 'error', furtherAction: null };
  }
  await deps.db.transaction().execute(async (trx) => {
    await deps.repo.updateForm(trx, form.id, null, {
      everifyCaseNumber: result.caseNumber,
      everifyStatus: result.status,
      everifyFurtherAction: result.furtherAction,
      everifyAt: now,
    });
    await deps.audit.record(
      { action: 'i9.everify_case', userId: form.userId, detail: { formId: form.id, status: result.status } },
      trx,
    );
  });
}
