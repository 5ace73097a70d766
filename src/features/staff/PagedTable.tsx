/**
 * A console list as a keyboard-usable table: sortable column buttons (aria-sort), skeleton rows
 * of the same height while the first page loads, an empty row, a caption with the count, paging.
 */
import type { ReactNode } from 'react';
import type { Paged } from '../../../common/staff-candidates';
import { LoadFailure } from './LoadFailure';
import { Pager } from './Pager';
import type { PagedState } from './use-paged-list';
import Table from 'react-bootstrap/Table';
import Spinner from 'react-bootstrap/Spinner';
import Button from 'react-bootstrap/Button';

export interface Column<T, S extends string> {
  key: string;
  label: string;
  /** Set when the server can sort by this column. */
  sort?: S;
  cell: (row: T) => ReactNode;
  /** The row's header cell (the first column names the row for screen readers). */
  rowHeader?: boolean;
  /** Counts and amounts line up on the right. */
  numeric?: boolean;
  /** Short values that read badly broken over lines (dates and times). */
  nowrap?: boolean;
}

const cellClass = (c: { numeric?: boolean; nowrap?: boolean }) =>
  [c.numeric ? 'text-end' : '', c.nowrap ? 'text-nowrap' : ''].filter(Boolean).join(' ') || undefined;

const SKELETON_ROWS = 8;

export function PagedTable<T, S extends string>({
  label,
  columns,
  state,
  rowKey,
  order,
  onSort,
  onPage,
  pages,
  retry,
  text,
  rowTestId,
}: {
  label: string;
  columns: Column<T, S>[];
  state: PagedState<T>;
  rowKey: (row: T) => number;
  order?: { sort: S; dir: 'asc' | 'desc' };
  onSort?: (sort: S) => void;
  onPage: (page: number) => void;
  pages: number;
  retry: () => void;
  text: { caption: (n: number) => string; empty: string; loading: string; couldNotLoad: string };
  /** Names each row for tests that look for them. */
  rowTestId?: string;
}) {
  const data: Paged<T> | null = state.data;
  const page = data?.page ?? 1;
  return (
    <>
      {state.status === 'error' ? <LoadFailure message={text.couldNotLoad} error={state.error} retry={retry} /> : null}
      <span className="visually-hidden" role="status">
        {state.status === 'loading' ? text.loading : data ? text.caption(data.total) : ''}
      </span>
      <div className="table-responsive staff-table" aria-busy={state.status === 'loading'}>
        <Table hover className="align-middle" aria-label={label}>
          <caption className="caption-top">
            {data ? text.caption(data.total) : '\u00a0'}
            {state.status === 'loading' ? (
              <Spinner animation="border" size="sm" as="span" className="ms-2 text-primary" aria-hidden="true" />
            ) : null}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = c.sort !== undefined && order?.sort === c.sort;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.numeric ? 'text-end' : undefined}
                    aria-sort={sorted ? (order!.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sort !== undefined && onSort ? (
                      <Button
                        type="button"
                        variant="link"
                        className="p-0 fw-semibold text-decoration-none text-nowrap"
                        onClick={() => onSort(c.sort!)}
                      >
                        {c.label}
                        <span aria-hidden="true" className="ms-1">
                          {sorted ? (order!.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </Button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data === null
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    {columns.map((c) => (
                      <td key={c.key}>
                        <span className="skeleton-line" style={{ width: '80%' }} />
                      </td>
                    ))}
                  </tr>
                ))
              : data.items.map((row) => (
                  <tr key={rowKey(row)} data-testid={rowTestId}>
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.key} scope="row" className={['fw-normal', cellClass(c)].filter(Boolean).join(' ')}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.key} className={cellClass(c)}>
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="text-center py-4">
                  {text.empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </Table>
      </div>
      <Pager label={label} page={page} pages={pages} onPage={onPage} />
    </>
  );
}
