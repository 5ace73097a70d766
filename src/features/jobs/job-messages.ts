/**
 * Texts the search screen and the public job page share: a module of their own, so neither
 * chunk carries the other's texts (a module shared by chunks ships whole in each).
 */

/** The Apply button of a job, in the search screen and on the job page. */
export const APPLY_TEXT = {
  apply: 'Apply Now',
  applying: 'Sending your application…',
  /** docs/product.md §4: a job already applied to shows this and cannot be opened again. */
  applied: 'You Have Applied',
  /** docs/product.md §7 and §8 */
  applyError: 'Sorry, an error occurred',
} as const;

/** The labels of a job's facts, in the search screen's detail and on the job page. */
export const JOB_FACT_LABELS = {
  type: 'Type',
  category: 'Category',
  salary: 'Salary',
  location: 'Location',
} as const;

/** docs/product.md §4, word for word; also the job page's answer for a closed or unknown job. */
export const JOB_NO_LONGER_AVAILABLE = 'Sorry, this job is no longer available.';
