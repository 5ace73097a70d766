/**
 * An upload's state shared by the signed-copy and credential uploads: the progress bar while it
 * runs, an error that closes after 10 s, and after a success the page reloads after 5 s (SPEC §8).
 */
import { useEffect, useState } from 'react';

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
      {busy ? (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={text.uploading}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          <strong className="d-block">{text.couldNotSave}</strong>
          {state.message}
        </div>
      ) : null}
      {state.phase === 'done' ? (
        <div className="alert alert-success mt-2 mb-0" role="status">
          {text.success}
        </div>
      ) : null}
    </>
  );
}
