/** /admin/jobs: the jobs staff manage, filtered, sorted and paged, with a CSV export of the filter. */
import { CATEGORY_LABELS } from '../../../common/jobs';
import type { StaffJobQuery, StaffJobSort, StaffJobSummary } from '../../../common/staff';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { formatDate } from '../../lib/format';
import { jobsCsvUrl } from './api';
import { JobFilters } from './JobFilters';
import { LIST_TEXT as TEXT, STAFF_TITLES } from './messages';
import { LoadFailure } from './LoadFailure';
import { StaffNav } from './StaffNav';
import { sortOf, useJobList } from './use-job-list';

const COLUMNS: { key: StaffJobSort; label: string; numeric?: boolean }[] = [
  { key: 'title', label: TEXT.columns.title },
  { key: 'type', label: TEXT.columns.type },
  { key: 'category', label: TEXT.columns.category },
  { key: 'location', label: TEXT.columns.location },
  { key: 'opened', label: TEXT.columns.opened },
  { key: 'status', label: TEXT.columns.status },
  { key: 'applicants', label: TEXT.columns.applicants, numeric: true },
];

const SKELETON_ROWS = 8;

function JobRow({ job }: { job: StaffJobSummary }) {
  return (
    <tr data-testid="staff-job-row">
      <th scope="row" className="fw-normal">
        <Link to={`/admin/jobs/${job.jobOrderId}`} aria-label={TEXT.edit(job.title)}>
          {job.title}
        </Link>
      </th>
      <td>{job.employmentType}</td>
      <td>{CATEGORY_LABELS[job.category]}</td>
      <td>{job.location}</td>
      <td className="text-nowrap">{formatDate(job.opened)}</td>
      <td>
        <span className={`badge ${job.status === 'open' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {job.status === 'open' ? TEXT.open : TEXT.closed}
        </span>
      </td>
      <td className="text-end">
        <Link to={`/admin/jobs/${job.jobOrderId}/applicants`}>{TEXT.viewApplicants(job.applicants)}</Link>
      </td>
    </tr>
  );
}

export function JobsPage({ initial }: { initial: StaffJobQuery }) {
  const list = useJobList(initial);
  const { state, query } = list;
  const order = sortOf(query);
  const data = state.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = data?.page ?? 1;

  return (
    <div>
      <PageHeading title={STAFF_TITLES.jobs} lead={TEXT.lead} />
      <StaffNav current="jobs" />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link to="/admin/jobs/new" className="btn btn-primary">
          {TEXT.newJob}
        </Link>
        <a href={jobsCsvUrl(query)} className="btn btn-outline-primary" download>
          {TEXT.exportCsv}
        </a>
      </div>
      <JobFilters query={query} onChange={list.filter} onClear={list.clear} />
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={list.retry} />
      ) : null}
      <span className="visually-hidden" role="status">
        {state.status === 'loading' ? TEXT.loading : data ? TEXT.caption(data.total) : ''}
      </span>
      <div className="table-responsive staff-table" aria-busy={state.status === 'loading'}>
        <table className="table table-hover align-middle">
          <caption className="caption-top">
            {data ? TEXT.caption(data.total) : '\u00a0'}
            {state.status === 'loading' ? (
              <span className="spinner-border spinner-border-sm ms-2 text-primary" aria-hidden="true" />
            ) : null}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => {
                const sorted = order.sort === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.numeric ? 'text-end' : undefined}
                    aria-sort={sorted ? (order.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-semibold text-decoration-none text-nowrap"
                      onClick={() => list.sortBy(c.key)}
                    >
                      {c.label}
                      <span aria-hidden="true" className="ms-1">
                        {sorted ? (order.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data === null
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    {COLUMNS.map((c) => (
                      <td key={c.key}>
                        <span className="skeleton-line" style={{ width: '80%' }} />
                      </td>
                    ))}
                  </tr>
                ))
              : data.items.map((job) => <JobRow key={job.jobOrderId} job={job} />)}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="text-center py-4">
                  {TEXT.empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <nav aria-label={TEXT.pages} className="d-flex align-items-center gap-3 flex-wrap">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={page <= 1}
          onClick={() => list.goTo(page - 1)}
        >
          {TEXT.previous}
        </button>
        <span>{TEXT.pageOf(page, pages)}</span>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={page >= pages}
          onClick={() => list.goTo(page + 1)}
        >
          {TEXT.next}
        </button>
      </nav>
    </div>
  );
}
