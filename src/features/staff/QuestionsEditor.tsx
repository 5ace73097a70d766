/**
 * The job form's screening questions: kind, text, required, the options of a choice, and the
 * knockout rule (answers that knock out, or a number's limits). The server checks every field and
 * its messages (keyed `questions.{n}.{field}`) appear beside them.
 */
import {
  FORM_LIMITS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type QuestionInput,
  type QuestionKind,
  type StaffQuestion,
  YES_NO_OPTIONS,
} from '../../../common/application-form';
import { FormField } from '../../components/FormField';
import Button from 'react-bootstrap/Button';
import FormCheck from 'react-bootstrap/FormCheck';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import { answerLabel, QUESTION_TEXT as TEXT } from './questions-messages';
import { SelectField } from './SelectField';

/** A question as the form holds it: options one per line, limits as typed. */
export interface QuestionDraft {
  kind: QuestionKind | '';
  text: string;
  required: boolean;
  options: string;
  knockoutAnswers: string[];
  min: string;
  max: string;
}

export const draftOf = (q: StaffQuestion): QuestionDraft => ({
  kind: q.kind,
  text: q.text,
  required: q.required,
  options: q.options.join('\n'),
  knockoutAnswers: q.knockoutAnswers,
  min: q.min === null ? '' : String(q.min),
  max: q.max === null ? '' : String(q.max),
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const choice = (kind: QuestionDraft['kind']) => kind === 'single' || kind === 'multiple';
const answersOf = (d: QuestionDraft) =>
  d.kind === 'yesNo' ? [...YES_NO_OPTIONS] : choice(d.kind) ? linesOf(d.options) : [];
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v.replace(/,/g, '')));

/** What the API takes (an unparseable limit goes as NaN, which the server names). */
export function inputOf(d: QuestionDraft): QuestionInput {
  const answers = answersOf(d);
  return {
    kind: d.kind as QuestionKind,
    text: d.text,
    required: d.required,
    options: choice(d.kind) ? linesOf(d.options) : [],
    knockoutAnswers: d.knockoutAnswers.filter((a) => answers.includes(a)),
    min: d.kind === 'number' ? numberOrNull(d.min) : null,
    max: d.kind === 'number' ? numberOrNull(d.max) : null,
  };
}

const EMPTY: QuestionDraft = {
  kind: 'yesNo',
  text: '',
  required: true,
  options: '',
  knockoutAnswers: [],
  min: '',
  max: '',
};

