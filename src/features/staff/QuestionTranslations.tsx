/**
 * The job screen's screening questions in other languages (docs/architecture.md §9.9): each saved
 * question's text and options beside the original, saved or removed whole, missing ones marked.
 */
import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FORM_LIMITS, questionTranslationFields, type StaffQuestionView } from '../../../common/application-form';
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_NAMES } from '../../../common/i18n';
import { isTranslationLanguage, TRANSLATION_LANGUAGES } from '../../../common/translations';
import { removeQuestionTranslation, saveQuestionTranslation } from './api';
import { QUESTION_TEXT as TEXT } from './questions-messages';
import { LanguageChoice, MissingTranslations, type TranslatedField, TranslationForm } from './TranslationEditor';

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
  const id = useId();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  if (questions.length === 0) return null;
  const missing = TRANSLATION_LANGUAGES.filter((l) => questions.some((q) => q.missingTranslations.includes(l)));
  return (
    <Card as="section" className="shadow-sm mt-4" aria-labelledby={id} data-testid="question-translations">
      <Card.Body>
        <h2 id={id} className="h5">
          {TEXT.translations}
        </h2>
        <p className="text-body-secondary">{TEXT.translationsHint}</p>
        <LanguageChoice value={language} onChange={setLanguage} missing={missing} />
        {isTranslationLanguage(language) ? (
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
        ) : (
          <p className="mb-0">{TEXT.originalsAbove}</p>
        )}
      </Card.Body>
    </Card>
  );
}
