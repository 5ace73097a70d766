/** What the links to the voluntary step say (apart from the screens' texts: other screens carry these). */
import type { SelfIdStatus } from '../../../common/self-id';

/** The dashboard's line under each application, and the prompt after applying. */
export const SELF_ID_LINE = {
  label: 'Voluntary self-identification',
  status: { pending: 'not answered', answered: 'answered', skipped: 'skipped' } satisfies Record<SelfIdStatus, string>,
  action: { pending: 'answer or skip', answered: 'review or change', skipped: 'answer' } satisfies Record<
    SelfIdStatus,
    string
  >,
  afterApplying: 'Voluntary self-identification (optional):',
} as const;
