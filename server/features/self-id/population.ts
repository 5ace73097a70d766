/**
 * Which reports may give counts, so that no two reports (nor any sum or difference of reports)
 * single out fewer than 5 applications. An admin may ask for all jobs or one, over any run of whole
 * months, and subtract one answer from another: all jobs minus one job, January to March minus
 * January to February. So the applications are cut into blocks, each empty or of 5 or more, and a
 * report gives counts only when it is a union of whole blocks: then every sum or difference of
 * reports is a union of blocks too. A block is one job's applications in one month (when 5 or more),
 * or the month's other applications taken together; where those others are 1 to 4, the smallest
 * job's block joins them (complementary suppression again, of whole jobs). A month with 1 to 4
 * applications in all is a block of its own that no report may hold.
 */
import { SMALL_CELL_LIMIT, type SelfIdReportStatus } from '../../../common/self-id';

/** Applications of one job in one month of the period (month: its index in the period). */
export interface MonthCount {
  jobOrderId: number;
  month: number;
  n: number;
}

const small = (n: number) => n > 0 && n < SMALL_CELL_LIMIT;

/** The jobs of one month whose applications form blocks of their own. */
function ownBlocks(jobs: Map<number, number>): Set<number> {
  const own = [...jobs].filter(([, n]) => n >= SMALL_CELL_LIMIT).sort(([a, m], [b, n]) => m - n || a - b);
  let others = [...jobs.values()].reduce((s, n) => s + n, 0) - own.reduce((s, [, n]) => s + n, 0);
  while (small(others) && own.length > 0) others += own.shift()![1];
  return new Set(own.map(([id]) => id));
}

/** Whether the report of one job (or all, null) over the period's months may give counts. */
export function reportStatus(counts: MonthCount[], jobOrderId: number | null): SelfIdReportStatus {
  const months = new Map<number, Map<number, number>>();
  for (const c of counts) {
    const jobs = months.get(c.month) ?? new Map<number, number>();
    months.set(c.month, jobs.set(c.jobOrderId, (jobs.get(c.jobOrderId) ?? 0) + c.n));
  }
  const mine = counts.filter((c) => jobOrderId === null || c.jobOrderId === jobOrderId);
  if (mine.reduce((s, c) => s + c.n, 0) < SMALL_CELL_LIMIT) return 'fewer than 5';
  for (const jobs of months.values()) {
    const all = [...jobs.values()].reduce((s, n) => s + n, 0);
    if (jobOrderId === null ? small(all) : jobs.has(jobOrderId) && !ownBlocks(jobs).has(jobOrderId)) return 'withheld';
  }
  return 'shown';
}
