/** A credential's upload: the file, its number and expiry (each with its message beside it), and a progress bar. */
import { useRef, useState } from 'react';
import { checkCredentialInput, CREDENTIAL_ACCEPT, CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { MAX_UPLOAD_BYTES, type DocumentSummary } from '../../../common/documents';
import { uploadCredential, UploadError } from './api';
import { CREDENTIAL_TEXT as TEXT } from './messages';
import { type OnSaved, UploadProgress, useUploadState } from './UploadProgress';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import Button from 'react-bootstrap/Button';

const FIELD_IDS = { number: 'number', expiresOn: 'expires', file: 'file' } as const;

type Errors = Partial<Record<'number' | 'expiresOn' | 'file', string>>;
export function CredentialUpload({ doc, onSaved }: { doc: DocumentSummary; onSaved: OnSaved }) {
  const [number, setNumber] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { state, setState, busy } = useUploadState();
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
      (saved) => {
        setState({ phase: 'idle' });
        onSaved(saved);
      },
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
      <FormControl.Feedback id={`${id}-${field}-error`} type="invalid" className="d-block">
        {errors[field]}
      </FormControl.Feedback>
    ) : null;

  return (
    <form className="mt-3" onSubmit={submit} noValidate data-testid="credential-upload">
      <div className="row g-2">
        <div className="col-12 col-md-4">
          <FormLabel htmlFor={`${id}-number`} className="small fw-semibold mb-1">
            {TEXT.number}
          </FormLabel>
          <FormControl
            id={`${id}-number`}
            size="sm"
            isInvalid={Boolean(errors.number)}
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
          <FormLabel htmlFor={`${id}-expires`} className="small fw-semibold mb-1">
            {TEXT.expires}
          </FormLabel>
          <FormControl
            id={`${id}-expires`}
            type="date"
            size="sm"
            isInvalid={Boolean(errors.expiresOn)}
            value={expiresOn}
            disabled={busy}
            aria-invalid={errors.expiresOn ? true : undefined}
            aria-describedby={describe('expiresOn')}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
          {message('expiresOn')}
        </div>
        <div className="col-12 col-md-5">
          <FormLabel htmlFor={`${id}-file`} className="small fw-semibold mb-1">
            {TEXT.file}
          </FormLabel>
          <FormControl
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={CREDENTIAL_ACCEPT}
            size="sm"
            isInvalid={Boolean(errors.file)}
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describe('file', `${id}-file-hint`)}
            onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
          {message('file')}
          <FormText id={`${id}-file-hint`} as="div">
            {TEXT.fileHint}
          </FormText>
        </div>
      </div>
      <Button type="submit" variant="primary" size="sm" className="mt-2" disabled={busy}>
        {state.phase === 'uploading' ? TEXT.uploading : TEXT.upload}
      </Button>
      <UploadProgress state={state} text={TEXT} />
    </form>
  );
}
