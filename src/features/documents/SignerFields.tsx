/** The fields a template asks the signer to fill (labelled inputs, each with its own error). */
import { SIGNER_VALUE_LIMITS, type SignerField } from '../../../common/onboarding';
import { contentLang } from '../../lib/i18n';
import { ESIGN_TEXT } from './messages';
import Card from 'react-bootstrap/Card';
import FormCheck from 'react-bootstrap/FormCheck';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';

export type SignerValues = Record<string, string | boolean>;

export function SignerFields(props: {
  fields: SignerField[];
  values: SignerValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string | boolean) => void;
}) {
  const { fields, values, errors, onChange } = props;
  if (fields.length === 0) return null;
  return (
    // The legend names the fieldset only as its first child: the card's body is the fieldset.
    <Card className="my-3" data-testid="signer-fields">
      <Card.Body as="fieldset">
        <legend className="h5">{ESIGN_TEXT.fieldsHeading}</legend>
        <p className="small text-body-secondary">{ESIGN_TEXT.fieldsHint}</p>
        {fields.map((f) => {
          const id = `signer-field-${f.name}`;
          const error = errors[f.name];
          const describedBy = error ? `${id}-error` : undefined;
          if (f.type === 'checkbox') {
            return (
              <FormCheck className="mb-3" key={f.name}>
                <FormCheck.Input
                  id={id}
                  type="checkbox"
                  isInvalid={Boolean(error)}
                  checked={values[f.name] === true}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy}
                  aria-required={f.required}
                  onChange={(e) => onChange(f.name, e.target.checked)}
                />
                <FormCheck.Label htmlFor={id}>
                  <span lang={contentLang(f.labelLanguage)}>{f.label}</span>
                  {f.required ? <span aria-hidden="true"> *</span> : null}
                </FormCheck.Label>
                {error ? (
                  <FormControl.Feedback id={describedBy} type="invalid">
                    {error}
                  </FormControl.Feedback>
                ) : null}
              </FormCheck>
            );
          }
          return (
            <div className="mb-3" key={f.name}>
              <FormLabel htmlFor={id}>
                <span lang={contentLang(f.labelLanguage)}>{f.label}</span>
                {f.required ? <span aria-hidden="true"> *</span> : null}
                {!f.required ? <span className="text-body-secondary small"> {ESIGN_TEXT.optional}</span> : null}
              </FormLabel>
              <FormControl
                id={id}
                type={f.type === 'date' ? 'date' : 'text'}
                isInvalid={Boolean(error)}
                value={typeof values[f.name] === 'string' ? (values[f.name] as string) : ''}
                maxLength={f.type === 'initials' ? SIGNER_VALUE_LIMITS.initials : SIGNER_VALUE_LIMITS.text}
                required={f.required}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
              {error ? (
                <FormControl.Feedback id={describedBy} type="invalid">
                  {error}
                </FormControl.Feedback>
              ) : null}
            </div>
          );
        })}
      </Card.Body>
    </Card>
  );
}
