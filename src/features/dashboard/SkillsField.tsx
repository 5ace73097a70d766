/** The skills of the profile form: rows of a skill and its months used, added and removed in place. */
import { useEffect, useRef } from 'react';
import { PROFILE_LIMITS } from '../../../common/candidates';
import { FormField } from '../../components/FormField';
import { PROFILE_TEXT as TEXT } from './profile-messages';
import FormText from 'react-bootstrap/FormText';
import Button from 'react-bootstrap/Button';

export interface SkillRow {
  key: number;
  name: string;
  monthsUsed: string;
}

let nextKey = 0;
export const skillRow = (name = '', monthsUsed = ''): SkillRow => ({ key: (nextKey += 1), name, monthsUsed });

export function SkillsField({
  rows,
  errors,
  onChange,
}: {
  rows: SkillRow[];
  /** Server messages keyed like "skills.2.monthsUsed", and "skills" for the list. */
  errors: Record<string, string>;
  onChange: (rows: SkillRow[]) => void;
}) {
  const added = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (added.current === null) return;
    list.current?.querySelector<HTMLInputElement>(`#skill-${added.current}-name`)?.focus();
    added.current = null;
  }, [rows]);

  const change = (key: number, patch: Partial<SkillRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const listError = errors.skills;
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-bold">{TEXT.skills}</legend>
      <FormText as="p" className="mt-0" id="skills-hint">
        {TEXT.skillsHint}
      </FormText>
      {rows.length === 0 ? <p className="text-body-secondary">{TEXT.noSkills}</p> : null}
      <ul className="list-unstyled mb-2" ref={list} data-testid="skill-rows">
        {rows.map((row, i) => {
          return (
            <li key={row.key} className="row g-2 align-items-start mb-2" data-testid="skill-row">
              <FormField
                id={`skill-${row.key}-name`}
                label={TEXT.skillLabel(i + 1)}
                value={row.name}
                onValueChange={(name) => change(row.key, { name })}
                error={errors[`skills.${i}.name`]}
                maxLength={PROFILE_LIMITS.skillLength}
                wrapperClassName="col-12 col-sm-6"
              />
              <FormField
                id={`skill-${row.key}-months`}
                label={TEXT.months}
                value={row.monthsUsed}
                onValueChange={(monthsUsed) => change(row.key, { monthsUsed })}
                error={errors[`skills.${i}.monthsUsed`]}
                type="number"
                inputMode="numeric"
                min={0}
                max={PROFILE_LIMITS.monthsUsed}
                step={1}
                wrapperClassName="col-7 col-sm-4"
              />
              <div className="col-5 col-sm-2 skill-remove">
                <Button
                  type="button"
                  variant="outline-secondary"
                  className="w-100"
                  aria-label={TEXT.removeSkill(row.name.trim())}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  {TEXT.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {listError ? (
        <div className="text-danger small mb-2" role="alert">
          {listError}
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline-primary"
        size="sm"
        disabled={rows.length >= PROFILE_LIMITS.skills}
        onClick={() => {
          const row = skillRow();
          added.current = row.key;
          onChange([...rows, row]);
        }}
      >
        {TEXT.addSkill}
      </Button>
    </fieldset>
  );
}
