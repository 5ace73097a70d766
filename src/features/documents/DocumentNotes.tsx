/** What staff asked of an unsigned document: its due date, and why a signed copy was sent back. */
import type { DocumentSummary } from '../../../common/documents';
import { formatDate } from '../../lib/format';
import { DOCUMENTS_TEXT } from './messages';

export function DocumentNotes({ doc }: { doc: Pick<DocumentSummary, 'dueAt' | 'rejectedReason' | 'docusignStatus'> }) {
  if (doc.docusignStatus === 'completed') return null;
  return (
    <>
      {doc.dueAt ? (
        <span className="d-block small" data-testid="due-date">
          {DOCUMENTS_TEXT.due(formatDate(doc.dueAt))}
        </span>
      ) : null}
      {doc.rejectedReason ? (
        <span className="d-block small text-danger-emphasis" data-testid="rejected-reason">
          {DOCUMENTS_TEXT.returned} {doc.rejectedReason}
        </span>
      ) : null}
    </>
  );
}
