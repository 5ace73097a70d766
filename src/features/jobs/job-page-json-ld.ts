/**
 * The public job page's JSON-LD. The server writes it into the page's HTML, so a first load needs
 * nothing here; only after a navigation inside the app is it built, with the builder loaded then
 * (out of the page's first-load chunk).
 */
import { useCallback } from 'react';
import type { JobPostingInput } from '../../../common/job-posting';
import { useLdScript } from './ld-script';
import { useLoad } from '../../lib/use-load';

/** `job` is null while the server's JSON-LD is in the page. */
export function useJobPageJsonLd(job: JobPostingInput | null): void {
  const key = job ? JSON.stringify(job) : null;
  const built = useLoad(
    useCallback(
      () =>
        key
          ? import(/* webpackChunkName: 'job-posting' */ '../../../common/job-posting').then(({ jobPosting }) =>
              JSON.stringify(jobPosting(JSON.parse(key) as JobPostingInput)),
            )
          : Promise.resolve(null),
      [key],
    ),
  );
  // Without its JSON-LD the page still works; search engines read the server's on a first load.
  useLdScript(key && built.status === 'ready' ? built.data : null);
}
