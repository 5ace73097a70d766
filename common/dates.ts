/**
 * docs/product.md §9's date format, written by dayjs for both sides: 'MMM D, YYYY', in local time. An ISO date
 * or date-time without a zone is local time; an invalid date formats to ''. A time of day is only
 * ever shown with its zone: common/time-zones.ts formatDateTimeInZone.
 */
import dayjs, { type Dayjs } from 'dayjs';

const DATE_FORMAT = 'MMM D, YYYY';

export type DateInput = string | number | Date | null | undefined;

/** The calendar date and local time at the start of an ISO 8601 string. */
const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/;
const ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;

/** A date as dayjs reads it, or null when invalid (an impossible date or time included). */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  if (!d.isValid()) return null;
  const m = typeof value === 'string' ? ISO.exec(value.trim()) : null;
  if (!m) return d;
  // dayjs, like Date, rolls impossible parts over (Feb 30 becomes Mar 2): a date or a local time
  // that does not read back as written is invalid.
  const [, date, time] = m;
  if (dayjs(date).format('YYYY-MM-DD') !== date) return null;
  if (time && !ZONE.test(value as string) && d.format(time.length > 5 ? 'HH:mm:ss' : 'HH:mm') !== time) return null;
  return d;
}

export function formatDate(value: DateInput): string {
  return parseDate(value)?.format(DATE_FORMAT) ?? '';
}
