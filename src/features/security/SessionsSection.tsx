/** The account's sessions: each device with its last activity, and signing any other one out. */
import { SIGN_IN_METHODS } from '../../../common/mfa';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { endOtherSessions, endSession, listSessions } from './api';
import { SECURITY_TEXT } from './messages';

const T = SECURITY_TEXT.sessions;

export function SessionsSection() {
  const loaded = useLoad(listSessions);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const act = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
      loaded.refresh();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (loaded.status === 'loading') body = <Spinner />;
  else if (loaded.status === 'error')
    body = (
      <>
        <FailureAlert message={T.loadFailed} error={loaded.error} />
        <Button variant="outline-primary" onClick={loaded.retry}>
          {SECURITY_TEXT.retry}
        </Button>
      </>
    );
  else {
    const { sessions } = loaded.data;
    const others = sessions.filter((s) => !s.current);
    body = (
      <>
        <ul className="list-group mb-3" data-testid="sessions">
          {sessions.map((s) => (
            <li key={s.id} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="session">
              <div className="me-auto">
                <strong>{s.device}</strong>{' '}
                {s.current ? (
                  <Badge bg="success" className="ms-1">
                    {T.thisDevice}
                  </Badge>
                ) : null}
                <div className="small text-body-secondary">
                  {T.lastSeen(formatDateTime(s.lastSeenAt))}
                  {s.signedInAt ? ` · ${T.signedIn(formatDateTime(s.signedInAt))}` : ''}
                  {s.method ? ` ${T.method(SIGN_IN_METHODS[s.method].toLowerCase())}` : ''}
                  {s.ip ? ` · ${T.from(s.place ? `${s.place} (${s.ip})` : s.ip)}` : ''}
                </div>
              </div>
              {s.current ? null : (
                <BusyButton
                  size="sm"
                  variant="outline-danger"
                  busy={busy === s.id}
                  busyLabel={T.signingOut}
                  ariaLabel={T.signOutOf(s.device)}
                  onClick={() => void act(s.id, () => endSession(s.id).then(() => T.ended))}
                >
                  {T.signOut}
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <BusyButton
            variant="outline-danger"
            busy={busy === 'others'}
            busyLabel={T.signingOut}
            onClick={() => void act('others', () => endOtherSessions().then((r) => T.endedOthers(r.ended)))}
          >
            {T.signOutOthers}
          </BusyButton>
        ) : (
          <p className="mb-0">{T.onlyThis}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="h4">
        {T.heading}
      </h2>
      {error ? <FailureAlert message={T.failed} error={error} onClose={() => setError(null)} /> : null}
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}
