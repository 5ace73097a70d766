/** The staff console's shared parts, which its content and onboarding screens use too. */
export { FormLoading } from './FormLoading';
export { LoadFailure } from './LoadFailure';
export { StaffNav } from './StaffNav';
export { Pager, pageCount } from './Pager';
export { queryPage } from './page-query';
export { refusalFields, refusalOf, useAction, type Action } from './use-action';
export { FormAlert } from './VersionConflict';
export { MarkdownField } from './DescriptionField';
export { useVersionedForm } from './use-versioned-form';
export { answerLabel } from './questions-messages';
export {
  LanguageChoice,
  MissingTranslations,
  type TranslatedField,
  TranslationForm,
  TranslationsSection,
} from './TranslationEditor';
export { TRANSLATION_TEXT } from './translation-messages';
