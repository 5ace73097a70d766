/**
 * The admins' aggregate report (GET /api/admin/self-identification/report): for one job or all,
 * over whole months of application dates, each question's counts per option. Only counts leave the
 * server: none for fewer than 5 applications, none where comparing reports would single some out
 * (population.ts), and small counts hidden (suppression.ts).
 */
import { i18n } from '../../../common/i18n';
import { z } from 'zod';
import {
  NOT_ANSWERED,
  SELF_ID_LABELS,
  SELF_ID_MESSAGES as M,
  SELF_ID_OPTIONS,
  SELF_ID_QUESTIONS,
  type SelfIdReport,
} from '../../../common/self-id';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../lib/clock';
import { parseFields } from '../../lib/parse-fields';
import { reportStatus } from './population';
import type { SelfIdRepository } from './self-id.repository';
import { suppressCells } from './suppression';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_MONTHS = 120;
const JOB_CHOICES = 500;

const querySchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
      .optional(),
    from: z.string().regex(DAY, 'from must be YYYY-MM-DD').optional(),
    to: z.string().regex(DAY, 'to must be YYYY-MM-DD').optional(),
    job: z
      .string()
      .regex(/^\d{1,9}$/, 'job must be a job number')
      .transform(Number)
      .optional(),
  })
  .strip();

/** UTC midnight of a YYYY-MM-DD day, or null when there is no such day. */
function dayStart(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, M.invalidReport, { fields: { [field]: message } });

/**
 * The months asked for, as their bounds (UTC midnights, the last one excluded): a month, the whole
 * months a from/to range touches (so ranges a day apart give the same months), or by default the
 * current month.
 */
function monthBounds(q: z.output<typeof querySchema>, now: number): number[] {
  if (q.month && (q.from || q.to)) throw invalid('month', i18n._('Give a month or a from/to range, not both.'));
  let [first, last] = [new Date(now), new Date(now)];
  if (q.month) first = last = new Date(`${q.month}-01T00:00:00Z`);
  else if (q.from || q.to) {
    if (!q.from || !q.to) throw invalid(q.from ? 'to' : 'from', i18n._('Give both ends of the range.'));
    const [start, end] = [dayStart(q.from), dayStart(q.to)];
    if (start === null) throw invalid('from', i18n._('No such day.'));
    if (end === null) throw invalid('to', i18n._('No such day.'));
    if (end < start) throw invalid('to', i18n._('The range ends before it starts.'));
    [first, last] = [new Date(start), new Date(end)];
  }
  const [y, m] = [first.getUTCFullYear(), first.getUTCMonth()];
  const months = (last.getUTCFullYear() - y) * 12 + last.getUTCMonth() - m + 1;
  if (months > MAX_MONTHS) throw invalid('to', i18n._('The range can be at most ten years.'));
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  return Array.from({ length: months + 1 }, (_, i) => new Date(0).setUTCFullYear(y, m + i, 1));
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createSelfIdReport(deps: { repo: SelfIdRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return async function report(query: unknown): Promise<SelfIdReport> {
    const q = parseFields(querySchema, query, M.invalidReport);
    const bounds = monthBounds(q, clock());
    const jobOrderId = q.job ?? null;
    const scope = { from: bounds[0]!, to: bounds[bounds.length - 1]!, jobOrderId };
    const [counts, jobs, jobTitle] = await Promise.all([
      repo.monthCounts(bounds),
      repo.jobsInPeriod(scope, JOB_CHOICES),
      jobOrderId === null ? null : repo.jobTitle(jobOrderId),
    ]);
    if (jobOrderId !== null && jobTitle === null) throw new AppError(ErrorCode.NOT_FOUND, i18n._('Job not found.'));
    const head = {
      from: day(scope.from),
      to: day(scope.to - 86_400_000),
      jobOrderId,
      jobTitle,
      jobs: jobs.map((j) => ({ jobOrderId: j.jobOrderId, title: j.title })),
    };
    const status = reportStatus(counts, jobOrderId);
    if (status !== 'shown') return { ...head, status };

    const groups = await repo.reportGroups(scope);
    // An answer counts only from an answered form; skipped and not yet answered are "Not answered".
    const answerOf = (g: (typeof groups)[number], question: (typeof SELF_ID_QUESTIONS)[number]) =>
      (g.status === 'answered' ? g[question] : null) ?? NOT_ANSWERED;
    return {
      ...head,
      status,
      applications: groups.reduce((s, g) => s + g.n, 0),
      questions: SELF_ID_QUESTIONS.map((question) => {
        const options = [...SELF_ID_OPTIONS[question], NOT_ANSWERED];
        const counts = options.map((o) =>
          groups.filter((g) => answerOf(g, question) === o).reduce((s, g) => s + g.n, 0),
        );
        const cells = suppressCells(counts);
        return {
          question,
          label: SELF_ID_LABELS[question],
          cells: options.map((option, i) => ({ option, cell: cells[i]! })),
        };
      }),
    };
  };
}
