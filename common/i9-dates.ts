/**
 * Form I-9's dates that follow from its contents: when reverification (Supplement B) is due, and
 * how long the form is kept (docs/product.md §4.19).
 */
import type { I9Document, I9DocumentTitle, I9Section1 } from './i9';

/**
 * Documents whose expiry ends the employee's work authorization, so Supplement B (reverification)
 * is due before it: never a U.S. passport or a permanent resident card (M-274, 6.1), nor an
 * identity document of List B.
 */
const REVERIFIED_DOCUMENTS: readonly I9DocumentTitle[] = [
  'foreignPassportI551',
  'employmentAuthorization',
  'foreignPassportI94',
  'fsmRmiPassport',
  'dhsAuthorization',
];

/** How many days before the work authorization ends reverification becomes a task. */
export const REVERIFY_NOTICE_DAYS = 90;

/**
 * When Supplement B (reverification) is due: the earliest end of the employee's work authorization,
 * from Section 1's date and the documents of List A or C that limit it. Never for a citizen, a
 * noncitizen national or a permanent resident (their documents are not reverified, M-274 6.1),
 * nor for an identity document of List B.
 */
export function reverificationDate(
  section1: Pick<I9Section1, 'status' | 'authorizationExpires'> | null,
  documents: readonly (I9Document | null)[],
): string | null {
  if (section1?.status !== 'authorizedAlien') return null;
  const dates = [
    section1.authorizationExpires,
    ...documents.filter((d) => d && REVERIFIED_DOCUMENTS.includes(d.title)).map((d) => d!.expires),
  ].filter(Boolean);
  return dates.sort()[0] ?? null;
}

/**
 * How long an I-9 is kept: three years after the first day of work, or one year after employment
 * ends, whichever is later (8 CFR 274a.2(b)(2)(i)(A)); null while employment goes on and the
 * second date is unknown (the form is kept).
 */
export function retentionDate(startDate: string, endDate: string | null): string | null {
  if (!endDate) return null;
  const a = addYears(startDate, 3);
  const b = addYears(endDate, 1);
  return a > b ? a : b;
}

/** The same day `years` later (YYYY-MM-DD); February 29 becomes February 28 in a year without it. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = Math.min(d, new Date(Date.UTC(y + years, m, 0)).getUTCDate());
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
