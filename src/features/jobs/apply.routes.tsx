/** The apply links' screens (docs/product.md §2): /apply-now?id and /apply-redirect/{token}, apart from /search's chunk. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ApplyNowPage } from './ApplyNowPage';
import { JOB_TITLES, ONE_CLICK_TEXT } from './apply-messages';
import { OneClickApplyPage } from './OneClickApplyPage';

export const applyNow: ScreenAction = ({ query }) => {
  const id = queryText(query, 'id');
  return { title: JOB_TITLES.applyNow, component: <ApplyNowPage key={id} id={id} /> };
};

export const applyRedirect: ScreenAction = ({ params, query }) => {
  const token = String(params.token ?? '');
  // Set by the server after the button's POST: applied while signed out, or not applied.
  const sent = queryText(query, 'sent') === '1';
  const failed = queryText(query, 'failed') === '1';
  return {
    title: ONE_CLICK_TEXT.title,
    component: <OneClickApplyPage key={`${token}:${sent}:${failed}`} token={token} sent={sent} failed={failed} />,
  };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  applyNow: msg`Apply to the job a recruiter sent you in one click.`,
  applyRedirect: msg`Apply to the job a recruiter sent you with one press of a button.`,
});
