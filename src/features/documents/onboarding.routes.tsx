/** The onboarding screen (docs/product.md §2), a chunk of its own: the first screen of a new hire. */
import './documents.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { DOCUMENT_TITLES } from './messages';
import { OnboardingPage } from './OnboardingPage';

export const onboarding: ScreenAction = () => ({ title: DOCUMENT_TITLES.onboarding, component: <OnboardingPage /> });

/** The screen's meta description (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  onboarding: msg`Complete your onboarding documents: what is outstanding, completed and for your information.`,
});
