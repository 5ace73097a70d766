/** Previous and Next around "Page n of m": the paging of the console's lists and the status board. */
import type { ButtonHTMLAttributes } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import Spinner from 'react-bootstrap/Spinner';
import { TABLE_TEXT } from './candidates-messages';

/** Pages of a paged answer, at least one (an empty list still shows "Page 1 of 1"). */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * A page link that stays a button when it cannot be used (disabled, still focusable by screen
 * reader browsing), where Pagination's own disabled item would be a plain span.
 */
function PageButton({ off, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { off?: boolean }) {
  return <button type="button" disabled={off} {...props} />;
}

export function Pager({
  label,
  page,
  pages,
  onPage,
  className = '',
  busy = false,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
  /** Another page is loading: the buttons wait and a spinner shows. */
  busy?: boolean;
}) {
  const step = (to: number, off: boolean) => ({
    as: PageButton,
    className: off ? 'disabled' : undefined,
    onClick: () => onPage(to),
    ...({ off } as object),
  });
  return (
    <nav aria-label={`${label}: ${TABLE_TEXT.pages}`} className={className}>
      <Pagination className="align-items-center flex-wrap gap-2 mb-0">
        {/* Not Pagination.Prev and .Next: they name themselves in English to screen readers. */}
        <Pagination.Item {...step(page - 1, busy || page <= 1)}>{TABLE_TEXT.previous}</Pagination.Item>
        <li className="px-2">
          {TABLE_TEXT.pageOf(page, pages)}
          {/* Its room is kept while hidden, so Next does not move when a page starts loading. */}
          <Spinner
            as="span"
            animation="border"
            size="sm"
            variant="primary"
            className={`ms-2${busy ? '' : ' invisible'}`}
            aria-hidden="true"
          />
        </li>
        <Pagination.Item {...step(page + 1, busy || page >= pages)}>{TABLE_TEXT.next}</Pagination.Item>
      </Pagination>
    </nav>
  );
}
