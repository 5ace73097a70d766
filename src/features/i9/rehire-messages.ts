/** What the I-9 staff's screens say of a rehire through Supplement B (docs/product.md §4.19). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const I9_REHIRE_TEXT = translatable({
  due: msg`Rehire: Supplement B due`,
  heading: msg`Supplement B: rehire`,
  /** `date`: the agreed first day of the new employment. */
  leadRely: (date: string) =>
    t`The employee is rehired on ${date}, within three years of this form’s completion, and the work authorization it shows has not ended: rely on this form. Record the rehire date, a new name if it changed, and who records it. Ask for no documents.`,
  leadReverify: (date: string) =>
    t`The employee is rehired on ${date}, within three years of this form’s completion, but the work authorization it shows ended by then. Ask the employee to present a document of their choice from List A or List C that shows they may work, examine it, and record it with the rehire.`,
  rehireDate: msg`Date of rehire`,
  newName: msg`New name (only if it changed)`,
  lastName: msg`Last name`,
  firstName: msg`First name`,
  middleInitial: msg`Middle initial`,
  newDocument: msg`The document the employee chose (List A or List C)`,
  examinerName: msg`Name of the person recording the rehire`,
  examinerTitle: msg`Their title`,
  certify: msg`By submitting, you attest under penalty of perjury that to the best of your knowledge the employee is authorized to work in the United States and, if the employee presented a document, that it appears genuine and relates to the employee.`,
  submit: msg`Sign and record the rehire`,
  sending: msg`Recording the rehire…`,
  failed: msg`Sorry, the rehire could not be recorded.`,
});
