/** Recommended jobs: open jobs that fit the record; each opens on /search (?job=). */
import type { RecommendedJob } from '../../../common/candidates';
import { Link } from '../../components/Link';
import { SkeletonLines } from '../../components/Skeleton';
import type { Loaded } from '../../lib/use-load';
import { DashboardSection } from './DashboardSection';
import { RECOMMENDED_TEXT as TEXT } from './messages';

export function RecommendedJobsSection({ state }: { state: Loaded<RecommendedJob[]> }) {
  return (
    <DashboardSection
      id="recommended-jobs"
      heading={TEXT.heading}
      state={state}
      errorMessage={TEXT.couldNotLoad}
      skeleton={<SkeletonLines widths={['50%', '75%', '0%', '45%', '70%', '0%', '55%', '65%']} />}
      action={
        <Link className="btn btn-outline-primary btn-sm" to="/search">
          {TEXT.searchAll}
        </Link>
      }
    >
      {(list) =>
        list.length === 0 ? (
          <p className="mb-0">{TEXT.empty}</p>
        ) : (
          <ul className="list-group list-group-flush">
            {list.map(({ job, matchedSkills }) => (
              <li key={job.jobOrderId} className="list-group-item px-0" data-testid="recommended-job">
                <Link className="fw-semibold" to={`/search?job=${job.jobOrderId}`}>
                  {job.title}
                </Link>
                <p className="small text-body-secondary mb-0">
                  {job.corpTitle} · {job.location} · {job.employmentType} · {job.salary}
                </p>
                {matchedSkills.length ? <p className="small mb-0">{TEXT.matches(matchedSkills)}</p> : null}
              </li>
            ))}
          </ul>
        )
      }
    </DashboardSection>
  );
}
