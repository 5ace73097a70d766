/** /admin/self-identification (admins only): the aggregate report, counts only, small cells hidden. */
import { type FormEvent, useCallback, useState } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import Table from 'react-bootstrap/Table';
import { type ReportCell, SELF_ID_MESSAGES, type SelfIdReport } from '../../../common/self-id';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { withQuery } from '../../lib/query';
import { useLoad } from '../../lib/use-load';
import { LoadFailure, StaffNav } from '../staff';
import { fetchSelfIdReport } from './api';
import { REPORT_TEXT as TEXT } from './messages';

const show = (cell: ReportCell) =>
  'count' in cell ? String(cell.count) : cell.hidden === 'fewer than 5' ? TEXT.fewer : TEXT.suppressed;

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
      <h2 className="h5" id="report-scope">
        {TEXT.scope(report.jobTitle, report.from, report.to)}
      </h2>
      <dl className="row mb-3" data-testid="report-totals">
        <dt className="col-6 col-sm-3">{TEXT.applications}</dt>
        <dd className="col-6 col-sm-9">{show(report.applications)}</dd>
        <dt className="col-6 col-sm-3">{TEXT.answered}</dt>
        <dd className="col-6 col-sm-9">{show(report.answered)}</dd>
        <dt className="col-6 col-sm-3">{TEXT.skipped}</dt>
        <dd className="col-6 col-sm-9">{show(report.skipped)}</dd>
      </dl>
      {'count' in report.applications && report.applications.count === 0 ? <p>{TEXT.empty}</p> : null}
      <p className="small text-body-secondary">{TEXT.note}</p>
      <div className="row">
        {report.questions.map((q) => (
          <div className="col-lg-6" key={q.question}>
            <Table size="sm" className="mb-4" data-testid={`report-${q.question}`}>
              <caption className="caption-top fw-semibold text-body">{q.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.option}</th>
                  <th scope="col" className="text-end">
                    {TEXT.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.cells.map((c) => (
                  <tr key={c.option}>
                    <th scope="row" className="fw-normal">
                      {c.option}
                    </th>
                    <td className="text-end text-nowrap">{show(c.cell)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ))}
      </div>
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
            <FormControl type="month" value={filters.month} onChange={set('month')} placeholder="YYYY-MM" />
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
