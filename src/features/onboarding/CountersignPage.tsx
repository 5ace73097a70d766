/**
 * /admin/documents/countersign: documents candidates signed that need the employer's signature
 * (signing order: candidate, then employer), the earliest due first. "Sign as employer" opens the
 * same signing page candidates use, with the employer's fields; it comes back here when done.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { COUNTERSIGN_MESSAGES as TEXT } from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { countersignUrl, fetchAwaitingEmployer } from './countersign-api';

export function CountersignPage({ event }: { event?: string }) {
  const list = useLoad(fetchAwaitingEmployer);
  const [opening, setOpening] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Overdue is judged against when the list was opened.
  const [now] = useState(() => Date.now());

  const sign = (id: number) => {
    setOpening(id);
    setFailed(false);
    countersignUrl(id).then(
      // The signing page is a screen of its own; it returns here with the outcome.
      ({ url }) => window.location.assign(url),
      () => {
        setOpening(null);
        setFailed(true);
      },
    );
  };

  return (
    <section>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="documents" />
      {event === 'signing_complete' ? (
        <Alert variant="success" data-testid="countersign-done">
          {TEXT.signed}
        </Alert>
      ) : null}
      {failed ? <FailureAlert message={TEXT.failed} onClose={() => setFailed(false)} /> : null}
      {list.status === 'loading' ? <SkeletonLines widths={['100%', '100%', '60%']} /> : null}
      {list.status === 'error' ? <FailureAlert message={TEXT.failed} /> : null}
      {list.status === 'ready' && list.data.length === 0 ? <p data-testid="countersign-none">{TEXT.none}</p> : null}
      {list.status === 'ready' && list.data.length > 0 ? (
        <ListGroup as="ul" data-testid="countersign-list">
          {list.data.map((doc) => {
            const late = doc.employerDueAt !== null && Date.parse(doc.employerDueAt) < now;
            return (
              <ListGroup.Item as="li" key={doc.id} className="d-flex flex-wrap align-items-center gap-3">
                <div className="me-auto">
                  <h2 className="h6 mb-1">
                    {doc.formTitle} · {doc.candidateName}
                  </h2>
                  <div className="small text-body-secondary">
                    {TEXT.candidateSigned(formatDate(doc.candidateSignedAt))} · {doc.candidateEmail}
                  </div>
                </div>
                {doc.employerDueAt ? (
                  <Badge bg={late ? 'danger' : 'light'} text={late ? undefined : 'dark'} className="border">
                    {late ? TEXT.overdue(formatDate(doc.employerDueAt)) : TEXT.due(formatDate(doc.employerDueAt))}
                  </Badge>
                ) : null}
                <Button size="sm" onClick={() => sign(doc.id)} disabled={opening !== null}>
                  {opening === doc.id ? (
                    <>
                      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                      {TEXT.opening}
                    </>
                  ) : (
                    <>
                      {TEXT.sign}
                      {/* Which document: every row's button says the same words. */}
                      <span className="visually-hidden">{` (${doc.formTitle} · ${doc.candidateName})`}</span>
                    </>
                  )}
                </Button>
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      ) : null}
    </section>
  );
}