function QuestionCard({
  n,
  draft,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  n: number;
  draft: QuestionDraft;
  count: number;
  errors: (field: string) => string | undefined;
  onChange: (d: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `question-${n}`;
  const set =
    <K extends keyof QuestionDraft>(key: K) =>
    (value: QuestionDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const answers = answersOf(draft);
  const knockoutError = errors('knockoutAnswers');
  return (
    <fieldset className="border rounded p-3 mb-3" data-testid="question">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">{TEXT.question(n + 1)}</legend>
      <div className="row">
        <SelectField
          id={`${id}-kind`}
          label={TEXT.kind}
          placeholder={TEXT.chooseKind}
          value={draft.kind}
          options={QUESTION_KINDS.map((k) => ({ value: k, label: QUESTION_KIND_LABELS[k] }))}
          error={errors('kind')}
          onChange={(v) => set('kind')(v as QuestionKind)}
          className="col-12 col-md-4 mb-3"
        />
        <div className="col-12 col-md-8">
          <FormField
            id={`${id}-text`}
            label={TEXT.text}
            value={draft.text}
            onValueChange={set('text')}
            error={errors('text')}
            maxLength={FORM_LIMITS.questionText}
          />
        </div>
      </div>
      <FormCheck
        className="mb-3"
        id={`${id}-required`}
        type="checkbox"
        label={TEXT.required}
        checked={draft.required}
        onChange={(e) => set('required')(e.target.checked)}
      />
      {choice(draft.kind) ? (
        <div className="mb-3">
          <FormLabel htmlFor={`${id}-options`}>{TEXT.options}</FormLabel>
          <FormControl
            as="textarea"
            rows={3}
            id={`${id}-options`}
            value={draft.options}
            onChange={(e) => set('options')(e.target.value)}
            isInvalid={Boolean(errors('options'))}
            aria-describedby={errors('options') ? `${id}-options-error` : undefined}
          />
          {errors('options') ? (
            <FormControl.Feedback type="invalid" id={`${id}-options-error`}>
              {errors('options')}
            </FormControl.Feedback>
          ) : null}
        </div>
      ) : null}
      {answers.length ? (
        <fieldset
          className="mb-3"
          aria-describedby={`${id}-knockout-hint${knockoutError ? ` ${id}-knockout-error` : ''}`}
        >
          <legend className="fs-6 mb-1">{TEXT.knockout}</legend>
          <p id={`${id}-knockout-hint`} className="form-text mt-0 mb-1">
            {TEXT.knockoutHint}
          </p>
          {answers.map((a, i) => (
            <FormCheck
              inline
              key={a}
              id={`${id}-knockout-${i}`}
              type="checkbox"
              label={draft.kind === 'yesNo' ? answerLabel(a) : a}
              checked={draft.knockoutAnswers.includes(a)}
              onChange={(e) =>
                set('knockoutAnswers')(
                  e.target.checked ? [...draft.knockoutAnswers, a] : draft.knockoutAnswers.filter((k) => k !== a),
                )
              }
            />
          ))}
          {knockoutError ? (
            <div className="invalid-feedback d-block" id={`${id}-knockout-error`}>
              {knockoutError}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {draft.kind === 'number' ? (
        <div className="row">
          <div className="col-6">
            <FormField
              id={`${id}-min`}
              label={TEXT.min}
              inputMode="decimal"
              value={draft.min}
              onValueChange={set('min')}
              error={errors('min')}
              hint={TEXT.rangeHint}
            />
          </div>
          <div className="col-6">
            <FormField
              id={`${id}-max`}
              label={TEXT.max}
              inputMode="decimal"
              value={draft.max}
              onValueChange={set('max')}
              error={errors('max')}
            />
          </div>
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" size="sm" disabled={n === 0} onClick={() => onMove(-1)}>
          {TEXT.up}
          <span className="visually-hidden"> ({TEXT.question(n + 1)})</span>
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={n === count - 1} onClick={() => onMove(1)}>
          {TEXT.down}
          <span className="visually-hidden"> ({TEXT.question(n + 1)})</span>
        </Button>
        <Button variant="outline-danger" size="sm" onClick={onRemove}>
          {TEXT.remove}
          <span className="visually-hidden"> ({TEXT.question(n + 1)})</span>
        </Button>
      </div>
    </fieldset>
  );
}

export function QuestionsEditor({
  value,
  onChange,
  errors,
}: {
  value: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** The form's messages, keyed as the server names them. */
  errors: Record<string, string | undefined>;
}) {
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    const [q] = next.splice(i, 1);
    next.splice(i + by, 0, q!);
    onChange(next);
  };
  return (
    <section className="mb-4" aria-labelledby="questions-heading" data-testid="questions-editor">
      <h2 id="questions-heading" className="h5">
        {TEXT.heading}
      </h2>
      <p className="form-text mt-0">{TEXT.hint}</p>
      {errors.questions ? <p className="text-danger">{errors.questions}</p> : null}
      {value.length === 0 ? <p>{TEXT.none}</p> : null}
      {value.map((q, i) => (
        <QuestionCard
          key={i}
          n={i}
          draft={q}
          count={value.length}
          errors={(field) => errors[`questions.${i}.${field}`]}
          onChange={(d) => onChange(value.map((old, j) => (j === i ? d : old)))}
          onMove={(by) => move(i, by)}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        variant="outline-primary"
        disabled={value.length >= FORM_LIMITS.questions}
        onClick={() => onChange([...value, { ...EMPTY }])}
      >
        {TEXT.add}
      </Button>
    </section>
  );
}
