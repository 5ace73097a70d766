/**
 * The dialog of SessionWatch: before the end, how long is left and "Stay signed in" (Enter, or
 * Escape); after it, that the session has ended and the way back to this page. What was typed
 * stays in the tab either way (lib/form-draft.ts).
 */
import { msg, plural } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { translatable } from '../../common/i18n';
import { modalManager } from '../components/ConfirmDialog';
import { LogoutForm } from '../components/LogoutForm';
import { BusyButton } from '../components/SubmitButton';
import { history } from '../lib/history';
import { withQuery } from '../lib/query';

const TEXT = translatable({
  warningTitle: msg`Are you still there?`,
  warning: (minutes: number) =>
    plural(minutes, {
      one: 'For your security, you will be signed out after 30 minutes without activity: in about # minute.',
      other: 'For your security, you will be signed out after 30 minutes without activity: in about # minutes.',
    }),
  kept: msg`What you were typing stays in this tab.`,
  stay: msg`Stay signed in`,
  staying: msg`Keeping you signed in…`,
  stayFailed: msg`We could not reach the server. Please try again.`,
  logOut: msg`Log out`,
  endedTitle: msg`Your session has ended`,
  ended: msg`You were signed out after 30 minutes without activity. Log in again to go on; what you were typing is still in this tab.`,
  logIn: msg`Log in again`,
});

/** The time, refreshed every 15 s: the minutes left change on screen but are not announced again. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function SessionTimeoutDialog({
  endsAt,
  onStay,
}: {
  /** null: the session has ended. */
  endsAt: number | null;
  onStay: () => Promise<void>;
}) {
  const titleId = useId();
  const textId = useId();
  const now = useNow();
  const minutes = endsAt === null ? 0 : Math.max(1, Math.ceil((endsAt - now) / 60_000));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ended = endsAt === null;
  // The one thing to do has the focus: Enter keeps the session, or goes to log in once it has ended.
  const action = useRef<HTMLElement | null>(null);
  useEffect(() => action.current?.focus(), [ended]);
  const stay = () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    onStay().then(
      () => setBusy(false),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  const here = history.location.pathname + history.location.search;
  return (
    <Modal
      show
      onHide={ended ? () => undefined : stay}
      backdrop="static"
      centered
      aria-labelledby={titleId}
      aria-describedby={textId}
      manager={modalManager}
      onEntered={() => action.current?.focus()}
      data-testid="session-timeout"
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {ended ? TEXT.endedTitle : TEXT.warningTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={textId}>
        {ended ? (
          <p className="mb-0">{TEXT.ended}</p>
        ) : (
          <>
            <p>{TEXT.warning(minutes)}</p>
            <p className="mb-0">{TEXT.kept}</p>
            {failed ? (
              <p className="text-danger mt-2 mb-0" role="alert">
                {TEXT.stayFailed}
              </p>
            ) : null}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {ended ? (
          // A whole page load: the login page reads the signed-out state afresh.
          <a
            href={withQuery('/login', { r: here })}
            className="btn btn-primary"
            ref={(el: HTMLAnchorElement | null) => {
              action.current = el;
            }}
          >
            {TEXT.logIn}
          </a>
        ) : (
          <>
            <LogoutForm className="btn btn-outline-secondary">{TEXT.logOut}</LogoutForm>
            <BusyButton
              variant="primary"
              busy={busy}
              busyLabel={TEXT.staying}
              onClick={stay}
              ref={(el: HTMLButtonElement | null) => {
                action.current = el;
              }}
            >
              {TEXT.stay}
            </BusyButton>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
