/** Skills and a job title read from the résumé, as checkboxes: only what the candidate ticks is added. */
import { type FormEvent, useId, useState } from 'react';
import type { ResumeSummary, ResumeSuggestions as Suggestions } from '../../../common/resume';
import { FailureAlert } from '../../components/FailureAlert';
import { ApiError } from '../../lib/api';
import { acceptSuggestions } from './api';
import { RESUME_TEXT as TEXT } from './messages';
import FormCheck from 'react-bootstrap/FormCheck';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export function ResumeSuggestions({
  suggestions,
  onAccepted,
}: {
  suggestions: Suggestions;
  onAccepted: (summary: ResumeSummary) => void;
}) {
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [useTitle, setUseTitle] = useState(false);
  const [phase, setPhase] = useState<
    { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; detail: string | null }
  >({ kind: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  const toggle = (skill: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(skill)) next.delete(skill);
      else next.add(skill);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const skills = suggestions.skills.filter((s) => picked.has(s));
    const title = useTitle ? suggestions.title : null;
    setPhase({ kind: 'sending' });
    acceptSuggestions({ skills, title }).then(
      (summary) => {
        setDone([skills.length ? TEXT.added(skills.length) : '', title ? TEXT.titleAdded : ''].join(' ').trim());
        setPicked(new Set());
        setUseTitle(false);
        setPhase({ kind: 'idle' });
        onAccepted(summary);
      },
      (err: unknown) => setPhase({ kind: 'failed', detail: err instanceof ApiError ? err.message : null }),
    );
  };

  const nothing = suggestions.skills.length === 0 && !suggestions.title;
  return (
    <div className="mb-3" data-testid="resume-suggestions">
      {done ? (
        <p className="small text-success" role="status">
          {done}
        </p>
      ) : null}
      {nothing ? (
        <p className="small text-body-secondary">{TEXT.noSuggestions}</p>
      ) : (
        <form onSubmit={submit} aria-labelledby={`${id}-heading`}>
          <h3 className="h6" id={`${id}-heading`}>
            {TEXT.suggestionsHeading}
          </h3>
          <p className="small text-body-secondary">{TEXT.suggestionsLead}</p>
          {suggestions.title ? (
            <FormCheck className="mb-2">
              <FormCheck.Input
                type="checkbox"
                id={`${id}-title`}
                checked={useTitle}
                onChange={() => setUseTitle((v) => !v)}
              />
              <FormCheck.Label htmlFor={`${id}-title`}>{TEXT.titleSuggestion(suggestions.title)}</FormCheck.Label>
            </FormCheck>
          ) : null}
          {suggestions.skills.length ? (
            <fieldset className="mb-2">
              <legend className="small fw-semibold mb-1">{TEXT.skills}</legend>
              <div className="d-flex flex-wrap gap-2">
                {suggestions.skills.map((skill, i) => (
                  <FormCheck inline className="me-0 skill-suggestion" key={skill}>
                    <FormCheck.Input
                      type="checkbox"
                      id={`${id}-skill-${i}`}
                      checked={picked.has(skill)}
                      onChange={() => toggle(skill)}
                    />
                    <FormCheck.Label htmlFor={`${id}-skill-${i}`}>{skill}</FormCheck.Label>
                  </FormCheck>
                ))}
              </div>
            </fieldset>
          ) : null}
          {phase.kind === 'failed' ? <FailureAlert message={TEXT.addFailed} detail={phase.detail} /> : null}
          <Button
            type="submit"
            variant="outline-primary"
            size="sm"
            disabled={phase.kind === 'sending' || (picked.size === 0 && !useTitle)}
          >
            {phase.kind === 'sending' ? (
              <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" />
            ) : null}
            {phase.kind === 'sending' ? TEXT.adding : TEXT.addSelected}
          </Button>
        </form>
      )}
    </div>
  );
}
