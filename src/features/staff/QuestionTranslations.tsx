/**
 * The job screen's screening questions in other languages (docs/architecture.md §9.9): each saved
 * question's text and options beside the original, saved or removed whole, missing ones marked.
 */
import { FORM_LIMITS, questionTranslationFields, type StaffQuestionView } from '../../../common/application-form';
import { LANGUAGE_NAMES } from '../../../common/i18n';
import { TRANSLATION_LANGUAGES } from '../../../common/translations';
import { removeQuestionTranslation, saveQuestionTranslation } from './api';
import { QUESTION_TEXT as TEXT } from './questions-messages';
import { MissingTranslations, type TranslatedField, TranslationForm, TranslationsSection } from './TranslationEditor';

/** The fields of a question's translation, each with its original. */
function fieldsOf(q: StaffQuestionView): TranslatedField<string>[] {
  return questionTranslationFields(q).map((name, i) =>
    name === 'text'
      ? { name, label: TEXT.text, original: q.text, maxLength: FORM_LIMITS.questionText }
      : { name, label: TEXT.option(i), original: q.options[i - 1]!, maxLength: FORM_LIMITS.optionText },
  );
}

export function QuestionTranslations({
  jobOrderId,
  questions,
  onChange,
}: {
  jobOrderId: number;
  questions: StaffQuestionView[];
  onChange: (questions: StaffQuestionView[]) => void;
}) {
  if (questions.length === 0) return null;
  const missing = TRANSLATION_LANGUAGES.filter((l) => questions.some((q) => q.missingTranslations.includes(l)));
  return (
    <TranslationsSection
      heading={TEXT.translations}
      hint={TEXT.translationsHint}
      missing={missing}
      originals={TEXT.originalsAbove}
      className="mt-4"
      testId="question-translations"
    >
      {(language) =>
        questions.map((q, n) => (
          <section key={`${q.id}:${language}`} className="border-top pt-3 mt-3" data-testid="question-translation">
            <h3 className="h6">
              {TEXT.question(n + 1)}
              <MissingTranslations languages={q.missingTranslations.includes(language) ? [language] : []} />
            </h3>
            <TranslationForm
              language={language}
              name={TEXT.questionIn(n + 1, LANGUAGE_NAMES[language])}
              fields={fieldsOf(q)}
              translation={q.translations[language]}
              save={(values) => saveQuestionTranslation(jobOrderId, q.id, language, values)}
              remove={() => removeQuestionTranslation(jobOrderId, q.id, language)}
              onChange={onChange}
            />
          </section>
        ))
      }
    </TranslationsSection>
  );
}
