/**
 * Texts of the job detail beside the search's results. Quoted SPEC texts (§2, §4, §8) are word for
 * word; the rest fill what SPEC leaves open. Each screen's own texts are in a module of their own,
 * so that a chunk ships only the texts it shows: the search form's in search-messages.ts, the
 * search screen's frame in search-screen-messages.ts, the job page's in job-page-messages.ts and
 * job-messages.ts, the apply pages' in apply-messages.ts.
 */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const DETAIL_TEXT = translatable({
  back: msg`Back to results`,
  showDescription: msg`Show full description`,
  hideDescription: msg`Hide description`,
  submitted: msg`Submitted!`,
  /** `distance` and `duration` as the maps service wrote them ("12.4 mi", "21 mins"). */
  distance: (distance: string, duration: string) => t`${distance} (about ${duration}) from your ZIP code`,
  distanceLoading: msg`Working out the distance…`,
  moreJobs: msg`More jobs`,
});

/** The link from a search result to its job page. */
export const JOB_PAGE_LINK_TEXT = translatable({
  jobPage: msg`Job page`,
  jobPageOf: (title: string) => t`Job page: ${title}`,
});
