/**
 * The board's filters on the application form: knocked out, and answered a screening question
 * (with a given answer). Answers carry a snapshot of their question, so the filter goes by the
 * question's text as the candidate read it.
 */
import { YES_NO_OPTIONS } from '../../../common/application-form';
import type { BoardQuestion } from '../../../common/pipeline';

interface AnswerRow {
  applicationId: number;
  questionText: string;
  kind: string;
  options: string;
  answer: string | null;
}

const choicesOf = (row: AnswerRow): string[] =>
  row.kind === 'yesNo' ? [...YES_NO_OPTIONS] : (JSON.parse(row.options) as string[]);

/** Each question answered on this job's applications once, in the order the form asked them. */
export function boardQuestions(rows: readonly AnswerRow[]): BoardQuestion[] {
  const byText = new Map<string, BoardQuestion>();
  for (const row of rows) {
    if (!byText.has(row.questionText))
      byText.set(row.questionText, { text: row.questionText, options: choicesOf(row) });
  }
  return [...byText.values()];
}

/**
 * Whether an answer fits the filter: a choice is matched whole (one of several choices, stored
 * joined by "; ", counts); a typed answer (number, text) contains the words, in any case.
 */
function fits(row: AnswerRow, wanted: string | undefined): boolean {
  if (row.answer === null) return false;
  if (wanted === undefined) return true;
  const want = wanted.trim().toLowerCase();
  if (row.kind === 'multiple') return row.answer.split('; ').some((a) => a.toLowerCase() === want);
  if (row.kind === 'yesNo' || row.kind === 'single') return row.answer.toLowerCase() === want;
  return row.answer.toLowerCase().includes(want);
}

/** The applications that answered `question` (with `answer`, when given). */
export function answeredIds(rows: readonly AnswerRow[], question: string, answer: string | undefined): Set<number> {
  const ids = new Set<number>();
  for (const row of rows) if (row.questionText === question && fits(row, answer)) ids.add(row.applicationId);
  return ids;
}
