/**
 * Times in a named zone, the zone written in words, by the platform's Intl: the SPA's chunks carry
 * no zone data (common/zoned-dates.ts, with dayjs's zone plugins, is the server's). Its own module,
 * so that only the screens that show such times load it.
 */
import { type DateInput, parseDate } from './dates';

/**
 * The zone times are shown in where the reader's own is not known. The employer's default zone
 * is not configurable yet: UTC, named in words like any other.
 */
export const DISPLAY_TIME_ZONE = 'UTC';

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const partsOf = (date: Date, options: Intl.DateTimeFormatOptions): Parts =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', options).formatToParts(date).map((part) => [part.type, part.value]),
  ) as Parts;

/** A zone in words: "Central Time", or "Coordinated Universal Time" where the generic name is only an offset. */
function zoneName(date: Date, timeZone: string): string {
  const generic = partsOf(date, { timeZone, timeZoneName: 'longGeneric' }).timeZoneName ?? '';
  if (generic && !generic.startsWith('GMT')) return generic;
  return partsOf(date, { timeZone, timeZoneName: 'long' }).timeZoneName ?? timeZone;
}

/**
 * SPEC §9's date-time format in an IANA zone, followed by the zone in words (the platform's Intl,
 * so the client needs no zone data): 'Nov 29, 2026 9:31am Central Time'. Invalid: ''.
 */
export function formatDateTimeInZone(value: DateInput, timeZone: string): string {
  const date = parseDate(value)?.toDate();
  if (!date) return '';
  const p = partsOf(date, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}${(p.dayPeriod ?? '').toLowerCase()} ${zoneName(date, timeZone)}`;
}
