/** What the mail template editor says. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

/** Placeholders as a template writes them (double braces), kept out of the messages' own ICU braces. */
const jobCard = '{{jobCard}}';
const link = '{{link}}';

export const TEMPLATE_TEXT = translatable({
  title: msg`Mail Templates`,
  lead: msg`Edit what each mail says. Placeholders in double braces are filled in for each person when the mail is sent.`,
  choose: msg({ message: 'Mail', comment: 'Label of the choice of the mail to edit.' }),
  subject: msg`Subject`,
  body: msg`Text (a blank line starts a new paragraph; the first paragraph is the heading)`,
  placeholders: msg`Placeholders you can use:`,
  sendMode: msg`When a status change sends this mail`,
  save: msg`Save`,
  saving: msg`Saving…`,
  reset: msg`Reset to the built-in text`,
  resetting: msg`Resetting…`,
  edited: msg({ message: 'Edited', comment: 'A template whose text staff changed (a badge).' }),
  /** After a template's name in the list of mails. */
  editedSuffix: msg({
    message: 'edited',
    comment: 'After a template’s name in the list of mails: “Welcome (edited)”.',
  }),
  builtIn: msg`Built-in text`,
  preview: msg`The mail as sent, with sample values`,
  previewFrame: msg`Preview of the message as sent, with sample values`,
  jobCardHint: msg({
    message: `${jobCard} on a paragraph of its own shows the job’s card: its title, company, city and pay, linked to the job.`,
    comment: 'jobCard is the placeholder {{jobCard}}, written as it is.',
  }),
  linkHint: msg({
    message: `Where the text has ${link}, the mail leaves out its button to the same page.`,
    comment: 'link is the placeholder {{link}}, written as it is.',
  }),
  previewSubject: msg`Subject:`,
  previewUpdating: msg`Updating the preview…`,
  loading: msg`Loading the templates…`,
  couldNotLoad: msg`Could not load the mail templates.`,
  saveFailed: msg`Sorry, the template could not be saved.`,
  adminsOnly: msg`Only admins can edit mail templates.`,
});
