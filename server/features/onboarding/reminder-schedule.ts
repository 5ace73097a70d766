/** The scheduled reminders and their schedule (see reminders.ts, countersign-reminders.ts). */
import { ONBOARDING_MESSAGES as M } from '../../../common/onboarding';
import { parseFields } from '../staff/staff.schema';
import { scheduleSchema } from './onboarding.schema';
import type { OnboardingDeps } from './onboarding.shared';

/** The scheduled reminders (every instance runs them; see reminders.ts). */
export async function runDueReminders(deps: OnboardingDeps) {
  const countersign = await deps.countersignReminders.runDue();
  if (countersign > 0) deps.mailQueued();
  return (await deps.reminders.runDue()) + (await deps.credentials.runRenewals()) + countersign;
}

export function reminderSchedule(deps: OnboardingDeps) {
  return deps.reminders.schedule();
}

/** PUT /api/staff/document-reminders */
export function setReminderSchedule(deps: OnboardingDeps, body: unknown) {
  return deps.reminders.setSchedule(parseFields(scheduleSchema, body, M.invalidForm));
}
