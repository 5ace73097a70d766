/** Recommended jobs: open jobs that fit the record; each opens on /search (?job=). Its frame is in OverviewPage. */
import type { RecommendedJob } from '../../../common/candidates';
import { jobPath } from '../../../common/saved';
import { Link } from '../../components/Link';
import { RECOMMENDED_TEXT as TEXT, WHO_TEXT } from './section-messages';
import ListGroup from 'react-bootstrap/ListGroup';

export function RecommendedJobs({ list }: { list: RecommendedJob[] }) {
  return list.length === 0 ? (
    <p className="mb-0">{TEXT.empty}</p>
  ) : (
    <ListGroup variant="flush" as="ul">
      {list.map(({ job, matchedSkills }) => (
        <ListGroup.Item key={job.jobOrderId} as="li" className="px-0" data-testid="recommended-job">
          <Link className="fw-semibold" to={jobPath(job.jobOrderId)}>
            {job.title}
          </Link>
          <p className="small text-body-secondary mb-0">
            {job.corpTitle} · {job.location} · {WHO_TEXT.workTypes[job.employmentType]} · {job.salary}
          </p>
          {matchedSkills.length ? <p className="small mb-0">{TEXT.matches(matchedSkills)}</p> : null}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
