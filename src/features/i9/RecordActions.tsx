/**
 * The I-9 staff's actions on a form's page besides completing it: correcting Section 2 (a new
 * version with its reason; the earlier one stays) and recording the end of employment, which sets
 * how long the form is kept.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { I9Record } from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { formatDate } from '../../lib/format';
import { endEmployment } from './actions-api';
import { I9_ACTION_TEXT as TEXT } from './action-messages';
import { Section2Form } from './Section2Form';
import { SectionSubmit } from './SectionSubmit';
import { useDisclosure } from './use-disclosure';
import { useSectionSubmit } from './use-section-submit';

/** A success message that takes the focus when it shows, so the keyboard and screen readers find it. */
function Saved({ text, testId }: { text: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <Alert variant="success" ref={ref} tabIndex={-1} data-testid={testId}>
      {text}
    </Alert>
  );
}

/** "Correct Section 2": the form with the current values, the reason, then the record with its new version. */
export function Section2Correction({ form, onDone }: { form: I9Record; onDone: (record: I9Record) => void }) {
  const [saved, setSaved] = useState(false);
  // The form takes the button's place: the keyboard starts at its first choice.
  const { open, opener, show, hide } = useDisclosure(() =>
    document.querySelector<HTMLInputElement>('input[name="i9-choice"]:checked'),
  );
  if (form.status !== 'complete' || !form.section2) return null;
  return (
    <div className="mb-4">
      {saved ? <Saved text={TEXT.corrected2} testId="i9-corrected" /> : null}
      {open ? (
        <div className="border rounded p-3">
          <Section2Form
            form={form}
            correcting={form.section2}
            onDone={(record) => {
              hide(false);
              setSaved(true);
              onDone(record);
            }}
          />
          <Button variant="link" className="mt-2 px-0" onClick={() => hide()}>
            {TEXT.cancel}
          </Button>
        </div>
      ) : (
        <Button
          ref={opener}
          variant="outline-primary"
          onClick={() => {
            setSaved(false);
            show();
          }}
        >
          {TEXT.correctSection2}
        </Button>
      )}
    </div>
  );
}

/** The end of employment and the retention date it sets (the later of hire + 3 years and end + 1 year). */
export function EmploymentEnd({ form, onDone }: { form: I9Record; onDone: (record: I9Record) => void }) {
  const [endDate, setEndDate] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const { open, opener, show, hide } = useDisclosure(() => document.getElementById('i9-end-date'));
  const { busy, errors, shown, send } = useSectionSubmit(TEXT.endFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      () => endEmployment(form.id, endDate),
      (record) => {
        hide(false);
        setSaved(record.retentionUntil);
        onDone(record);
      },
    );
  };
  return (
    <section aria-labelledby="i9-end" className="mb-4" data-testid="i9-end">
      <h2 id="i9-end" className="h5">
        {TEXT.endTitle}
      </h2>
      <p className="mb-2">{TEXT.endLead}</p>
      <dl className="row">
        <dt className="col-sm-4">{TEXT.keepUntil}</dt>
        <dd className="col-sm-8" data-testid="i9-retention">
          {form.retentionUntil ? formatDate(form.retentionUntil) : TEXT.keptWhileEmployed}
        </dd>
      </dl>
      {saved ? <Saved text={TEXT.endSaved(formatDate(saved))} testId="i9-end-saved" /> : null}
      {open ? (
        <form noValidate onSubmit={submit} aria-labelledby="i9-end" aria-busy={busy}>
          <FormField
            id="i9-end-date"
            type="date"
            label={TEXT.endDate}
            value={endDate}
            onValueChange={setEndDate}
            error={errors.endDate}
            min={form.startDate}
            required
          />
          <SectionSubmit late={null} {...shown} busyLabel={TEXT.endSaving} label={TEXT.endSave} />
          <Button variant="link" className="mt-2 px-0" onClick={() => hide()}>
            {TEXT.cancel}
          </Button>
        </form>
      ) : (
        <Button
          ref={opener}
          variant="outline-primary"
          onClick={() => {
            setSaved(null);
            show();
          }}
        >
          {TEXT.endOpen}
        </Button>
      )}
    </section>
  );
}
