/** One question as a group of radio buttons; choosing none leaves it unanswered. */
import FormCheck from 'react-bootstrap/FormCheck';
import { SELF_ID_LABELS, SELF_ID_OPTIONS, type SelfIdQuestion, selfIdOptionLabel } from '../../../common/self-id';

export function QuestionField({
  question,
  value,
  onChange,
}: {
  question: SelfIdQuestion;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const name = `self-id-${question}`;
  return (
    <fieldset className="mb-4">
      <legend className="h6 fw-semibold">{SELF_ID_LABELS[question]}</legend>
      {SELF_ID_OPTIONS[question].map((option, i) => (
        <FormCheck
          key={option}
          type="radio"
          id={`${name}-${i}`}
          name={name}
          label={selfIdOptionLabel(option)}
          checked={value === option}
          onChange={() => onChange(option)}
        />
      ))}
    </fieldset>
  );
}
