import { useEffect, useMemo, useState } from 'react';
import { DOC_CHECK_UPLOAD_FIELD } from '../../../common/documents';
import { PageHeading } from '../../components/PageHeading';
import { PdfPages } from '../../components/PdfPages';
import { Spinner } from '../../components/Spinner';
import { ApiError, apiFetch } from '../../lib/api';
import { DOC_CHECK_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { DocCheckSeal } from './DocCheckSeal';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormText from 'react-bootstrap/FormText';
import Button from 'react-bootstrap/Button';

interface Substitution {
  content: string;
  keywords: Record<string, string>;
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function post<T>(path: 'substitution' | 'signing', file: File, candidateEmail: string): Promise<T> {
  const body = new FormData();
  if (candidateEmail.trim()) body.append('candidateEmail', candidateEmail.trim());
  body.append(DOC_CHECK_UPLOAD_FIELD, file);
  return apiFetch<T>(`/api/documents/doc-check/${path}`, { method: 'POST', body });
}

/** docs/product.md §2 /internal/doc-checks (staff): preview substituted content, then test signing in a new tab. */
export function DocCheckPage({ testedEvent, testedDoc }: { testedEvent?: string; testedDoc?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<'preview' | 'signing' | null>(null);
  const [preview, setPreview] = useState<{ bytes: Uint8Array; formTitle: string } | null>(null);
  const [signingUrl, setSigningUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const downloadUrl = useMemo(
    () => (preview ? URL.createObjectURL(new Blob([preview.bytes.slice()], { type: 'application/pdf' })) : null),
    [preview],
  );
  useEffect(() => () => (downloadUrl ? URL.revokeObjectURL(downloadUrl) : undefined), [downloadUrl]);

  const fail = (e: unknown) => setError(e instanceof ApiError && e.message ? e.message : DOC_CHECK_TEXT.failed);

  const runPreview = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setError(DOC_CHECK_TEXT.chooseFile);
    setError(null);
    setBusy('preview');
    setPreview(null);
    setSigningUrl(null);
    post<Substitution>('substitution', file, email)
      .then((r) => setPreview({ bytes: base64ToBytes(r.content), formTitle: r.keywords.FormTitle ?? file.name }), fail)
      .finally(() => setBusy(null));
  };

  const runSigning = () => {
    if (!file) return setError(DOC_CHECK_TEXT.chooseFile);
    setError(null);
    setBusy('signing');
    post<{ url: string }>('signing', file, email)
      .then((r) => setSigningUrl(r.url), fail)
      .finally(() => setBusy(null));
  };

  return (
    <section>
      <PageHeading title={DOC_CHECK_TEXT.title} lead={DOC_CHECK_TEXT.lead} />
      {testedEvent ? (
        <Alert variant="info" role="status">
          {DOC_CHECK_TEXT.tested(testedEvent)}
        </Alert>
      ) : null}
      {testedDoc && (testedEvent === 'signing_complete' || testedEvent === 'viewing_complete') ? (
        <DocCheckSeal docHandle={testedDoc} />
      ) : null}
      <Card as="form" className="mb-4" onSubmit={runPreview} noValidate>
        <Card.Body>
          <div className="mb-3">
            <FormLabel htmlFor="doc-check-file">{DOC_CHECK_TEXT.fileLabel}</FormLabel>
            <FormControl
              id="doc-check-file"
              type="file"
              accept="application/pdf,.pdf"

              aria-describedby="doc-check-file-hint"
              onChange={(e) => {
                setFile((e.target as HTMLInputElement).files?.[0] ?? null);
                setPreview(null);
                setSigningUrl(null);
              }}
            />
            <FormText id="doc-check-file-hint" as="div">
              {DOC_CHECK_TEXT.fileHint}
            </FormText>
          </div>
          <FormField
            id="doc-check-email"
            type="email"
            label={DOC_CHECK_TEXT.candidateLabel}
            value={email}
            onValueChange={setEmail}
            hint={DOC_CHECK_TEXT.candidateHint}
          />
          {error ? <FailureAlert message={error} /> : null}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={busy !== null}>
              {DOC_CHECK_TEXT.preview}
            </Button>
            <Button type="button" variant="outline-primary" onClick={runSigning} disabled={busy !== null}>
              {DOC_CHECK_TEXT.testSigning}
            </Button>
          </div>
          {busy ? (
            <Spinner
              className="mt-3"
              label={busy === 'preview' ? DOC_CHECK_TEXT.previewing : DOC_CHECK_TEXT.preparingSigning}
            />
          ) : null}
          {signingUrl ? (
            <p className="mt-3 mb-0">
              <a href={signingUrl} target="_blank" rel="noopener noreferrer" className="fw-semibold">
                {DOC_CHECK_TEXT.openSigning}
              </a>
              <FormText as="span" className="d-block">
                {DOC_CHECK_TEXT.signingHint}
              </FormText>
            </p>
          ) : null}
        </Card.Body>
      </Card>
      {preview ? (
        <section aria-labelledby="doc-check-preview">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h2 id="doc-check-preview" className="h4 me-auto mb-0">
              {DOC_CHECK_TEXT.previewHeading}: <span data-testid="doc-check-form-title">{preview.formTitle}</span>
            </h2>
            {downloadUrl ? (
              <a className="btn btn-outline-secondary btn-sm" href={downloadUrl} download="preview.pdf">
                {DOC_CHECK_TEXT.download}
              </a>
            ) : null}
          </div>
          <PdfPages data={preview.bytes} label={preview.formTitle} failedText={DOC_CHECK_TEXT.previewFailed} />
        </section>
      ) : null}
    </section>
  );
}
