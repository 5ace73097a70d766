/** The staff console's screens (its own chunk); the server checks the staff role on every call. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { StaffJobQuery } from '../../../common/staff';
import type { AuditQuery, CandidateQuery } from '../../../common/staff-candidates';
import { queryText } from '../../lib/query';
import type { Query, ScreenAction, ScreenDescriptions } from '../../route-types';
import { ApplicantsPage } from './ApplicantsPage';
import { AuditPage } from './AuditPage';
import { CandidatePage } from './CandidatePage';
import { CandidatesPage } from './CandidatesPage';
import { CANDIDATES_TITLES } from './candidates-messages';
import { JobEditPage } from './JobEditPage';
import { JobsPage } from './JobsPage';
import { STAFF_TITLES } from './messages';
import { OverviewPage } from './OverviewPage';
import { queryPage } from './page-query';

/** The list's filters from the address (the server validates them; a bad one shows its error). */
function jobQuery(query: Query): StaffJobQuery {
  const text = (key: string) => queryText(query, key);
  return {
    q: text('q'),
    status: text('status') as StaffJobQuery['status'],
    type: text('type') as StaffJobQuery['type'],
    category: text('category') as StaffJobQuery['category'],
    location: text('location'),
    sort: text('sort') as StaffJobQuery['sort'],
    dir: text('dir') as StaffJobQuery['dir'],
    page: queryPage(query),
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

/** The address's text filters as they are (the server validates them; a bad one shows its error). */
function textQuery(query: Query, keys: readonly string[]): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = { page: queryPage(query) };
  for (const key of keys) out[key] = queryText(query, key);
  return out;
}

export const adminCandidates: ScreenAction = ({ query }) => ({
  title: CANDIDATES_TITLES.candidates,
  component: (
    <CandidatesPage initial={textQuery(query, ['name', 'email', 'skill', 'zip', 'sort', 'dir']) as CandidateQuery} />
  ),
});

export const adminCandidate: ScreenAction = ({ params }) => {
  const id = idParam(params);
  return { title: CANDIDATES_TITLES.candidate, component: <CandidatePage key={id} id={id} /> };
};

export const adminAudit: ScreenAction = ({ query }) => ({
  title: CANDIDATES_TITLES.audit,
  component: <AuditPage initial={textQuery(query, ['actor', 'candidate', 'action', 'from', 'to']) as AuditQuery} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  admin: msg`Manage jobs, candidates, documents and content.`,
  adminJobs: msg`Find, create, edit, open and close jobs.`,
  adminNewJob: msg`Create a job.`,
  adminEditJob: msg`Edit a job, open or close it.`,
  adminApplicants: msg`The applicants of a job and their statuses.`,
  adminCandidates: msg`Find candidates by name, email, skill or ZIP code.`,
  adminCandidate: msg`A candidate’s record, résumé, applications, documents and mails.`,
  adminAudit: msg`The audit log: who did what, and when.`,
});
