/** Previous and Next around "Page n of m": the paging of the console's lists and the status board. */
import { TABLE_TEXT } from './candidates-messages';

/** Pages of a paged answer, at least one (an empty list still shows "Page 1 of 1"). */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(total / pageSize));

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
  return (
    <nav
      aria-label={`${label}: ${TABLE_TEXT.pages}`}
      className={`d-flex align-items-center gap-3 flex-wrap ${className}`}
    >
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {TABLE_TEXT.previous}
      </button>
      <span>
        {TABLE_TEXT.pageOf(page, pages)}
        {/* Its room is kept while hidden, so Next does not move when a page starts loading. */}
        <span
          className={`spinner-border spinner-border-sm ms-2 text-primary${busy ? '' : ' invisible'}`}
          aria-hidden="true"
        />
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {TABLE_TEXT.next}
      </button>
    </nav>
  );
}
