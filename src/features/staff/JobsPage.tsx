/** /admin/jobs: the jobs staff manage, filtered, sorted and paged, with a CSV export of the filter. */
import { CATEGORY_LABELS } from '../../../common/jobs';
import type { StaffJobQuery, StaffJobSort, StaffJobSummary } from '../../../common/staff';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { formatDate } from '../../lib/format';
import { jobsCsvUrl } from './api';
import { JobFilters } from './JobFilters';
import { employmentTypeLabel, LIST_TEXT as TEXT, STAFF_TITLES } from './messages';
import { type Column, PagedTable } from './PagedTable';
import { StaffNav } from './StaffNav';
import { sortOf, useJobList } from './use-job-list';
import Badge from 'react-bootstrap/Badge';

/** The columns, their labels read in the page's language each time the table draws. */
const columns = (): Column<StaffJobSummary, StaffJobSort>[] => [
  {
    key: 'title',
    label: TEXT.columns.title,
    sort: 'title',
    rowHeader: true,
    cell: (job) => (
      <Link to={`/admin/jobs/${job.jobOrderId}`} aria-label={TEXT.edit(job.title)}>
        {job.title}
      </Link>
    ),
  },
  { key: 'type', label: TEXT.columns.type, sort: 'type', cell: (job) => employmentTypeLabel(job.employmentType) },
  { key: 'category', label: TEXT.columns.category, sort: 'category', cell: (job) => CATEGORY_LABELS[job.category] },
  { key: 'location', label: TEXT.columns.location, sort: 'location', cell: (job) => job.location },
  {
    key: 'opened',
    label: TEXT.columns.opened,
    sort: 'opened',
    cell: (job) => <span className="text-nowrap">{formatDate(job.opened)}</span>,
  },
  {
    key: 'status',
    label: TEXT.columns.status,
    sort: 'status',
    cell: (job) => (
      <Badge bg={job.status === 'open' ? 'success' : 'secondary'}>
        {job.status === 'open' ? TEXT.open : TEXT.closed}
      </Badge>
    ),
  },
  {
    key: 'applicants',
    label: TEXT.columns.applicants,
    sort: 'applicants',
    numeric: true,
    cell: (job) => (
      <>
        <Link to={`/admin/jobs/${job.jobOrderId}/applicants`}>{TEXT.viewApplicants(job.applicants)}</Link>
        {' · '}
        <Link to={`/admin/jobs/${job.jobOrderId}/board`}>
          {TEXT.board}
          <span className="visually-hidden">{` (${job.title})`}</span>
        </Link>
      </>
    ),
  },
];

export function JobsPage({ initial }: { initial: StaffJobQuery }) {
  const list = useJobList(initial);
  return (
    <div>
      <PageHeading title={STAFF_TITLES.jobs} lead={TEXT.lead} />
      <StaffNav current="jobs" />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link to="/admin/jobs/new" className="btn btn-primary">
          {TEXT.newJob}
        </Link>
        <a href={jobsCsvUrl(list.query)} className="btn btn-outline-primary" download>
          {TEXT.exportCsv}
        </a>
      </div>
      <JobFilters query={list.query} onChange={list.filter} onClear={list.clear} />
      <PagedTable
        label={STAFF_TITLES.jobs}
        columns={columns()}
        state={list.state}
        rowKey={(job) => job.jobOrderId}
        rowTestId="staff-job-row"
        order={sortOf(list.query)}
        onSort={list.sortBy}
        onPage={list.goTo}
        pages={list.pages}
        retry={list.retry}
        text={TEXT}
      />
    </div>
  );
}
