/** The status board: per candidate and document, with counts and percentages. */
import {
  BOARD_PAGE_SIZE,
  BOARD_STATES,
  ONBOARDING_MESSAGES as M,
  type BoardCandidate,
  type BoardDocument,
  type BoardState,
  type StatusBoard,
} from '../../../common/onboarding';
import { parseFields } from '../staff/staff.schema';
import { boardCount, boardState, declinedOf } from './board-state';
import { boardQuerySchema } from './onboarding.schema';
import { iso, type OnboardingDeps } from './onboarding.shared';

/**
 * GET /api/staff/document-status?state&q: per candidate and document, with counts and percentages,
 * and each shown person's overdue Form I-9 sections (the form's id only for `viewer.i9`).
 */
export async function statusBoard(deps: OnboardingDeps, query: unknown, viewer: { i9: boolean }): Promise<StatusBoard> {
  const { repo } = deps;
  const { state, q, page } = parseFields(boardQuerySchema, query, M.invalidForm);
  const now = deps.clock();
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const counts = Object.fromEntries(BOARD_STATES.map((s) => [s, 0])) as Record<BoardState, number>;
  // The counts cover every candidate the text matches; the state filter picks who is listed.
  const listed: (Omit<BoardCandidate, 'documents'> & { userId: number })[] = [];
  for (const row of await repo.boardSummaries(now)) {
    const name = `${row.firstName} ${row.lastName}`.trim();
    if (!words.every((w) => `${name} ${row.email}`.toLowerCase().includes(w))) continue;
    for (const s of BOARD_STATES) counts[s] += boardCount(row, s);
    if (state && boardCount(row, state) === 0) continue;
    const completable = Number(row.completable);
    listed.push({
      userId: row.userId,
      name,
      email: row.email,
      percent: completable === 0 ? 100 : Math.floor((Number(row.completableDone) * 100) / completable),
    });
  }
  const start = (page - 1) * BOARD_PAGE_SIZE;
  const shown = listed.slice(start, start + BOARD_PAGE_SIZE);
  const documents = new Map<number, BoardDocument[]>(shown.map((c) => [c.userId, []]));
  const i9 = await deps.i9Overdue(
    shown.map((c) => c.userId),
    viewer.i9,
  );
  for (const row of await repo.boardDocuments(shown.map((c) => c.userId))) {
    const s = boardState(row, now);
    if (state && s !== state) continue;
    documents.get(row.userId)?.push({
      id: row.id,
      formTitle: row.formTitle,
      state: s,
      dueAt: iso(row.dueAt),
      signedAt: iso(row.signedAt),
      rejectedReason: s === 'rejected' ? row.rejectedReason : null,
      declined: declinedOf(row),
    });
  }
  return {
    counts,
    // A candidate whose last document was cancelled between the two reads is left out.
    candidates: shown
      .map((c) => ({ ...c, documents: documents.get(c.userId)!, i9Overdue: i9.get(c.userId) ?? [] }))
      .filter((c) => c.documents.length),
    total: listed.length,
    page,
    pageSize: BOARD_PAGE_SIZE,
  };
}
