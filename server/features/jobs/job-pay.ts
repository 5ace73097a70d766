/**
 * A generated job's pay range (demo data, jobs:generate, benchmarks), consistent with its type and
 * level: contracts pay by the hour, permanent jobs by the year (2,080 hours, rounded to $1,000);
 * junior and entry-level titles sit low in the category's range, senior, lead, staff and principal
 * ones high.
 */
import type { EmploymentType } from '../../../common/jobs';
import { DEFAULT_CURRENCY, type Pay } from '../../../common/pay';

/** Where a title's level sits in its category's hourly range (0 the bottom, 1 the top). */
const LEVEL_POSITION: [RegExp, number][] = [
  [/^(Entry-Level|Junior) /, 0],
  [/^Associate /, 0.15],
  [/^Senior /, 0.5],
  [/^(Lead|Staff) /, 0.6],
  [/^Principal /, 0.7],
];
const DEFAULT_POSITION = 0.25;
/** How much of the category's range one job's spread covers. */
const SPREAD = 0.3;
const HOURS_A_YEAR = 2080;

export function generatedPay(
  title: string,
  type: EmploymentType,
  categoryRate: readonly [number, number],
  rand: () => number,
): Pay {
  const [low, high] = categoryRate;
  const position = LEVEL_POSITION.find(([re]) => re.test(title))?.[1] ?? DEFAULT_POSITION;
  const width = high - low;
  const min = Math.round(low + width * (position + rand() * 0.1));
  const max = Math.max(min + 3, Math.round(min + width * SPREAD * (0.5 + rand() * 0.5)));
  if (type === 'Contract') return { min, max, unit: 'HOUR', currency: DEFAULT_CURRENCY };
  const yearly = (hourly: number) => Math.round((hourly * HOURS_A_YEAR) / 1000) * 1000;
  return { min: yearly(min), max: yearly(max), unit: 'YEAR', currency: DEFAULT_CURRENCY };
}
