/**
 * Credential templates' instructions in other languages (docs/architecture.md §9.9): each one's
 * version beside the original, saved or removed whole, missing ones marked.
 */
import { INSTRUCTIONS_MAX } from '../../../common/credentials';
import { LANGUAGE_NAMES } from '../../../common/i18n';
import type { StaffTemplate } from '../../../common/onboarding';
import { TRANSLATION_LANGUAGES } from '../../../common/translations';
import { MissingTranslations, TranslationForm, TranslationsSection } from '../staff';
import { removeTemplateTranslation, saveTemplateTranslation } from './api';
import { TEMPLATE_TRANSLATION_TEXT as TEXT } from './messages';

export function TemplateTranslations({
  templates,
  onChange,
}: {
  templates: StaffTemplate[];
  onChange: (template: StaffTemplate) => void;
}) {
  const credentials = templates.filter((t) => t.kind === 'credential' && t.instructions);
  if (credentials.length === 0) return null;
  const missing = TRANSLATION_LANGUAGES.filter((l) => credentials.some((t) => t.missingTranslations.includes(l)));
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
        credentials.map((t) => (
          <section key={`${t.id}:${language}`} className="border-top pt-3 mt-3" data-testid="template-translation">
            <h3 className="h6">
              {t.formTitle}
              <MissingTranslations languages={t.missingTranslations.includes(language) ? [language] : []} />
            </h3>
            <TranslationForm
              language={language}
              name={TEXT.formName(t.formTitle, LANGUAGE_NAMES[language])}
              fields={[
                {
                  name: 'instructions' as const,
                  label: TEXT.instructions,
                  original: t.instructions ?? '',
                  maxLength: INSTRUCTIONS_MAX,
                  rows: 3,
                },
              ]}
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
