/**
 * The profile's time zone: the zone every time on the portal and in its mails is shown in (first
 * the browser's, taken at registration). Interview times stay in the job's zone, named in words.
 */
import { type FormEvent, useState } from 'react';
import { type ReaderTimeZone, zoneLabel } from '../../../common/time-zones';
import { DashboardSection } from '../../components/DashboardSection';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { SubmitButton } from '../../components/SubmitButton';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { ApiError, apiFetch } from '../../lib/api';
import { setReaderTimeZone } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { TIME_ZONE_TEXT as TEXT } from './messages';

const fetchTimeZone = (signal?: AbortSignal) => apiFetch<ReaderTimeZone>('/api/me/time-zone', { signal });
const saveTimeZone = (timeZone: string) =>
  apiFetch<ReaderTimeZone>('/api/me/time-zone', { method: 'PUT', json: { timeZone } });

function TimeZoneForm({ current, onSaved }: { current: ReaderTimeZone; onSaved: (saved: ReaderTimeZone) => void }) {
  const [value, setValue] = useState(current.timeZone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(null);
    saveTimeZone(value).then(
      (result) => {
        setBusy(false);
        setReaderTimeZone(result.timeZone);
        setSaved(true);
        onSaved(result);
      },
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError && err.status < 500 ? err.message : TEXT.failed);
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby="time-zone-lead">
      <p id="time-zone-lead" className="small text-body-secondary">
        {current.chosen ? TEXT.lead : TEXT.leadDefault(zoneLabel(current.timeZone))}
      </p>
      <TimeZoneSelect
        id="profile-time-zone"
        label={TEXT.label}
        value={value}
        onChange={(v) => {
          setValue(v);
          setSaved(false);
        }}
        className="mb-3"
      />
      {error ? <FailureAlert message={error} onClose={() => setError(null)} /> : null}
      <p role="status" className="text-success small mb-2">
        {saved ? TEXT.saved(zoneLabel(current.timeZone)) : ''}
      </p>
      <SubmitButton busy={busy} busyLabel={TEXT.saving}>
        {TEXT.save}
      </SubmitButton>
    </form>
  );
}

export function TimeZoneSection() {
  const state = useLoad(fetchTimeZone);
  return (
    <DashboardSection
      id="profile-time-zone-section"
      heading={TEXT.heading}
      state={state}
      errorMessage={TEXT.couldNotLoad}
      skeleton={<SkeletonLines widths={['90%', '30%', '100%', '20%']} />}
    >
      {(current) => <TimeZoneForm current={current} onSaved={(saved) => state.update(() => saved)} />}
    </DashboardSection>
  );
}
