/** A job's applications by status, with their tags and note counts, filtered as the recruiter asks. */
import { type Board, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { parseFields } from '../../lib/parse-fields';
import { answeredIds, boardQuestions } from './board-answers';
import { boardQuerySchema } from './pipeline.schema';
import { jobId, type PipelineServiceDeps } from './pipeline.shared';

/** GET /api/staff/jobs/{id}/board?tag&after&q&knockedOut&question&answer */
export async function board(deps: PipelineServiceDeps, jobIdInput: unknown, query: unknown): Promise<Board> {
  const { repo, staff } = deps;
  const id = jobId(jobIdInput);
  const filter = parseFields(boardQuerySchema, query, M.invalidFilters);
  const { job, applicants } = await staff.applicants(id);
  const ids = applicants.map((a) => a.applicationId);
  const [tagRows, counts, form] = await Promise.all([repo.tags(ids), repo.noteCounts(ids), repo.formAnswers(ids)]);
  const answered = filter.question ? answeredIds(form.answers, filter.question, filter.answer) : null;
  const tagKey = filter.tag?.trim().replace(/\s+/g, ' ').toLowerCase();
  const since = filter.after ? Date.parse(`${filter.after}T00:00:00Z`) : null;
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const cards = applicants
    .map((a) => {
      const mine = tagRows.filter((t) => t.applicationId === a.applicationId);
      return {
        card: {
          applicationId: a.applicationId,
          candidateId: a.candidateId,
          candidateName: a.candidateName,
          appliedAt: a.appliedAt,
          status: a.status,
          accountDeleted: a.accountDeleted,
          resume: a.resume,
          tags: mine.map((t) => t.label),
          noteCount: counts.get(a.applicationId) ?? 0,
          history: a.history,
        },
        keys: mine.map((t) => t.labelKey),
      };
    })
    .filter(({ card, keys }) => {
      if (tagKey && !keys.includes(tagKey)) return false;
      if (since !== null && Date.parse(card.appliedAt) < since) return false;
      if (filter.knockedOut && !form.knockedOut.has(card.applicationId)) return false;
      if (answered && !answered.has(card.applicationId)) return false;
      const name = card.candidateName.toLowerCase();
      return words.every((w) => name.includes(w));
    })
    .map(({ card }) => card);
  // A tag used in several cases is listed as it was first written.
  const labels = new Map<string, string>();
  for (const t of tagRows) if (!labels.has(t.labelKey)) labels.set(t.labelKey, t.label);
  const tags = [...labels.values()].sort((a, b) => a.localeCompare(b));
  return { job, cards, total: applicants.length, tags, questions: boardQuestions(form.answers) };
}
