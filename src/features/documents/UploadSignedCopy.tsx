import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, type DocumentSummary } from '../../../common/documents';
import { uploadSignedCopy, UploadError } from './api';
import { UPLOAD_TEXT } from './messages';
import { viewingRefusal } from '../../lib/viewing-refusal';
import { type OnSaved, UploadProgress, useUploadState } from './UploadProgress';
import FormLabel from 'react-bootstrap/FormLabel';
import Button from 'react-bootstrap/Button';
import FormText from 'react-bootstrap/FormText';
import FormControl from 'react-bootstrap/FormControl';
import InputGroup from 'react-bootstrap/InputGroup';

function failureText(error: unknown): string {
  const refusal = viewingRefusal(error);
  if (refusal) return refusal;
  if (error instanceof UploadError) {
    if (error.status === 415) return UPLOAD_TEXT.notPdf;
    if (error.status === 413) return UPLOAD_TEXT.tooLarge;
    // The server's own words for what is wrong with this file (pages missing, unreadable upload).
    if (error.status === 400 && error.message) return error.message;
  }
  return UPLOAD_TEXT.failed;
}

/** The signed-copy upload of one document, with a progress bar (docs/product.md §2, §5, §8); `onSaved` takes a success. */
export function UploadSignedCopy({ doc, onSaved }: { doc: DocumentSummary; onSaved: OnSaved }) {
  const { state, setState, busy } = useUploadState();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = `upload-${doc.id}`;

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
      (saved) => {
        setState({ phase: 'idle' });
        onSaved(saved);
      },
      (error: unknown) => {
        setState({ phase: 'failed', message: failureText(error) });
        setFile(null);
        if (input.current) input.current.value = '';
      },
    );
  };

  return (
    <form className="mt-3 upload-signed-copy" onSubmit={submit} noValidate>
      <FormLabel htmlFor={id} className="small fw-semibold mb-1">
        {UPLOAD_TEXT.label}
      </FormLabel>
      <InputGroup size="sm" className="upload-input">
        <FormControl
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          isInvalid={Boolean(missing)}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(e) => {
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
            setMissing(false);
          }}
        />
        <Button type="submit" variant="outline-secondary" disabled={busy}>
          {state.phase === 'uploading' ? UPLOAD_TEXT.uploading : UPLOAD_TEXT.button}
        </Button>
      </InputGroup>
      <FormText id={`${id}-hint`} as="div">
        {missing ? <span className="text-danger">{UPLOAD_TEXT.chooseFile}</span> : UPLOAD_TEXT.hint}
      </FormText>
      <UploadProgress state={state} text={UPLOAD_TEXT} />
    </form>
  );
}
