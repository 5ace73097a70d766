/**
 * /admin/i9/{id}: one Form I-9 (Section 1, Supplement A, Section 2 or its form, copies, the E-Verify
 * case, the official PDF, every version), and what the list shares with it. The server answers
 * only staff with the `i9` permission; anyone else reads why.
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
import { fetchI9Record } from './api';
import { Section2Form } from './Section2Form';
import { SupplementBForm } from './SupplementBForm';
import { CopyList } from './CopyList';
import { I9_FOLLOWUP_TEXT as FOLLOWUP } from './followup-messages';
import { ReceiptFollowUp } from './ReceiptFollowUp';
import { RehireForm } from './RehireForm';
import { I9_ACTION_TEXT as ACTION_TEXT } from './action-messages';
import { changedLabels } from './field-labels';
import { EmploymentEnd, Section2Correction } from './RecordActions';
import { I9_STAFF_TEXT as TEXT } from './staff-messages';
import { I9PdfLink } from './I9TemplatesPage';

export function Failure({ error, message }: { error: unknown; message: string }) {
  const refused = error instanceof ApiError && error.status === 403;
  return <FailureAlert message={refused ? TEXT.notAllowed : message} error={refused ? undefined : error} />;
}

export const due = (date: string, overdue: boolean) => (
  <>
    {formatDate(date)}
    {overdue ? (
      <Badge bg="danger" className="ms-1">
        {TEXT.overdue}
      </Badge>
    ) : null}
  </>
);

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

function RecordView({
  record,
  onChange,
  onUpdate,
}: {
  record: I9Record;
  /** A section completed: the page starts again at the top. */
  onChange: (record: I9Record) => void;
  /** A correction or the end of employment: the page stays where its message is. */
  onUpdate: (record: I9Record) => void;
}) {
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
        {record.receiptFollowUp ? (
          <>
            <dt className="col-sm-4">{FOLLOWUP.receiptDueLabel}</dt>
            <dd className="col-sm-8">{due(record.receiptFollowUp.due, record.receiptFollowUp.overdue)}</dd>
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
      {record.status === 'section2' ? null : <CopyList copies={record.copies} />}
      <ReceiptFollowUp form={record} onDone={onChange} />
      <Section2Correction form={record} onDone={onUpdate} />
      {/* A rehire's entry takes the new document when one is due: one Supplement B form at a time. */}
      {record.rehire ? (
        <RehireForm form={record} rehire={record.rehire} onDone={onChange} />
      ) : record.status === 'complete' && record.reverifyDue ? (
        <SupplementBForm form={record} onDone={onChange} />
      ) : null}
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
      <I9PdfLink formId={record.id} seals={record.pdfSeals} />
      <EmploymentEnd form={record} onDone={onUpdate} />
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
              <th scope="col">{ACTION_TEXT.changed}</th>
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
                <td data-label={ACTION_TEXT.changed}>{changedLabels(v.part, v.changed ?? [])}</td>
                <td data-label={TEXT.why}>
                  {v.kind === 'receipt'
                    ? FOLLOWUP.receiptReplaced
                    : (v.reason ?? (v.lateReason ? TEXT.late(v.lateReason) : ''))}
                </td>
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
      <RecordView record={record} onChange={changed} onUpdate={(next) => state.update(() => next)} />
    </>
  );
}
