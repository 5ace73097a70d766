/** Proposed times as staff type them (wall clock in a zone), checked and turned into UTC instants. */
import { zonedToUtc } from '../../../common/zoned-dates';
import { INTERVIEW_MESSAGES as M, type InterviewSlot, MAX_DAYS_AHEAD, MAX_SLOTS } from '../../../common/interviews';
import { isTimeZone } from '../../../common/time-zones';
import { slotSchema } from '../../../common/interviews.schema';
import { AppError, ErrorCode } from '../../errors';
import { placeOf, slotLabel } from './interview-mails';
import type { NewSlot, SlotRow } from './interviews.repository';

const DAY = 86_400_000;

const fieldError = (fields: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, Object.values(fields)[0] ?? M.invalidForm, { fields });

/** Each slot checked on its own, so every bad field is named `slots.{i}.{field}`. */
export function parseSlots(input: unknown, now: number): NewSlot[] {
  if (!Array.isArray(input) || input.length === 0) throw fieldError({ slots: M.slotsRequired });
  if (input.length > MAX_SLOTS) throw fieldError({ slots: M.tooManySlots });
  const fields: Record<string, string> = {};
  const slots: NewSlot[] = [];
  input.forEach((raw, i) => {
    const parsed = slotSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        fields[`slots.${i}.${String(issue.path[0] ?? 'date')}`] ??= issue.message;
      return;
    }
    const s = parsed.data;
    if (!isTimeZone(s.timeZone)) return void (fields[`slots.${i}.timeZone`] = M.timeZoneInvalid);
    const startsAt = zonedToUtc(s.date, s.time, s.timeZone);
    if (startsAt === null) return void (fields[`slots.${i}.date`] = M.dateInvalid);
    if (startsAt <= now) return void (fields[`slots.${i}.date`] = M.notFuture);
    if (startsAt > now + MAX_DAYS_AHEAD * DAY) return void (fields[`slots.${i}.date`] = M.tooFar);
    if (slots.some((o) => o.startsAt === startsAt)) return void (fields[`slots.${i}.time`] = M.duplicateSlots);
    slots.push({
      startsAt,
      lengthMinutes: s.lengthMinutes,
      timeZone: s.timeZone,
      location: s.location || null,
      videoUrl: s.videoUrl || null,
      position: i,
    });
  });
  if (Object.keys(fields).length) throw fieldError(fields);
  return slots;
}

export function slotView(slot: SlotRow): InterviewSlot {
  return {
    id: slot.id,
    startsAt: new Date(slot.startsAt).toISOString(),
    lengthMinutes: slot.lengthMinutes,
    timeZone: slot.timeZone,
    location: slot.location,
    videoUrl: slot.videoUrl,
    label: `${slotLabel(slot)}${placeOf(slot) ? ` · ${placeOf(slot)}` : ''}`,
  };
}
