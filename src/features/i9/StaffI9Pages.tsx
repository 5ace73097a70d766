/**
 * The I-9 staff's screens: /admin/i9 lists every form with its deadlines; /admin/i9/{id} shows one
 * form (Section 1, Supplement A, Section 2 or its form, the E-Verify case, every version). The
 * server answers only staff with the `i9` permission; anyone else reads why.
 */
import { useCallback } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { CITIZENSHIP_LABELS, DOCUMENT_TITLES, type I9Document, type I9Record } from '../../../common/i9';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { fetchI9List, fetchI9Record, type StaffI9Row } from './api';
import { Section2Form } from './Section2Form';
import { SupplementBForm } from './SupplementBForm';
import { I9_STAFF_TEXT as TEXT } from './staff-messages';

function Failure({ error, message }: { error: unknown; message: string }) {
  const refused = error instanceof ApiError && error.status === 403;
  return <FailureAlert message={refused ? TEXT.notAllowed : message} error={refused ? undefined : error} />;
}

const due = (date: string, overdue: boolean) => (
  <>
    {formatDate(date)}
    {overdue ? (
      <Badge bg="danger" className="ms-1">
        {TEXT.overdue}
      </Badge>
    ) : null}
  </>
);

function ListTable({ rows }: { rows: StaffI9Row[] }) {
  if (rows.length === 0) return <p>{TEXT.empty}</p>;
  return (
    <Table striped className="align-middle stack-table">
      <thead>
        <tr>
          <th scope="col">{TEXT.employee}</th>
          <th scope="col">{TEXT.job}</th>
          <th scope="col">{TEXT.state}</th>
          <th scope="col">{TEXT.firstDay}</th>
          <th scope="col">{TEXT.section1Due}</th>
          <th scope="col">{TEXT.section2Due}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid="i9-row">
            <th scope="row">
              <Link to={`/admin/i9/${r.id}`}>{r.candidate}</Link>
            </th>
            <td data-label={TEXT.job}>{r.jobTitle ?? ''}</td>
            <td data-label={TEXT.state}>
              {TEXT.states[r.status]}
              {r.reverifyDue ? (
                <Badge bg="warning" text="dark" className="ms-1">
                  {TEXT.reverifyDue(formatDate(r.reverifyBy!))}
                </Badge>
              ) : null}
            </td>
            <td data-label={TEXT.firstDay}>{formatDate(r.startDate)}</td>
            <td data-label={TEXT.section1Due}>
              {r.status === 'section1' ? due(r.section1Due, r.section1Overdue) : '—'}
            </td>
            <td data-label={TEXT.section2Due}>
              {r.status !== 'complete' ? due(r.section2Due, r.section2Overdue) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function I9ListPage() {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchI9List(signal), []));
  return (
    <>
      <PageHeading title={TEXT.listTitle} lead={TEXT.listLead} />
      <StaffNav current="i9" />
      {state.status === 'ready' ? (
        <ListTable rows={state.data} />
      ) : state.status === 'loading' ? (
        <Spinner label={TEXT.loading} />
      ) : (
        <Failure error={state.error} message={TEXT.loadFailed} />
      )}
    </>
  );
}

function DocumentItem({ label, doc }: { label: string; doc: I9Document | null }) {
  if (!doc) return null;
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8">
        {DOCUMENT_TITLES[doc.title]} · {doc.issuingAuthority} · {doc.number}
        {doc.expires ? ` · ${formatDate(doc.expires)}` : ''}
        {doc.receipt ? ` · ${TEXT.receipt}` : ''}
      </dd>
    </>
  );
}

