import { documentPdfUrl, isInformational, isSigned, type DocumentSummary } from '../../../common/documents';
import { ViewDocument } from './OnboardingParts';
import { Link } from '../../components/Link';
import { StepUpLink } from '../../components/StepUpLink';
import { formatDate } from '../../lib/format';
import { withQuery } from '../../lib/query';
import { CredentialDetails } from './CredentialDetails';
import { CredentialUpload } from './CredentialUpload';
import { DOCUMENTS_TEXT } from './messages';
import { DocumentNotes } from './DocumentNotes';
import { UploadSignedCopy } from './UploadSignedCopy';
import { type OnSaved } from './UploadProgress';
import { UploadDone } from './UploadDone';
import { SealBadge } from './SealBadge';
import ListGroup from 'react-bootstrap/ListGroup';
import Badge from 'react-bootstrap/Badge';

/**
 * One document of the Unsigned or Signed list, with docs/product.md §2's actions for its screen. `uploaded`: a
 * copy of it was just uploaded (the success shows here, wherever the document now sits, until the reload).
 */
export function DocumentItem({
  doc,
  variant,
  uploaded,
  onSaved,
}: {
  doc: DocumentSummary;
  variant: 'manual' | 'electronic';
  uploaded: boolean;
  onSaved: OnSaved;
}) {
  if (isInformational(doc)) return <InformationalItem doc={doc} />;
  // Signed by the candidate: completed, or waiting for the employer's countersignature.
  const signed = isSigned(doc);
  const pdf = documentPdfUrl(doc.docHandle);
  const titleId = `doc-${doc.id}-title`;
  const credential = doc.kind === 'credential';
  return (
    <ListGroup.Item as="li" className="py-3" aria-labelledby={titleId} data-testid={`document-${doc.id}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div className="me-auto">
          <h3 id={titleId} className="h6 mb-1">
            {doc.formTitle}
          </h3>
          {signed ? (
            <p className="mb-0 small">
              {DOCUMENTS_TEXT.dateSigned}: <span data-testid="date-signed">{formatDate(doc.signedAt)}</span>
              <SealBadge state={doc.sealState} />
            </p>
          ) : (
            <p className="mb-0 small text-body-secondary">
              {DOCUMENTS_TEXT.updated(formatDate(doc.lastUpdateTimestamp))}
            </p>
          )}
          <DocumentNotes doc={doc} />
          {credential ? <CredentialDetails doc={doc} /> : null}
          {doc.awaitingReview && !credential ? (
            <Badge bg="warning" text="dark" className="mt-1" data-testid="awaiting-review">
              {DOCUMENTS_TEXT.awaitingReview}
            </Badge>
          ) : null}
        </div>
        <div className="d-flex flex-wrap gap-2">
          {(credential && !signed) || doc.awaitingReview || (uploaded && !signed) ? null : signed ? (
            <StepUpLink className="btn btn-outline-primary btn-sm" href={pdf} purpose="candidateFile" download>
              {DOCUMENTS_TEXT.downloadCopy}
            </StepUpLink>
          ) : variant === 'electronic' ? (
            <>
              <Link className="btn btn-primary btn-sm" to={withQuery('/documents', { id: doc.id })}>
                {DOCUMENTS_TEXT.signDigitally}
              </Link>
              <StepUpLink className="btn btn-outline-primary btn-sm" href={pdf} purpose="candidateFile" download>
                {DOCUMENTS_TEXT.downloadAndSign}
              </StepUpLink>
            </>
          ) : (
            <>
              <StepUpLink className="btn btn-primary btn-sm" href={pdf} purpose="candidateFile" download>
                {DOCUMENTS_TEXT.download}
              </StepUpLink>
              <Link className="btn btn-outline-primary btn-sm" to={withQuery('/documents', { id: doc.id })}>
                {DOCUMENTS_TEXT.signDigitally}
              </Link>
            </>
          )}
        </div>
      </div>
      {uploaded ? (
        <UploadDone credential={credential} />
      ) : signed || doc.awaitingReview ? null : credential ? (
        <CredentialUpload doc={doc} onSaved={onSaved} />
      ) : (
        <UploadSignedCopy doc={doc} onSaved={onSaved} />
      )}
    </ListGroup.Item>
  );
}

/** An informational document (docs/product.md §4): read, not signed — View, and whether it was acknowledged. */
function InformationalItem({ doc }: { doc: DocumentSummary }) {
  const titleId = `doc-${doc.id}-title`;
  return (
    <ListGroup.Item as="li" className="py-3" aria-labelledby={titleId} data-testid={`document-${doc.id}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div className="me-auto">
          <h3 id={titleId} className="h6 mb-1">
            {doc.formTitle}
          </h3>
          <p className="mb-0 small text-body-secondary">
            {doc.signedAt
              ? `${DOCUMENTS_TEXT.acknowledged}: ${formatDate(doc.signedAt)}`
              : doc.acknowledge
                ? DOCUMENTS_TEXT.readAndAcknowledge
                : DOCUMENTS_TEXT.readOnly}
          </p>
        </div>
        <ViewDocument doc={doc} />
      </div>
    </ListGroup.Item>
  );
}
