/**
 * /verify (open to anyone): drop or choose a PDF and see first whether this portal sealed it and
 * whether it changed since, then who sealed it and when; with how to trust the portal's signing
 * certificate authority in a PDF reader.
 */
import { type DragEvent, type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { SIGNING_CA_PATH, VERIFY_MESSAGES as TEXT, type VerifyResult } from '../../../common/seal';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeading } from '../../components/PageHeading';
import { SealSummary } from '../../components/SealSummary';
import { ApiError } from '../../lib/api';
import { verifyPdf } from './api';

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; result: VerifyResult; name: string }
  | { kind: 'failed'; message: string };

export function VerifyPage() {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  const check = (chosen: File | null) => {
    if (!chosen) return setPhase({ kind: 'failed', message: TEXT.noFile });
    setPhase({ kind: 'checking' });
    verifyPdf(chosen).then(
      (result) => setPhase({ kind: 'done', result, name: chosen.name }),
      (err: unknown) =>
        setPhase({ kind: 'failed', message: err instanceof ApiError && err.status < 500 ? err.message : TEXT.failed }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0] ?? null;
    setFile(dropped);
    check(dropped);
  };

  return (
    <section>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <Card
            className={`mb-4 ${dragging ? 'border-primary' : ''}`}
            onDragOver={(e: DragEvent) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            data-testid="verify-drop"
          >
            <Card.Body>
              <Form onSubmit={submit} noValidate>
                <Form.Group controlId="verify-file" className="mb-3">
                  <Form.Label>{TEXT.choose}</Form.Label>
                  <Form.Control
                    type="file"
                    accept="application/pdf,.pdf"
                    onChange={(e) => {
                      setFile((e.target as HTMLInputElement).files?.[0] ?? null);
                      setPhase({ kind: 'idle' });
                    }}
                  />
                </Form.Group>
                <Button type="submit" disabled={phase.kind === 'checking'}>
                  {phase.kind === 'checking' ? (
                    <>
                      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                      {TEXT.checking}
                    </>
                  ) : (
                    TEXT.submit
                  )}
                </Button>
              </Form>
            </Card.Body>
          </Card>
          <div aria-live="polite">
            {phase.kind === 'failed' ? <FailureAlert message={phase.message} testId="verify-error" /> : null}
            {phase.kind === 'done' ? (
              <>
                <p className="small text-body-secondary text-break mb-2">{phase.name}</p>
                <SealSummary result={phase.result} />
              </>
            ) : null}
          </div>
        </div>
        <div className="col-12 col-lg-5">
          <Card className="bg-body-tertiary">
            <Card.Body>
              <h2 className="h6">{TEXT.trustTitle}</h2>
              <ol className="small ps-3">
                {TEXT.trustSteps.map((step) => (
                  <li key={step} className="mb-1">
                    {step}
                  </li>
                ))}
              </ol>
              <a className="btn btn-outline-primary btn-sm" href={SIGNING_CA_PATH} download="signing-ca.pem">
                {TEXT.downloadCa}
              </a>
            </Card.Body>
          </Card>
        </div>
      </div>
    </section>
  );
}
