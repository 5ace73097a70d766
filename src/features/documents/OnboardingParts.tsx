/** Pieces of the onboarding screen that the dashboard shows too: a document's next action and the progress bar. */
import { useId } from 'react';
import { documentPdfUrl, isSigned, viewUrl, type DocumentSummary } from '../../../common/documents';
import { Link } from '../../components/Link';
import { StepUpLink } from '../../components/StepUpLink';
import { withQuery } from '../../lib/query';
import { DOCUMENT_ACTION_TEXT as TEXT } from './action-messages';
import Badge from 'react-bootstrap/Badge';
import { Progress } from '../../components/Progress';

/** docs/product.md §4 onboarding groups. */
export type OnboardingGroup = 'outstanding' | 'completed' | 'informational';

/**
 * An informational document's View: the signing page when it asks for an acknowledgement (not yet
 * given), else the PDF in the browser's own viewer, in a new tab.
 */
export function ViewDocument({ doc }: { doc: DocumentSummary }) {
  return doc.acknowledge && !isSigned(doc) ? (
    <Link className="btn btn-primary btn-sm" to={viewUrl(doc)}>
      {TEXT.viewAndAcknowledge}
    </Link>
  ) : (
    <StepUpLink
      className="btn btn-outline-primary btn-sm"
      href={viewUrl({ ...doc, acknowledge: false })}
      purpose="candidateFile"
      target="_blank"
      rel="noopener"
    >
      {TEXT.view}
      <span className="visually-hidden"> {TEXT.newTab}</span>
    </StepUpLink>
  );
}

export function DocumentAction({ doc, group }: { doc: DocumentSummary; group: OnboardingGroup }) {
  if (group === 'informational') return <ViewDocument doc={doc} />;
  if (group === 'completed') {
    return (
      <StepUpLink
        className="btn btn-outline-primary btn-sm"
        href={documentPdfUrl(doc.docHandle)}
        purpose="candidateFile"
        download
      >
        {TEXT.downloadCopy}
      </StepUpLink>
    );
  }
  if (doc.kind === 'credential' || doc.awaitingReview) {
    return doc.awaitingReview ? (
      <Badge bg="warning" text="dark">
        {TEXT.credentialAwaiting}
      </Badge>
    ) : (
      <Link className="btn btn-primary btn-sm" to="/documents/electronic">
        {TEXT.provideCredential}
      </Link>
    );
  }
  if (doc.delivery === 'manual') {
    return (
      <Link className="btn btn-outline-primary btn-sm" to="/documents/manual">
        {TEXT.signOnPaper}
      </Link>
    );
  }
  return (
    <Link className="btn btn-primary btn-sm" to={withQuery('/documents', { id: doc.id })}>
      {TEXT.signDigitally}
    </Link>
  );
}

/** Links to the document screens; the dashboard adds the onboarding screen first. */
export function DocumentScreensNav({
  withOnboarding = false,
  className = '',
}: {
  withOnboarding?: boolean;
  className?: string;
}) {
  const links: [string, string][] = [
    ...(withOnboarding ? [['/onboarding', TEXT.onboarding] as [string, string]] : []),
    ['/documents/electronic', TEXT.goElectronic],
    ['/documents/manual', TEXT.goManual],
  ];
  return (
    <nav className={`d-flex flex-wrap gap-2 ${className}`} aria-label={TEXT.screens}>
      {links.map(([to, label]) => (
        <Link key={to} className="btn btn-outline-secondary btn-sm" to={to}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** Completed of completable documents, as text and a progress bar. */
export function OnboardingProgress({
  done,
  total,
  className = '',
}: {
  done: number;
  total: number;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div className={className}>
      <p className="mb-1 fw-semibold" id={labelId} data-testid="onboarding-progress">
        {TEXT.progress(done, total)}
      </p>
      {/* Nothing to do is all done: a full bar. */}
      <Progress now={total ? done : 1} max={total || 1} labelledBy={labelId} variant="success" />
    </div>
  );
}
