/**
 * The API keys of /admin/integrations (admins): make one with a name, scopes and an optional last
 * day (the key is shown once, with a copy button), see each key's use, revoke one (confirmed).
 */
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import {
  API_SCOPE_TEXT,
  API_SCOPES,
  API_V1,
  type ApiKey,
  type ApiScope,
  type CreatedApiKey,
} from '../../../common/api-keys';
import { formatDate, formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { SkeletonLines } from '../../components/Skeleton';
import { BusyButton } from '../../components/SubmitButton';
import { refusalFields } from '../staff';
import { CheckboxGroup } from './CheckboxGroup';
import { useLoad } from '../../lib/use-load';
import { createApiKey, fetchApiKeys, revokeApiKey } from './api';
import { useStepUp } from '../../components/StepUpDialog';
import { API_KEYS_TEXT as TEXT, reason } from './messages';

/** A key's state; `why` says why a key stopped with its creator (it works only while they are an active admin). */
function statusOf(key: ApiKey): { text: string; bg: string; why?: string } {
  if (key.revokedAt) return { text: TEXT.revoked, bg: 'secondary' };
  if (key.expiresAt && Date.parse(key.expiresAt) < Date.now()) return { text: TEXT.expired, bg: 'secondary' };
  const { standing } = key.creator;
  if (standing !== 'admin') return { text: TEXT.stopped, bg: 'danger', why: TEXT.creatorGone[standing] };
  return { text: TEXT.active, bg: 'success' };
}

function CreateKey({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['jobs:read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const stepUp = useStepUp();
  const fields = refusalFields(error);
  const create = () => {
    setBusy(true);
    setError(null);
    createApiKey({ name, scopes, expiresOn: expiresOn || null }).then(
      (created) => {
        setBusy(false);
        setName('');
        setExpiresOn('');
        onCreated(created);
      },
      (err: unknown) => {
        setBusy(false);
        setError(err);
      },
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    stepUp.run(create, 'apiKey');
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-3">
      {stepUp.dialog}
      <h3 id={`${id}-title`} className="h6">
        {TEXT.add}
      </h3>
      <FormField
        id={`${id}-name`}
        label={TEXT.name}
        required
        value={name}
        maxLength={100}
        onValueChange={setName}
        error={fields.name}
        hint={TEXT.nameHelp}
      />
      <CheckboxGroup
        id={id}
        legend={TEXT.scopes}
        options={API_SCOPES}
        labelOf={(o) => API_SCOPE_TEXT[o]}
        chosen={scopes}
        onChange={setScopes}
        error={fields.scopes}
      />
      <FormField
        id={`${id}-expires`}
        label={TEXT.expires}
        type="date"
        value={expiresOn}
        onValueChange={setExpiresOn}
        error={fields.expiresOn}
      />
      <BusyButton type="submit" busy={busy} busyLabel={TEXT.creating}>
        {TEXT.create}
      </BusyButton>
      {/* The alert repeats nothing a field already says. */}
      {error && !Object.values(fields).includes(reason(error)) ? (
        <FailureAlert message={reason(error)} onClose={() => setError(null)} />
      ) : null}
    </form>
  );
}

function KeyOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert variant="warning" onClose={onDone} dismissible data-testid="api-key-once">
      <Alert.Heading as="h3" className="h6">
        {TEXT.keyTitle}: {created.name}
      </Alert.Heading>
      <p className="mb-2">{TEXT.keyHelp}</p>
      <p className="mb-2">
        <code className="user-select-all text-break text-dark" data-testid="api-key-value">
          {created.key}
        </code>
      </p>
      <BusyButton
        size="sm"
        variant="outline-dark"
        busy={false}
        onClick={() => void navigator.clipboard?.writeText(created.key).then(() => setCopied(true))}
      >
        {TEXT.copy}
      </BusyButton>{' '}
      <span role="status">{copied ? TEXT.copied : ''}</span>
    </Alert>
  );
}

export function ApiKeys() {
  const id = useId();
  const state = useLoad(fetchApiKeys);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const revoke = () => {
    if (!revoking || state.status !== 'ready') return;
    setBusy(true);
    revokeApiKey(revoking.id).then(
      (changed) => {
        setBusy(false);
        setRevoking(null);
        state.update((list) => list.map((k) => (k.id === changed.id ? changed : k)));
      },
      (err: unknown) => {
        setBusy(false);
        setRevoking(null);
        setError(err);
      },
    );
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5" data-testid="api-keys">
      <h2 id={`${id}-title`} className="h5">
        {TEXT.title}
      </h2>
      <p className="text-body-secondary">
        {TEXT.lead} <a href={`${API_V1}/docs`}>{TEXT.docs}</a>
      </p>
      {state.status === 'loading' ? (
        <div aria-busy="true" role="status">
          <span className="visually-hidden">{TEXT.loading}</span>
          <SkeletonLines widths={['60%', '90%']} />
        </div>
      ) : state.status === 'error' ? (
        <FailureAlert message={TEXT.couldNotLoad} error={state.error} />
      ) : (
        <>
          {created ? <KeyOnce created={created} onDone={() => setCreated(null)} /> : null}
          {error ? <FailureAlert message={reason(error)} onClose={() => setError(null)} /> : null}
          {state.data.length === 0 ? (
            <p className="text-body-secondary">{TEXT.none}</p>
          ) : (
            <Table responsive size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{TEXT.name}</th>
                  <th scope="col">{TEXT.scopes}</th>
                  <th scope="col">{TEXT.prefix}</th>
                  <th scope="col">{TEXT.createdBy}</th>
                  <th scope="col">{TEXT.created}</th>
                  <th scope="col">{TEXT.lastUsed}</th>
                  <th scope="col">{TEXT.expiry}</th>
                  <th scope="col">{TEXT.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{TEXT.revoke}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((k) => {
                  const status = statusOf(k);
                  return (
                    <tr key={k.id} data-testid="api-key-row">
                      <th scope="row">{k.name}</th>
                      <td>{k.scopes.join(', ')}</td>
                      <td>
                        <code>{k.prefix}…</code>
                      </td>
                      <td>{k.creator.name ?? TEXT.deletedAccount}</td>
                      <td>{formatDate(k.createdAt)}</td>
                      <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : TEXT.never}</td>
                      <td>{k.expiresAt ? formatDate(k.expiresAt) : TEXT.never}</td>
                      <td>
                        <Badge bg={status.bg}>{status.text}</Badge>
                        {status.why ? <div className="small text-body-secondary">{status.why}</div> : null}
                      </td>
                      <td>
                        {k.revokedAt ? null : (
                          <BusyButton
                            variant="outline-danger"
                            size="sm"
                            busy={false}
                            ariaLabel={TEXT.revokeLabel(k.name)}
                            onClick={() => setRevoking(k)}
                          >
                            {TEXT.revoke}
                          </BusyButton>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          <CreateKey
            onCreated={(key) => {
              setCreated(key);
              const { key: _key, ...listed } = key;
              // A submission sent twice gets the same answer twice: listed once.
              state.update((list) => [...list.filter((k) => k.id !== listed.id), listed]);
            }}
          />
          <ConfirmDialog
            show={revoking !== null}
            title={TEXT.revokeTitle}
            confirmLabel={TEXT.revoke}
            cancelLabel={TEXT.cancel}
            busy={busy}
            busyLabel={TEXT.revoking}
            onConfirm={revoke}
            onCancel={() => setRevoking(null)}
          >
            <p className="mb-0">{TEXT.revokeBody(revoking?.name ?? '')}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
