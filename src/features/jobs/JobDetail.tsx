/** The job detail of the search screen (docs/product.md §2, §4): description, distance, apply, more jobs. */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { DistanceResult, JobHit } from '../../../common/jobs';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { applyToJob, jobDistance } from './api';
import { formPathOf } from './application-form-api';
import { history } from '../../lib/history';
import { useJobPostingJsonLd } from './json-ld';
import { APPLY_TEXT, categoryLabel, employmentTypeLabel, JOB_FACT_LABELS } from './job-messages';
import { DETAIL_TEXT, JOB_PAGE_LINK_TEXT } from './messages';
import { SEARCH_TEXT } from './search-messages';
import { Link } from '../../components/Link';
import { ApplyButton, type ApplyState } from './ApplyButton';
import { FailureAlert } from '../../components/FailureAlert';
import Card from 'react-bootstrap/Card';
import Button from 'react-bootstrap/Button';
import { useLoad } from '../../lib/use-load';
import { SelfIdPrompt } from '../self-id';

export function JobDetail({
  job,
  moreJobs,
  onClose,
  onApplied,
  onOpen,
  save,
}: {
  job: JobHit;
  moreJobs: JobHit[];
  onClose: () => void;
  onApplied: (jobOrderId: number) => void;
  onOpen: (job: JobHit) => void;
  /** The save toggle of this job. */
  save?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(true);
  const distanceState = useLoad(useCallback(() => jobDistance(job.jobOrderId), [job.jobOrderId]));
  const distance: DistanceResult | null | 'loading' =
    distanceState.status === 'loading' ? 'loading' : distanceState.status === 'ready' ? distanceState.data : null;
  const [applyState, setApplyState] = useState<ApplyState>(job.appliedTo ? 'submitted' : 'idle');
  const [applyError, setApplyError] = useState<unknown>(null);
  const [justApplied, setJustApplied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useJobPostingJsonLd({ ...job, title: job.title, open: true });

  useEffect(() => {
    heading.current?.focus();
  }, [job.jobOrderId]);

  const apply = () => {
    setApplyState('sending');
    applyToJob(job.jobOrderId).then(
      () => {
        setApplyState('submitted');
        setJustApplied(true);
        onApplied(job.jobOrderId);
      },
      (err: unknown) => {
        // A job with screening questions is applied to through its form.
        const form = formPathOf(err);
        if (form) return history.push(form);
        setApplyError(err);
        setApplyState('error');
      },
    );
  };

  const descriptionId = `job-${job.jobOrderId}-description`;
  return (
    <Card as="article" className="shadow-sm mb-4" aria-labelledby={`job-${job.jobOrderId}-title`}>
      <Card.Body>
        <Button type="button" variant="link" className="px-0 mb-2" onClick={onClose}>
          ← {DETAIL_TEXT.back}
        </Button>
        <h2 className="h3" id={`job-${job.jobOrderId}-title`} ref={heading} tabIndex={-1}>
          {job.title}
        </h2>
        <p className="text-body-secondary mb-2">
          {job.corpTitle} ·{' '}
          <Link to={`/jobs/${job.jobOrderId}`} aria-label={JOB_PAGE_LINK_TEXT.jobPageOf(job.title)}>
            {JOB_PAGE_LINK_TEXT.jobPage}
          </Link>
        </p>
        <dl className="row mb-3 small">
          <dt className="col-5 col-sm-4 col-md-2">{JOB_FACT_LABELS.location}</dt>
          <dd className="col-7 col-sm-8 col-md-10 mb-1">
            {job.location}
            {distance === 'loading' ? (
              <Spinner label={DETAIL_TEXT.distanceLoading} className="small" />
            ) : distance ? (
              <span className="d-block text-body-secondary" data-testid="job-distance">
                {DETAIL_TEXT.distance(distance.distance, distance.duration)}
              </span>
            ) : null}
          </dd>
          <dt className="col-5 col-sm-4 col-md-2">{JOB_FACT_LABELS.salary}</dt>
          <dd className="col-7 col-sm-8 col-md-10 mb-1">{job.salary}</dd>
          <dt className="col-5 col-sm-4 col-md-2">{JOB_FACT_LABELS.type}</dt>
          <dd className="col-7 col-sm-8 col-md-10 mb-1">{employmentTypeLabel(job.employmentType)}</dd>
          <dt className="col-5 col-sm-4 col-md-2">{JOB_FACT_LABELS.category}</dt>
          <dd className="col-7 col-sm-8 col-md-10 mb-1">{categoryLabel(job.category)}</dd>
          <dt className="col-5 col-sm-4 col-md-2">{SEARCH_TEXT.opened}</dt>
          <dd className="col-7 col-sm-8 col-md-10 mb-1">{formatDate(job.opened)}</dd>
        </dl>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
          <ApplyButton state={applyState} onApply={apply} />
          {save}
          <Button
            type="button"
            variant="outline-secondary"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? DETAIL_TEXT.hideDescription : DETAIL_TEXT.showDescription}
          </Button>
        </div>
        {applyState === 'error' ? (
          <FailureAlert message={APPLY_TEXT.applyError} error={applyError} onClose={() => setApplyState('idle')} />
        ) : null}
        {justApplied ? <SelfIdPrompt jobOrderId={job.jobOrderId} /> : null}
        {/* Sanitized on the server before storage (docs/architecture.md §5). */}
        <div
          id={descriptionId}
          className={`job-description${expanded ? '' : ' d-none'}`}
          dangerouslySetInnerHTML={{ __html: job.description }}
        />
      </Card.Body>
      {moreJobs.length ? (
        <Card.Footer className="bg-body">
          <h3 className="h6 mt-2">{DETAIL_TEXT.moreJobs}</h3>
          <ul className="list-unstyled mb-1">
            {moreJobs.map((other) => (
              <li key={other.jobOrderId} className="mb-1">
                <Button type="button" variant="link" className="p-0 text-start" onClick={() => onOpen(other)}>
                  {other.title}
                </Button>
                <span className="text-body-secondary small"> · {other.location}</span>
              </li>
            ))}
          </ul>
        </Card.Footer>
      ) : null}
    </Card>
  );
}
