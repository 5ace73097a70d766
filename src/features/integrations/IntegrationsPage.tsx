/**
 * /admin/integrations (admins): webhook endpoints and API keys (ApiKeys.tsx). Add one (AddEndpoint.tsx;
 * its signing secret is shown once), send it a test event and read the result, turn it on or off,
 * delete it, and see its recent deliveries with the endpoint's answers, each of which can be sent again.
 */
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../../lib/format';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '../../../common/webhooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { deleteEndpoint, fetchEndpoints, sendTestEvent, updateEndpoint } from './api';
import { AddEndpoint } from './AddEndpoint';
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
  const [busy, setBusy] = useState<'toggle' | 'remove' | 'test' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [tested, setTested] = useState<WebhookDelivery | null>(null);
  /** Bumped after a test event, so open deliveries show it. */
  const [sent, setSent] = useState(0);
  const deliveriesId = useId();
  const test = () => {
    setBusy('test');
    setError(null);
    setTested(null);
    sendTestEvent(endpoint.id).then(
      (delivery) => {
        setBusy(null);
        setTested(delivery);
        setSent((n) => n + 1);
      },
      (err: unknown) => {
        setBusy(null);
        setError(err);
      },
    );
  };
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
            <BusyButton
              variant="outline-primary"
              size="sm"
              busy={busy === 'test'}
              busyLabel={TEXT.testing}
              onClick={test}
            >
              {TEXT.sendTest}
            </BusyButton>
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
        <p role="status" className={`small mb-0 ${tested?.status === 'delivered' ? 'text-success' : 'text-danger'}`}>
          {tested ? TEXT.testResult(tested) : ''}
        </p>
        {error ? <FailureAlert message={reason(error)} onClose={() => setError(null)} /> : null}
        {open ? (
          <div id={deliveriesId}>
            <WebhookDeliveries endpoint={endpoint} sent={sent} />
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
              // A submission sent twice gets the same answer twice: listed once.
              state.update((list) => [...list.filter((x) => x.id !== listed.id), listed]);
            }}
          />
        </>
      )}
      <ApiKeys />
    </div>
  );
}
