/**
 * An upload's state shared by the signed-copy and credential uploads: the progress bar while it
 * runs, and an error that closes after 10 s. A success goes to the screen (`onSaved`), which shows
 * the document's new state at once and reloads after 5 s (docs/product.md §8).
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { DocumentSummary } from '../../../common/documents';
import { Progress } from '../../components/Progress';

/** docs/product.md §8: error dialogs close after 10 s. */
const UPLOAD_ERROR_MS = 10_000;

export type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'failed'; message: string };

/** The document as the server answered after a successful upload (null when the answer had none). */
export type OnSaved = (document: DocumentSummary | null) => void;

export function useUploadState() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  useEffect(() => {
    if (state.phase !== 'failed') return;
    const timer = window.setTimeout(() => setState({ phase: 'idle' }), UPLOAD_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const busy = state.phase === 'uploading';
  return { state, setState, busy };
}

export function UploadProgress(props: { state: UploadState; text: { uploading: string; couldNotSave: string } }) {
  const { state, text } = props;
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <>
      {state.phase === 'uploading' ? (
        <Progress className="mt-2" now={percent} text={`${percent}%`} label={text.uploading} />
      ) : null}
      {state.phase === 'failed' ? (
        <Alert variant="danger" className="mt-2 mb-0">
          <strong className="d-block">{text.couldNotSave}</strong>
          {state.message}
        </Alert>
      ) : null}
    </>
  );
}
