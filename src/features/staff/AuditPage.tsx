/** /admin/audit: the audit log, newest first, in sentences; filtered by who, candidate, kind of action and dates. */
import { AUDIT_ACTION_GROUPS, describeAuditEvent } from '../../../common/audit-text';
import type { AuditQuery, AuditRow } from '../../../common/staff-candidates';
import { FormField } from '../../components/FormField';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { formatDateTime } from '../../lib/format';
import { fetchAudit } from './candidates-api';
import { AUDIT_TEXT as TEXT, CANDIDATES_TITLES } from './candidates-messages';
import { type Column, PagedTable } from './PagedTable';
import { FilterForm } from './FilterForm';
import { StaffNav } from './StaffNav';
import { usePagedList } from './use-paged-list';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';

const person = (p: AuditRow['actor']) => (p ? p.name : '');

/** The columns and filters, their labels read in the page's language each time the page draws. */
const columns = (): Column<AuditRow, never>[] => [
  { key: 'at', label: TEXT.columns.at, rowHeader: true, nowrap: true, cell: (r) => formatDateTime(r.at) },
  { key: 'what', label: TEXT.columns.what, cell: (r) => describeAuditEvent(r.action, r.detail) },
  { key: 'actor', label: TEXT.columns.actor, cell: (r) => person(r.actor) },
  {
    key: 'user',
    label: TEXT.columns.user,
    cell: (r) =>
      r.user?.candidate ? <Link to={`/admin/candidates/${r.user.id}`}>{r.user.name}</Link> : (r.user?.name ?? ''),
  },
  { key: 'ip', label: TEXT.columns.ip, cell: (r) => r.ip ?? '' },
];

const textFilters = () =>
  [
    { key: 'actor', label: TEXT.actor, type: 'search' },
    { key: 'candidate', label: TEXT.candidate, type: 'search' },
  ] as const;

const dateFilters = () =>
  [
    { key: 'from', label: TEXT.from },
    { key: 'to', label: TEXT.to },
  ] as const;

export function AuditPage({ initial }: { initial: AuditQuery }) {
  const list = usePagedList('/admin/audit', initial, fetchAudit);
  const field = (key: keyof AuditQuery, label: string, type: 'search' | 'date') => (
    <FormField
      key={key}
      id={`audit-filter-${key}`}
      label={label}
      type={type}
      maxLength={100}
      wrapperClassName="col-6 col-md"
      value={String(list.query[key] ?? '')}
      onValueChange={(value) => list.filter({ [key]: value }, type === 'search')}
    />
  );
  return (
    <div>
      <PageHeading title={CANDIDATES_TITLES.audit} lead={TEXT.lead} />
      <StaffNav current="audit" />
      <FilterForm label={TEXT.filters} clearLabel={TEXT.clear} onClear={list.clear}>
        {textFilters().map((f) => field(f.key, f.label, f.type))}
        <FormGroup className="col-12 col-md" controlId="audit-filter-action">
          <FormLabel>{TEXT.action}</FormLabel>
          <FormSelect value={list.query.action ?? ''} onChange={(e) => list.filter({ action: e.target.value })}>
            <option value="">{TEXT.allActions}</option>
            {AUDIT_ACTION_GROUPS.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </FormSelect>
        </FormGroup>
        {dateFilters().map((f) => field(f.key, f.label, 'date'))}
      </FilterForm>
      <PagedTable
        label={CANDIDATES_TITLES.audit}
        columns={columns()}
        state={list.state}
        rowKey={(r) => r.id}
        onPage={list.goTo}
        pages={list.pages}
        retry={list.retry}
        text={TEXT}
      />
    </div>
  );
}