function RecordView({ record, onChange }: { record: I9Record; onChange: (record: I9Record) => void }) {
  const s1 = record.section1;
  const s2 = record.section2;
  const calendar = `${record.calendar.openWeekends ? TEXT.calendarWeekends : TEXT.calendarWeekdays}${
    record.calendar.federalHolidays ? `, ${TEXT.calendarHolidays}` : ''
  }`;
  return (
    <>
      <dl className="row" data-testid="i9-dates">
        <dt className="col-sm-4">{TEXT.state}</dt>
        <dd className="col-sm-8">{TEXT.states[record.status]}</dd>
        <dt className="col-sm-4">{TEXT.firstDay}</dt>
        <dd className="col-sm-8">{formatDate(record.startDate)}</dd>
        <dt className="col-sm-4">{TEXT.section1Due}</dt>
        <dd className="col-sm-8">{due(record.section1Due, record.section1Overdue)}</dd>
        <dt className="col-sm-4">{TEXT.section2Due}</dt>
        <dd className="col-sm-8">{due(record.section2Due, record.section2Overdue)}</dd>
        <dt className="col-sm-4">{TEXT.site}</dt>
        <dd className="col-sm-8">
          {record.hiringSite ?? '—'} {record.everify ? `(${TEXT.everifyYes})` : ''}
        </dd>
        <dt className="col-sm-4">{TEXT.calendar}</dt>
        <dd className="col-sm-8">{calendar}</dd>
        {record.reverifyBy ? (
          <>
            <dt className="col-sm-4">{TEXT.reverifyBy}</dt>
            <dd className="col-sm-8">{formatDate(record.reverifyBy)}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="i9-s1" className="mb-4">
        <h2 id="i9-s1" className="h4">
          {TEXT.section1}
        </h2>
        {s1 ? (
          <dl className="row">
            <dt className="col-sm-4">{TEXT.employee}</dt>
            <dd className="col-sm-8">{[s1.firstName, s1.middleInitial, s1.lastName].filter(Boolean).join(' ')}</dd>
            <dt className="col-sm-4">{TEXT.dateOfBirth}</dt>
            <dd className="col-sm-8">{formatDate(s1.dateOfBirth)}</dd>
            <dt className="col-sm-4">{TEXT.citizenship}</dt>
            <dd className="col-sm-8">{CITIZENSHIP_LABELS[s1.status]}</dd>
          </dl>
        ) : (
          <p>{TEXT.section1Missing}</p>
        )}
        {record.preparers.length ? (
          <>
            <h3 className="h6">{TEXT.preparers}</h3>
            <ul>
              {record.preparers.map((p, i) => (
                <li key={i}>
                  {p.firstName} {p.lastName}, {p.city}, {p.state}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {record.status === 'section2' ? (
        <Section2Form form={record} onDone={onChange} />
      ) : s2 ? (
        <section aria-labelledby="i9-s2" className="mb-4">
          <h2 id="i9-s2" className="h4">
            {TEXT.section2}
          </h2>
          <dl className="row">
            <DocumentItem label={TEXT.listA} doc={s2.listA} />
            <DocumentItem label={TEXT.listB} doc={s2.listB} />
            <DocumentItem label={TEXT.listC} doc={s2.listC} />
            <dt className="col-sm-4">{TEXT.examinerName}</dt>
            <dd className="col-sm-8">
              {s2.examinerName}, {s2.examinerTitle}
            </dd>
            {s2.remote ? (
              <>
                <dt className="col-sm-4">{TEXT.videoSessionAt}</dt>
                <dd className="col-sm-8">{formatDateTime(s2.videoSessionAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      {record.status === 'complete' && record.reverifyDue ? <SupplementBForm form={record} onDone={onChange} /> : null}
      {record.everifyCase ? (
        <section aria-labelledby="i9-everify" className="mb-4" data-testid="i9-everify">
          <h2 id="i9-everify" className="h5">
            {TEXT.everifyCase}
          </h2>
          <dl className="row">
            <dt className="col-sm-4">{TEXT.caseNumber}</dt>
            <dd className="col-sm-8">{record.everifyCase.caseNumber ?? '—'}</dd>
            <dt className="col-sm-4">{TEXT.caseStatus}</dt>
            <dd className="col-sm-8">
              {TEXT.caseStatuses[record.everifyCase.status as keyof typeof TEXT.caseStatuses] ??
                record.everifyCase.status}
              {record.everifyCase.furtherAction ? ` — ${record.everifyCase.furtherAction}` : ''}
            </dd>
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="i9-history">
        <h2 id="i9-history" className="h5">
          {TEXT.versions}
        </h2>
        <Table size="sm" className="stack-table">
          <thead>
            <tr>
              <th scope="col">{TEXT.part}</th>
              <th scope="col">{TEXT.version}</th>
              <th scope="col">{TEXT.by}</th>
              <th scope="col">{TEXT.when}</th>
              <th scope="col">{TEXT.why}</th>
            </tr>
          </thead>
          <tbody>
            {record.versions.map((v) => (
              <tr key={`${v.part}-${v.version}`}>
                <th scope="row">{TEXT.parts[v.part as keyof typeof TEXT.parts] ?? v.part}</th>
                <td data-label={TEXT.version}>{v.version}</td>
                <td data-label={TEXT.by}>{v.actor ?? ''}</td>
                <td data-label={TEXT.when}>{formatDateTime(v.createdAt)}</td>
                <td data-label={TEXT.why}>{v.reason ?? (v.lateReason ? TEXT.late(v.lateReason) : '')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </>
  );
}

export function I9RecordPage({ formId }: { formId: string }) {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchI9Record(formId, signal), [formId]));
  const back = (
    <p className="mb-2">
      <Link to="/admin/i9">{TEXT.backToList}</Link>
    </p>
  );
  if (state.status !== 'ready')
    return (
      <>
        {back}
        <PageHeading title={TEXT.listTitle} />
        {state.status === 'loading' ? (
          <Spinner label={TEXT.recordLoading} />
        ) : (
          <Failure error={state.error} message={TEXT.recordFailed} />
        )}
      </>
    );
  const record = state.data;
  const changed = (next: I9Record) => {
    state.update(() => next);
    window.scrollTo(0, 0);
  };
  return (
    <>
      {back}
      <PageHeading title={TEXT.recordTitle(`${record.candidate.firstName} ${record.candidate.lastName}`)} />
      <RecordView record={record} onChange={changed} />
    </>
  );
}
