/**
 * schema.org JobPosting for Google for Jobs: only while one open job is shown. The script element
 * is created with createElement and filled through textContent: it is data, never executed, so the
 * CSP (which blocks inline scripts) has nothing to object to.
 */
import { useEffect } from 'react';
import { jobPosting, type JobPostingInput } from '../../../common/job-posting';

export interface ShownJob extends JobPostingInput {
  open: boolean;
}

export function useJobPostingJsonLd(job: ShownJob | null): void {
  const json = job && job.open ? JSON.stringify(jobPosting(job)) : null;
  useEffect(() => {
    if (!json) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jobPosting = 'true';
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
