/** Staff move a document's due date. */
import { ONBOARDING_MESSAGES as M } from '../../../common/onboarding';
import { parseFields } from '../staff/staff.schema';
import { extendSchema } from './onboarding.schema';
import { document, futureDue, iso, type OnboardingDeps } from './onboarding.shared';

/** POST /api/staff/documents/{id}/extend {dueDate} */
export async function extendDocument(deps: OnboardingDeps, idInput: unknown, body: unknown, actorId: number) {
  const row = await document(deps, idInput);
  const { dueDate } = parseFields(extendSchema, body, M.invalidForm);
  const dueAt = futureDue(deps, dueDate);
  await deps.changeByStaff(row, actorId, { values: { dueAt }, expect: { notCancelled: true } }, M.cancelled, {
    event: 'due_date.extended',
    detail: { from: row.dueAt, to: dueAt },
    audited: { dueAt },
  });
  return { ok: true, dueAt: iso(dueAt) };
}
