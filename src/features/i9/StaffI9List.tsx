/**
 * /admin/i9: every Form I-9 with its state and deadlines (overdue, Supplement B, rehire and receipt
 * follow-ups marked), the official PDF's notice, and the inspection and retention tools.
 */
import { useCallback } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { fetchI9List, type StaffI9Row } from './api';
import { fetchEditionNotice } from './template-api';
import { I9_FOLLOWUP_TEXT as FOLLOWUP } from './followup-messages';
import { I9_REHIRE_TEXT as REHIRE_TEXT } from './rehire-messages';
import { SITES_TEXT } from './site-messages';
import { I9_STAFF_TEXT as TEXT } from './staff-messages';
import { I9InspectionTools } from './I9InspectionTools';
import { EditionNoticeAlert } from './I9TemplatesPage';
import { due, Failure } from './StaffI9Pages';
import { I9_TEMPLATE_TEXT as TEMPLATE_TEXT } from './template-messages';

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
              {r.rehire ? (
                <Badge bg="warning" text="dark" className="ms-1" data-testid="i9-rehire-due">
                  {REHIRE_TEXT.due}
                </Badge>
              ) : null}
              {r.receiptFollowUp ? (
                <Badge
                  bg={r.receiptFollowUp.soon ? 'warning' : 'light'}
                  text="dark"
                  className={`ms-1${r.receiptFollowUp.soon ? '' : ' border'}`}
                  data-testid="i9-receipt-due"
                >
                  {FOLLOWUP.receiptDue(formatDate(r.receiptFollowUp.due))}
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
  // The edition's notice comes with the list: it shows with it instead of pushing it down later.
  const state = useLoad(
    useCallback(async (signal: AbortSignal) => {
      const [rows, { notice }] = await Promise.all([fetchI9List(signal), fetchEditionNotice(signal)]);
      return { rows, notice };
    }, []),
  );
  return (
    <>
      <PageHeading title={TEXT.listTitle} lead={TEXT.listLead} />
      <StaffNav current="i9" />
      <p>
        <Link to="/admin/i9/sites">{SITES_TEXT.manage}</Link> ·{' '}
        <Link to="/admin/i9/templates">{TEMPLATE_TEXT.manage}</Link>
      </p>
      {state.status === 'ready' ? (
        <>
          <EditionNoticeAlert notice={state.data.notice} />
          <ListTable rows={state.data.rows} />
        </>
      ) : state.status === 'loading' ? (
        <Spinner label={TEXT.loading} />
      ) : (
        <Failure error={state.error} message={TEXT.loadFailed} />
      )}
      {/* Nothing to export or destroy before the first form. */}
      {state.status === 'ready' && state.data.rows.length > 0 ? <I9InspectionTools /> : null}
    </>
  );
}
