/**
 * The onboarding board's Form I-9 marks (docs/product.md §4.19): which sections of a person's form
 * are past their due date, and nothing else of it. Every staff member who sees the board reads
 * whether a section is overdue; only I-9 staff are given the form's id to open it.
 */
import type { I9BoardMark } from '../../../common/i9';
import { overdueSections, type I9ServiceDeps } from './i9.shared';

/** The overdue sections of these people's open forms, by person (a person without one is absent). */
export async function overdueMarks(
  deps: I9ServiceDeps,
  userIds: number[],
  withFormIds: boolean,
): Promise<Map<number, I9BoardMark[]>> {
  const marks = new Map<number, I9BoardMark[]>();
  if (userIds.length === 0) return marks;
  const today = deps.today();
  const forms = await deps.db
    .selectFrom('i9Form')
    .select(['id', 'userId', 'status', 'section1Due', 'section2Due'])
    .where('userId', 'in', userIds)
    .where('status', '<>', 'complete')
    .orderBy('id')
    .execute();
  for (const form of forms) {
    const late = overdueSections(form, today);
    const sections = [...(late.section1Overdue ? [1 as const] : []), ...(late.section2Overdue ? [2 as const] : [])];
    for (const section of sections) {
      const list = marks.get(form.userId) ?? [];
      list.push({ section, formId: withFormIds ? form.id : null });
      marks.set(form.userId, list);
    }
  }
  return marks;
}
