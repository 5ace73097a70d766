/** The staff console's screens (its own chunk); the server checks the staff role on every call. */
import './staff.scss';
import type { StaffJobQuery } from '../../../common/staff';
import { queryText } from '../../lib/query';
import type { Query, ScreenAction } from '../../router';
import { ApplicantsPage } from './ApplicantsPage';
import { JobEditPage } from './JobEditPage';
import { JobsPage } from './JobsPage';
import { STAFF_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';

/** The list's filters from the address (the server validates them; a bad one shows its error). */
function jobQuery(query: Query): StaffJobQuery {
  const text = (key: string) => queryText(query, key);
  const page = Number(text('page') ?? 1);
  return {
    q: text('q'),
    status: text('status') as StaffJobQuery['status'],
    type: text('type') as StaffJobQuery['type'],
    category: text('category') as StaffJobQuery['category'],
    location: text('location'),
    sort: text('sort') as StaffJobQuery['sort'],
    dir: text('dir') as StaffJobQuery['dir'],
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const idParam = (params: Record<string, string | string[]>) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

export const admin: ScreenAction = () => ({ title: STAFF_TITLES.overview, component: <OverviewPage /> });

export const adminJobs: ScreenAction = ({ query }) => ({
  title: STAFF_TITLES.jobs,
  component: <JobsPage initial={jobQuery(query)} />,
});

export const adminNewJob: ScreenAction = () => ({ title: STAFF_TITLES.newJob, component: <JobEditPage id={null} /> });

export const adminEditJob: ScreenAction = ({ params }) => {
  const id = idParam(params);
  return { title: STAFF_TITLES.editJob, component: <JobEditPage key={id} id={id} /> };
};

export const adminApplicants: ScreenAction = ({ params }) => {
  const id = idParam(params);
  return { title: STAFF_TITLES.applicants, component: <ApplicantsPage key={id} id={id} /> };
};
