/**
 * What a verification found (common/seal.ts VerifyResult): the verdict, whether the file is one
 * the portal produced, each seal and time-stamp, and for the owner or staff the audit trail.
 * Shared by /verify and the doc check's test signing.
 */
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { SEAL_STATE_LABELS, VERIFY_MESSAGES as TEXT, type VerifyResult, type VerifyStatus } from '../../common/seal';
import { formatDateTime } from '../lib/format';

const VARIANT: Record<VerifyStatus, string> = {
  valid: 'success',
  invalid: 'danger',
  modified: 'warning',
  'not-sealed': 'secondary',
};

export function SealSummary({ result, headingLevel = 2 }: { result: VerifyResult; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div data-testid="seal-summary" data-status={result.status}>
      <Alert variant={VARIANT[result.status]} data-testid="verify-status">
        <strong>{TEXT.status[result.status]}</strong>
        <div className="small mt-1" data-testid="verify-produced">
          {result.producedHere ? TEXT.producedHere : TEXT.notProducedHere}
        </div>
      </Alert>
      {result.signatures.length > 0 ? (
        <ListGroup className="mb-3">
          {result.signatures.map((sig, i) => (
            <ListGroup.Item key={i} data-testid="verify-signature">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <Heading className="h6 mb-0">{TEXT.signatureKind[sig.kind]}</Heading>
                <Badge bg={sig.valid ? 'success' : 'danger'}>{sig.valid ? 'Intact' : 'Broken'}</Badge>
                {sig.kind === 'signature' ? (
                  <Badge bg={sig.sealedHere ? 'primary' : 'secondary'}>
                    {sig.sealedHere ? TEXT.sealedHere : TEXT.sealedElsewhere}
                  </Badge>
                ) : null}
              </div>
              <dl className="row small mb-0">
                {sig.signer ? (
                  <>
                    <dt className="col-sm-4">Certificate</dt>
                    <dd className="col-sm-8">{sig.signer}</dd>
                  </>
                ) : null}
                {sig.name ? (
                  <>
                    <dt className="col-sm-4">Signed by</dt>
                    <dd className="col-sm-8">{sig.name}</dd>
                  </>
                ) : null}
                {sig.reason ? (
                  <>
                    <dt className="col-sm-4">Reason</dt>
                    <dd className="col-sm-8">{sig.reason}</dd>
                  </>
                ) : null}
                <dt className="col-sm-4">{TEXT.timestamp}</dt>
                <dd className="col-sm-8">{sig.timestampedAt ? formatDateTime(sig.timestampedAt) : TEXT.noTimestamp}</dd>
                {sig.claimedAt ? (
                  <>
                    <dt className="col-sm-4">{TEXT.claimed}</dt>
                    <dd className="col-sm-8">{formatDateTime(sig.claimedAt)}</dd>
                  </>
                ) : null}
                {sig.problem ? (
                  <>
                    <dt className="col-sm-4">Problem</dt>
                    <dd className="col-sm-8 text-danger">{sig.problem}</dd>
                  </>
                ) : null}
              </dl>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
      {result.document ? (
        <section data-testid="verify-document">
          <Heading className="h6">
            {result.document.formTitle}
            {result.document.sealState ? (
              <Badge bg="light" text="dark" className="ms-2">
                {SEAL_STATE_LABELS[result.document.sealState]}
              </Badge>
            ) : null}
          </Heading>
          <p className="small mb-1">{TEXT.trail}</p>
          <ListGroup variant="flush" className="small">
            {result.document.trail.map((entry, i) => (
              <ListGroup.Item key={i} className="px-0 py-1">
                <span className="text-body-secondary me-2">{formatDateTime(entry.at)}</span>
                {entry.event}
                {entry.ip ? <span className="text-body-secondary ms-2">({entry.ip})</span> : null}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      ) : null}
    </div>
  );
}
