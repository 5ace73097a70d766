/** schema.org JobPosting for Google for Jobs: only while one open job is shown. */
import { jobPosting, type JobPostingInput } from '../../../common/job-posting';
import { useLdScript } from './ld-script';

export interface ShownJob extends JobPostingInput {
  open: boolean;
}

export function useJobPostingJsonLd(job: ShownJob | null): void {
  useLdScript(job && job.open ? JSON.stringify(jobPosting(job)) : null);
}
