/**
 * The board's filters: a tag, applied on or after a day, words of the name. The form edits a draft;
 * Filter applies it (and writes it into the address). A new filter is one more field here and one
 * more key in board-query.ts.
 */
import { useId, useState } from 'react';
import type { BoardQuery } from '../../../common/pipeline';
import { FILTER_TEXT as TEXT } from './messages';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';

export function FilterBar({
  value,
  tags,
  onApply,
}: {
  value: BoardQuery;
  /** The tags used on this job. */
  tags: readonly string[];
  onApply: (query: BoardQuery) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<BoardQuery>(value);
  const set = (key: keyof BoardQuery) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  // A tag in the address that no application carries any more stays choosable, so the form shows it.
  const choices = value.tag && !tags.includes(value.tag) ? [value.tag, ...tags] : tags;
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
