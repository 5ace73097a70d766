/** /admin/documents/{id}: a document's values, signed copy and audit trail; reject with a reason. */
import { documentEventLabel } from '../../../common/document-events';
import { Fragment, useCallback, useState } from 'react';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { useStepUp } from '../../components/StepUpDialog';
import { LoadFailure, StaffNav, useAction } from '../staff';
import { approveDocument, fetchReview, rejectDocument } from './api';
import { CREDENTIAL_REVIEW_TEXT as CREDENTIAL, ONBOARDING_ADMIN_TITLES, REVIEW_TEXT as TEXT } from './messages';
import { StateBadge } from './BoardDocument';
import { BusyButton } from '../../components/SubmitButton';
import { ONBOARDING_MESSAGES } from '../../../common/onboarding';
import Badge from 'react-bootstrap/Badge';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';

export function ReviewPage({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchReview(id, signal), [id]);
  const state = useLoad(load);
  const [reason, setReason] = useState('');
  // Said beside the field before anything is sent: what is missing.
  const [reasonMissing, setReasonMissing] = useState(false);
  const action = useAction(TEXT.rejectFailed);
  const approval = useAction(CREDENTIAL.approveFailed);
  const doc = state.status === 'ready' ? state.data : null;
  // The signed copy downloads only for a session that proved its user lately (step-up).
  const stepUp = useStepUp();
  const download = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = event.currentTarget.href;
    stepUp.run(() => window.location.assign(url), 'signedDocument');
  };

  const reject = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      document.getElementById('reject-reason')?.focus();
      return;
    }
    action.run(
      () => rejectDocument(id, reason),
      () => {
        state.refresh();
        setReason('');
        return TEXT.rejected;
      },
    );
  };

  const approve = () =>
    approval.run(
      () => approveDocument(id),
      ({ awaitingEmployer }) => {
        state.refresh();
        return doc?.credential
          ? CREDENTIAL.approved
          : awaitingEmployer
            ? TEXT.approvedToCountersign
            : TEXT.approvedCopy;
      },
    );
  const awaiting = doc?.awaitingReview ?? false;

  return (
    <div aria-busy={state.status === 'loading'}>
      <PageHeading title={doc ? ONBOARDING_ADMIN_TITLES.reviewOf(doc.formTitle) : ONBOARDING_ADMIN_TITLES.review} />
      <StaffNav current="documents" />
      <p>
        <Link to="/admin/documents/status">{TEXT.back}</Link>
      </p>
      {stepUp.dialog}
      <span className="visually-hidden" role="status">
        {state.status === 'loading' ? TEXT.loading : action.message}
      </span>
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : doc === null ? (
        <SkeletonLines widths={['60%', '50%', '70%', '40%']} className="staff-table" />
      ) : (
        <>
          <dl className="row mb-4" data-testid="review-summary">
            <dt className="col-sm-3">{TEXT.candidate}</dt>
            <dd className="col-sm-9">
              {doc.candidate.name} ({doc.candidate.email})
            </dd>
            <dt className="col-sm-3">{TEXT.state}</dt>
            <dd className="col-sm-9">
              <StateBadge state={doc.state} />
              {doc.rejectedReason ? ` ${TEXT.returned(doc.rejectedReason)}` : null}
              {doc.declined ? (
                <span className="d-block" data-testid="declined-reason">
                  {doc.declined.reason ? TEXT.declinedBecause(doc.declined.reason) : TEXT.declinedNoReason}
                </span>
              ) : null}
            </dd>
            <dt className="col-sm-3">{TEXT.due}</dt>
            <dd className="col-sm-9">{doc.dueAt ? formatDate(doc.dueAt) : '—'}</dd>
            <dt className="col-sm-3">{TEXT.signed}</dt>
            <dd className="col-sm-9">
              {doc.signedAt ? `${formatDateTime(doc.signedAt)} (${doc.signedMethod ?? ''})` : '—'}
            </dd>
          </dl>
          {doc.credential ? (
            <section className="mb-4" aria-labelledby="credential-heading" data-testid="review-credential">
              <h2 className="h5" id="credential-heading">
                {CREDENTIAL.heading}
                {awaiting ? (
                  <Badge bg="warning" text="dark" className="ms-2 align-middle">
                    {CREDENTIAL.awaiting}
                  </Badge>
                ) : null}
              </h2>
              <dl className="row">
                <dt className="col-sm-3">{CREDENTIAL.number}</dt>
                <dd className="col-sm-9">{doc.credential.number ?? '—'}</dd>
                <dt className="col-sm-3">{CREDENTIAL.expires}</dt>
                <dd className="col-sm-9">{doc.credential.expiresAt ? formatDate(doc.credential.expiresAt) : '—'}</dd>
              </dl>
              {doc.pdfUrl ? (
                <a href={doc.pdfUrl} className="btn btn-outline-primary btn-sm me-2" onClick={download}>
                  {CREDENTIAL.openCopy}
                </a>
              ) : null}
              {awaiting ? (
                <BusyButton variant="success" size="sm" busy={approval.busy} onClick={approve}>
                  {approval.busy ? CREDENTIAL.approving : CREDENTIAL.approve}
                </BusyButton>
              ) : null}
              {approval.error ? <FailureAlert message={approval.error} onClose={approval.dismiss} /> : null}
              {approval.message ? (
                <Alert variant="success" className="mt-2" role="status">
                  {approval.message}
                </Alert>
              ) : null}
            </section>
          ) : (
            <section className="mb-4" aria-labelledby="values-heading">
              <h2 className="h5" id="values-heading">
                {TEXT.values}
              </h2>
              {doc.values.length === 0 ? (
                <p>{TEXT.noValues}</p>
              ) : (
                <dl className="row" data-testid="review-values">
                  {doc.values.map((v) => (
                    <Fragment key={v.label}>
                      <dt className="col-sm-3">{v.label}</dt>
                      <dd className="col-sm-9">{v.value}</dd>
                    </Fragment>
                  ))}
                </dl>
              )}
            </section>
          )}
          {doc.pdfUrl && !doc.credential ? (
            <section className="mb-4" aria-labelledby="copy-heading">
              <h2 className="h5" id="copy-heading">
                {TEXT.signedCopy}
              </h2>
              <a href={doc.pdfUrl} className="btn btn-outline-primary btn-sm me-2" onClick={download}>
                {TEXT.openPdf}
              </a>
              {awaiting ? (
                <>
                  <Badge bg="warning" text="dark" className="me-2 align-middle">
                    {CREDENTIAL.awaiting}
                  </Badge>
                  <BusyButton variant="success" size="sm" busy={approval.busy} onClick={approve}>
                    {approval.busy ? CREDENTIAL.approving : TEXT.approveCopy}
                  </BusyButton>
                </>
              ) : null}
              {approval.error ? <FailureAlert message={approval.error} onClose={approval.dismiss} /> : null}
              {approval.message ? (
                <Alert variant="success" className="mt-2" role="status">
                  {approval.message}
                </Alert>
              ) : null}
            </section>
          ) : null}
          {/* Approval is final: an approved copy is not returned any more. */}
          {(doc.state === 'completed' && !doc.approved) || awaiting ? (
            <Card as="form" className="shadow-sm mb-4" onSubmit={reject} noValidate>
              <Card.Body>
                <FormLabel htmlFor="reject-reason">{TEXT.reason}</FormLabel>
                <FormControl
                  id="reject-reason"
                  as="textarea"
                  className="mb-2"
                  rows={2}
                  maxLength={1000}
                  value={reason}
                  isInvalid={reasonMissing || Boolean(action.fields.reason)}
                  aria-invalid={reasonMissing || action.fields.reason ? true : undefined}
                  aria-describedby={reasonMissing || action.fields.reason ? 'reject-reason-error' : undefined}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonMissing(false);
                  }}
                />
                {reasonMissing || action.fields.reason ? (
                  <FormControl.Feedback id="reject-reason-error" type="invalid" className="mb-2">
                    {reasonMissing ? ONBOARDING_MESSAGES.reasonRequired : action.fields.reason}
                  </FormControl.Feedback>
                ) : null}
                {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
                <BusyButton type="submit" variant="outline-danger" busy={action.busy}>
                  {action.busy ? TEXT.rejecting : TEXT.reject}
                </BusyButton>
              </Card.Body>
            </Card>
          ) : null}
          {action.message ? (
            <Alert variant="success" role="status">
              {action.message}
            </Alert>
          ) : null}
          <section aria-labelledby="events-heading">
            <h2 className="h5" id="events-heading">
              {TEXT.events}
            </h2>
            <ol className="small">
              {doc.events.map((e, i) => (
                <li key={i}>
                  {formatDateTime(e.at)}: {documentEventLabel(e.event)}
                  {e.by ? ` ${TEXT.by(e.by)}` : ''}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
