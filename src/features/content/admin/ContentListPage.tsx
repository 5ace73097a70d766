/** /admin/content: every CMS page, published or draft, with a link to edit each. */
import type { StaffPageSummary } from '../../../../common/content';
import { Link } from '../../../components/Link';
import { PageHeading } from '../../../components/PageHeading';
import { SkeletonLines } from '../../../components/Skeleton';
import { formatDateTime } from '../../../lib/format';
import { useLoad } from '../../../lib/use-load';
import { LoadFailure, MissingTranslations, StaffNav } from '../../staff';
import { fetchPages } from './api';
import { CONTENT_LIST_TEXT as TEXT, CONTENT_TITLES } from './messages';
import Table from 'react-bootstrap/Table';
import Badge from 'react-bootstrap/Badge';

function PageRow({ page }: { page: StaffPageSummary }) {
  return (
    <tr data-testid="content-row">
      <td>
        <Link to={`/admin/content/${page.id}`} aria-label={TEXT.edit(page.title)}>
          {page.title}
        </Link>
      </td>
      <td>
        <code>{page.path}</code>
      </td>
      <td>
        <Badge bg={page.published ? 'success' : 'secondary'}>{page.published ? TEXT.published : TEXT.draft}</Badge>
        <MissingTranslations languages={page.missingTranslations} named />
      </td>
      <td className="text-end">{page.version}</td>
      <td>
        {formatDateTime(page.updatedAt)}
        {page.updatedBy ? TEXT.by(page.updatedBy) : ''}
      </td>
    </tr>
  );
}

export function ContentListPage() {
  const state = useLoad(fetchPages);
  const pages = state.status === 'ready' ? state.data : null;
  return (
    <div>
      <PageHeading title={CONTENT_TITLES.list} lead={TEXT.lead} />
      <StaffNav current="content" />
      <p>
        <Link to="/admin/content/new" className="btn btn-primary">
          {TEXT.newPage}
        </Link>
      </p>
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : (
        <div className="table-responsive staff-table" aria-busy={state.status === 'loading'}>
          <span className="visually-hidden" role="status">
            {state.status === 'loading' ? TEXT.loading : ''}
          </span>
          <Table hover className="align-middle">
            <caption className="caption-top">{pages ? TEXT.caption(pages.length) : '\u00a0'}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.title}</th>
                <th scope="col">{TEXT.path}</th>
                <th scope="col">{TEXT.status}</th>
                <th scope="col" className="text-end">
                  {TEXT.version}
                </th>
                <th scope="col">{TEXT.updated}</th>
              </tr>
            </thead>
            <tbody>
              {pages ? (
                pages.length ? (
                  pages.map((p) => <PageRow key={p.id} page={p} />)
                ) : (
                  <tr>
                    <td colSpan={5}>{TEXT.empty}</td>
                  </tr>
                )
              ) : (
                <tr>
                  <td colSpan={5}>
                    <SkeletonLines widths={['90%', '80%', '85%', '70%']} />
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
        </div>
      )}
    </div>
  );
}
