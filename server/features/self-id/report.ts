/**
 * The admins' aggregate report (GET /api/admin/self-identification/report): for one job or all,
 * over a month or a from/to range of application dates, how many answered or skipped and each
 * question's counts per option. Only counts leave the server, with small cells suppressed.
 */
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
import type { SelfIdRepository } from './self-id.repository';
import { cellOf, suppressCells } from './suppression';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 3660;
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

/** The period asked for: a month, a range, or by default the current month (UTC days, both ends included). */
function period(q: z.output<typeof querySchema>, now: number): { from: string; to: string } {
  if (q.month && (q.from || q.to)) throw invalid('month', 'Give a month or a from/to range, not both.');
  if (q.from || q.to) {
    if (!q.from || !q.to) throw invalid(q.from ? 'to' : 'from', 'Give both ends of the range.');
    return { from: q.from, to: q.to };
  }
  const first = new Date(q.month ? `${q.month}-01T00:00:00Z` : now);
  const [y, m] = [first.getUTCFullYear(), first.getUTCMonth()];
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(Date.UTC(y, m, 1)), to: day(Date.UTC(y, m + 1, 0)) };
}

export function createSelfIdReport(deps: { repo: SelfIdRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return async function report(query: unknown): Promise<SelfIdReport> {
    const q = parseFields(querySchema, query, M.invalidReport);
    const { from, to } = period(q, clock());
    const start = dayStart(from);
    const end = dayStart(to);
    if (start === null) throw invalid('from', 'No such day.');
    if (end === null) throw invalid('to', 'No such day.');
    if (end < start) throw invalid('to', 'The range ends before it starts.');
    if ((end - start) / 86_400_000 > MAX_DAYS) throw invalid('to', 'The range can be at most ten years.');
    const jobOrderId = q.job ?? null;
    const scope = { from: start, to: end + 86_400_000, jobOrderId };
    const [groups, jobs, jobTitle] = await Promise.all([
      repo.reportGroups(scope),
      repo.jobsInPeriod(scope, JOB_CHOICES),
      jobOrderId === null ? null : repo.jobTitle(jobOrderId),
    ]);
    if (jobOrderId !== null && jobTitle === null) throw new AppError(ErrorCode.NOT_FOUND, 'Job not found.');
    const total = (status?: string) =>
      groups.filter((g) => !status || g.status === status).reduce((s, g) => s + g.n, 0);
    const answered = groups.filter((g) => g.status === 'answered');
    return {
      from,
      to,
      jobOrderId,
      jobTitle,
      applications: cellOf(total()),
      answered: cellOf(total('answered')),
      skipped: cellOf(total('skipped')),
      questions: SELF_ID_QUESTIONS.map((question) => {
        const options = [...SELF_ID_OPTIONS[question], NOT_ANSWERED];
        const counts = options.map((o) =>
          answered.filter((g) => (g[question] ?? NOT_ANSWERED) === o).reduce((s, g) => s + g.n, 0),
        );
        const cells = suppressCells(counts);
        return {
          question,
          label: SELF_ID_LABELS[question],
          cells: options.map((option, i) => ({ option, cell: cells[i]! })),
        };
      }),
      jobs: jobs.map((j) => ({ jobOrderId: j.jobOrderId, title: j.title })),
    };
  };
}
