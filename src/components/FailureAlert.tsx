import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { hasDrafts } from '../lib/form-draft';
import { history } from '../lib/history';
import { isSignedOut } from '../lib/signed-out';
import { withQuery } from '../lib/query';
import { viewingRefusal } from '../lib/viewing-refusal';
import { Link } from './Link';
import { COMPONENT_TEXT } from './messages';

/** docs/product.md §9: error dialogs auto-close at 5 to 10 s. */
const ERROR_DIALOG_CLOSE_MS = 8_000;

/**
 * The session ended (signed out on another device, or timed out): the way to sign in again comes
 * back to this page, where the form's values wait in the tab (src/lib/form-draft.ts).
 */
function SignedOutAlert({ testId }: { testId?: string }) {
  const here = history.location.pathname + history.location.search;
  return (
    <Alert variant="warning" data-testid={testId} role="alert">
      {COMPONENT_TEXT.signedOut}
      <Link to={withQuery('/login', { r: here })} className="alert-link">
        {COMPONENT_TEXT.signInAgain}
      </Link>
      {hasDrafts() ? COMPONENT_TEXT.signedOutKept : '.'}
    </Alert>
  );
}

/**
 * An error alert: the screen's own sentence, then the server's reason on a second line if any.
 * With `onClose` it is a dialog-like message about an action: it has a close button and closes by
 * itself after ERROR_DIALOG_CLOSE_MS (docs/product.md §9). Without it, it states why a screen has no content.
 */
export function FailureAlert({
  message: ownMessage,
  detail: ownDetail,
  error,
  testId,
  onClose,
}: {
  message: string;
  detail?: string | null;
  /** The failure itself: a refusal while staff view as a candidate is said as such instead. */
  error?: unknown;
  testId?: string;
  onClose?: () => void;
}) {
  const signedOut = isSignedOut(error);
  const refusal = viewingRefusal(error);
  const message = refusal ?? ownMessage;
  const detail = refusal ? null : ownDetail;
  // The latest callback, so re-renders (typing in the form beside it) do not restart the timer.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Signed out, the alert stays: it holds the way back in.
  const closes = Boolean(onClose) && !signedOut;
  useEffect(() => {
    if (!closes) return;
    const timer = window.setTimeout(() => close.current?.(), ERROR_DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closes, message, detail]);

  if (signedOut) return <SignedOutAlert testId={testId} />;
  return (
    <Alert
      variant={refusal ? 'warning' : 'danger'}
      dismissible={closes}
      onClose={onClose}
      closeLabel={COMPONENT_TEXT.close}
      data-testid={testId}
    >
      {message}
      {detail ? (
        <>
          <br />
          {detail}
        </>
      ) : null}
    </Alert>
  );
}
