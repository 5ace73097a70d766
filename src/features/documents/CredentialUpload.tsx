/** A credential's upload: the file, its number and expiry (each with its message beside it), and a progress bar. */
import { useRef, useState } from 'react';
import { checkCredentialInput, CREDENTIAL_ACCEPT, CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { MAX_UPLOAD_BYTES, type DocumentSummary } from '../../../common/documents';
import { uploadCredential, UploadError } from './api';
import { CREDENTIAL_TEXT as TEXT } from './messages';
import { UploadProgress, useUploadState } from './UploadProgress';

const FIELD_IDS = { number: 'number', expiresOn: 'expires', file: 'file' } as const;

type Errors = Partial<Record<'number' | 'expiresOn' | 'file', string>>;
function invalidClass(error: string | undefined) {
  return error ? ' is-invalid' : '';
}

export function CredentialUpload({ doc, onUploaded }: { doc: DocumentSummary; onUploaded?: () => void }) {
  const [number, setNumber] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { state, setState, busy } = useUploadState(onUploaded);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = `credential-${doc.id}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkCredentialInput({ number, expiresOn }, Date.now());
    const found: Errors = { ...checked.errors };
    if (!file) found.file = CREDENTIAL_MESSAGES.fileRequired;
    else if (file.size > MAX_UPLOAD_BYTES) found.file = CREDENTIAL_MESSAGES.tooLarge;
    setErrors(found);
    if (!checked.values || !file || found.file) {
      // The first field with a message takes the focus (the inputs are there already).
      const first = (['number', 'expiresOn', 'file'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${FIELD_IDS[first]}`)?.focus();
      return;
    }
    setState({ phase: 'uploading', progress: 0 });
    uploadCredential(doc.docHandle, { ...checked.values, file }, (progress) =>
      setState({ phase: 'uploading', progress }),
    ).then(
      () => setState({ phase: 'done' }),
      (error: unknown) => {
        if (error instanceof UploadError && error.status > 0 && error.status < 500 && error.message) {
          setErrors(error.fields);
          setState({ phase: 'failed', message: error.message });
        } else setState({ phase: 'failed', message: TEXT.failed });
        if (error instanceof UploadError && error.fields.file) {
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        }
      },
    );
  };

  const describe = (field: keyof Errors, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  const message = (field: keyof Errors) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
        {errors[field]}
      </div>
    ) : null;

  return (
    <form className="mt-3" onSubmit={submit} noValidate data-testid="credential-upload">
      <div className="row g-2">
        <div className="col-12 col-md-4">
          <label htmlFor={`${id}-number`} className="form-label small fw-semibold mb-1">
            {TEXT.number}
          </label>
          <input
            id={`${id}-number`}
            className={`form-control form-control-sm${invalidClass(errors.number)}`}
            value={number}
            maxLength={100}
            autoComplete="off"
            disabled={busy}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={describe('number')}
            onChange={(e) => setNumber(e.target.value)}
          />
          {message('number')}
        </div>
        <div className="col-12 col-md-3">
          <label htmlFor={`${id}-expires`} className="form-label small fw-semibold mb-1">
            {TEXT.expires}
          </label>
          <input
            id={`${id}-expires`}
            type="date"
            className={`form-control form-control-sm${invalidClass(errors.expiresOn)}`}
            value={expiresOn}
            disabled={busy}
            aria-invalid={errors.expiresOn ? true : undefined}
            aria-describedby={describe('expiresOn')}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
          {message('expiresOn')}
        </div>
        <div className="col-12 col-md-5">
          <label htmlFor={`${id}-file`} className="form-label small fw-semibold mb-1">
            {TEXT.file}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={CREDENTIAL_ACCEPT}
            className={`form-control form-control-sm${invalidClass(errors.file)}`}
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describe('file', `${id}-file-hint`)}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {message('file')}
          <div id={`${id}-file-hint`} className="form-text">
            {TEXT.fileHint}
          </div>
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={busy}>
        {state.phase === 'uploading' ? TEXT.uploading : TEXT.upload}
      </button>
      <UploadProgress state={state} text={TEXT} />
    </form>
  );
}
