/** Texts of the editors' language choice and translation forms (content pages, mail templates). */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';

export const TRANSLATION_TEXT = translatable({
  choice: msg({
    message: 'Language of the text',
    comment: 'Legend of the choice between the original English text and its translation.',
  }),
  original: (language: string) =>
    t({ message: `${language} (original)`, comment: '{language} is a language named in itself: “English”.' }),
  missing: msg({
    message: 'Missing translation',
    comment: 'A badge: readers of that language get the English text for want of a translation.',
  }),
  missingIn: (language: string) =>
    t({
      message: `Missing translation: ${language}`,
      comment: 'A badge in a list; {language} is a language named in itself: “Español”.',
    }),
  lead: (language: string) => t`Readers of ${language} get this version. Without it they get the English text.`,
  originalText: msg({ message: 'Original text:', comment: 'Followed by the original text the translation is of.' }),
  save: msg`Save translation`,
  saving: msg`Saving the translation…`,
  saved: msg`Translation saved. Readers of this language get it from now on.`,
  remove: msg`Remove translation`,
  removing: msg`Removing the translation…`,
  removed: msg`Translation removed. Readers of this language get the English text.`,
  failed: msg`Sorry, the translation could not be saved.`,
  updated: (when: string, who: string | null) =>
    who
      ? t({ message: `Last saved ${when} by ${who}.`, comment: '{when} is a date and time; {who} a staff member.' })
      : t({ message: `Last saved ${when}.`, comment: '{when} is a date and time.' }),
});
