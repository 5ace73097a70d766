/** What the dashboard's Form I-9 line says (apart from the screen's texts: the dashboard carries these). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** The dashboard's line under an application at Offer, and its acceptance. */
export const I9_LINE = translatable({
  label: msg`Form I-9`,
  acceptLead: msg`Accepted the offer? Tell us your first day of work to open your Form I-9.`,
  firstDay: msg`First day of work`,
  accept: msg`Accept the offer`,
  accepting: msg`Accepting…`,
  acceptFailed: msg`Sorry, the offer could not be accepted.`,
  due: (date: string) => t`Section 1 due ${date}`,
  overdue: (date: string) => t`Section 1 overdue since ${date}`,
  open: msg`Complete Section 1`,
  employer: (date: string) => t`Section 1 done; your employer completes Section 2 by ${date}`,
  complete: msg`complete`,
  view: msg`View`,
  accepted: msg`Offer accepted. Your Form I-9 is open.`,
});
