/** The job list's state: a console list (filters in the address, paging) with the jobs' own sort rule. */
import type { StaffJobQuery, StaffJobSort } from '../../../common/staff';
import { fetchJobs } from './api';
import { usePagedList } from './use-paged-list';

/** The order the server applies (newest first when none is asked for). */
export function sortOf(q: StaffJobQuery): { sort: StaffJobSort; dir: 'asc' | 'desc' } {
  return { sort: q.sort ?? 'opened', dir: q.dir ?? 'desc' };
}

export function useJobList(initial: StaffJobQuery) {
  const list = usePagedList('/admin/jobs', initial, fetchJobs);
  return {
    ...list,
    /** The same column again reverses the order; another column starts A to Z (newest first for dates). */
    sortBy: (sort: StaffJobSort) =>
      list.change((q) => {
        const current = sortOf(q);
        const dir =
          current.sort === sort ? (current.dir === 'asc' ? 'desc' : 'asc') : sort === 'opened' ? 'desc' : 'asc';
        return { ...q, sort, dir, page: 1 };
      }),
  };
}
