/**
 * Supplement B, rehire: the rehire date (the agreed first day, to confirm), a new name only if it
 * changed, and who records it; a new List A or List C document of the employee's choice only when
 * the work authorization the form shows ended by the rehire date (otherwise none is asked for).
 */
import { type FormEvent, useState } from 'react';
import { I9_LIMITS, LIST_A, LIST_C, type I9Document, type I9Record, type I9Rehire } from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { formatDate } from '../../lib/format';
import { DocumentFields, NO_DOCUMENT } from './DocumentFields';
import { recordRehire } from './rehire-api';
import { I9_REHIRE_TEXT as TEXT } from './rehire-messages';
import { SectionSubmit } from './SectionSubmit';
import { useSectionSubmit } from './use-section-submit';

const TITLES = [...LIST_A, ...LIST_C];
const NO_NAME = { lastName: '', firstName: '', middleInitial: '' };

export function RehireForm({
  form,
  rehire,
  onDone,
}: {
  form: I9Record;
  rehire: I9Rehire;
  onDone: (record: I9Record) => void;
}) {
  const [rehireDate, setRehireDate] = useState(rehire.rehireDate);
  const [name, setName] = useState(NO_NAME);
  const [document, setDocument] = useState(NO_DOCUMENT);
  const [examiner, setExaminer] = useState({ name: '', title: '' });
  const { errors, shown, send } = useSectionSubmit(TEXT.failed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      () =>
        recordRehire(form.id, {
          rehireDate,
          newName: name.lastName || name.firstName || name.middleInitial ? name : null,
          document: rehire.reverify ? (document as unknown as I9Document) : null,
          examinerName: examiner.name,
          examinerTitle: examiner.title,
        }),
      onDone,
    );
  };
  const nameField = (key: keyof typeof NO_NAME, label: string, max: number) => (
    <FormField
      id={`i9-rehire-${key}`}
      label={label}
      value={name[key]}
      onValueChange={(value) => setName((n) => ({ ...n, [key]: value }))}
      maxLength={max}
    />
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="i9-rehire" className="mb-4" data-testid="i9-rehire">
      <h2 id="i9-rehire" className="h4">
        {TEXT.heading}
      </h2>
      <p>{(rehire.reverify ? TEXT.leadReverify : TEXT.leadRely)(formatDate(rehire.rehireDate))}</p>
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="i9-rehire-date"
            type="date"
            label={TEXT.rehireDate}
            value={rehireDate}
            onValueChange={setRehireDate}
            error={errors['rehire.rehireDate']}
          />
        </div>
      </div>
      <fieldset
        className="border rounded p-3 mb-3"
        aria-describedby={errors['rehire.newName'] ? 'i9-rehire-name-error' : undefined}
      >
        <legend className="h6 float-none w-auto px-1">{TEXT.newName}</legend>
        {errors['rehire.newName'] ? (
          <div id="i9-rehire-name-error" className="invalid-feedback d-block mb-2">
            {errors['rehire.newName']}
          </div>
        ) : null}
        <div className="row">
          <div className="col-12 col-md-5">{nameField('lastName', TEXT.lastName, I9_LIMITS.text)}</div>
          <div className="col-12 col-md-5">{nameField('firstName', TEXT.firstName, I9_LIMITS.text)}</div>
          <div className="col-12 col-md-2">{nameField('middleInitial', TEXT.middleInitial, 1)}</div>
        </div>
      </fieldset>
      {rehire.reverify ? (
        <DocumentFields
          id="i9-rehire-document"
          legend={TEXT.newDocument}
          titles={TITLES}
          value={document}
          onChange={setDocument}
          error={errors['rehire.document']}
        />
      ) : null}
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="i9-rehire-examiner"
            label={TEXT.examinerName}
            value={examiner.name}
            onValueChange={(value) => setExaminer((e) => ({ ...e, name: value }))}
            error={errors['rehire.examinerName']}
            maxLength={I9_LIMITS.text}
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id="i9-rehire-title"
            label={TEXT.examinerTitle}
            value={examiner.title}
            onValueChange={(title) => setExaminer((e) => ({ ...e, title }))}
            error={errors['rehire.examinerTitle']}
            maxLength={I9_LIMITS.text}
          />
        </div>
      </div>
      <SectionSubmit late={null} {...shown} busyLabel={TEXT.sending} label={TEXT.submit}>
        <p className="small">{TEXT.certify}</p>
      </SectionSubmit>
    </form>
  );
}
