/**
 * Which zone a time is shown in. An interview's: the job's. Anything else: the reader's stored
 * zone, then the job's, then the employer's default (DEFAULT_TIME_ZONE). A job's zone is the one
 * staff chose on the job form, else the zone of its coordinates (a maintained coordinates-to-zone
 * table on the server; the SPA never carries it).
 */
import tzLookup from '@photostructure/tz-lookup';
import { isTimeZone } from '../../common/time-zones';

export interface JobPlace {
  timeZone?: string | null;
  latitude: number;
  longitude: number;
}

/** The job's zone: chosen on the job form, else where it is; null when neither gives one. */
export function jobTimeZone(job: JobPlace): string | null {
  if (isTimeZone(job.timeZone)) return job.timeZone;
  try {
    const found = tzLookup(Number(job.latitude), Number(job.longitude));
    return isTimeZone(found) ? found : null;
  } catch {
    return null;
  }
}

/** The first known zone of the ones given, in order of preference; the employer's default last. */
export function pickTimeZone(fallback: string, ...preferred: (string | null | undefined)[]): string {
  return preferred.find((zone): zone is string => isTimeZone(zone)) ?? fallback;
}
