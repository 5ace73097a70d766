/**
 * Wall-clock times typed in named zones (interviews) turned into instants, for the server: the SPA
 * sends what staff typed, so its chunks carry no time zone plugins. Written back out through
 * common/time-zones.ts.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

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

/** The calendar date (YYYY-MM-DD) of an instant (ms) in an IANA zone. */
export function dateInZone(at: number, zone: string): string {
  return dayjs(at).tz(zone).format('YYYY-MM-DD');
}
