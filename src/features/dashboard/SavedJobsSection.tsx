/** Saved jobs on /overview: each opens on /search (?job=); a closed one says so; Remove unsaves it. Its frame is in OverviewPage. */
import { useState } from 'react';
import { jobPath, type SavedJob } from '../../../common/saved';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { BusyButton } from '../../components/SubmitButton';
import { formatDate } from '../../lib/format';
import { unsaveJob, SAVED_JOBS_TEXT as TEXT } from '../saved';
import { WHO_TEXT } from './section-messages';
import ListGroup from 'react-bootstrap/ListGroup';
import Badge from 'react-bootstrap/Badge';

export function SavedJobs({ list, onRemoved }: { list: SavedJob[]; onRemoved: (jobOrderId: number) => void }) {
  const [failed, setFailed] = useState(false);
  /** The job being removed: its button shows the wait, and no second click sends it twice. */
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = (jobOrderId: number) => {
    setFailed(false);
    setRemoving(jobOrderId);
    unsaveJob(jobOrderId)
      .then(
        () => onRemoved(jobOrderId),
        () => setFailed(true),
      )
      .finally(() => setRemoving(null));
  };
  return (
    <>
      {failed ? <FailureAlert message={TEXT.removeFailed} onClose={() => setFailed(false)} /> : null}
      {list.length === 0 ? (
        <p className="mb-0">{TEXT.empty}</p>
      ) : (
        <ListGroup variant="flush" as="ul">
          {list.map(({ job, open, savedAt }) => (
            <ListGroup.Item
              key={job.jobOrderId}
              as="li"
              className="px-0 d-flex gap-2 align-items-start"
              data-testid="saved-job"
            >
              <div className="me-auto">
                {open ? (
                  <Link className="fw-semibold" to={jobPath(job.jobOrderId)}>
                    {job.title}
                  </Link>
                ) : (
                  <span className="fw-semibold">
                    {job.title} <Badge bg="secondary">{TEXT.closed}</Badge>
                  </span>
                )}
                <p className="small text-body-secondary mb-0">
                  {job.corpTitle} · {job.location} · {WHO_TEXT.workTypes[job.employmentType]} ·{' '}
                  {TEXT.saved(formatDate(savedAt))}
                </p>
              </div>
              <BusyButton
                variant="link"
                size="sm"
                ariaLabel={TEXT.removeLabel(job.title)}
                busy={removing === job.jobOrderId}
                disabled={removing !== null}
                onClick={() => remove(job.jobOrderId)}
              >
                {TEXT.remove}
              </BusyButton>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
