/** Saved jobs on /overview: each opens on /search (?job=); a closed one says so; Remove unsaves it. */
import { useState } from 'react';
import { jobPath } from '../../../common/saved';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { SkeletonLines } from '../../components/Skeleton';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchSavedJobs, unsaveJob } from '../saved/api';
import { SAVED_JOBS_TEXT as TEXT } from '../saved/list-messages';
import { DashboardSection } from './DashboardSection';

export function SavedJobsSection() {
  const state = useLoad(fetchSavedJobs);
  const [failed, setFailed] = useState(false);
  const remove = (jobOrderId: number) => {
    setFailed(false);
    unsaveJob(jobOrderId).then(
      () => state.update((list) => list.filter((s) => s.job.jobOrderId !== jobOrderId)),
      () => setFailed(true),
    );
  };
  return (
    <DashboardSection
      id="saved-jobs"
      heading={TEXT.heading}
      state={state}
      errorMessage={TEXT.couldNotLoad}
      skeleton={<SkeletonLines widths={['50%', '70%', '0%', '45%', '65%']} />}
      action={
        <Link className="btn btn-outline-primary btn-sm" to="/search">
          {TEXT.searchJobs}
        </Link>
      }
    >
      {(list) => (
        <>
          {failed ? <FailureAlert message={TEXT.couldNotLoad} /> : null}
          {list.length === 0 ? (
            <p className="mb-0">{TEXT.empty}</p>
          ) : (
            <ul className="list-group list-group-flush">
              {list.map(({ job, open, savedAt }) => (
                <li
                  key={job.jobOrderId}
                  className="list-group-item px-0 d-flex gap-2 align-items-start"
                  data-testid="saved-job"
                >
                  <div className="me-auto">
                    {open ? (
                      <Link className="fw-semibold" to={jobPath(job.jobOrderId)}>
                        {job.title}
                      </Link>
                    ) : (
                      <span className="fw-semibold">
                        {job.title} <span className="badge text-bg-secondary">{TEXT.closed}</span>
                      </span>
                    )}
                    <p className="small text-body-secondary mb-0">
                      {job.corpTitle} · {job.location} · {job.employmentType} · {TEXT.saved(formatDate(savedAt))}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={TEXT.removeLabel(job.title)}
                    onClick={() => remove(job.jobOrderId)}
                  >
                    {TEXT.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardSection>
  );
}
