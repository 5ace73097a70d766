/** Create a credential template: a title and instructions, no PDF; assigned like any template. */
import { useState } from 'react';
import { INSTRUCTIONS_MAX } from '../../../common/credentials';
import type { StaffTemplate } from '../../../common/onboarding';
import { FormField } from '../../components/FormField';
import { createCredentialTemplate } from './api';
import { useAction } from '../staff';
import { SubmitRow } from './form-action';
import { CREDENTIAL_TEMPLATE_TEXT as TEXT } from './messages';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import FormControl from 'react-bootstrap/FormControl';

export function CredentialTemplateForm({ onCreated }: { onCreated: (template: StaffTemplate) => void }) {
  const [formTitle, setFormTitle] = useState('');
  const [instructions, setInstructions] = useState('');
  const action = useAction(TEXT.failed);
  const { fields } = action;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () => createCredentialTemplate({ formTitle, instructions }),
      (template) => {
        setFormTitle('');
        setInstructions('');
        onCreated(template);
        return TEXT.created(template.formTitle);
      },
    );
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="credential-template-heading">
      <Card.Body as="form" onSubmit={submit} noValidate data-testid="credential-template-form">
        <h2 className="h5" id="credential-template-heading">
          {TEXT.heading}
        </h2>
        <p className="text-body-secondary">{TEXT.lead}</p>
        <div className="row g-3">
          <div className="col-12">
            <FormField
              id="credential-title"
              label={TEXT.formTitle}
              value={formTitle}
              onValueChange={setFormTitle}
              hint={TEXT.formTitleHint}
              error={fields.formTitle}
              maxLength={200}
            />
          </div>
        </div>
        <FormLabel htmlFor="credential-instructions">{TEXT.instructions}</FormLabel>
        <FormControl
          id="credential-instructions"
          as="textarea"
          isInvalid={Boolean(fields.instructions)}
          rows={2}
          maxLength={INSTRUCTIONS_MAX}
          value={instructions}
          aria-describedby="credential-instructions-hint"
          onChange={(e) => setInstructions(e.target.value)}
        />
        <FormText id="credential-instructions-hint" as="div">
          {fields.instructions ? <span className="text-danger">{fields.instructions}</span> : TEXT.instructionsHint}
        </FormText>
        <SubmitRow action={action} label={TEXT.create} busyLabel={TEXT.creating} />
      </Card.Body>
    </Card>
  );
}
