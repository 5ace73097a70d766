/**
 * The dashboard's line under an application once an offer is made: the acceptance with the first
 * day of work (which opens the Form I-9), then where the form stands and the way to Section 1.
 */
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import type { I9Summary } from '../../../common/i9';
import { Link } from '../../components/Link';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { pageState } from '../../lib/page-state';
import { viewingRefusal } from '../../lib/viewing-refusal';
import { acceptOffer } from './api';
import { I9_LINE as TEXT } from './line-messages';

function FormState({ form }: { form: I9Summary }) {
  const path = `/i9/${form.id}`;
  if (form.status === 'section1')
    return (
      <>
        {form.section1Overdue ? (
          <Badge bg="danger" className="me-1">
            {TEXT.overdue(formatDate(form.section1Due))}
          </Badge>
        ) : (
          <span>{TEXT.due(formatDate(form.section1Due))}</span>
        )}{' '}
        — <Link to={path}>{TEXT.open}</Link>
      </>
    );
  return (
    <>
      {form.status === 'section2' ? TEXT.employer(formatDate(form.section2Due)) : TEXT.complete} —{' '}
      <Link to={path}>{TEXT.view}</Link>
    </>
  );
}

export function I9Line({
  applicationId,
  form,
  offer,
  onAccepted,
}: {
  applicationId: number;
  form: I9Summary | null;
  /** The application is at Offer: without a form, the acceptance is offered. */
  offer: boolean;
  /** With the sentence that announces it. */
  onAccepted: (form: I9Summary, announcement: string) => void;
}) {
  const [firstDay, setFirstDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (form)
    return (
      <p className="small mb-0 mt-1" data-testid="i9-line">
        {TEXT.label}: <FormState form={form} />
      </p>
    );
  // A staff member viewing as the candidate accepts nothing for them (the server refuses it too).
  if (!offer || pageState.viewAs) return null;
  const inputId = `i9-first-day-${applicationId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    acceptOffer(applicationId, firstDay).then(
      (opened) => {
        setBusy(false);
        onAccepted(opened, TEXT.accepted);
      },
      (err: unknown) => {
        setBusy(false);
        setError(
          viewingRefusal(err) ?? (err instanceof ApiError && err.status < 500 ? err.message : TEXT.acceptFailed),
        );
      },
    );
  };
  return (
    <form className="mt-2" onSubmit={submit} noValidate data-testid="i9-accept">
      <p className="small mb-1">{TEXT.acceptLead}</p>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <FormLabel htmlFor={inputId} className="small mb-1">
            {TEXT.firstDay}
          </FormLabel>
          <FormControl
            id={inputId}
            type="date"
            size="sm"
            value={firstDay}
            onChange={(e) => setFirstDay(e.target.value)}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </div>
        <BusyButton type="submit" size="sm" busy={busy} busyLabel={TEXT.accepting}>
          {TEXT.accept}
        </BusyButton>
      </div>
      {error ? (
        <Alert variant="danger" className="mt-2 mb-0 py-2 small" id={`${inputId}-error`}>
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
