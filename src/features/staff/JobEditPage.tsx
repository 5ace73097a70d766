/**
 * /admin/jobs/new and /admin/jobs/{id}: the job form, and for an existing job its status, links
 * and its questions' translations.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StaffJob } from '../../../common/staff';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { history } from '../../lib/history';
import { useLoad } from '../../lib/use-load';
import { fetchJob, setJobStatus } from './api';
import { JobForm } from './JobForm';
import { FORM_TEXT as TEXT, STAFF_TITLES } from './messages';
import { FormLoading } from './FormLoading';
import { LoadFailure } from './LoadFailure';
import { QuestionTranslations } from './QuestionTranslations';
import { StaffNav } from './StaffNav';
import { useAction } from './use-action';
import { BusyButton } from '../../components/SubmitButton';
import Card from 'react-bootstrap/Card';
import Badge from 'react-bootstrap/Badge';
import { ConfirmDialog } from '../../components/ConfirmDialog';

function JobStatusPanel({ job, onChange }: { job: StaffJob; onChange: (job: StaffJob) => void }) {
  const { busy, message, error, run, dismiss } = useAction(TEXT.saveFailed);
  const [confirming, setConfirming] = useState(false);
  const open = job.status === 'open';
  const toggle = () =>
    run(
      () => setJobStatus(job.jobOrderId, open ? 'closed' : 'open'),
      (changed) => {
        onChange(changed);
        return changed.status === 'open' ? TEXT.reopened : TEXT.closed;
      },
    );
  return (
    <Card className="shadow-sm mb-4" data-testid="job-status-panel">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <span>
          {TEXT.statusLabel}{' '}
          <Badge bg={open ? 'success' : 'secondary'} data-testid="job-status">
            {open ? TEXT.statusOpen : TEXT.statusClosed}
          </Badge>
        </span>
        <BusyButton
          variant={open ? 'outline-danger' : 'outline-success'}
          // Closing takes the job out of search: asked first. Reopening is not.
          onClick={open ? () => setConfirming(true) : toggle}
          busy={busy}
        >
          {open ? TEXT.close : TEXT.reopen}
        </BusyButton>
        <ConfirmDialog
          show={confirming}
          title={TEXT.close}
          confirmLabel={TEXT.close}
          cancelLabel={TEXT.keepOpen}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            toggle();
          }}
        >
          {TEXT.closeConfirm}
        </ConfirmDialog>
        <Link to={`/admin/jobs/${job.jobOrderId}/applicants`}>{TEXT.applicants}</Link>
        {open ? (
          <a href={`/jobs/${job.jobOrderId}`} target="_blank" rel="noopener">
            {TEXT.publicPage}
          </a>
        ) : null}
        <span role="status" className="text-body-secondary">
          {busy ? TEXT.closing : message}
        </span>
        {error ? <FailureAlert message={error} onClose={dismiss} /> : null}
      </Card.Body>
    </Card>
  );
}

/** The job just created: its edit screen, which the form goes to, says so. */
let createdJobId: number | null = null;

function EditJob({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchJob(id, signal), [id]);
  const state = useLoad(load);
  const [saved, setSaved] = useState(() => (createdJobId === id ? TEXT.created : ''));
  useEffect(() => {
    createdJobId = null;
  }, []);
  if (state.status === 'error') {
    return <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />;
  }
  if (state.status === 'loading') {
    return <FormLoading label={TEXT.loading} />;
  }
  const job = state.data;
  return (
    <>
      <JobStatusPanel job={job} onChange={(changed) => state.update(() => changed)} />
      <p role="status" className="text-success">
        {saved}
      </p>
      <JobForm
        key={job.jobOrderId}
        job={job}
        onSaved={(changed) => {
          setSaved(TEXT.saved);
          state.update((j) => ({ ...changed, status: j.status }));
        }}
      />
      <QuestionTranslations
        jobOrderId={job.jobOrderId}
        questions={job.questions}
        onChange={(questions) => state.update((j) => ({ ...j, questions }))}
      />
    </>
  );
}

export function JobEditPage({ id }: { id: number | null }) {
  return (
    <div>
      <PageHeading title={id === null ? STAFF_TITLES.newJob : STAFF_TITLES.editJob} />
      <StaffNav current="jobs" />
      <p>
        <Link to="/admin/jobs">{TEXT.backToJobs}</Link>
      </p>
      {id === null ? (
        <JobForm
          job={null}
          onSaved={(job) => {
            createdJobId = job.jobOrderId;
            history.push(`/admin/jobs/${job.jobOrderId}`);
          }}
        />
      ) : (
        <EditJob id={id} />
      )}
    </div>
  );
}
