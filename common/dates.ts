/**
 * docs/product.md §9's date format, written by dayjs for both sides: 'MMM D, YYYY' in English, and
 * the same parts in Spanish's order with dayjs's es-US locale ('D MMM YYYY': "2 dic 2026"), in local
 * time. An ISO date or date-time without a zone is local time; an invalid date formats to ''. A
 * time of day is only ever shown with its zone: common/time-zones.ts formatDateTimeInZone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { i18n, type Language } from './i18n';

/**
 * Each language's pattern and dayjs locale. A locale other than English is registered by the side
 * that runs (the server at start, the client with the page's messages); until then, English.
 */
const DATE_FORMATS: Readonly<Record<Language, { pattern: string; locale: string }>> = {
  en: { pattern: 'MMM D, YYYY', locale: 'en' },
  es: { pattern: 'D MMM YYYY', locale: 'es-us' },
};

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
  const date = parseDate(value);
  if (!date) return '';
  const { pattern, locale } = DATE_FORMATS[i18n.locale];
  return dayjs.Ls[locale] ? date.locale(locale).format(pattern) : date.format(DATE_FORMATS.en.pattern);
}
