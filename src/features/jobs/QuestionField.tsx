/**
 * One screening question on the application form, drawn by its kind, with its own error beside it:
 * in the reader's language where translated, the answers sent as the original options.
 */
import { type AnswerValue, FORM_LIMITS, type FormQuestion, isNoneOption } from '../../../common/application-form';
import { FormField } from '../../components/FormField';
import FormCheck from 'react-bootstrap/FormCheck';
import FormControl from 'react-bootstrap/FormControl';
import { contentLang } from '../../lib/i18n';
import { APPLICATION_FORM_SCREEN as TEXT } from './application-form-messages';

export function QuestionField({
  question: q,
  value,
  error,
  onChange,
}: {
  question: FormQuestion;
  value: AnswerValue;
  error?: string;
  onChange: (value: AnswerValue) => void;
}) {
  const id = `q-${q.id}`;
  const errorId = `${id}-error`;
  const label = q.required ? q.text : `${q.text} ${TEXT.optional}`;
  if (q.kind === 'number' || q.kind === 'text') {
    return (
      <FormField
        id={id}
        label={label}
        value={typeof value === 'string' ? value : value === null ? '' : String(value)}
        onValueChange={onChange}
        error={error}
        inputMode={q.kind === 'number' ? 'decimal' : undefined}
        maxLength={q.kind === 'text' ? FORM_LIMITS.textAnswer : 30}
        required={q.required}
        data-testid="question-input"
      />
    );
  }
  const multiple = q.kind === 'multiple';
  // Yes and No are the portal's own words, always in the reader's language.
  const optionLang = q.kind === 'yesNo' ? undefined : contentLang(q.language);
  const picked = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  // A "None of these" stands alone: ticking it clears the others, ticking another clears it.
  const tick = (option: string, checked: boolean) =>
    !checked
      ? picked.filter((p) => p !== option)
      : isNoneOption(option)
        ? [option]
        : [...picked.filter((p) => !isNoneOption(p)), option];
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? errorId : undefined}
      // A required choice of one is announced as required (native `required` on the radios would
      // also mark them invalid before anything is chosen). A set of check boxes has no such state:
      // its legend's lack of "(optional)" says it.
      role={multiple ? undefined : 'radiogroup'}
      aria-required={!multiple && q.required ? true : undefined}
    >
      <legend className="fs-6 mb-1">
        {/* The employer's text may be the original, for want of a translation in the reader's language. */}
        <span lang={contentLang(q.language)}>{q.text}</span>
        {q.required ? null : ` ${TEXT.optional}`}
      </legend>
      {q.options.map((option, i) => (
        <FormCheck
          key={option}
          id={`${id}-${i}`}
          type={multiple ? 'checkbox' : 'radio'}
          name={id}
          // The label is read; the value (the original option) is what is sent and stored.
          label={<span lang={optionLang}>{q.optionLabels[i] ?? option}</span>}
          isInvalid={Boolean(error)}
          checked={picked.includes(option)}
          onChange={(e) => onChange(multiple ? tick(option, e.target.checked) : option)}
        />
      ))}
      {error ? (
        <FormControl.Feedback type="invalid" id={errorId} className="d-block">
          {error}
        </FormControl.Feedback>
      ) : null}
    </fieldset>
  );
}
