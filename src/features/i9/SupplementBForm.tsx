/**
 * Supplement B, reverification: before the work authorization ends, the new List A or List C
 * document the employee chose (nothing preselected) and the examiner who saw it.
 */
import { type FormEvent, useState } from 'react';
import { I9_LIMITS, LIST_A, LIST_C, type I9Document, type I9Record } from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { formatDate } from '../../lib/format';
import { completeSupplementB } from './api';
import { CopyUploads } from './CopyUploads';
import { DocumentFields, NO_DOCUMENT } from './DocumentFields';
import { SectionSubmit } from './SectionSubmit';
import { I9_STAFF_TEXT as TEXT } from './staff-messages';
import { useSectionSubmit } from './use-section-submit';

const TITLES = [...LIST_A, ...LIST_C];

export function SupplementBForm({ form, onDone }: { form: I9Record; onDone: (record: I9Record) => void }) {
  const [document, setDocument] = useState(NO_DOCUMENT);
  const [examiner, setExaminer] = useState({ name: '', title: '' });
  const { errors, shown, send } = useSectionSubmit(TEXT.reverifyFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      () =>
        completeSupplementB(form.id, {
          document: document as unknown as I9Document,
          examinerName: examiner.name,
          examinerTitle: examiner.title,
        }),
      onDone,
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="i9-supplement-b" className="mb-4">
      <h2 id="i9-supplement-b" className="h4">
        {TEXT.supplementB}
      </h2>
      <p>{TEXT.reverifyLead(formatDate(form.reverifyBy!))}</p>
      <DocumentFields
        id="i9-supplement-b-document"
        legend={TEXT.newDocument}
        titles={TITLES}
        value={document}
        onChange={setDocument}
        error={errors['supplementB.document']}
      />
      <CopyUploads formId={form.id} initial={form.copies} documents={['supplementB']} required={false} errors={{}} />
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="i9-supplement-b-examiner"
            label={TEXT.examinerName}
            value={examiner.name}
            onValueChange={(name) => setExaminer((e) => ({ ...e, name }))}
            error={errors['supplementB.examinerName']}
            maxLength={I9_LIMITS.text}
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id="i9-supplement-b-title"
            label={TEXT.examinerTitle}
            value={examiner.title}
            onValueChange={(title) => setExaminer((e) => ({ ...e, title }))}
            error={errors['supplementB.examinerTitle']}
            maxLength={I9_LIMITS.text}
          />
        </div>
      </div>
      <SectionSubmit late={null} {...shown} busyLabel={TEXT.reverifying} label={TEXT.reverify}>
        <p className="small">{TEXT.certify}</p>
      </SectionSubmit>
    </form>
  );
}
