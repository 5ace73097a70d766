/** The voluntary self-identification screen after applying, in its own chunk. */
import './self-id.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { SELF_ID_MESSAGES } from '../../../common/self-id';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { SelfIdPage } from './SelfIdPage';

export const selfIdentification: ScreenAction = ({ params }) => ({
  title: SELF_ID_MESSAGES.title,
  component: <SelfIdPage applicationId={params.id ?? ''} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  selfIdentification: msg`Voluntary self-identification for your application: answer any question, or skip.`,
});
