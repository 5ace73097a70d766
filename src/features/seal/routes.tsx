/** /verify as a chunk of its own: anyone may check a sealed PDF without signing in. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { VERIFY_MESSAGES } from '../../../common/seal';
import { VerifyPage } from './VerifyPage';

export const verify: ScreenAction = () => ({ title: VERIFY_MESSAGES.title, component: <VerifyPage /> });

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  verify: msg`Check whether this portal sealed a document, whether it has changed since, and who sealed it and when.`,
});
