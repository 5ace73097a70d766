/**
 * Date formats of SPEC §9, moment's 'MMM D, YYYY' and 'MMM D, YYYY h:mma' in local time. Written
 * out here rather than with dayjs so the screens' first-load chunks stay small; strings parse
 * as dayjs does (an ISO date without a zone is local time). An invalid date formats to ''.
 */
export const DATE_FORMAT = 'MMM D, YYYY';
export const DATE_TIME_FORMAT = 'MMM D, YYYY h:mma';

type DateInput = string | number | Date | null | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An ISO date or date-time without a zone (dayjs reads it as local time). */
const LOCAL_ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?)?$/;

function toDate(value: Exclude<DateInput, null | undefined | ''>): Date | null {
  if (typeof value !== 'string') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = LOCAL_ISO.exec(value.trim());
  if (!m) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const [year, month, day, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((p) => (p === undefined ? 0 : Number(p)));
  const d = new Date(year!, month! - 1, day!, hour, minute, second);
  // Impossible parts (month 13, Feb 30, 25:00) would roll over into another date: invalid.
  const same = d.getFullYear() === year && d.getMonth() === month! - 1 && d.getDate() === day && d.getHours() === hour;
  return same && minute < 60 && second < 60 ? d : null;
}

function parts(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  return toDate(value);
}

const dateText = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

export function formatDate(value: DateInput): string {
  const d = parts(value);
  return d ? dateText(d) : '';
}

export function formatDateTime(value: DateInput): string {
  const d = parts(value);
  if (!d) return '';
  const hours = d.getHours();
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${dateText(d)} ${hours % 12 || 12}:${minutes}${hours < 12 ? 'am' : 'pm'}`;
}

export { isBlank, truncate, emailError, isValidEmail, EMAIL_INVALID_MESSAGE } from '../../common/text';
