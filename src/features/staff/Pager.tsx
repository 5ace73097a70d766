/** Previous and Next around "Page n of m": the paging of the console's lists and the status board. */
import { TABLE_TEXT } from './candidates-messages';

export function Pager({
  label,
  page,
  pages,
  onPage,
  className = '',
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  return (
    <nav
      aria-label={`${label}: ${TABLE_TEXT.pages}`}
      className={`d-flex align-items-center gap-3 flex-wrap ${className}`}
    >
      <button type="button" className="btn btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {TABLE_TEXT.previous}
      </button>
      <span>{TABLE_TEXT.pageOf(page, pages)}</span>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {TABLE_TEXT.next}
      </button>
    </nav>
  );
}
