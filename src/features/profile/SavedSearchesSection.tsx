/** The profile's saved searches: open, rename, change the email alerts, delete. */
import { type FormEvent, useId, useState } from 'react';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  MAX_SAVED_SEARCH_NAME,
  type SavedSearch,
  savedSearchPath,
} from '../../../common/saved';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { SkeletonLines } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { DashboardSection } from '../../components/DashboardSection';
import { SAVED_SEARCH_TEXT } from './messages';
import {
  changeSavedSearch,
  deleteSavedSearch,
  fetchSavedSearches,
  SAVED_SEARCHES_TEXT as TEXT,
  frequencyLabel,
} from '../saved';
import ListGroup from 'react-bootstrap/ListGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import Button from 'react-bootstrap/Button';
import FormSelect from 'react-bootstrap/FormSelect';
import Spinner from 'react-bootstrap/Spinner';

function SavedSearchItem({
  search,
  onChanged,
  onDeleted,
}: {
  search: SavedSearch;
  onChanged: (s: SavedSearch) => void;
  onDeleted: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null | undefined>(undefined);
  const id = useId();

  const run = (call: Promise<unknown>, then: (value: unknown) => void) => {
    setBusy(true);
    setError(undefined);
    call.then(
      (value) => {
        setBusy(false);
        then(value);
      },
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError ? err.message : null);
      },
    );
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    run(changeSavedSearch(search.id, { name }), (saved) => {
      setRenaming(false);
      onChanged(saved as SavedSearch);
    });
  };

  return (
    <ListGroup.Item as="li" className="px-0" data-testid="saved-search">
      {renaming ? (
        <form className="d-flex flex-wrap gap-2 align-items-end mb-2" onSubmit={rename}>
          <div className="flex-grow-1">
            <FormLabel className="small mb-1" htmlFor={`${id}-name`}>
              {TEXT.name}
            </FormLabel>
            <FormControl
              id={`${id}-name`}
              size="sm"
              required
              maxLength={MAX_SAVED_SEARCH_NAME}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" variant="primary" size="sm" disabled={busy}>
            {TEXT.save}
          </Button>
          <Button
            type="button"
            variant="outline-secondary"
            size="sm"
            onClick={() => {
              setName(search.name);
              setRenaming(false);
            }}
          >
            {TEXT.cancel}
          </Button>
        </form>
      ) : (
        <Link className="fw-semibold" to={savedSearchPath(search.id)}>
          {search.name}
        </Link>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
        <label className="visually-hidden" htmlFor={`${id}-frequency`}>
          {TEXT.frequencyLabel(search.name)}
        </label>
        <FormSelect
          id={`${id}-frequency`}
          size="sm"
          className="w-auto"
          value={search.frequency}
          disabled={busy}
          onChange={(e) =>
            run(changeSavedSearch(search.id, { frequency: e.target.value as AlertFrequency }), (saved) =>
              onChanged(saved as SavedSearch),
            )
          }
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {f === 'off' ? frequencyLabel(f) : SAVED_SEARCH_TEXT[f]}
            </option>
          ))}
        </FormSelect>
        {!renaming ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            aria-label={TEXT.renameLabel(search.name)}
            onClick={() => setRenaming(true)}
          >
            {TEXT.rename}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="text-danger"
          aria-label={TEXT.deleteLabel(search.name)}
          disabled={busy}
          onClick={() => run(deleteSavedSearch(search.id), onDeleted)}
        >
          {TEXT.delete}
        </Button>
        {busy ? (
          <Spinner animation="border" size="sm" as="span" role="status" aria-label={SAVED_SEARCH_TEXT.saving} />
        ) : null}
      </div>
      {error !== undefined ? <FailureAlert message={TEXT.failed} detail={error} /> : null}
    </ListGroup.Item>
  );
}

export function SavedSearchesSection() {
  const state = useLoad(fetchSavedSearches);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div id="saved-searches">
      <DashboardSection
        id="profile-saved-searches"
        heading={TEXT.heading}
        state={state}
        errorMessage={TEXT.couldNotLoad}
        skeleton={<SkeletonLines widths={['45%', '30%', '0%', '55%', '30%']} />}
      >
        {(list) => (
          <>
            <p className="small text-success mb-2" role="status">
              {notice}
            </p>
            {list.length === 0 ? (
              <p className="mb-0">
                {TEXT.empty} <Link to="/search">{TEXT.searchJobs}</Link>
              </p>
            ) : (
              <ListGroup variant="flush" as="ul">
                {list.map((search) => (
                  <SavedSearchItem
                    key={search.id}
                    search={search}
                    onChanged={(saved) => state.update((l) => l.map((s) => (s.id === saved.id ? saved : s)))}
                    onDeleted={() => {
                      setNotice(TEXT.deleted(search.name));
                      state.update((l) => l.filter((s) => s.id !== search.id));
                    }}
                  />
                ))}
              </ListGroup>
            )}
          </>
        )}
      </DashboardSection>
    </div>
  );
}
