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
import { ReviewSettings } from './ReviewSettings';
import { FIELDS_TEXT as TEXT, ROLE_LABELS, TYPE_LABELS } from './messages';
import { BusyButton } from '../../components/SubmitButton';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormControl from 'react-bootstrap/FormControl';
import FormCheck from 'react-bootstrap/FormCheck';
import Button from 'react-bootstrap/Button';

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
  const [reviewUploads, setReviewUploads] = useState(template.reviewUploads);
  const [acknowledge, setAcknowledge] = useState(template.acknowledge);
  const action = useAction(TEXT.saveFailed);
  const change = (name: string, patch: Partial<TemplateField>) =>
    setFields((all) => all.map((f) => (f.name === name ? { ...f, ...patch } : f)));
  // A PDF checkbox can only be ticked: the signer's (or employer's) part in it is a checkbox.
  const typeOf = (f: TemplateField): SignerFieldType => (f.pdfType === 'checkbox' ? 'checkbox' : (f.type ?? 'text'));

  const save = () =>
    action.run(
      () =>
        updateTemplate(template.id, {
          formTitle: template.formTitle,
          signatureType: template.signatureType,
          delivery: template.delivery,
          displayLevel: template.displayLevel,
          reviewUploads,
          acknowledge,
          fields: fields.map((f) => ({
            name: f.name,
            role: f.role,
            recordKey: f.role === 'record' ? (f.recordKey ?? 'fullName') : null,
            type: f.role === 'signer' || f.role === 'employer' ? typeOf(f) : null,
            required: f.required,
            label: f.label,
          })),
        }),
      (saved) => {
        setFields(saved.fields);
        onSaved(saved);
        return TEXT.saved;
      },
    );

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={`fields-${template.id}`} data-testid="fields-editor">
      <Card.Body>
        <h2 className="h5" id={`fields-${template.id}`}>
          {TEXT.heading(template.formTitle)}
        </h2>
        <div className="mb-3">
          <ReviewSettings
            idPrefix={`template-${template.id}`}
            informational={template.signatureType === 'INFO'}
            acknowledge={acknowledge}
            reviewUploads={reviewUploads}
            onAcknowledge={setAcknowledge}
            onReviewUploads={setReviewUploads}
          />
        </div>
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
                  <FormLabel className="small mb-0" htmlFor={`${id}-role`}>
                    {TEXT.filledBy}
                  </FormLabel>
                  <FormSelect
                    id={`${id}-role`}
                    size="sm"
                    value={f.role}
                    onChange={(e) => change(f.name, { role: e.target.value as TemplateField['role'] })}
                  >
                    {FIELD_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </FormSelect>
                </div>
                {f.role === 'record' ? (
                  <div className="col-12 col-md-3">
                    <FormLabel className="small mb-0" htmlFor={`${id}-record`}>
                      {TEXT.details}
                    </FormLabel>
                    <FormSelect
                      id={`${id}-record`}
                      size="sm"
                      value={f.recordKey ?? 'fullName'}
                      onChange={(e) => change(f.name, { recordKey: e.target.value as RecordKey })}
                    >
                      {RECORD_KEYS.map((k) => (
                        <option key={k} value={k}>
                          {RECORD_KEY_LABELS[k]}
                        </option>
                      ))}
                    </FormSelect>
                  </div>
                ) : null}
                {f.role === 'signer' || f.role === 'employer' ? (
                  <>
                    <div className="col-6 col-md-2">
                      <FormLabel className="small mb-0" htmlFor={`${id}-type`}>
                        {TEXT.details}
                      </FormLabel>
                      <FormSelect
                        id={`${id}-type`}
                        size="sm"
                        value={typeOf(f)}
                        disabled={f.pdfType === 'checkbox'}
                        onChange={(e) => change(f.name, { type: e.target.value as SignerFieldType })}
                      >
                        {SIGNER_FIELD_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {TYPE_LABELS[t]}
                          </option>
                        ))}
                      </FormSelect>
                    </div>
                    <div className="col-6 col-md-4">
                      <FormLabel className="small mb-0" htmlFor={`${id}-label`}>
                        {TEXT.label}
                      </FormLabel>
                      <FormControl
                        id={`${id}-label`}
                        size="sm"
                        value={f.label}
                        maxLength={120}
                        onChange={(e) => change(f.name, { label: e.target.value })}
                      />
                    </div>
                    <div className="col-12 col-md-2">
                      <FormCheck>
                        <FormCheck.Input
                          id={`${id}-required`}
                          type="checkbox"

                          checked={f.required}
                          onChange={(e) => change(f.name, { required: e.target.checked })}
                        />
                        <FormCheck.Label className="small" htmlFor={`${id}-required`}>
                          {TEXT.required}
                        </FormCheck.Label>
                      </FormCheck>
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
          <Button type="button" variant="outline-secondary" onClick={onClose}>
            {TEXT.close}
          </Button>
          <span role="status" className="text-success">
            {action.message}
          </span>
        </div>
      </Card.Body>
    </Card>
  );
}
