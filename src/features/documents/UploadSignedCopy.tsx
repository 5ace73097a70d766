import { useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, type DocumentSummary } from '../../../common/documents';
import { uploadSignedCopy, UploadError } from './api';
import { UPLOAD_TEXT } from './messages';

/** SPEC §8: error dialogs close after 10 s; after a success the page reloads after 5 s. */
export const UPLOAD_ERROR_MS = 10_000;
export const UPLOAD_RELOAD_MS = 5000;

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done' };

function failureText(error: unknown): string {
  if (error instanceof UploadError) {
    if (error.status === 415) return UPLOAD_TEXT.notPdf;
    if (error.status === 413) return UPLOAD_TEXT.tooLarge;
    // The server's own words for what is wrong with this file (pages missing, unreadable upload).
    if (error.status === 400 && error.message) return error.message;
  }
  return UPLOAD_TEXT.failed;
}

/** The signed-copy upload of one document, with a progress bar (SPEC §2, §5, §8). */
export function UploadSignedCopy({ doc, onUploaded }: { doc: DocumentSummary; onUploaded?: () => void }) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = `upload-${doc.id}`;

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ phase: 'failed', message: UPLOAD_TEXT.tooLarge });
      return;
    }
    setState({ phase: 'uploading', progress: 0 });
    uploadSignedCopy(doc.docHandle, file, (progress) => setState({ phase: 'uploading', progress })).then(
      () => setState({ phase: 'done' }),
      (error: unknown) => {
        setState({ phase: 'failed', message: failureText(error) });
        setFile(null);
        if (input.current) input.current.value = '';
      },
    );
  };

  const busy = state.phase === 'uploading' || state.phase === 'done';
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : state.phase === 'done' ? 100 : 0;
  return (
    <form className="mt-3 upload-signed-copy" onSubmit={submit} noValidate>
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {UPLOAD_TEXT.label}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          className={`form-control form-control-sm upload-input${missing ? ' is-invalid' : ''}`}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
        <button type="submit" className="btn btn-outline-secondary btn-sm" disabled={busy}>
          {state.phase === 'uploading' ? UPLOAD_TEXT.uploading : UPLOAD_TEXT.button}
        </button>
      </div>
      <div id={`${id}-hint`} className="form-text">
        {missing ? <span className="text-danger">{UPLOAD_TEXT.chooseFile}</span> : UPLOAD_TEXT.hint}
      </div>
      {busy ? (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={UPLOAD_TEXT.uploading}
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
          <strong className="d-block">{UPLOAD_TEXT.couldNotSave}</strong>
          {state.message}
        </div>
      ) : null}
      {state.phase === 'done' ? (
        <div className="alert alert-success mt-2 mb-0" role="status">
          {UPLOAD_TEXT.success}
        </div>
      ) : null}
    </form>
  );
}
