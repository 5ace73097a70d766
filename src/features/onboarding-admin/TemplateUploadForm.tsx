/** Upload a PDF template with its settings; the server detects its AcroForm fields. */
import { useState } from 'react';
import type { StaffTemplate } from '../../../common/onboarding';
import { FormField } from '../../components/FormField';
import { uploadTemplate } from './api';
import { useAction } from '../staff';
import { SubmitRow } from './form-action';
import { TEMPLATES_TEXT as TEXT } from './messages';

export function TemplateUploadForm({ onUploaded }: { onUploaded: (template: StaffTemplate) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [formTitle, setFormTitle] = useState('');
  const [signatureType, setSignatureType] = useState('SIGN');
  const [delivery, setDelivery] = useState<'electronic' | 'manual'>('electronic');
  const [displayLevel, setDisplayLevel] = useState('0');
  const action = useAction(TEXT.uploadFailed);
  const { fields } = action;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData();
    form.set('formTitle', formTitle);
    form.set('signatureType', signatureType);
    form.set('delivery', delivery);
    form.set('displayLevel', displayLevel);
    if (file) form.set('pdf', file);
    const target = event.currentTarget;
    action.run(
      () => uploadTemplate(form),
      (template) => {
        setFile(null);
        setFormTitle('');
        target.reset();
        onUploaded(template);
        return TEXT.uploaded(template.formTitle, template.fields.length);
      },
    );
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="upload-heading">
      <form className="card-body" onSubmit={submit} noValidate>
        <h2 className="h5" id="upload-heading">
          {TEXT.uploadHeading}
        </h2>
        <div className="mb-3">
          <label htmlFor="template-pdf" className="form-label">
            {TEXT.pdfLabel}
          </label>
          <input
            id="template-pdf"
            type="file"
            accept="application/pdf,.pdf"
            className="form-control"
            aria-describedby="template-pdf-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <div id="template-pdf-hint" className="form-text">
            {TEXT.pdfHint}
          </div>
        </div>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <FormField
              id="template-title"
              label={TEXT.formTitle}
              value={formTitle}
              onValueChange={setFormTitle}
              hint={TEXT.formTitleHint}
              error={fields.formTitle}
              maxLength={200}
            />
          </div>
          <div className="col-6 col-md-2">
            <FormField
              id="template-signature-type"
              label={TEXT.signatureType}
              value={signatureType}
              onValueChange={(v) => setSignatureType(v.toUpperCase())}
              error={fields.signatureType}
              list="signature-types"
              maxLength={20}
            />
            <datalist id="signature-types">
              <option value="SIGN" />
              <option value="INFO" />
            </datalist>
          </div>
          <div className="col-6 col-md-2">
            <label htmlFor="template-delivery" className="form-label">
              {TEXT.delivery}
            </label>
            <select
              id="template-delivery"
              className="form-select"
              value={delivery}
              onChange={(e) => setDelivery(e.target.value as 'electronic' | 'manual')}
            >
              <option value="electronic">{TEXT.electronic}</option>
              <option value="manual">{TEXT.manual}</option>
            </select>
          </div>
          <div className="col-6 col-md-2">
            <FormField
              id="template-display-level"
              label={TEXT.displayLevel}
              type="number"
              min={0}
              max={999}
              value={displayLevel}
              onValueChange={setDisplayLevel}
              error={fields.displayLevel}
            />
          </div>
        </div>
        <SubmitRow action={action} label={TEXT.upload} busyLabel={TEXT.uploading} />
      </form>
    </section>
  );
}
