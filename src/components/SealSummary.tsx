/**
 * What a verification found (common/seal.ts VerifyResult): one verdict first (whether this portal
 * sealed the file, then whether it changed since) and why, then each seal and time-stamp, and for
 * the owner or staff the audit trail; every time with its zone in words. Shared by /verify and the
 * doc check's test signing.
 */
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTimeInZone } from '../../common/time-zones';
import { SEAL_STATE_LABELS, VERIFY_MESSAGES as TEXT, type SealVerdict, type VerifyResult } from '../../common/seal';

const VARIANT: Record<SealVerdict, string> = {
  'sealed-here': 'success',
  'changed-since': 'danger',
  'sealed-elsewhere': 'danger',
  'no-record': 'warning',
  'not-sealed': 'secondary',
};

function Detail({ term, children, danger }: { term: string; children: ReactNode; danger?: boolean }) {
  return (
    <>
      <dt className="col-sm-4">{term}</dt>
      <dd className={`col-sm-8${danger ? ' text-danger' : ''}`}>{children}</dd>
    </>
  );
}

export function SealSummary({ result, headingLevel = 2 }: { result: VerifyResult; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const time = (iso: string) => formatDateTimeInZone(iso, result.timeZone);
  const because =
    result.verdict === 'changed-since' ? TEXT.change[result.change ?? 'broken'] : TEXT.because[result.verdict];
  return (
    <div data-testid="seal-summary" data-verdict={result.verdict}>
      <Alert variant={VARIANT[result.verdict]} data-testid="verify-status">
        <strong>{TEXT.verdict[result.verdict]}</strong>
        <div className="small mt-1" data-testid="verify-because">
          {because}
        </div>
      </Alert>
      {result.signatures.length > 0 ? (
        <ListGroup className="mb-3">
          {result.signatures.map((sig, i) => (
            <ListGroup.Item key={i} data-testid="verify-signature">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <Heading className="h6 mb-0">{TEXT.signatureKind[sig.kind]}</Heading>
                <Badge bg={sig.valid ? 'success' : 'danger'}>{sig.valid ? TEXT.intact : TEXT.broken}</Badge>
                {sig.kind === 'signature' ? (
                  <Badge bg={sig.ourCa ? 'primary' : 'secondary'}>{sig.ourCa ? TEXT.ourCa : TEXT.otherCa}</Badge>
                ) : null}
              </div>
              <dl className="row small mb-0">
                {sig.signer ? <Detail term={TEXT.certificate}>{sig.signer}</Detail> : null}
                {sig.name ? <Detail term={TEXT.signedBy}>{sig.name}</Detail> : null}
                {sig.reason ? <Detail term={TEXT.reason}>{sig.reason}</Detail> : null}
                <Detail term={TEXT.timestamp}>{sig.timestampedAt ? time(sig.timestampedAt) : TEXT.noTimestamp}</Detail>
                {sig.claimedAt ? <Detail term={TEXT.claimed}>{time(sig.claimedAt)}</Detail> : null}
                {sig.problem ? (
                  <Detail term={TEXT.problem} danger>
                    {sig.problem}
                  </Detail>
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
                <span className="text-body-secondary me-2">{time(entry.at)}</span>
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
