/**
 * The client's formatting: docs/product.md §9 dates (dayjs, shared with the server), times in the reader's
 * zone followed by that zone in words, and text rules.
 */
import { formatDateTimeInZone } from '../../common/time-zones';
import type { DateInput } from '../../common/dates';
import { pageState } from './page-state';

export { formatDate } from '../../common/dates';
export { truncate } from '../../common/text';

/** The zone the reader reads times in: theirs (stored), else the employer's default; /profile changes it. */
let readerZone = pageState.timeZone;

export function setReaderTimeZone(timeZone: string): void {
  readerZone = timeZone;
}

/** docs/product.md §9's date-time in the reader's zone, then the zone in words: 'Nov 29, 2026 9:31am Central Time'. */
export function formatDateTime(value: DateInput): string {
  return formatDateTimeInZone(value, readerZone);
}
