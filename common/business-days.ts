/**
 * Business days of a hiring site's calendar, for deadlines the law counts in business days (Form
 * I-9's Section 2: within three business days of the first day of work). Dates are calendar dates
 * ('YYYY-MM-DD', no time of day, no zone), counted in UTC so that no daylight-saving change moves
 * them.
 *
 * US federal holidays follow 5 U.S.C. 6103(a), observed as 6103(b) and Executive Order 11582 say:
 * a holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after (so New
 * Year's Day on a Saturday is observed on December 31 of the year before). Juneteenth counts from
 * 2021, when it became a holiday. Inauguration Day is a holiday only around Washington, D.C., and
 * is not counted.
 */

/** How a hiring site counts business days; recorded with each deadline made from it. */
export interface WorkCalendar {
  /** The site works on Saturdays and Sundays: they count as business days. */
  openWeekends: boolean;
  /** The US federal holidays (as observed) are not business days. */
  federalHolidays: boolean;
}

/** The default: Monday to Friday, without the US federal holidays. */
export const US_FEDERAL_CALENDAR: WorkCalendar = { openWeekends: false, federalHolidays: true };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real YYYY-MM-DD day (not one that rolls over, like February 30). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

function toDays(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

const toDate = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);
/** 0 is Sunday, 6 Saturday. */
const weekday = (days: number): number => new Date(days * DAY_MS).getUTCDay();

/** The `n`th `day` of the week (0 Sunday) of a month (1-12), or the last one when `n` is -1. */
function nthWeekday(year: number, month: number, day: number, n: number): number {
  if (n === -1) {
    const last = Date.UTC(year, month, 0) / DAY_MS;
    return last - ((weekday(last) - day + 7) % 7);
  }
  const first = Date.UTC(year, month - 1, 1) / DAY_MS;
  return first + ((day - weekday(first) + 7) % 7) + (n - 1) * 7;
}

/** A fixed-date holiday moved off the weekend as it is observed. */
function observed(days: number): number {
  const day = weekday(days);
  return day === 6 ? days - 1 : day === 0 ? days + 1 : days;
}

function holidaysOfYear(year: number): number[] {
  const fixed = (month: number, day: number) => observed(Date.UTC(year, month - 1, day) / DAY_MS);
  return [
    fixed(1, 1),
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    ...(year >= 2021 ? [fixed(6, 19)] : []), // Juneteenth National Independence Day
    fixed(7, 4),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    fixed(12, 25),
  ];
}

const byYear = new Map<number, string[]>();

/** The observed US federal holidays that fall in `year`, in order (December 31 may be next year's New Year's Day). */
export function federalHolidays(year: number): string[] {
  let dates = byYear.get(year);
  if (!dates) {
    const inYear = (days: number) => new Date(days * DAY_MS).getUTCFullYear() === year;
    dates = [...holidaysOfYear(year), ...holidaysOfYear(year + 1)]
      .filter(inYear)
      .sort((a, b) => a - b)
      .map(toDate);
    byYear.set(year, dates);
  }
  return [...dates];
}

export function isBusinessDay(date: string, calendar: WorkCalendar = US_FEDERAL_CALENDAR): boolean {
  const days = toDays(date);
  if (!calendar.openWeekends && (weekday(days) === 0 || weekday(days) === 6)) return false;
  if (!calendar.federalHolidays) return true;
  const year = new Date(days * DAY_MS).getUTCFullYear();
  if (!byYear.has(year)) federalHolidays(year);
  return !byYear.get(year)!.includes(date);
}

/** The calendar date `count` days after `date` (before it when negative). */
export const addCalendarDays = (date: string, count: number): string => toDate(toDays(date) + count);

/** The date `count` business days after `date` (the day itself is not counted). */
export function addBusinessDays(date: string, count: number, calendar: WorkCalendar = US_FEDERAL_CALENDAR): string {
  let days = toDays(date);
  for (let left = count; left > 0;) {
    days += 1;
    if (isBusinessDay(toDate(days), calendar)) left -= 1;
  }
  return toDate(days);
}

/**
 * The last day to complete Form I-9's Section 2: three business days after the first day of work
 * (a Monday start is due on Thursday), or the first day itself when the job lasts less than three
 * business days (8 CFR 274a.2(b)(1)(ii)).
 */
export function section2DueDate(
  firstDay: string,
  calendar: WorkCalendar = US_FEDERAL_CALENDAR,
  options: { shorterThanThreeBusinessDays?: boolean } = {},
): string {
  if (!options.shorterThanThreeBusinessDays) return addBusinessDays(firstDay, 3, calendar);
  return toDate(toDays(firstDay));
}
