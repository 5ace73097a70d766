/**
 * The public job page's JSON-LD. The server writes it into the page's HTML, so a first load needs
 * nothing here; only after a navigation inside the app is it built, with the builder loaded then
 * (out of the page's first-load chunk).
 */
import { useEffect, useState } from 'react';
import type { JobPostingInput } from '../../../common/job-posting';
import { useLdScript } from './ld-script';

/** `job` is null while the server's JSON-LD is in the page. */
export function useJobPageJsonLd(job: JobPostingInput | null): void {
  const [json, setJson] = useState<string | null>(null);
  const key = job ? JSON.stringify(job) : null;
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    import(/* webpackChunkName: 'job-posting' */ '../../../common/job-posting').then(
      ({ jobPosting }) => live && setJson(JSON.stringify(jobPosting(JSON.parse(key) as JobPostingInput))),
      // Without its JSON-LD the page still works; search engines read the server's on a first load.
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [key]);
  useLdScript(key ? json : null);
}
