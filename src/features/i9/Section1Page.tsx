/**
 * /i9/{id}: the employee's Form I-9. While Section 1 is open, its form with the due date (and the
 * reason asked once it is late); afterwards, what happens next and what they gave.
 */
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { CITIZENSHIP_LABELS, type I9Summary } from '../../../common/i9';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchMyI9, type MyI9 } from './api';
import { I9_TEXT as TEXT } from './messages';
import { Section1Correction, VersionList } from './Section1Correction';
import { Section1Form } from './Section1Form';

function Completed({ form, onCorrected }: { form: MyI9; onCorrected: (summary: I9Summary) => void }) {
  const s = form.section1;
  return (
    <>
      <Alert variant="success" data-testid="i9-outcome">
        <p className="mb-1 fw-semibold">{form.status === 'complete' ? TEXT.complete : TEXT.done}</p>
        {form.status === 'section2' ? <p className="mb-1">{TEXT.employerNext(formatDate(form.section2Due))}</p> : null}
        <Link to="/overview">{TEXT.toDashboard}</Link>
      </Alert>
      {s ? (
        <section aria-labelledby="i9-gave">
          <h2 id="i9-gave" className="h5">
            {TEXT.youGave}
          </h2>
          <dl className="row">
            <dt className="col-sm-4">{TEXT.name}</dt>
            <dd className="col-sm-8">{[s.firstName, s.middleInitial, s.lastName].filter(Boolean).join(' ')}</dd>
            <dt className="col-sm-4">{TEXT.addressGroup}</dt>
            <dd className="col-sm-8">
              {[s.address, s.apartment, s.city, s.state, s.zipCode].filter(Boolean).join(', ')}
            </dd>
            <dt className="col-sm-4">{TEXT.dateOfBirth}</dt>
            <dd className="col-sm-8">{formatDate(s.dateOfBirth)}</dd>
            <dt className="col-sm-4">{TEXT.statusLabel}</dt>
            <dd className="col-sm-8">{CITIZENSHIP_LABELS[s.status]}</dd>
          </dl>
        </section>
      ) : null}
      <Section1Correction form={form} onCorrected={onCorrected} />
      <VersionList versions={form.versions} />
    </>
  );
}

export function Section1Page({ formId }: { formId: string }) {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchMyI9(formId, signal), [formId]));
  const done = (summary: I9Summary) => {
    state.update((form) => ({ ...form, ...summary }));
    // What was given, as the server kept it, fills in behind the outcome.
    state.refresh();
    // The outcome replaces the form: the reader starts again at the top.
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus();
  };
  if (state.status !== 'ready')
    return (
      <>
        <PageHeading title={TEXT.title} />
        {state.status === 'loading' ? (
          <Spinner label={TEXT.loading} />
        ) : (
          <FailureAlert
            message={TEXT.loadFailed}
            detail={state.error instanceof ApiError && state.error.status === 404 ? TEXT.notFound : null}
            error={state.error}
          />
        )}
      </>
    );
  const form = state.data;
  return (
    <div className="i9-page">
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      {form.status === 'section1' ? (
        <>
          <Alert variant={form.section1Overdue ? 'warning' : 'info'} data-testid="i9-due">
            {form.section1Overdue ? TEXT.overdue(formatDate(form.section1Due)) : TEXT.due(formatDate(form.section1Due))}
          </Alert>
          <Section1Form form={form} onDone={done} />
        </>
      ) : (
        <Completed
          form={form}
          onCorrected={(summary) => {
            state.update((f) => ({ ...f, ...summary }));
            // The corrected values and the new version, as the server kept them.
            state.refresh();
          }}
        />
      )}
    </div>
  );
}
