/** "Save this search" on /search: names the current search and picks its email alerts. */
import { type FormEvent, useId, useRef, useState } from 'react';
import type { SearchInput } from '../../../common/jobs';
import { ALERT_FREQUENCIES, type AlertFrequency, MAX_SAVED_SEARCH_NAME } from '../../../common/saved';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { ApiError } from '../../lib/api';
import { createSavedSearch } from './api';
import { frequencyLabel } from './messages';
import { SAVE_SEARCH_TEXT as TEXT } from './save-search-messages';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormSelect from 'react-bootstrap/FormSelect';
import Spinner from 'react-bootstrap/Spinner';

type Phase = { kind: 'closed' } | { kind: 'open' } | { kind: 'saving' } | { kind: 'saved'; name: string };

export function SaveSearchControl({ search }: { search: () => SearchInput }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'closed' });
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const open = () => {
    setName(TEXT.defaultName(search().query ?? ''));
    setError(null);
    setPhase({ kind: 'open' });
    setTimeout(() => nameInput.current?.select(), 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPhase({ kind: 'saving' });
    setError(null);
    createSavedSearch({ name, search: search(), frequency }).then(
      (saved) => setPhase({ kind: 'saved', name: saved.name }),
      (err: unknown) => {
        setError(err instanceof ApiError ? err.message : null);
        setPhase({ kind: 'open' });
      },
    );
  };

  if (phase.kind === 'closed' || phase.kind === 'saved') {
    return (
      <div className="d-flex flex-wrap align-items-center justify-content-end gap-2">
        <span role="status" className="small">
          {phase.kind === 'saved' ? (
            <>
              {TEXT.saved(phase.name)} <Link to="/profile#saved-searches">{TEXT.manage}</Link>
            </>
          ) : null}
        </span>
        <Button type="button" variant="outline-secondary" onClick={open} data-testid="save-search-open">
          {TEXT.open}
        </Button>
      </div>
    );
  }

  return (
    <Card as="form" className="card-body bg-body-tertiary w-100" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <h2 className="h6" id={`${id}-legend`}>
        {TEXT.legend}
      </h2>
      {error !== null ? <FailureAlert message={TEXT.failed} detail={error} /> : null}
      <div className="row g-2 align-items-end">
        <div className="col-12 col-sm-6">
          <FormLabel htmlFor={`${id}-name`}>{TEXT.name}</FormLabel>
          <FormControl
            ref={nameInput}
            id={`${id}-name`}

            required
            maxLength={MAX_SAVED_SEARCH_NAME}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="col-12 col-sm-3">
          <FormLabel htmlFor={`${id}-frequency`}>{TEXT.frequency}</FormLabel>
          <FormSelect
            id={`${id}-frequency`}

            value={frequency}
            onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {frequencyLabel(f)}
              </option>
            ))}
          </FormSelect>
        </div>
        <div className="col-12 col-sm-3 d-flex gap-2">
          <Button type="submit" variant="primary" disabled={phase.kind === 'saving'}>
            {phase.kind === 'saving' ? (
              <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" />
            ) : null}
            {phase.kind === 'saving' ? TEXT.saving : TEXT.save}
          </Button>
          <Button type="button" variant="outline-secondary" onClick={() => setPhase({ kind: 'closed' })}>
            {TEXT.cancel}
          </Button>
        </div>
      </div>
    </Card>
  );
}
