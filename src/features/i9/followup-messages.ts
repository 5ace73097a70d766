/** What the I-9 staff's screens say of copies of documents and of a receipt's follow-up. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const I9_FOLLOWUP_TEXT = translatable({
  copiesLegend: msg`Copies of the documents`,
  copiesHint: msg`A copy of the front and back of each document the employee showed: a PDF, or a photo or scan (PNG or JPEG), up to 10 MB. Optional, unless the documents are examined remotely.`,
  copiesRequired: msg`Required: the remote examination keeps a copy of the front and back of each document.`,
  required: msg({ message: 'required', comment: 'Beside a copy the remote examination needs' }),
  /** `label`: the copy, such as “Front of the List B document”. */
  uploading: (label: string) => t`Attaching: ${label}…`,
  removing: msg`Removing the copy…`,
  uploadFailed: msg`Sorry, the copy could not be attached.`,
  removeFailed: msg`Sorry, the copy could not be removed.`,
  /** `name`: who attached it; `when`: the date and time. */
  attachedBy: (name: string, when: string) => t`Attached by ${name}, ${when}`,
  sources: {
    pdf: msg`PDF`,
    png: msg`Photo or scan (PNG)`,
    jpeg: msg`Photo or scan (JPEG)`,
  },
  download: msg`Download`,
  /** `label`: the copy, as a link’s or button’s full name for screen readers. */
  downloadCopy: (label: string) => t`Download: ${label}`,
  removeCopy: (label: string) => t`Remove: ${label}`,
  remove: msg`Remove`,
  notChosen: msg`Copies of documents the employee did not choose (removed when Section 2 is signed):`,
  copiesTitle: msg`Copies of the documents`,
  copy: msg`Copy`,
  attached: msg`Attached`,
  receiptDue: (date: string) => t`Receipt follow-up due ${date}`,
  receiptDueLabel: msg`Receipt follow-up due`,
  pastDue: msg({ message: 'past due', comment: 'A receipt’s follow-up past its date' }),
  receiptTitle: msg`Receipt follow-up`,
  /** `date`: when the actual document is due. */
  receiptLead: (date: string) =>
    t`A receipt stands for a lost, stolen or damaged document. The employee presents the actual document by ${date}, 90 days after the first day of work: examine it and record it here.`,
  receiptFor: {
    listA: msg`The actual List A document`,
    listB: msg`The actual List B document`,
    listC: msg`The actual List C document`,
  },
  receiptSubmit: msg`Record the actual document`,
  receiptSending: msg`Recording the document…`,
  receiptFailed: msg`Sorry, the document could not be recorded.`,
  receiptReplaced: msg`The actual document replaced a receipt.`,
});
