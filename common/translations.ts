/**
 * Employer-written texts in each language (docs/architecture.md §9.9): the original is written in
 * the default language (English); a translation into another language is saved whole, field by
 * field, and a reader whose language has none reads the original. The staff editors' contract.
 */
import { DEFAULT_LANGUAGE, i18n, type Language, LANGUAGE_NAMES, LANGUAGES, translatable } from './i18n';

/** A language a text can be translated into: every language but the originals'. */
export type TranslationLanguage = Exclude<Language, 'en'>;

export const TRANSLATION_LANGUAGES = LANGUAGES.filter((l): l is TranslationLanguage => l !== DEFAULT_LANGUAGE);

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/** One language's version of a text's fields, as the editors read it. */
export interface Translation<F extends string = string> {
  fields: Record<F, string>;
  /** ISO 8601. */
  updatedAt: string;
  /** Who saved it, or null for an operator or a removed account. */
  updatedBy: string | null;
}

/** What an editor reads of a text's translations, beside the original. */
export interface TranslationsView<F extends string = string> {
  translations: Partial<Record<TranslationLanguage, Translation<F>>>;
  /** The languages a reader would read the original in, for want of a translation. */
  missingTranslations: TranslationLanguage[];
}

export const TRANSLATION_MESSAGES = /* @__PURE__ */ translatable({
  languageInvalid: () =>
    i18n._('Choose the language of the translation: {languages}. The original text is the {original} one.', {
      languages: TRANSLATION_LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(', '),
      original: LANGUAGE_NAMES[DEFAULT_LANGUAGE],
    }),
});
