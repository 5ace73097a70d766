/** What the search form offers: place suggestions, the candidate's first search, a job's distance (docs/product.md §7). */
import { DEFAULT_DISTANCE_MILES, type DistanceResult, type LocationOption } from '../../../common/jobs';
import type { SearchInput } from '../../../common/jobs';
import { AppError, ErrorCode } from '../../errors';
import { latLongText, placeByZip, suggestPlaces } from '../../providers/maps/us-places';
import { JOB_MESSAGES } from './jobs.messages';
import type { JobsDeps } from './jobs.shared';

/** GET /api/jobsearch/locations?term */
export function locations(term: unknown): LocationOption[] {
  if (typeof term !== 'string' || term.length > 100) return [];
  return suggestPlaces(term, 10).map((p) => ({ location: p.label, latLong: latLongText(p) }));
}

/** GET /api/get-initial-search-opts: from the candidate's profile, or an empty search. */
export async function initialSearch(deps: JobsDeps, userId: number): Promise<SearchInput> {
  const profile = await deps.preferences(userId);
  const place = profile?.zipCode ? placeByZip(profile.zipCode) : null;
  return {
    query: '',
    type: profile?.desiredWorkType ?? 'Any',
    categories: [],
    geo: place ? [{ location: place.label, latLong: latLongText(place), distance: DEFAULT_DISTANCE_MILES }] : [],
    aggregationFilters: [],
  };
}

/** docs/product.md §7 distance from the candidate's ZIP; null when the candidate has no ZIP. */
export async function distance(
  deps: JobsDeps,
  userId: number,
  jobOrderIdInput: unknown,
): Promise<DistanceResult | null> {
  const id = Number(jobOrderIdInput);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.VALIDATION, 'job order id must be a number');
  const [profile, job] = await Promise.all([deps.preferences(userId), deps.repo.findJob(id)]);
  if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  if (!profile?.zipCode) return null;
  return deps.maps.distance(profile.zipCode, job.postalCode ? `${job.location} ${job.postalCode}` : job.location);
}
