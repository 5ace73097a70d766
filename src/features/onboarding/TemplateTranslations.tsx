/**
 * Templates' texts in other languages (docs/architecture.md §9.9): a credential's instructions and
 * a form's labels of the fields the signer and the employer fill, each template's version beside
 * the original, saved or removed whole, missing ones marked.
 */
import { INSTRUCTIONS_MAX } from '../../../common/credentials';
import { LANGUAGE_NAMES } from '../../../common/i18n';
import { LABEL_MAX, labelKey, type StaffTemplate, translatableFields } from '../../../common/onboarding';
import { TRANSLATION_LANGUAGES } from '../../../common/translations';
import { MissingTranslations, type TranslatedField, TranslationForm, TranslationsSection } from '../staff';
import { removeTemplateTranslation, saveTemplateTranslation } from './api';
import { TEMPLATE_TRANSLATION_TEXT as TEXT } from './messages';

/** The texts of `t` a translation holds, each with its original. */
function textsOf(t: StaffTemplate): TranslatedField<string>[] {
  const keys = new Set(translatableFields(t));
  if (keys.has('instructions'))
    return [
      {
        name: 'instructions',
        label: TEXT.instructions,
        original: t.instructions ?? '',
        maxLength: INSTRUCTIONS_MAX,
        rows: 3,
      },
    ];
  return t.fields
    .filter((f) => keys.has(labelKey(f.name)))
    .map((f) => ({ name: labelKey(f.name), label: TEXT.fieldLabel(f.name), original: f.label, maxLength: LABEL_MAX }));
}

export function TemplateTranslations({
  templates,
  onChange,
}: {
  templates: StaffTemplate[];
  onChange: (template: StaffTemplate) => void;
}) {
  const translatable = templates.filter((t) => translatableFields(t).length > 0);
  if (translatable.length === 0) return null;
  const missing = TRANSLATION_LANGUAGES.filter((l) => translatable.some((t) => t.missingTranslations.includes(l)));
  return (
    <TranslationsSection
      heading={TEXT.heading}
      hint={TEXT.hint}
      missing={missing}
      originals={TEXT.originalsAbove}
      className="mb-4"
      testId="template-translations"
    >
      {(language) =>
        translatable.map((t) => (
          <section key={`${t.id}:${language}`} className="border-top pt-3 mt-3" data-testid="template-translation">
            <h3 className="h6">
              {t.formTitle}
              <MissingTranslations languages={t.missingTranslations.includes(language) ? [language] : []} />
            </h3>
            <TranslationForm
              language={language}
              name={TEXT.formName(t.formTitle, LANGUAGE_NAMES[language])}
              fields={textsOf(t)}
              translation={t.translations[language]}
              save={(values) => saveTemplateTranslation(t.id, language, values)}
              remove={() => removeTemplateTranslation(t.id, language)}
              onChange={onChange}
            />
          </section>
        ))
      }
    </TranslationsSection>
  );
}
