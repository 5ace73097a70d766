/** Marks each AcroForm field of a template: filled from the record, by the signer, a signature, or nobody. */
import { useState } from 'react';
import {
  FIELD_ROLES,
  RECORD_KEY_LABELS,
  RECORD_KEYS,
  SIGNER_FIELD_TYPES,
  type RecordKey,
  type SignerFieldType,
  type StaffTemplate,
  type TemplateField,
} from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { useAction } from '../staff';
import { updateTemplate } from './api';
import { FIELDS_TEXT as TEXT, ROLE_LABELS, TYPE_LABELS } from './messages';
import { BusyButton } from '../../components/SubmitButton';

export function FieldsEditor({
  template,
  onSaved,
  onClose,
}: {
  template: StaffTemplate;
  onSaved: (template: StaffTemplate) => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<TemplateField[]>(template.fields);
  const action = useAction(TEXT.saveFailed);
  const change = (name: string, patch: Partial<TemplateField>) =>
    setFields((all) => all.map((f) => (f.name === name ? { ...f, ...patch } : f)));

  const save = () =>
    action.run(
      () =>
        updateTemplate(template.id, {
          formTitle: template.formTitle,
          signatureType: template.signatureType,
          delivery: template.delivery,
          displayLevel: template.displayLevel,
          fields: fields.map(({ name, role, recordKey, type, required, label }) => ({
            name,
            role,
            recordKey: role === 'record' ? (recordKey ?? 'fullName') : null,
            type: role === 'signer' ? (type ?? 'text') : null,
            required,
            label,
          })),
        }),
      (saved) => {
        setFields(saved.fields);
        onSaved(saved);
        return TEXT.saved;
      },
    );

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={`fields-${template.id}`} data-testid="fields-editor">
      <div className="card-body">
        <h2 className="h5" id={`fields-${template.id}`}>
          {TEXT.heading(template.formTitle)}
        </h2>
        {fields.length === 0 ? <p>{TEXT.noFields}</p> : null}
        {fields.map((f) => {
          const id = `field-${template.id}-${f.name}`;
          return (
            <fieldset key={f.name} className="border rounded p-2 mb-2">
              <legend className="fs-6 fw-semibold mb-1 px-1 w-auto">
                <code>{f.name}</code> <span className="text-body-secondary small">({f.pdfType})</span>
              </legend>
              <div className="row g-2 align-items-end">
                <div className="col-12 col-md-3">
                  <label className="form-label small mb-0" htmlFor={`${id}-role`}>
                    {TEXT.filledBy}
                  </label>
                  <select
                    id={`${id}-role`}
                    className="form-select form-select-sm"
                    value={f.role}
                    onChange={(e) => change(f.name, { role: e.target.value as TemplateField['role'] })}
                  >
                    {FIELD_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </div>
                {f.role === 'record' ? (
                  <div className="col-12 col-md-3">
                    <label className="form-label small mb-0" htmlFor={`${id}-record`}>
                      {TEXT.details}
                    </label>
                    <select
                      id={`${id}-record`}
                      className="form-select form-select-sm"
                      value={f.recordKey ?? 'fullName'}
                      onChange={(e) => change(f.name, { recordKey: e.target.value as RecordKey })}
                    >
                      {RECORD_KEYS.map((k) => (
                        <option key={k} value={k}>
                          {RECORD_KEY_LABELS[k]}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                {f.role === 'signer' ? (
                  <>
                    <div className="col-6 col-md-2">
                      <label className="form-label small mb-0" htmlFor={`${id}-type`}>
                        {TEXT.details}
                      </label>
                      <select
                        id={`${id}-type`}
                        className="form-select form-select-sm"
                        value={f.type ?? 'text'}
                        disabled={f.pdfType === 'checkbox'}
                        onChange={(e) => change(f.name, { type: e.target.value as SignerFieldType })}
                      >
                        {SIGNER_FIELD_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {TYPE_LABELS[t]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="col-6 col-md-4">
                      <label className="form-label small mb-0" htmlFor={`${id}-label`}>
                        {TEXT.label}
                      </label>
                      <input
                        id={`${id}-label`}
                        className="form-control form-control-sm"
                        value={f.label}
                        maxLength={120}
                        onChange={(e) => change(f.name, { label: e.target.value })}
                      />
                    </div>
                    <div className="col-12 col-md-2">
                      <div className="form-check">
                        <input
                          id={`${id}-required`}
                          type="checkbox"
                          className="form-check-input"
                          checked={f.required}
                          onChange={(e) => change(f.name, { required: e.target.checked })}
                        />
                        <label className="form-check-label small" htmlFor={`${id}-required`}>
                          {TEXT.required}
                        </label>
                      </div>
                    </div>
                  </>
                ) : null}
              </div>
            </fieldset>
          );
        })}
        {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
        <div className="d-flex align-items-center gap-2 mt-3">
          <BusyButton onClick={save} busy={action.busy}>
            {action.busy ? TEXT.saving : TEXT.save}
          </BusyButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {TEXT.close}
          </button>
          <span role="status" className="text-success">
            {action.message}
          </span>
        </div>
      </div>
    </section>
  );
}
