/**
 * /admin/integrations (admins): webhook endpoints and API keys (ApiKeys.tsx). Add one (its signing secret is shown once),
 * turn it on or off, delete it, and see its recent deliveries with the endpoint's answers, each of
 * which can be sent again.
 */
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import { formatDateTime } from '../../lib/format';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENT_TEXT,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../common/webhooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { CheckboxGroup } from './CheckboxGroup';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { createEndpoint, deleteEndpoint, fetchEndpoints, updateEndpoint } from './api';
import { INTEGRATIONS_TEXT as TEXT, reason } from './messages';
import { ApiKeys } from './ApiKeys';
import { WebhookDeliveries } from './WebhookDeliveries';

function EndpointCard({
  endpoint,
  onChanged,
  onRemoved,
}: {
  endpoint: WebhookEndpoint;
  onChanged: (e: WebhookEndpoint) => void;
  onRemoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'toggle' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const deliveriesId = useId();
  const toggle = () => {
    setBusy('toggle');
    setError(null);
    updateEndpoint(endpoint.id, { enabled: !endpoint.enabled }).then(
      (changed) => {
        setBusy(null);
        onChanged(changed);
      },
      (err: unknown) => {
        setBusy(null);
        setError(err);
      },
    );
  };
  const remove = () => {
    setBusy('remove');
    deleteEndpoint(endpoint.id).then(
      () => {
        setBusy(null);
        setConfirming(false);
        onRemoved();
      },
      (err: unknown) => {
        setBusy(null);
        setConfirming(false);
        setError(err);
      },
    );
  };
  return (
    <Card as="li" className="mb-3 shadow-sm" data-testid="webhook-endpoint">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <div>
            <h3 className="h6 mb-1 text-break">{endpoint.url}</h3>
            {endpoint.description ? <p className="mb-1 text-body-secondary">{endpoint.description}</p> : null}
            <p className="mb-1">
              <Badge bg={endpoint.enabled ? 'success' : 'secondary'}>{endpoint.enabled ? TEXT.on : TEXT.off}</Badge>{' '}
              {endpoint.events.map((e) => (
                <Badge key={e} bg="light" text="dark" className="border me-1">
                  {e}
                </Badge>
              ))}
            </p>
            {endpoint.disabledReason ? <p className="mb-1 text-danger">{endpoint.disabledReason}</p> : null}
            {endpoint.failingSince ? (
              <p className="mb-1 text-danger">{TEXT.failingSince(formatDateTime(endpoint.failingSince))}</p>
            ) : null}
          </div>
          <div className="d-flex flex-wrap align-items-start gap-2">
            <BusyButton variant="outline-primary" size="sm" busy={busy === 'toggle'} onClick={toggle}>
              {endpoint.enabled ? TEXT.turnOff : TEXT.turnOn}
            </BusyButton>
            <BusyButton variant="outline-danger" size="sm" busy={false} onClick={() => setConfirming(true)}>
              {TEXT.remove}
            </BusyButton>
            <BusyButton
              variant="link"
              size="sm"
              busy={false}
              onClick={() => setOpen((o) => !o)}
              describedBy={open ? deliveriesId : undefined}
            >
              {open ? TEXT.hideDeliveries : TEXT.showDeliveries}
            </BusyButton>
          </div>
        </div>
        {error ? <FailureAlert message={reason(error)} onClose={() => setError(null)} /> : null}
        {open ? (
          <div id={deliveriesId}>
            <WebhookDeliveries endpoint={endpoint} />
          </div>
        ) : null}
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={TEXT.removeTitle}
        confirmLabel={TEXT.remove}
        cancelLabel={TEXT.cancel}
        busy={busy === 'remove'}
        busyLabel={TEXT.removing}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-0">{TEXT.removeBody(endpoint.url)}</p>
      </ConfirmDialog>
    </Card>
  );
}

function AddEndpoint({ onCreated }: { onCreated: (e: CreatedWebhookEndpoint) => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
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
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-4" style={{ maxWidth: 640 }}>
      <h2 id={`${id}-title`} className="h5">
        {TEXT.add}
      </h2>
      <div className="mb-3">
        <FormLabel htmlFor={`${id}-url`}>{TEXT.url}</FormLabel>
        <FormControl
          id={`${id}-url`}
          type="url"
          required
          value={url}
          maxLength={2000}
          aria-describedby={`${id}-url-help`}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div id={`${id}-url-help`} className="form-text">
          {TEXT.urlHelp}
        </div>
      </div>
      <div className="mb-3">
        <FormLabel htmlFor={`${id}-description`}>{TEXT.description}</FormLabel>
        <FormControl
          id={`${id}-description`}
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <CheckboxGroup
        id={id}
        legend={TEXT.events}
        options={WEBHOOK_EVENTS}
        labelOf={(o) => WEBHOOK_EVENT_TEXT[o]}
        chosen={events}
        onChange={setEvents}
      />
      <BusyButton type="submit" busy={busy} busyLabel={TEXT.creating}>
        {TEXT.create}
      </BusyButton>
      {error ? <FailureAlert message={reason(error)} onClose={() => setError(null)} /> : null}
    </form>
  );
}

function SecretOnce({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert variant="warning" onClose={onDone} dismissible data-testid="webhook-secret">
      <Alert.Heading as="h2" className="h6">
        {TEXT.secretTitle}
      </Alert.Heading>
      <p className="mb-2">{TEXT.secretHelp}</p>
      <p className="mb-2">
        <code className="user-select-all text-break text-dark">{created.secret}</code>
      </p>
      <BusyButton
        size="sm"
        variant="outline-dark"
        busy={false}
        onClick={() => void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true))}
      >
        {TEXT.copy}
      </BusyButton>{' '}
      <span role="status">{copied ? TEXT.copied : ''}</span>
    </Alert>
  );
}

export function IntegrationsPage() {
  const state = useLoad(fetchEndpoints);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  return (
    <div>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="integrations" />
      {state.status === 'loading' ? (
        <div aria-busy="true" role="status">
          <span className="visually-hidden">{TEXT.loading}</span>
          <SkeletonLines widths={['60%', '90%', '90%']} />
        </div>
      ) : state.status === 'error' ? (
        <FailureAlert
          message={state.error instanceof ApiError && state.error.status === 403 ? TEXT.adminsOnly : TEXT.couldNotLoad}
          error={state.error}
        />
      ) : (
        <>
          {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : null}
          <h2 className="h5">{TEXT.endpoints}</h2>
          {state.data.length === 0 ? <p className="text-body-secondary">{TEXT.none}</p> : null}
          <ul className="list-unstyled" data-testid="webhook-endpoints">
            {state.data.map((e) => (
              <EndpointCard
                key={e.id}
                endpoint={e}
                onChanged={(changed) => state.update((list) => list.map((x) => (x.id === changed.id ? changed : x)))}
                onRemoved={() => state.update((list) => list.filter((x) => x.id !== e.id))}
              />
            ))}
          </ul>
          <AddEndpoint
            onCreated={(endpoint) => {
              setCreated(endpoint);
              const { secret: _secret, ...listed } = endpoint;
              state.update((list) => [...list, listed]);
            }}
          />
        </>
      )}
      <ApiKeys />
    </div>
  );
}
