/**
 * The board's filters: a tag, applied on or after a day, words of the name, and for a job with
 * screening questions: knocked out, and answered a question (with an answer). The form edits a draft;
 * Filter applies it (and writes it into the address). A new filter is one more field here and one
 * more key in board-query.ts.
 */
import { useId, useState } from 'react';
import type { BoardQuery, BoardQuestion } from '../../../common/pipeline';
import { YES_NO_OPTIONS } from '../../../common/application-form';
import { answerLabel } from '../staff';
import { FILTER_TEXT as TEXT } from './messages';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';

export function FilterBar({
  value,
  tags,
  questions,
  onApply,
}: {
  value: BoardQuery;
  /** The tags used on this job. */
  tags: readonly string[];
  /** The screening questions this job's applications answered. */
  questions: readonly BoardQuestion[];
  onApply: (query: BoardQuery) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<BoardQuery>(value);
  const set = (key: keyof BoardQuery) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  // A tag in the address that no application carries any more stays choosable, so the form shows it.
  const choices = value.tag && !tags.includes(value.tag) ? [value.tag, ...tags] : tags;
  const asked =
    value.question && !questions.some((q) => q.text === value.question)
      ? [{ text: value.question, options: [] }, ...questions]
      : questions;
  const picked = asked.find((q) => q.text === draft.question);
  // A yes/no question's answers are stored in English: shown in the page's language.
  const yesNo = picked?.options.length === 2 && YES_NO_OPTIONS.every((o) => picked.options.includes(o));
  return (
    <form
      className="row g-2 align-items-end mb-3"
      aria-label={TEXT.legend}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <div className="col-12 col-sm-6 col-lg-3">
        <FormLabel htmlFor={`${id}-tag`}>{TEXT.tag}</FormLabel>
        <FormSelect id={`${id}-tag`} value={draft.tag ?? ''} onChange={set('tag')}>
          <option value="">{TEXT.anyTag}</option>
          {choices.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </FormSelect>
      </div>
      <div className="col-12 col-sm-6 col-lg-3">
        <FormLabel htmlFor={`${id}-after`}>{TEXT.after}</FormLabel>
        <FormControl id={`${id}-after`} type="date" value={draft.after ?? ''} onChange={set('after')} />
      </div>
      <div className="col-12 col-sm-6 col-lg-3">
        <FormLabel htmlFor={`${id}-q`}>{TEXT.name}</FormLabel>
        <FormControl
          id={`${id}-q`}
          type="search"
          maxLength={100}
          placeholder={TEXT.namePlaceholder}
          value={draft.q ?? ''}
          onChange={set('q')}
        />
      </div>
      {asked.length > 0 ? (
        <>
          <div className="col-12 col-sm-6 col-lg-3">
            <FormLabel htmlFor={`${id}-question`}>{TEXT.question}</FormLabel>
            <FormSelect
              id={`${id}-question`}
              value={draft.question ?? ''}
              // Another question's answers are other words: the answer starts again.
              onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value, answer: '' }))}
            >
              <option value="">{TEXT.anyQuestion}</option>
              {asked.map((q) => (
                <option key={q.text} value={q.text}>
                  {q.text}
                </option>
              ))}
            </FormSelect>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <FormLabel htmlFor={`${id}-answer`}>{TEXT.answer}</FormLabel>
            {picked && picked.options.length > 0 ? (
              <FormSelect id={`${id}-answer`} value={draft.answer ?? ''} onChange={set('answer')}>
                <option value="">{TEXT.anyAnswer}</option>
                {picked.options.map((o) => (
                  <option key={o} value={o}>
                    {yesNo ? answerLabel(o) : o}
                  </option>
                ))}
              </FormSelect>
            ) : (
              <FormControl
                id={`${id}-answer`}
                type="search"
                maxLength={300}
                disabled={!picked}
                placeholder={TEXT.answerPlaceholder}
                value={draft.answer ?? ''}
                onChange={set('answer')}
              />
            )}
          </div>
          <div className="col-12 col-sm-6 col-lg-3 d-flex align-items-center">
            <div className="form-check mb-2">
              <input
                id={`${id}-knocked-out`}
                className="form-check-input"
                type="checkbox"
                checked={draft.knockedOut === '1'}
                onChange={(e) => setDraft((d) => ({ ...d, knockedOut: e.target.checked ? '1' : '' }))}
              />
              <label className="form-check-label" htmlFor={`${id}-knocked-out`}>
                {TEXT.knockedOut}
              </label>
            </div>
          </div>
        </>
      ) : null}
      <div className="col-12 col-sm-6 col-lg-3 d-flex gap-2">
        <Button type="submit">{TEXT.apply}</Button>
        <Button
          variant="outline-secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {TEXT.clear}
        </Button>
      </div>
    </form>
  );
}
