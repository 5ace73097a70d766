/** /admin (docs/product.md §2 'Admin Page'): the numbers staff start from, the newest applications, the sections. */
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchOverview } from './api';
import { OVERVIEW_TEXT as TEXT, STAFF_TITLES } from './messages';
import { LoadFailure } from './LoadFailure';
import { CANDIDATES_TITLES } from './candidates-messages';
import { StaffNav } from './StaffNav';
import Card from 'react-bootstrap/Card';

function Stat({ label, value, to, testId }: { label: string; value: number | null; to?: string; testId: string }) {
  return (
    <div className="col-12 col-md-4">
      <Card className="h-100 shadow-sm">
        <Card.Body>
          <Card.Text className="text-body-secondary mb-1">{label}</Card.Text>
          <p className="display-6 mb-0 staff-stat" data-testid={testId}>
            {value === null ? (
              <span className="skeleton-line" style={{ width: '3ch' }} aria-hidden="true" />
            ) : to ? (
              <Link to={to} className="text-decoration-none">
                {value.toLocaleString('en-US')}
              </Link>
            ) : (
              value.toLocaleString('en-US')
            )}
          </p>
        </Card.Body>
      </Card>
    </div>
  );
}

export function OverviewPage() {
  const state = useLoad(fetchOverview);
  const data = state.status === 'ready' ? state.data : null;
  return (
    <div aria-busy={state.status === 'loading'}>
      <PageHeading title={STAFF_TITLES.overview} lead={TEXT.lead} />
      <StaffNav current="overview" />
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : null}
      <span className="visually-hidden" role="status">
        {state.status === 'loading' ? TEXT.loading : ''}
      </span>
      <div className="row g-3 mb-4">
        <Stat
          label={TEXT.openJobs}
          value={data?.openJobs ?? null}
          to="/admin/jobs?status=open"
          testId="stat-open-jobs"
        />
        <Stat
          label={TEXT.newApplications}
          value={data?.newApplicationsThisWeek ?? null}
          to="/admin/jobs?sort=applicants"
          testId="stat-new-applications"
        />
        <Stat
          label={TEXT.outstanding}
          value={data?.candidatesWithOutstandingDocuments ?? null}
          testId="stat-outstanding"
        />
      </div>
      <Card as="section" className="shadow-sm mb-4" aria-labelledby="recent-heading" data-testid="recent-applications">
        <Card.Body>
          <h2 className="h5" id="recent-heading">
            {TEXT.recent}
          </h2>
          {data === null ? (
            <SkeletonLines widths={['90%', '80%', '85%', '70%']} />
          ) : data.recentApplications.length === 0 ? (
            <p className="mb-0">{TEXT.noRecent}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {data.recentApplications.map((a) => (
                <li key={a.applicationId} className="py-2 border-bottom d-flex flex-wrap gap-2 align-items-center">
                  <span className="fw-semibold">{a.candidateName}</span>
                  <span>
                    {TEXT.appliedFor} <Link to={`/admin/jobs/${a.jobOrderId}/applicants`}>{a.jobTitle}</Link>
                  </span>
                  <span className="text-body-secondary">{formatDate(a.appliedAt)}</span>
                  <ApplicationStatusBadge status={a.status} />
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/admin/jobs" className="btn btn-primary">
          {TEXT.manageJobs}
        </Link>
        <Link to="/internal/doc-checks" className="btn btn-outline-primary">
          {TEXT.docChecks}
        </Link>
        <Link to="/admin/candidates" className="btn btn-outline-primary">
          {CANDIDATES_TITLES.candidates}
        </Link>
        <Link to="/admin/audit" className="btn btn-outline-primary">
          {CANDIDATES_TITLES.audit}
        </Link>
      </div>
    </div>
  );
}
