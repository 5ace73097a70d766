/**
 * The editors' language choice and the form of a text's translation (docs/architecture.md §9.9):
 * one for every kind of employer-written text. The original (English) stays in its own editor; a
 * translation is saved or removed whole, beside the original it translates.
 */
import { type ReactNode, useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Badge from 'react-bootstrap/Badge';
import FormCheck from 'react-bootstrap/FormCheck';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../common/i18n';
import {
  isTranslationLanguage,
  type Translation,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '../../../common/translations';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { formatDateTime } from '../../lib/format';
import { TRANSLATION_TEXT as TEXT } from './translation-messages';
import { useAction } from './use-action';

/** "Missing translation" for each language a text lacks (lists name the language). */
export function MissingTranslations({
  languages,
  named = false,
}: {
  languages: TranslationLanguage[];
  named?: boolean;
}) {
  return (
    <>
      {languages.map((l) => (
        <Badge key={l} bg="warning" text="dark" className="ms-2" data-testid="missing-translation">
          {named ? TEXT.missingIn(LANGUAGE_NAMES[l]) : TEXT.missing}
        </Badge>
      ))}
    </>
  );
}

/** English (the original) or a language to translate into; a missing translation is marked. */
export function LanguageChoice({
  value,
  onChange,
  missing,
}: {
  value: Language;
  onChange: (language: Language) => void;
  missing: TranslationLanguage[];
}) {
  const id = useId();
  return (
    <fieldset className="mb-3" data-testid="language-choice">
      <legend className="fs-6 fw-semibold mb-1">{TEXT.choice}</legend>
      <FormCheck
        inline
        type="radio"
        id={`${id}-${DEFAULT_LANGUAGE}`}
        name={id}
        label={TEXT.original(LANGUAGE_NAMES[DEFAULT_LANGUAGE])}
        checked={value === DEFAULT_LANGUAGE}
        onChange={() => onChange(DEFAULT_LANGUAGE)}
      />
      {TRANSLATION_LANGUAGES.map((l) => (
        <FormCheck key={l} inline type="radio" id={`${id}-${l}`}>
          <FormCheck.Input type="radio" name={id} checked={value === l} onChange={() => onChange(l)} />
          <FormCheck.Label>
            {LANGUAGE_NAMES[l]}
            <MissingTranslations languages={missing.includes(l) ? [l] : []} />
          </FormCheck.Label>
        </FormCheck>
      ))}
    </fieldset>
  );
}

/**
 * A screen's section of translations of several texts: its heading and hint, the language choice
 * (a language any text lacks is marked), then each text's form in the chosen language — or, on
 * the original, where the originals are edited.
 */
export function TranslationsSection({
  heading,
  hint,
  missing,
  originals,
  className,
  testId,
  children,
}: {
  heading: string;
  hint: string;
  missing: TranslationLanguage[];
  /** Where the originals are, shown while the original is chosen. */
  originals: string;
  className: string;
  testId: string;
  children: (language: TranslationLanguage) => ReactNode;
}) {
  const id = useId();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  return (
    <Card as="section" className={`shadow-sm ${className}`} aria-labelledby={id} data-testid={testId}>
      <Card.Body>
        <h2 id={id} className="h5">
          {heading}
        </h2>
        <p className="text-body-secondary">{hint}</p>
        <LanguageChoice value={language} onChange={setLanguage} missing={missing} />
        {isTranslationLanguage(language) ? children(language) : <p className="mb-0">{originals}</p>}
      </Card.Body>
    </Card>
  );
}

export interface TranslatedField<F extends string> {
  name: F;
  label: string;
  /** The original text, shown under the field for reference. */
  original: string;
  maxLength: number;
  /** A textarea of that many rows; a one-line input without. */
  rows?: number;
}

/** The form of one language's version of a text: every field, saved or removed together. */
export function TranslationForm<F extends string, T>({
  language,
  fields,
  translation,
  save,
  remove,
  onChange,
  name = LANGUAGE_NAMES[language],
}: {
  language: TranslationLanguage;
  /** The form's name, where a screen has several of the same language: the language's by default. */
  name?: string;
  fields: TranslatedField<F>[];
  translation: Translation<F> | undefined;
  save: (values: Record<F, string>) => Promise<T>;
  remove: () => Promise<T>;
  onChange: (result: T) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((f) => [f.name, translation?.fields[f.name] ?? ''])) as Record<F, string>,
  );
  const action = useAction(TEXT.failed);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () => save(values),
      (result) => {
        onChange(result);
        return TEXT.saved;
      },
      'save',
    );
  };
  const drop = () =>
    action.run(
      remove,
      (result) => {
        onChange(result);
        setValues(Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<F, string>);
        return TEXT.removed;
      },
      'remove',
    );
  return (
    <form noValidate onSubmit={submit} aria-label={name} data-testid="translation-form">
      <p className="text-body-secondary">{TEXT.lead(LANGUAGE_NAMES[language])}</p>
      {translation ? (
        <p className="small text-body-secondary">
          {TEXT.updated(formatDateTime(translation.updatedAt), translation.updatedBy)}
        </p>
      ) : null}
      {fields.map((f) => {
        const error = action.fields[f.name];
        // A one-line original describes its field; a long one is there to open, not to be read out.
        const described = [
          error ? `${id}-${f.name}-error` : '',
          f.rows || !f.original ? '' : `${id}-${f.name}-original`,
        ];
        return (
          <div key={f.name} className="mb-3">
            <FormLabel htmlFor={`${id}-${f.name}`}>{f.label}</FormLabel>
            <FormControl
              id={`${id}-${f.name}`}
              lang={LANGUAGE_TAGS[language]}
              {...(f.rows ? { as: 'textarea' as const, rows: f.rows } : {})}
              value={values[f.name]}
              maxLength={f.maxLength}
              isInvalid={Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described.filter(Boolean).join(' ') || undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
            {error ? (
              <FormControl.Feedback type="invalid" id={`${id}-${f.name}-error`}>
                {error}
              </FormControl.Feedback>
            ) : null}
            {!f.original ? null : f.rows ? (
              <details className="form-text">
                <summary>{TEXT.originalText}</summary>
                <div lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]} style={{ whiteSpace: 'pre-wrap' }}>
                  {f.original}
                </div>
              </details>
            ) : (
              <div id={`${id}-${f.name}-original`} className="form-text">
                {TEXT.originalText} <span lang={LANGUAGE_TAGS[DEFAULT_LANGUAGE]}>{f.original}</span>
              </div>
            )}
          </div>
        );
      })}
      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" busy={action.isPending('save')} busyLabel={TEXT.saving} disabled={action.busy}>
          {TEXT.save}
        </BusyButton>
        {translation ? (
          <BusyButton
            variant="outline-danger"
            busy={action.isPending('remove')}
            busyLabel={TEXT.removing}
            disabled={action.busy}
            onClick={drop}
          >
            {TEXT.remove}
          </BusyButton>
        ) : null}
      </div>
      <p role="status" className="text-success mt-2 mb-0">
        {action.message}
      </p>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </form>
  );
}
