/** docs/product.md §8 'Upload Successful' (a credential's own words), with the focus, since the form it came from is gone. */
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { CREDENTIAL_TEXT, UPLOAD_TEXT } from './messages';

export function UploadDone({ credential }: { credential: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert ref={alert} variant="success" className="mt-2 mb-0" role="status" tabIndex={-1} data-testid="upload-done">
      {credential ? CREDENTIAL_TEXT.success : UPLOAD_TEXT.success}
    </Alert>
  );
}
