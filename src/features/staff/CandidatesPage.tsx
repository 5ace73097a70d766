/** /admin/candidates: candidates found by name, email, skill and ZIP code, sorted and paged. */
import type { CandidateQuery, CandidateSort, CandidateSummary } from '../../../common/staff-candidates';
import { FormField } from '../../components/FormField';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { formatDate } from '../../lib/format';
import { fetchCandidates } from './candidates-api';
import { CANDIDATE_LIST_TEXT as TEXT, CANDIDATES_TITLES } from './candidates-messages';
import { type Column, PagedTable } from './PagedTable';
import { FilterForm } from './FilterForm';
import { StaffNav } from './StaffNav';
import { usePagedList } from './use-paged-list';
import Badge from 'react-bootstrap/Badge';

/** The columns and filters, their labels read in the page's language each time the page draws. */
const columns = (): Column<CandidateSummary, CandidateSort>[] => [
  {
    key: 'name',
    label: TEXT.columns.name,
    sort: 'name',
    rowHeader: true,
    cell: (c) => <Link to={`/admin/candidates/${c.id}`}>{c.name}</Link>,
  },
  {
    key: 'email',
    label: TEXT.columns.email,
    sort: 'email',
    cell: (c) => (
      <>
        {c.email}
        {c.emailConfirmed ? null : (
          <Badge bg="warning" text="dark" className="ms-2">
            {TEXT.unconfirmed}
          </Badge>
        )}
      </>
    ),
  },
  { key: 'zip', label: TEXT.columns.zip, sort: 'zip', cell: (c) => c.zipCode ?? '' },
  { key: 'skills', label: TEXT.skills, cell: (c) => c.skills.slice(0, 5).join(', ') },
  { key: 'joined', label: TEXT.columns.joined, sort: 'joined', cell: (c) => formatDate(c.joined) },
];

const filters = () =>
  [
    { key: 'name', label: TEXT.name, max: 100 },
    { key: 'email', label: TEXT.email, max: 254 },
    { key: 'skill', label: TEXT.skill, max: 100 },
    { key: 'zip', label: TEXT.zip, max: 10 },
  ] as const;

export function CandidatesPage({ initial }: { initial: CandidateQuery }) {
  const list = usePagedList('/admin/candidates', initial, fetchCandidates);
  const { query } = list;
  const order = { sort: query.sort ?? 'name', dir: query.dir ?? 'asc' } as const;
  return (
    <div>
      <PageHeading title={CANDIDATES_TITLES.candidates} lead={TEXT.lead} />
      <StaffNav current="candidates" />
      <FilterForm label={TEXT.filters} clearLabel={TEXT.clear} onClear={list.clear}>
        {filters().map((f) => (
          <FormField
            key={f.key}
            id={`candidate-filter-${f.key}`}
            label={f.label}
            type="search"
            maxLength={f.max}
            inputMode={f.key === 'zip' ? 'numeric' : undefined}
            wrapperClassName="col-6 col-md-3"
            value={query[f.key] ?? ''}
            onValueChange={(value) => list.filter({ [f.key]: value }, true)}
          />
        ))}
      </FilterForm>
      <PagedTable
        label={CANDIDATES_TITLES.candidates}
        columns={columns()}
        state={list.state}
        rowKey={(c) => c.id}
        order={order}
        onSort={(sort) =>
          list.change((q) => ({
            ...q,
            sort,
            dir: order.sort === sort && order.dir === 'asc' ? 'desc' : 'asc',
            page: 1,
          }))
        }
        onPage={list.goTo}
        pages={list.pages}
        retry={list.retry}
        text={TEXT}
      />
    </div>
  );
}
