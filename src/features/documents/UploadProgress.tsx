/**
 * An upload's state shared by the signed-copy and credential uploads: the progress bar while it
 * runs, an error that closes after 10 s, and after a success the page reloads after 5 s (SPEC §8).
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Progress } from '../../components/Progress';

/** SPEC §8: error dialogs close after 10 s; after a success the page reloads after 5 s. */
const UPLOAD_ERROR_MS = 10_000;
const UPLOAD_RELOAD_MS = 5000;

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done' };

export function useUploadState(onUploaded?: () => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  useEffect(() => {
    if (state.phase === 'failed') {
      const timer = window.setTimeout(() => setState({ phase: 'idle' }), UPLOAD_ERROR_MS);
      return () => window.clearTimeout(timer);
    }
    if (state.phase === 'done') {
      const timer = window.setTimeout(() => (onUploaded ? onUploaded() : window.location.reload()), UPLOAD_RELOAD_MS);
      return () => window.clearTimeout(timer);
    }
  }, [state, onUploaded]);
  const busy = state.phase === 'uploading' || state.phase === 'done';
  return { state, setState, busy };
}

export function UploadProgress(props: {
  state: UploadState;
  text: { uploading: string; couldNotSave: string; success: string };
}) {
  const { state, text } = props;
  const busy = state.phase === 'uploading' || state.phase === 'done';
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : state.phase === 'done' ? 100 : 0;
  return (
    <>
      {busy ? <Progress className="mt-2" now={percent} text={`${percent}%`} label={text.uploading} /> : null}
      {state.phase === 'failed' ? (
        <Alert variant="danger" className="mt-2 mb-0">
          <strong className="d-block">{text.couldNotSave}</strong>
          {state.message}
        </Alert>
      ) : null}
      {state.phase === 'done' ? (
        <Alert variant="success" className="mt-2 mb-0" role="status">
          {text.success}
        </Alert>
      ) : null}
    </>
  );
}
