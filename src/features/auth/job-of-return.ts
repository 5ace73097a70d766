/** The job a sign-up's return path leads to (its page or its application form), to name it on the page. */
import type { JobPageData } from '../../../common/jobs';
import { apiFetch } from '../../lib/api';

export interface ReturnJob {
  title: string;
  corpTitle: string;
  /** The return path is the job's application form. */
  form: boolean;
}

export async function jobOfReturn(returnTo: string): Promise<ReturnJob | null> {
  const match = /^\/jobs\/(\d{1,12})(\/apply)?(?:[?#]|$)/.exec(returnTo);
  if (!match) return null;
  try {
    const { job } = await apiFetch<JobPageData>(`/api/jobs/${match[1]}`);
    return { title: job.title, corpTitle: job.corpTitle, form: Boolean(match[2]) };
  } catch {
    // A job gone or not loaded: the page still works, it just does not name one.
    return null;
  }
}
