/**
 * Texts the search screen, the public job board and the public job page share: a module of their
 * own, so neither chunk carries the other's texts (a module shared by chunks ships whole in each).
 */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { CATEGORY_LABELS, type CategoryKey } from '../../../common/jobs';

/** The Apply button of a job, in the search screen and on the job page. */
export const APPLY_TEXT = translatable({
  apply: msg`Apply Now`,
  applying: msg`Sending your application…`,
  /** docs/product.md §4: a job already applied to shows this and cannot be opened again. */
  applied: msg`You Have Applied`,
  /** docs/product.md §7 and §8 */
  applyError: msg`Sorry, an error occurred`,
});

/** The labels of a job's facts, in the search screen's detail and on the job page. */
export const JOB_FACT_LABELS = translatable({
  type: msg`Type`,
  category: msg`Category`,
  salary: msg`Salary`,
  location: msg`Location`,
});

export const JOB_TEXT = translatable({
  /** docs/product.md §4, word for word; also the job page's answer for a closed or unknown job. */
  noLongerAvailable: msg`Sorry, this job is no longer available.`,
  /** The employment types (docs/product.md §9), as the search options and a job's facts name them. */
  employmentType: {
    Contract: msg({ message: 'Contract', comment: 'Employment type of a job (a contract job)' }),
    Permanent: msg({ message: 'Permanent', comment: 'Employment type of a job (a permanent job)' }),
  },
});

/** A job's employment type in the page's language; a value of no known type as it is. */
export function employmentTypeLabel(type: string): string {
  return type === 'Contract' || type === 'Permanent' ? JOB_TEXT.employmentType[type] : type;
}

/** A job's category by its key in the page's language; an unknown one by the description it came with. */
export function categoryLabel(category: { categoryId: string; description: string }): string {
  return Object.hasOwn(CATEGORY_LABELS, category.categoryId)
    ? CATEGORY_LABELS[category.categoryId as CategoryKey]
    : category.description;
}
