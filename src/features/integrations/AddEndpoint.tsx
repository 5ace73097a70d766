/**
 * The form that adds a webhook endpoint: its address (https://; the help says how to test against
 * one's own machine), a description and the events. A refusal names each field's problem under it.
 */
import { useId, useState } from 'react';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENT_TEXT,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../common/webhooks';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { BusyButton } from '../../components/SubmitButton';
import { refusalFields } from '../staff';
import { createEndpoint } from './api';
import { CheckboxGroup } from './CheckboxGroup';
import { INTEGRATIONS_TEXT as TEXT, reason } from './messages';

export function AddEndpoint({ onCreated }: { onCreated: (e: CreatedWebhookEndpoint) => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fields = refusalFields(error);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    createEndpoint({ url, description, events }).then(
      (created) => {
        setBusy(false);
        setUrl('');
        setDescription('');
        onCreated(created);
      },
      (err: unknown) => {
        setBusy(false);
        setError(err);
      },
    );
  };
  // The alert repeats nothing a field already says.
  const summary = error ? reason(error) : '';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-4" style={{ maxWidth: 640 }}>
      <h2 id={`${id}-title`} className="h5">
        {TEXT.add}
      </h2>
      <FormField
        id={`${id}-url`}
        label={TEXT.url}
        type="url"
        required
        value={url}
        maxLength={2000}
        onValueChange={setUrl}
        error={fields.url}
        hint={
          <>
            {TEXT.urlHelp} {TEXT.urlLocal} <code>WEBHOOK_ALLOW_PRIVATE=true</code>.
          </>
        }
      />
      <FormField
        id={`${id}-description`}
        label={TEXT.description}
        value={description}
        maxLength={200}
        onValueChange={setDescription}
        error={fields.description}
      />
      <CheckboxGroup
        id={id}
        legend={TEXT.events}
        options={WEBHOOK_EVENTS}
        labelOf={(o) => WEBHOOK_EVENT_TEXT[o]}
        chosen={events}
        onChange={setEvents}
        error={fields.events}
      />
      <BusyButton type="submit" busy={busy} busyLabel={TEXT.creating}>
        {TEXT.create}
      </BusyButton>
      {summary && !Object.values(fields).includes(summary) ? (
        <FailureAlert message={summary} onClose={() => setError(null)} />
      ) : null}
    </form>
  );
}
