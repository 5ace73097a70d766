/**
 * What staff asked of a document: its due date while the candidate still has something to do, why a
 * signed copy was sent back, and, once the candidate's part is done, that the employer signs next.
 */
import { DOCUMENT_STATUS, isSigned, type DocumentSummary } from '../../../common/documents';
import { COUNTERSIGN_MESSAGES } from '../../../common/onboarding';
import { formatDate } from '../../lib/format';
import { DOCUMENTS_TEXT } from './messages';

export function DocumentNotes({
  doc,
}: {
  doc: Pick<DocumentSummary, 'dueAt' | 'rejectedReason' | 'docusignStatus' | 'awaitingReview'>;
}) {
  // The candidate signed: the due date was theirs and is met; what is left is the employer's.
  if (doc.docusignStatus === DOCUMENT_STATUS.awaitingEmployer)
    return (
      <span className="d-block mt-1">
        <span className="badge text-bg-light border" data-testid="awaiting-employer">
          {COUNTERSIGN_MESSAGES.awaitingEmployer}
        </span>
      </span>
    );
  // Signed, or a copy waiting for staff: nothing is due from the candidate.
  if (isSigned(doc) || doc.awaitingReview) return null;
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
