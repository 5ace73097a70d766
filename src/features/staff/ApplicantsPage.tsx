/**
 * /admin/jobs/{id}/applicants: the pipeline of one job. Each applicant's status and its history
 * (who, when); staff move the status, and for Offer or Not selected may send the candidate a mail.
 */
import { useCallback, useId, useState } from 'react';
import { APPLICATION_STATUSES, applicationStatusLabel, type ApplicationStatus } from '../../../common/applications';
import { MAIL_STATUSES, type StaffApplicant, type StaffApplicants } from '../../../common/staff';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { StepUpLink } from '../../components/StepUpLink';
import { SkeletonLines } from '../../components/Skeleton';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { useStepUp } from '../../components/StepUpDialog';
import { applicantsCsvUrl, fetchApplicants, moveApplication } from './api';
import { applicationResumeUrl } from './candidates-api';
import { PIPELINE_TEXT as TEXT, STAFF_TITLES } from './messages';
import { InvitationsSection } from './InvitationsSection';
import { ApplicantAnswers } from './ApplicantAnswers';
import { OfferAcceptance } from '../i9';
import { ProposeInterview } from '../interviews';
import { LoadFailure } from './LoadFailure';
import { StaffNav } from './StaffNav';
import { useAction } from './use-action';
import { BusyButton } from '../../components/SubmitButton';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormCheck from 'react-bootstrap/FormCheck';

/** Staff move applications to these; Withdrawn is the candidate's own step. */
const STAFF_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'Withdrawn');

