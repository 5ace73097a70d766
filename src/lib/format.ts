/** Date formats of SPEC §9 (dayjs keeps moment's tokens). An invalid date formats to ''. */
import dayjs from 'dayjs';

export const DATE_FORMAT = 'MMM D, YYYY';
export const DATE_TIME_FORMAT = 'MMM D, YYYY h:mma';

type DateInput = string | number | Date | null | undefined;

const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** dayjs rolls impossible ISO parts over (month 13 → next year); such a date is invalid. */
function impossibleIsoParts(value: string): boolean {
  const m = ISO_PREFIX.exec(value);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth || hour > 23 || minute > 59 || second > 59;
}

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && impossibleIsoParts(value)) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

export function formatDate(value: DateInput): string {
  return format(value, DATE_FORMAT);
}

export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_FORMAT);
}

export { isBlank, truncate, emailError, isValidEmail, EMAIL_INVALID_MESSAGE } from '../../common/text';
