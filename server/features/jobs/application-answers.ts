/**
 * Checks a candidate's answers against the job's questions: one message per bad answer (keyed
 * `answers.{questionId}`), each answer with a snapshot of its question, and the first knockout.
 */
import {
  APPLICATION_FORM_TEXT as TEXT,
  type AnswerValue,
  FORM_LIMITS,
  isNoneOption,
  type StaffQuestion,
  YES_NO_OPTIONS,
} from '../../../common/application-form';

export interface CheckedAnswer {
  questionText: string;
  kind: string;
  options: string;
  required: number;
  /** The answer as text (several choices joined by "; "), or null when not answered. */
  answer: string | null;
}

export interface CheckedAnswers {
  answers: CheckedAnswer[];
  knockout: { question: string; answer: string } | null;
  fields: Record<string, string>;
}

const blank = (v: AnswerValue | undefined) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A number typed in a form ("1,200", " 3.5 ") or sent as one; null when it is not one. */
function numberOf(v: AnswerValue | undefined): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= FORM_LIMITS.number ? n : null;
}

/** The answer's value as stored and whether it knocks out; a string is the problem. */
function checkOne(q: StaffQuestion, v: AnswerValue | undefined): { text: string; out: boolean } | string {
  const options = q.kind === 'yesNo' ? [...YES_NO_OPTIONS] : q.options;
  switch (q.kind) {
    case 'yesNo':
    case 'single': {
      if (typeof v !== 'string' || !options.includes(v)) return TEXT.chooseOne;
      return { text: v, out: q.knockoutAnswers.includes(v) };
    }
    case 'multiple': {
      const picked = Array.isArray(v) ? [...new Set(v)] : typeof v === 'string' ? [v] : null;
      if (!picked || picked.some((p) => !options.includes(p))) return TEXT.chooseFrom;
      const none = picked.find(isNoneOption);
      if (none !== undefined && picked.length > 1) return TEXT.noneWithOthers(none);
      // In the question's order, whatever order they came in.
      const ordered = options.filter((o) => picked.includes(o));
      return { text: ordered.join('; '), out: ordered.some((p) => q.knockoutAnswers.includes(p)) };
    }
    case 'number': {
      const n = numberOf(v);
      if (n === null) return TEXT.number;
      return { text: String(n), out: (q.min !== null && n < q.min) || (q.max !== null && n > q.max) };
    }
    case 'text': {
      if (typeof v !== 'string') return TEXT.required;
      const text = v.trim();
      if (text.length > FORM_LIMITS.textAnswer) return TEXT.textTooLong;
      return { text, out: false };
    }
  }
}

export function checkAnswers(questions: StaffQuestion[], given: Record<string, AnswerValue>): CheckedAnswers {
  const fields: Record<string, string> = {};
  let knockout: CheckedAnswers['knockout'] = null;
  const answers = questions.map((q): CheckedAnswer => {
    const v = given[String(q.id)];
    const snapshot = {
      questionText: q.text,
      kind: q.kind,
      options: JSON.stringify(q.kind === 'yesNo' ? [...YES_NO_OPTIONS] : q.options),
      required: q.required ? 1 : 0,
    };
    if (blank(v)) {
      if (q.required) fields[`answers.${q.id}`] = TEXT.required;
      return { ...snapshot, answer: null };
    }
    const checked = checkOne(q, v);
    if (typeof checked === 'string') {
      fields[`answers.${q.id}`] = checked;
      return { ...snapshot, answer: null };
    }
    if (checked.out && !knockout) knockout = { question: q.text, answer: checked.text };
    return { ...snapshot, answer: checked.text };
  });
  return { answers, knockout, fields };
}
