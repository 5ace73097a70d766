/** The interviews' candidate screen in its own chunk: the mailed link's page. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ChoosePage } from './ChoosePage';
import { INTERVIEW_TEXT } from './messages';

export const interviewChoose: ScreenAction = ({ query }) => {
  const token = typeof query.token === 'string' ? query.token : '';
  return { title: INTERVIEW_TEXT.pageTitle, component: <ChoosePage key={token} token={token} /> };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  interviewChoose: msg`Choose a time for your interview.`,
});
