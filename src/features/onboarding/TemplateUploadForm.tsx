/** Upload a PDF template with its settings; the server detects its AcroForm fields. */
import { useState } from 'react';
import { DEFAULT_COUNTERSIGN_DAYS, type StaffTemplate } from '../../../common/onboarding';
import { CountersignSettings } from './CountersignSettings';
import { FormField } from '../../components/FormField';
import { uploadTemplate } from './api';
import { useAction } from '../staff';
import { SubmitRow } from './form-action';
import { SIGNATURE_CHOICES, SIGNATURE_TYPE_LABELS, type SignatureChoice, TEMPLATES_TEXT as TEXT } from './messages';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormText from 'react-bootstrap/FormText';
import FormSelect from 'react-bootstrap/FormSelect';
import { ReviewSettings } from './ReviewSettings';

export function TemplateUploadForm({ onUploaded }: { onUploaded: (template: StaffTemplate) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [formTitle, setFormTitle] = useState('');
  const [signatureType, setSignatureType] = useState<SignatureChoice>('SIGN');
  const [delivery, setDelivery] = useState<'electronic' | 'manual'>('electronic');
  const [countersign, setCountersign] = useState(false);
  const [countersignDays, setCountersignDays] = useState(String(DEFAULT_COUNTERSIGN_DAYS));
  // An uploaded copy is reviewed unless staff say otherwise, electronic or hard copy alike.
  const [review, setReview] = useState(true);
  const [acknowledge, setAcknowledge] = useState(false);
  const informational = signatureType === 'INFO';
  const action = useAction(TEXT.uploadFailed);
  const { fields } = action;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.set('formTitle', formTitle);
    form.set('signatureType', signatureType);
    form.set('delivery', delivery);
    form.set('countersign', String(countersign));
    form.set('countersignDays', countersignDays);
    form.set('reviewUploads', String(!informational && review));
    form.set('acknowledge', String(informational && acknowledge));
    if (file) form.set('pdf', file);
    const target = event.currentTarget as HTMLFormElement;
    action.run(
      () => uploadTemplate(form),
      (template) => {
        setFile(null);
        setFormTitle('');
        // The form starts over: the controlled choices too, not only what reset() reaches.
        setSignatureType('SIGN');
        setDelivery('electronic');
        target.reset();
        onUploaded(template);
        return TEXT.uploaded(template.formTitle, template.fields.length);
      },
    );
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="upload-heading">
      <Card.Body as="form" onSubmit={submit} noValidate>
        <h2 className="h5" id="upload-heading">
          {TEXT.uploadHeading}
        </h2>
        <div className="mb-3">
          <FormLabel htmlFor="template-pdf">{TEXT.pdfLabel}</FormLabel>
          <FormControl
            id="template-pdf"
            type="file"
            accept="application/pdf,.pdf"

            aria-describedby="template-pdf-hint"
            onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <FormText id="template-pdf-hint" as="div">
            {TEXT.pdfHint}
          </FormText>
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
          <div className="col-12 col-sm-6 col-md-3">
            <FormLabel htmlFor="template-signature-type">{TEXT.signatureType}</FormLabel>
            <FormSelect
              id="template-signature-type"
              value={signatureType}
              onChange={(e) => setSignatureType(e.target.value as SignatureChoice)}
            >
              {SIGNATURE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {SIGNATURE_TYPE_LABELS[choice]}
                </option>
              ))}
            </FormSelect>
          </div>
          <div className="col-12 col-sm-6 col-md-3">
            <FormLabel htmlFor="template-delivery">{TEXT.delivery}</FormLabel>
            <FormSelect
              id="template-delivery"

              value={delivery}
              onChange={(e) => setDelivery(e.target.value as 'electronic' | 'manual')}
            >
              <option value="electronic">{TEXT.electronic}</option>
              <option value="manual">{TEXT.manual}</option>
            </FormSelect>
          </div>
        </div>
        <CountersignSettings
          countersign={countersign}
          days={countersignDays}
          error={fields.countersignDays}
          onCountersign={setCountersign}
          onDays={setCountersignDays}
        />
        <div className="row g-3 mt-1">
          <div className="col-12 col-md-6">
            <ReviewSettings
              idPrefix="template"
              informational={informational}
              acknowledge={acknowledge}
              reviewUploads={review}
              onAcknowledge={setAcknowledge}
              onReviewUploads={setReview}
            />
          </div>
        </div>
        <SubmitRow action={action} label={TEXT.upload} busyLabel={TEXT.uploading} />
      </Card.Body>
    </Card>
  );
}
