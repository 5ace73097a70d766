import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { viewingRefusal } from '../lib/viewing-refusal';

/** SPEC §9: error dialogs auto-close at 5 to 10 s. */
const ERROR_DIALOG_CLOSE_MS = 8_000;

/**
 * An error alert: the screen's own sentence, then the server's reason on a second line if any.
 * With `onClose` it is a dialog-like message about an action: it has a close button and closes by
 * itself after ERROR_DIALOG_CLOSE_MS (SPEC §9). Without it, it states why a screen has no content.
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
  const refusal = viewingRefusal(error);
  const message = refusal ?? ownMessage;
  const detail = refusal ? null : ownDetail;
  // The latest callback, so re-renders (typing in the form beside it) do not restart the timer.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const closes = Boolean(onClose);
  useEffect(() => {
    if (!closes) return;
    const timer = window.setTimeout(() => close.current?.(), ERROR_DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closes, message, detail]);

  return (
    <Alert
      variant={refusal ? 'warning' : 'danger'}
      dismissible={closes}
      onClose={onClose}
      closeLabel="Close"
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
