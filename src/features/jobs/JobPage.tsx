/** A job's public page (/jobs/{jobOrderId}, no login): the job, an Apply button, more jobs like it. */
import { useMemo, useState } from 'react';
import type { JobPageData } from '../../../common/jobs';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { formatDate } from '../../lib/format';
import { pageState } from '../../lib/page-state';
import { withQuery } from '../../lib/query';
import { applicationFormPath } from '../../../common/application-form';
import { applyToJob } from './api';
import { ApplyButton, type ApplyState } from './ApplyButton';
import { useJobPageJsonLd } from './job-page-json-ld';
import { APPLY_TEXT, categoryLabel, employmentTypeLabel, JOB_FACT_LABELS } from './job-messages';
import { JOB_PAGE_TEXT } from './job-page-messages';
import Card from 'react-bootstrap/Card';
import { SelfIdPrompt } from '../self-id';

function ApplyArea({
  jobOrderId,
  appliedTo,
  hasQuestions,
}: {
  jobOrderId: number;
  appliedTo: boolean;
  hasQuestions: boolean;
}) {
  const [state, setState] = useState<ApplyState>(appliedTo ? 'submitted' : 'idle');
  const [error, setError] = useState<unknown>(null);
  const [justApplied, setJustApplied] = useState(false);
  // A job with screening questions is applied to through its form (signed in, or after signing in).
  const form = hasQuestions && !appliedTo ? applicationFormPath(jobOrderId) : null;
  if (form && pageState.isLoggedIn) {
    return (
      <div className="mb-3">
        <Link to={form} className="btn btn-primary">
          {APPLY_TEXT.apply}
        </Link>
        <p className="small text-body-secondary mt-2 mb-0">{JOB_PAGE_TEXT.formHint}</p>
      </div>
    );
  }
  if (!pageState.isLoggedIn) {
    const here = form ?? `/jobs/${jobOrderId}`;
    return (
      <div className="mb-3">
        <Link to={withQuery('/login', { r: here })} className="btn btn-primary me-2">
          {APPLY_TEXT.apply}
        </Link>
        <Link to={withQuery('/register', { r: here })}>{JOB_PAGE_TEXT.signUp}</Link>
        <p className="small text-body-secondary mt-2 mb-0">
          {form ? JOB_PAGE_TEXT.applyFormHint : JOB_PAGE_TEXT.applyHint}
        </p>
      </div>
    );
  }
  const apply = () => {
    setState('sending');
    applyToJob(jobOrderId).then(
      () => {
        setState('submitted');
        setJustApplied(true);
      },
      (err: unknown) => {
        setError(err);
        setState('error');
      },
    );
  };
  return (
    <div className="mb-3">
      <ApplyButton state={state} onApply={apply} />
      {state === 'error' ? <FailureAlert message={APPLY_TEXT.applyError} error={error} /> : null}
      {justApplied ? <SelfIdPrompt jobOrderId={jobOrderId} /> : null}
    </div>
  );
}

export function JobPage({ data }: { data: JobPageData }) {
  const { job, moreJobs } = data;
  // The server wrote this page's JSON-LD into the HTML; after a navigation inside the app it is gone.
  const serverLd = useMemo(
    () => Boolean(document.querySelector('script[type="application/ld+json"][data-page-meta]')),
    [],
  );
  useJobPageJsonLd(
    serverLd
      ? null
      : {
          ...job,
          url: `${window.location.origin}/jobs/${job.jobOrderId}`,
          identifierName: pageState.config.siteName,
        },
  );
  const facts: [string, string][] = [
    [JOB_PAGE_TEXT.company, job.corpTitle],
    [JOB_FACT_LABELS.location, job.location],
    [JOB_FACT_LABELS.salary, job.salary],
    [JOB_FACT_LABELS.type, employmentTypeLabel(job.employmentType)],
    [JOB_FACT_LABELS.category, categoryLabel(job.category)],
    [JOB_PAGE_TEXT.posted, formatDate(job.opened)],
  ];
  return (
    <Card as="article" className="shadow-sm mb-4" aria-labelledby="job-title">
      <Card.Body>
        <h1 className="h2" id="job-title">
          {job.title}
        </h1>
        <dl className="row mb-3">
          {facts.map(([label, value]) => (
            <div key={label} className="col-12 d-flex">
              <dt className="col-5 col-sm-3 col-md-2 fw-semibold">{label}</dt>
              <dd className="col-7 col-sm-9 col-md-10 mb-1">{value}</dd>
            </div>
          ))}
        </dl>
        <ApplyArea jobOrderId={job.jobOrderId} appliedTo={data.appliedTo} hasQuestions={Boolean(data.hasQuestions)} />
        {/* The description's own headings are h3: this keeps the outline in order. */}
        <h2 className="visually-hidden">{JOB_PAGE_TEXT.description}</h2>
        {/* Sanitized on the server before storage (docs/architecture.md §5). */}
        <div className="job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
      </Card.Body>
      <Card.Footer className="bg-body">
        {moreJobs.length ? (
          <>
            <h2 className="h6 mt-2">{JOB_PAGE_TEXT.moreJobs}</h2>
            <ul className="list-unstyled mb-2">
              {moreJobs.map((other) => (
                <li key={other.jobOrderId} className="mb-1">
                  <Link to={`/jobs/${other.jobOrderId}`}>{other.title}</Link>
                  <span className="text-body-secondary small"> · {other.location}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="my-2">
          <Link to="/search">{JOB_PAGE_TEXT.searchLink}</Link>
        </p>
      </Card.Footer>
    </Card>
  );
}

/** A closed or unknown job (the server answered 404 with noindex). */
export function JobNotFound({ message }: { message: string }) {
  return (
    <section className="py-4">
      <h1 className="h3">{message}</h1>
      <p>
        <Link to="/search">{JOB_PAGE_TEXT.searchLink}</Link>
      </p>
    </section>
  );
}
