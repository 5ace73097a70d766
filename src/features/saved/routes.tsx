/** The alert mails' unsubscribe page (open: the link works without signing in). */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { UNSUBSCRIBE_TEXT } from './unsubscribe-messages';
import { UnsubscribePage } from './UnsubscribePage';

export const unsubscribe: ScreenAction = ({ params }) => {
  const token = typeof params.token === 'string' ? params.token : '';
  return { title: UNSUBSCRIBE_TEXT.title, component: <UnsubscribePage key={token} token={token} /> };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  unsubscribe: msg`Stop the job alert mails of a saved search.`,
});
