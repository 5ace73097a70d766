/**
 * docs/product.md §9's date format for both sides: 'MMM D, YYYY' in English, written by dayjs, in
 * local time; in another language the same parts as Intl writes them in it ("2 dic 2026" in
 * es-US), which needs no month names in the bundle. An ISO date or date-time without a zone is
 * local time; an invalid date formats to ''. A time of day is only ever shown with its zone:
 * common/time-zones.ts formatDateTimeInZone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { i18n, LANGUAGE_TAGS } from './i18n';

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

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  if (i18n.locale === 'en') return date.format(DATE_FORMAT);
  const tag = LANGUAGE_TAGS[i18n.locale];
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' });
    formatters.set(tag, formatter);
  }
  return formatter.format(date.toDate());
}
