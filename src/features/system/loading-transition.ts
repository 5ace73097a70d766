/** docs/product.md §2 /loading-transition?redirectTo&title&message: the card's texts and its same-site target. */
import { safeRedirectPath } from '../../../common/redirect';
import { LOADING_TRANSITION_DEFAULTS } from './messages';
import { queryText } from '../../lib/query';
import type { Query } from '../../route-types';

export function loadingTransitionProps(query: Query) {
  return {
    redirectTo: safeRedirectPath(queryText(query, 'redirectTo'), LOADING_TRANSITION_DEFAULTS.redirectTo),
    title: queryText(query, 'title') ?? LOADING_TRANSITION_DEFAULTS.title,
    message: queryText(query, 'message') ?? LOADING_TRANSITION_DEFAULTS.message,
  };
}
