/** A credential's state for the candidate: awaiting review, or its number and expiry once given. */
import type { DocumentSummary } from '../../../common/documents';
import { formatDate } from '../../lib/format';
import { contentLang } from '../../lib/i18n';
import { CREDENTIAL_TEXT as TEXT } from './messages';
import Badge from 'react-bootstrap/Badge';

export function CredentialDetails({ doc }: { doc: DocumentSummary }) {
  return (
    <>
      {doc.instructions && doc.docusignStatus !== 'completed' ? (
        <span
          className="d-block small"
          data-testid="credential-instructions"
          lang={contentLang(doc.instructionsLanguage ?? undefined)}
        >
          {doc.instructions}
        </span>
      ) : null}
      {doc.awaitingReview ? (
        <span className="d-block small" data-testid="credential-awaiting">
          <Badge bg="warning" text="dark" className="me-1">
            {TEXT.awaiting}
          </Badge>
          {TEXT.awaitingNote}
        </span>
      ) : null}
      {doc.credentialNumber && (doc.awaitingReview || doc.docusignStatus === 'completed') ? (
        <span className="d-block small text-body-secondary">
          {TEXT.numberLine(doc.credentialNumber)}
          {doc.credentialExpiresAt ? ` · ${TEXT.expiresLine(formatDate(doc.credentialExpiresAt))}` : ''}
        </span>
      ) : null}
    </>
  );
}
