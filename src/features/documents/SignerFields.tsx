/** The fields a template asks the signer to fill (labelled inputs, each with its own error). */
import { SIGNER_VALUE_LIMITS, type SignerField } from '../../../common/onboarding';
import { ESIGN_TEXT } from './messages';

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
    <fieldset className="card my-3" data-testid="signer-fields">
      <div className="card-body">
        <legend className="h5">{ESIGN_TEXT.fieldsHeading}</legend>
        <p className="small text-body-secondary">{ESIGN_TEXT.fieldsHint}</p>
        {fields.map((f) => {
          const id = `signer-field-${f.name}`;
          const error = errors[f.name];
          const describedBy = error ? `${id}-error` : undefined;
          if (f.type === 'checkbox') {
            return (
              <div className="form-check mb-3" key={f.name}>
                <input
                  id={id}
                  type="checkbox"
                  className={`form-check-input${error ? ' is-invalid' : ''}`}
                  checked={values[f.name] === true}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy}
                  aria-required={f.required}
                  onChange={(e) => onChange(f.name, e.target.checked)}
                />
                <label className="form-check-label" htmlFor={id}>
                  {f.label}
                  {f.required ? <span aria-hidden="true"> *</span> : null}
                </label>
                {error ? (
                  <div id={describedBy} className="invalid-feedback">
                    {error}
                  </div>
                ) : null}
              </div>
            );
          }
          return (
            <div className="mb-3" key={f.name}>
              <label htmlFor={id} className="form-label">
                {f.label}
                {f.required ? <span aria-hidden="true"> *</span> : null}
                {!f.required ? <span className="text-body-secondary small"> {ESIGN_TEXT.optional}</span> : null}
              </label>
              <input
                id={id}
                type={f.type === 'date' ? 'date' : 'text'}
                className={`form-control${error ? ' is-invalid' : ''}`}
                value={typeof values[f.name] === 'string' ? (values[f.name] as string) : ''}
                maxLength={f.type === 'initials' ? SIGNER_VALUE_LIMITS.initials : SIGNER_VALUE_LIMITS.text}
                required={f.required}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
              {error ? (
                <div id={describedBy} className="invalid-feedback">
                  {error}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
