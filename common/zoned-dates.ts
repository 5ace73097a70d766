/**
 * Wall-clock times in named zones (interviews), for the server: the SPA shows the labels the server
 * writes, so its chunks carry no time zone plugins. SPEC §9's date-time format, from common/dates.ts.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_FORMAT } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The UTC instant (ms) of a date ('YYYY-MM-DD') and time ('HH:mm') in an IANA zone; null when invalid. */
export function zonedToUtc(date: string, time: string, zone: string): number | null {
  try {
    const d = dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone);
    if (!d.isValid() || d.tz(zone).format('YYYY-MM-DD HH:mm') !== `${date} ${time}`) return null;
    return d.valueOf();
  } catch {
    return null;
  }
}

/** SPEC §9's date-time format in a named zone, with the zone after it. */
export function formatInZone(ms: number, zone: string): string {
  return `${dayjs(ms).tz(zone).format(DATE_TIME_FORMAT)} (${zone})`;
}
