/** The reminder schedule as staff set it (the default until they do). */
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '../../../common/onboarding';
import type { RemindersDeps } from './reminders.shared';

const SCHEDULE_KEY = 'reminderSchedule';

export async function readSchedule(deps: RemindersDeps): Promise<ReminderSchedule> {
  const row = await deps.db
    .selectFrom('onboardingSetting')
    .select('value')
    .where('key', '=', SCHEDULE_KEY)
    .executeTakeFirst();
  return row
    ? { ...DEFAULT_REMINDER_SCHEDULE, ...(JSON.parse(row.value) as ReminderSchedule) }
    : DEFAULT_REMINDER_SCHEDULE;
}

export async function saveSchedule(deps: RemindersDeps, value: ReminderSchedule): Promise<ReminderSchedule> {
  const now = deps.clock();
  await deps.db
    .insertInto('onboardingSetting')
    .values({ key: SCHEDULE_KEY, value: JSON.stringify(value), updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updatedAt: now }))
    .execute();
  return value;
}
