/** A choice of the portal's languages, each named in itself (registration and /profile). */
import Form from 'react-bootstrap/Form';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language, isLanguage } from '../../common/i18n';

export function LanguageSelect(props: {
  id: string;
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  className?: string;
}) {
  return (
    <Form.Group controlId={props.id} className={props.className}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        name="preferredLanguage"
        value={props.value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) props.onChange(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
