/**
 * Section 2 as the examiner fills it: the employee's choice of documents recorded as they made it
 * (nothing preselected; List B comes with List C), each document's details and copies (required
 * under the remote procedure, only where the site uses E-Verify), and the examiner's attestation.
 */
import { type FormEvent, useState } from 'react';
import FormCheck from 'react-bootstrap/FormCheck';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import { I9_LIMITS, LIST_A, LIST_B, LIST_C, type I9Document, type I9Record, type I9Section2 } from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { CorrectionReason, SectionSubmit } from './SectionSubmit';
import { completeSection2 } from './api';
import { correctSection2 } from './actions-api';
import { I9_ACTION_TEXT as ACTION } from './action-messages';
import { DocumentFields, NO_DOCUMENT, type DraftDocument } from './DocumentFields';
import { CopyUploads } from './CopyUploads';
import { chosenDocuments } from '../../../common/i9-copies';
import { useSectionSubmit } from './use-section-submit';
import { I9_STAFF_TEXT as TEXT } from './staff-messages';

type ListKey = 'listA' | 'listB' | 'listC';
const LISTS: Record<ListKey, readonly string[]> = { listA: LIST_A, listB: LIST_B, listC: LIST_C };

/** An ISO 8601 time as a datetime-local field holds it: the browser's local time, to the minute. */
function localTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function Section2Form({
  form,
  onDone,
  correcting,
}: {
  form: I9Record;
  onDone: (record: I9Record) => void;
  /** A correction of the completed Section 2: these values to change, and the reason. */
  correcting?: I9Section2;
}) {
  const [choice, setChoice] = useState<'' | 'listA' | 'listBC'>(correcting?.choice ?? '');
  const [docs, setDocs] = useState<Record<ListKey, DraftDocument>>({
    listA: correcting?.listA ?? NO_DOCUMENT,
    listB: correcting?.listB ?? NO_DOCUMENT,
    listC: correcting?.listC ?? NO_DOCUMENT,
  });
  const [remote, setRemote] = useState(correcting?.remote ?? false);
  const [videoSessionAt, setVideoSessionAt] = useState(correcting?.remote ? localTime(correcting.videoSessionAt) : '');
  const [examiner, setExaminer] = useState({
    name: correcting?.examinerName ?? '',
    title: correcting?.examinerTitle ?? '',
    info: correcting?.additionalInformation ?? '',
  });
  const [lateReason, setLateReason] = useState('');
  const [reason, setReason] = useState('');
  const { busy, errors, shown, send } = useSectionSubmit(correcting ? ACTION.correction2Failed : TEXT.failed);
  // The server names a completion's fields under `section2.`, a correction's under `values.`.
  const prefix = correcting ? 'values' : 'section2';

  // A document left blank is sent as missing, so the server names what the choice still needs.
  const doc = (list: ListKey) => (docs[list].title ? (docs[list] as unknown as I9Document) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const section2 = {
      choice,
      listA: choice === 'listA' ? doc('listA') : null,
      listB: choice === 'listBC' ? doc('listB') : null,
      listC: choice === 'listBC' ? doc('listC') : null,
      remote,
      // The browser's local time, sent with its offset.
      videoSessionAt: remote && videoSessionAt ? new Date(videoSessionAt).toISOString() : '',
      examinerName: examiner.name,
      examinerTitle: examiner.title,
      additionalInformation: examiner.info,
    } as I9Section2;
    send(
      () =>
        correcting ? correctSection2(form.id, section2, reason) : completeSection2(form.id, { section2, lateReason }),
      onDone,
    );
  };

  const choiceError = errors[`${prefix}.choice`];
  return (
    <form noValidate onSubmit={submit} aria-labelledby="i9-section2" aria-busy={busy}>
      <h2 id="i9-section2" className="h4">
        {correcting ? ACTION.correctSection2 : TEXT.section2}
      </h2>
      {correcting ? <p>{ACTION.correctSection2Lead}</p> : null}
      <fieldset className="mb-3" aria-describedby={choiceError ? 'i9-choice-error' : undefined}>
        <legend className="h6">{TEXT.choiceLegend}</legend>
        <FormCheck
          type="radio"
          id="i9-choice-a"
          name="i9-choice"
          label={TEXT.choiceA}
          checked={choice === 'listA'}
          onChange={() => setChoice('listA')}
          isInvalid={Boolean(choiceError)}
        />
        <FormCheck
          type="radio"
          id="i9-choice-bc"
          name="i9-choice"
          label={TEXT.choiceBC}
          checked={choice === 'listBC'}
          onChange={() => setChoice('listBC')}
          isInvalid={Boolean(choiceError)}
        />
        {choiceError ? (
          <div id="i9-choice-error" className="invalid-feedback d-block">
            {choiceError}
          </div>
        ) : null}
      </fieldset>
      {(choice === 'listA' ? (['listA'] as const) : choice === 'listBC' ? (['listB', 'listC'] as const) : []).map(
        (list) => (
          <DocumentFields
            key={list}
            id={`i9-${list}`}
            legend={TEXT[list]}
            titles={LISTS[list]}
            value={docs[list]}
            onChange={(value) => setDocs((d) => ({ ...d, [list]: value }))}
            error={errors[`${prefix}.${list}`]}
          />
        ),
      )}
      {form.everify ? (
        <>
          <FormCheck
            className="mb-3"
            id="i9-remote"
            label={TEXT.remote}
            checked={remote}
            onChange={(e) => setRemote(e.target.checked)}
          />
          {remote ? (
            <FormField
              id="i9-video"
              type="datetime-local"
              label={TEXT.videoSessionAt}
              value={videoSessionAt}
              onValueChange={setVideoSessionAt}
              error={errors[`${prefix}.videoSessionAt`]}
            />
          ) : null}
        </>
      ) : null}
      {correcting ? null : (
        <CopyUploads
          formId={form.id}
          initial={form.copies}
          documents={chosenDocuments(choice)}
          required={remote}
          errors={errors}
        />
      )}
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="i9-examiner-name"
            label={TEXT.examinerName}
            value={examiner.name}
            onValueChange={(name) => setExaminer((e) => ({ ...e, name }))}
            error={errors[`${prefix}.examinerName`]}
            maxLength={I9_LIMITS.text}
            autoComplete="name"
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id="i9-examiner-title"
            label={TEXT.examinerTitle}
            value={examiner.title}
            onValueChange={(title) => setExaminer((e) => ({ ...e, title }))}
            error={errors[`${prefix}.examinerTitle`]}
            maxLength={I9_LIMITS.text}
            autoComplete="organization-title"
          />
        </div>
      </div>
      <FormGroup className="mb-3" controlId="i9-info">
        <FormLabel>{TEXT.additionalInformation}</FormLabel>
        <FormControl
          as="textarea"
          rows={2}
          maxLength={I9_LIMITS.info}
          value={examiner.info}
          onChange={(e) => setExaminer((x) => ({ ...x, info: e.target.value }))}
        />
      </FormGroup>
      <SectionSubmit
        late={
          form.section2Overdue && !correcting
            ? { label: TEXT.lateReason, value: lateReason, onChange: setLateReason, error: errors.lateReason }
            : null
        }
        {...shown}
        busyLabel={correcting ? ACTION.savingCorrection : TEXT.sending}
        label={correcting ? ACTION.saveCorrection2 : TEXT.submit}
      >
        {correcting ? <CorrectionReason value={reason} onChange={setReason} error={errors.reason} /> : null}
        <p className="small">{TEXT.certify}</p>
      </SectionSubmit>
    </form>
  );
}
