/** The account's passkeys: add one under a name, see when each was added and last used, remove one. */
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PasskeyInfo } from '../../../common/passkeys';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { addPasskey, PasskeyCancelled } from '../../lib/webauthn';
import { listPasskeys, removePasskey } from './api';
import { SECURITY_TEXT } from './messages';

const T = SECURITY_TEXT.passkeys;

export function PasskeysSection() {
  const loaded = useLoad(listPasskeys);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);
  const [error, setError] = useState<{ message: string; error?: unknown } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const [reauth, setReauth] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('add');
    setError(null);
    setNotice(null);
    try {
      const added = await addPasskey(name.trim(), T.cancelled);
      setName('');
      setNotice(T.added(added.name));
      loaded.refresh();
    } catch (err) {
      setError(err instanceof PasskeyCancelled ? { message: err.message } : { message: T.failed, error: err });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy('remove');
    setError(null);
    setNotice(null);
    try {
      await removePasskey(removing.id, reauth);
      setNotice(T.removed);
      loaded.refresh();
    } catch (err) {
      setError({ message: T.failed, error: err });
    } finally {
      setBusy(null);
      setRemoving(null);
      setReauth('');
    }
  };

  let list;
  if (loaded.status === 'loading') list = <Spinner />;
  else if (loaded.status === 'error')
    list = (
      <>
        <FailureAlert message={T.loadFailed} error={loaded.error} />
        <Button variant="outline-primary" onClick={loaded.retry}>
          {SECURITY_TEXT.retry}
        </Button>
      </>
    );
  else if (loaded.data.passkeys.length === 0) list = <p>{T.none}</p>;
  else
    list = (
      <ul className="list-group mb-3" data-testid="passkeys">
        {loaded.data.passkeys.map((p) => (
          <li key={p.id} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="passkey">
            <div className="me-auto">
              <strong>{p.name}</strong>
              <div className="small text-body-secondary">
                {T.created(formatDateTime(p.createdAt))} ·{' '}
                {T.lastUsed(p.lastUsedAt ? formatDateTime(p.lastUsedAt) : T.never)}
              </div>
            </div>
            <Button variant="outline-danger" size="sm" aria-label={T.removeOf(p.name)} onClick={() => setRemoving(p)}>
              {T.remove}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="passkeys-title" className="mb-5">
      <h2 id="passkeys-title" className="h4">
        {T.heading}
      </h2>
      <p>{T.intro}</p>
      {error ? <FailureAlert message={error.message} error={error.error} onClose={() => setError(null)} /> : null}
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {list}
      <form onSubmit={(e) => void add(e)} className="mb-3">
        <FormField
          id="passkey-name"
          label={T.name}
          hint={T.nameHint}
          required
          maxLength={60}
          autoComplete="off"
          value={name}
          onValueChange={setName}
        />
        <SubmitButton busy={busy === 'add'} busyLabel={T.adding} disabled={!name.trim()}>
          {T.add}
        </SubmitButton>
      </form>
      <ConfirmDialog
        show={removing !== null}
        title={removing ? T.removeTitle(removing.name) : ''}
        confirmLabel={T.remove}
        cancelLabel={T.cancel}
        busy={busy === 'remove'}
        busyLabel={T.removing}
        onConfirm={() => void remove()}
        onCancel={() => {
          setRemoving(null);
          setReauth('');
        }}
      >
        <p>{T.removeBody}</p>
        <FormField
          id="passkey-remove-reauth"
          type="password"
          label={T.reauth}
          autoComplete="current-password"
          value={reauth}
          onValueChange={setReauth}
        />
      </ConfirmDialog>
    </section>
  );
}
