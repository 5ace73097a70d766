/** /admin/audit: the audit log, newest first, filtered by actor, candidate, action and dates. */
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

const person = (p: AuditRow['actor']) => (p ? p.name : '');

const COLUMNS: Column<AuditRow, never>[] = [
  { key: 'at', label: TEXT.columns.at, rowHeader: true, cell: (r) => formatDateTime(r.at) },
  { key: 'action', label: TEXT.columns.action, cell: (r) => <code>{r.action}</code> },
  { key: 'actor', label: TEXT.columns.actor, cell: (r) => person(r.actor) },
  {
    key: 'user',
    label: TEXT.columns.user,
    cell: (r) =>
      r.user?.candidate ? <Link to={`/admin/candidates/${r.user.id}`}>{r.user.name}</Link> : (r.user?.name ?? ''),
  },
  { key: 'detail', label: TEXT.columns.detail, cell: (r) => <span className="audit-detail">{r.detail ?? ''}</span> },
  { key: 'ip', label: TEXT.columns.ip, cell: (r) => r.ip ?? '' },
];

const TEXT_FILTERS = [
  { key: 'actor', label: TEXT.actor, type: 'search', hint: undefined },
  { key: 'candidate', label: TEXT.candidate, type: 'search', hint: undefined },
  { key: 'action', label: TEXT.action, type: 'search', hint: TEXT.actionHint },
  { key: 'from', label: TEXT.from, type: 'date', hint: undefined },
  { key: 'to', label: TEXT.to, type: 'date', hint: undefined },
] as const;

export function AuditPage({ initial }: { initial: AuditQuery }) {
  const list = usePagedList('/admin/audit', initial, fetchAudit);
  return (
    <div>
      <PageHeading title={CANDIDATES_TITLES.audit} lead={TEXT.lead} />
      <StaffNav current="audit" />
      <FilterForm label={TEXT.filters} clearLabel={TEXT.clear} onClear={list.clear}>
        {TEXT_FILTERS.map((f) => (
          <FormField
            key={f.key}
            id={`audit-filter-${f.key}`}
            label={f.label}
            type={f.type}
            maxLength={100}
            placeholder={f.hint}
            wrapperClassName="col-6 col-md"
            value={list.query[f.key] ?? ''}
            onValueChange={(value) => list.filter({ [f.key]: value }, f.type === 'search')}
          />
        ))}
      </FilterForm>
      <PagedTable
        label={CANDIDATES_TITLES.audit}
        columns={COLUMNS}
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
