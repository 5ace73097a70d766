/** What the links to the voluntary step say (apart from the screens' texts: other screens carry these). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { translatable } from '../../../common/i18n';
import type { SelfIdStatus } from '../../../common/self-id';

/** The dashboard's line under each application, and the prompt after applying. */
export const SELF_ID_LINE = translatable({
  label: msg`Voluntary self-identification`,
  /** "Voluntary self-identification: not answered — answer or skip" */
  status: {
    pending: msg({ message: 'not answered', comment: 'Status of the voluntary self-identification of an application' }),
    answered: msg({ message: 'answered', comment: 'Status of the voluntary self-identification of an application' }),
    skipped: msg({ message: 'skipped', comment: 'Status of the voluntary self-identification of an application' }),
  } satisfies Record<SelfIdStatus, MessageDescriptor>,
  action: {
    pending: msg({ message: 'answer or skip', comment: 'Link to the voluntary self-identification form' }),
    answered: msg({ message: 'review or change', comment: 'Link to the voluntary self-identification form' }),
    skipped: msg({ message: 'answer', comment: 'Link to the voluntary self-identification form' }),
  } satisfies Record<SelfIdStatus, MessageDescriptor>,
  afterApplying: msg`Voluntary self-identification (optional):`,
});