function ApplicantCard({ applicant: a, onChanged }: { applicant: StaffApplicant; onChanged: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(a.status === 'Withdrawn' ? 'Submitted' : a.status);
  const [sendMail, setSendMail] = useState(false);
  const { busy, message, error, run, dismiss } = useAction(TEXT.changeFailed);
  const mailAllowed = MAIL_STATUSES.includes(status);

  const move = () =>
    run(
      () => moveApplication(a.applicationId, status, mailAllowed && sendMail),
      (changed) => {
        setSendMail(false);
        onChanged();
        const moved = TEXT.changed(a.candidateName, applicationStatusLabel(changed.status));
        return `${moved}${changed.mailSent ? ` ${TEXT.mailed}` : ''}`;
      },
    );

  return (
    <Card as="li" className="shadow-sm mb-3" data-testid="applicant">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <div>
            <h2 className="h5 mb-1" id={`${id}-name`}>
              <Link to={`/admin/candidates/${a.candidateId}`}>{a.candidateName}</Link>
            </h2>
            {a.accountDeleted ? null : (
              <p className="mb-1">
                <a href={`mailto:${a.email}`}>{a.email}</a>
              </p>
            )}
            <p className="mb-1">
              {a.resume ? (
                <StepUpLink href={applicationResumeUrl(a.applicationId)} purpose="resume" download>
                  {TEXT.resume(a.resume.fileName)}
                </StepUpLink>
              ) : (
                <span className="text-body-secondary">{TEXT.noResume}</span>
              )}
            </p>
            <p className="mb-0 text-body-secondary">
              {TEXT.applied} {formatDate(a.appliedAt)}
            </p>
          </div>
          <div className="d-flex flex-column align-items-end gap-2">
            <ApplicationStatusBadge status={a.status} />
            {a.accountDeleted ? null : (
              <ProposeInterview applicationId={a.applicationId} candidateName={a.candidateName} />
            )}
          </div>
        </div>
        {a.form ? <ApplicantAnswers form={a.form} name={a.candidateName} /> : null}
        <details className="mt-2">
          <summary>{TEXT.history}</summary>
          <ol className="mb-0 mt-2" aria-label={TEXT.historyOf(a.candidateName)}>
            {a.history.map((h, i) => (
              <li key={i}>
                {applicationStatusLabel(h.status)} · {formatDateTime(h.changedAt)}
                {h.changedBy ? TEXT.by(h.changedBy) : ''}
              </li>
            ))}
          </ol>
        </details>
        {(a.status === 'Offer' || a.status === 'Placed') && !a.accountDeleted ? (
          <OfferAcceptance applicationId={a.applicationId} candidateName={a.candidateName} />
        ) : null}
        {a.accountDeleted ? (
          <p className="mb-0 mt-2 text-body-secondary" data-testid="account-deleted">
            {TEXT.accountDeleted}
          </p>
        ) : (
          <>
            <div className="row g-2 align-items-end mt-2">
              <div className="col-12 col-sm-5 col-md-4">
                <FormLabel htmlFor={`${id}-status`}>
                  {TEXT.move}
                  <span className="visually-hidden"> ({a.candidateName})</span>
                </FormLabel>
                <FormSelect
                  id={`${id}-status`}

                  value={status}
                  onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
                >
                  {STAFF_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {applicationStatusLabel(s)}
                    </option>
                  ))}
                </FormSelect>
              </div>
              <div className="col-12 col-sm-7 col-md-5">
                <FormCheck className="mb-2">
                  <FormCheck.Input
                    id={`${id}-mail`}
                    type="checkbox"

                    checked={mailAllowed && sendMail}
                    disabled={!mailAllowed}
                    onChange={(e) => setSendMail(e.target.checked)}
                  />
                  <FormCheck.Label htmlFor={`${id}-mail`}>{TEXT.sendMail}</FormCheck.Label>
                </FormCheck>
              </div>
              <div className="col-12 col-md-3">
                <BusyButton className="w-100" onClick={move} busy={busy} disabled={status === a.status}>
                  {TEXT.apply}
                  <span className="visually-hidden"> ({a.candidateName})</span>
                </BusyButton>
              </div>
            </div>
            <p role="status" className="mb-0 mt-2 text-success">
              {busy ? TEXT.changing : message}
            </p>
            {error ? <FailureAlert message={error} onClose={dismiss} /> : null}
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function Pipeline({ data, reload }: { data: StaffApplicants; reload: () => void }) {
  const stepUp = useStepUp();
  const exportCsv = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = event.currentTarget.href;
    stepUp.run(() => window.location.assign(url), 'export');
  };
  return (
    <>
      {stepUp.dialog}
      <p className="lead">{TEXT.lead(data.job.title, data.job.location)}</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link to={`/admin/jobs/${data.job.jobOrderId}`} className="btn btn-outline-primary">
          {TEXT.editJob}
        </Link>
        <Link to={`/admin/jobs/${data.job.jobOrderId}/board`} className="btn btn-outline-primary">
          {TEXT.board}
        </Link>
        <a
          href={applicantsCsvUrl(data.job.jobOrderId)}
          className="btn btn-outline-primary"
          download
          onClick={exportCsv}
        >
          {TEXT.exportCsv}
        </a>
      </div>
      {data.applicants.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ul className="list-unstyled">
          {data.applicants.map((a) => (
            <ApplicantCard key={a.applicationId} applicant={a} onChanged={reload} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ApplicantsPage({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchApplicants(id, signal), [id]);
  const state = useLoad(load);
  const { update } = state;
  // After a move, the list (history included) is read again; if that fails, the card's message stands.
  const reload = useCallback(() => {
    fetchApplicants(id).then(
      (data) => update(() => data),
      () => undefined,
    );
  }, [id, update]);
  return (
    <div>
      <PageHeading title={STAFF_TITLES.applicants} />
      <StaffNav current="jobs" />
      <p>
        <Link to="/admin/jobs">{TEXT.backToJobs}</Link>
      </p>
      {state.status === 'loading' ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            {TEXT.loading}
          </span>
          <SkeletonLines widths={['50%', '90%', '90%', '90%']} />
        </div>
      ) : state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : (
        <Pipeline data={state.data} reload={reload} />
      )}
      <InvitationsSection jobOrderId={id} />
    </div>
  );
}
