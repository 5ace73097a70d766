/** /admin/self-identification (admins only): the aggregate report's filters and scope; its counts in ReportCounts. */
import { type FormEvent, useCallback, useState } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import { SELF_ID_MESSAGES, type SelfIdReport } from '../../../common/self-id';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { withQuery } from '../../lib/query';
import { useLoad } from '../../lib/use-load';
import { LoadFailure, StaffNav } from '../staff';
import { fetchSelfIdReport } from './api';
import { ReportCounts } from './ReportCounts';
import { REPORT_TEXT as TEXT } from './messages';

interface Filters {
  job: string;
  mode: 'month' | 'range';
  month: string;
  from: string;
  to: string;
}

/** The report's query (query-string, as every screen's): an empty field is left out. */
function queryOf(f: Filters): string {
  return withQuery('', {
    job: f.job,
    month: f.mode === 'month' ? f.month : undefined,
    from: f.mode === 'range' ? f.from : undefined,
    to: f.mode === 'range' ? f.to : undefined,
  });
}

function Report({ report }: { report: SelfIdReport }) {
  return (
    <section aria-labelledby="report-scope">
      <h2 className="h5 mb-1" id="report-scope">
        {TEXT.scope(report.jobTitle, report.from, report.to)}
      </h2>
      <p className="small text-body-secondary">{TEXT.months}</p>
      <ReportCounts report={report} />
    </section>
  );
}

export function ReportPage() {
  const [filters, setFilters] = useState<Filters>({ job: '', mode: 'month', month: '', from: '', to: '' });
  const [query, setQuery] = useState('');
  const state = useLoad(useCallback((signal: AbortSignal) => fetchSelfIdReport(query, signal), [query]));
  const jobs = state.status === 'ready' ? state.data.jobs : [];
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = queryOf(filters);
    if (next === query) state.refresh();
    else setQuery(next);
  };

  return (
    <>
      <StaffNav current="selfId" />
      <PageHeading title={SELF_ID_MESSAGES.reportTitle} lead={TEXT.lead} />
      <form className="row g-3 align-items-end mb-4" onSubmit={submit} aria-label={TEXT.show}>
        <FormGroup className="col-md-4" controlId="report-job">
          <FormLabel>{TEXT.job}</FormLabel>
          <FormSelect value={filters.job} onChange={set('job')}>
            <option value="">{TEXT.allJobs}</option>
            {jobs.map((j) => (
              <option key={j.jobOrderId} value={String(j.jobOrderId)}>
                {j.title} (#{j.jobOrderId})
              </option>
            ))}
          </FormSelect>
        </FormGroup>
        <FormGroup className="col-md-2" controlId="report-mode">
          <FormLabel>{TEXT.period}</FormLabel>
          <FormSelect value={filters.mode} onChange={set('mode')}>
            <option value="month">{TEXT.month}</option>
            <option value="range">{TEXT.range}</option>
          </FormSelect>
        </FormGroup>
        {filters.mode === 'month' ? (
          <FormGroup className="col-md-3" controlId="report-month">
            <FormLabel>{TEXT.month}</FormLabel>
            <FormControl
              type="month"
              value={filters.month}
              onChange={set('month')}
              placeholder={TEXT.monthPlaceholder}
            />
          </FormGroup>
        ) : (
          <>
            <FormGroup className="col-6 col-md-2" controlId="report-from">
              <FormLabel>{TEXT.from}</FormLabel>
              <FormControl type="date" value={filters.from} onChange={set('from')} />
            </FormGroup>
            <FormGroup className="col-6 col-md-2" controlId="report-to">
              <FormLabel>{TEXT.to}</FormLabel>
              <FormControl type="date" value={filters.to} onChange={set('to')} />
            </FormGroup>
          </>
        )}
        <div className="col-md-auto">
          <BusyButton type="submit" busy={state.status === 'loading'} busyLabel={TEXT.loading}>
            {TEXT.show}
          </BusyButton>
        </div>
      </form>
      {state.status === 'ready' ? (
        <Report report={state.data} />
      ) : state.status === 'loading' ? (
        <Spinner label={TEXT.loading} />
      ) : (
        <LoadFailure
          message={TEXT.loadFailed}
          error={state.error instanceof ApiError && state.error.status < 500 ? state.error : null}
          retry={state.retry}
        />
      )}
    </>
  );
}
