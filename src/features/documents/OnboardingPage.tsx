import { onboardingGroups, type DocumentSummary } from '../../../common/documents';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { fetchOnboarding } from './api';
import { DocumentNotes } from './DocumentNotes';
import {
  DocumentAction,
  DocumentScreensNav,
  type OnboardingGroup as Group,
  OnboardingProgress,
} from './OnboardingParts';
import { DOCUMENT_TITLES, DOCUMENTS_TEXT, ONBOARDING_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { useLoad } from '../../lib/use-load';

function GroupList({
  group,
  heading,
  docs,
  empty,
}: {
  group: Group;
  heading: string;
  docs: DocumentSummary[];
  empty: string;
}) {
  const id = `onboarding-${group}`;
  return (
    <section className="mb-4" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="h4">
        {heading}{' '}
        <Badge bg="secondary" className="align-middle">
          {docs.length}
        </Badge>
      </h2>
      {docs.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ListGroup as="ul">
          {docs.map((doc) => (
            <ListGroup.Item key={doc.id} as="li" className="d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <span className="fw-semibold">{doc.formTitle}</span>
                <span className="d-block small text-body-secondary">
                  {doc.signedAt
                    ? `${group === 'informational' ? ONBOARDING_TEXT.viewed : DOCUMENTS_TEXT.dateSigned}: ${formatDate(doc.signedAt)}`
                    : doc.docusignStatus === 'declined'
                      ? ONBOARDING_TEXT.declined
                      : DOCUMENTS_TEXT.updated(formatDate(doc.lastUpdateTimestamp))}
                </span>
                <DocumentNotes doc={doc} />
              </div>
              <DocumentAction doc={doc} group={group} />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}

/**
 * The page's shape while it loads: the progress line, then the outstanding list with a few
 * documents, then the other two headings — about as tall as a candidate's usual page, so the
 * footer is not pulled up into view and pushed back down when the documents arrive.
 */
function OnboardingSkeleton() {
  return (
    <div aria-busy="true">
      {/* Where the progress line will be, and as tall. */}
      <Spinner label={DOCUMENTS_TEXT.loading} className="mb-1" />
      <span className="skeleton-line mb-4" style={{ height: '0.5rem' }} aria-hidden="true" />
      {[3, 1, 1].map((items, g) => (
        <div key={g} className="mb-4" aria-hidden="true">
          <span className="skeleton-line mb-3" style={{ width: '10rem', height: '1.5rem' }} />
          <ListGroup as="ul">
            {Array.from({ length: items }, (_, i) => (
              <ListGroup.Item key={i} as="li" className="d-flex flex-wrap align-items-center gap-2">
                <SkeletonLines widths={['16rem', '9rem']} className="me-auto" />
                <span className="skeleton-line" style={{ width: '7.5rem', height: '2rem' }} />
              </ListGroup.Item>
            ))}
          </ListGroup>
        </div>
      ))}
    </div>
  );
}

/** docs/product.md §2 /onboarding and §4 grouping: outstanding, completed, informational; progress of completed. */
export function OnboardingPage() {
  const onboarding = useLoad(fetchOnboarding);
  const data = onboarding.status === 'ready' ? onboarding.data : null;
  const failed = onboarding.status === 'error';

  const groups = data ? onboardingGroups(data.myDocuments) : null;
  const done = data?.myDocumentsCompletedCount ?? 0;
  const total = data?.myDocumentsCompletableCount ?? 0;
  return (
    <section>
      <PageHeading title={DOCUMENT_TITLES.onboarding} lead={ONBOARDING_TEXT.lead} />
      <DocumentScreensNav className="mb-4" />
      {failed ? (
        <FailureAlert message={DOCUMENTS_TEXT.couldNotGet} />
      ) : !data || !groups ? (
        <OnboardingSkeleton />
      ) : (
        <>
          <OnboardingProgress done={done} total={total} className="mb-4" />
          <GroupList
            group="outstanding"
            heading={ONBOARDING_TEXT.outstanding}
            docs={groups.outstanding}
            empty={ONBOARDING_TEXT.noneOutstanding}
          />
          <GroupList
            group="completed"
            heading={ONBOARDING_TEXT.completed}
            docs={groups.completed}
            empty={ONBOARDING_TEXT.noneCompleted}
          />
          <GroupList
            group="informational"
            heading={ONBOARDING_TEXT.informational}
            docs={groups.informational}
            empty={ONBOARDING_TEXT.noneInformational}
          />
        </>
      )}
    </section>
  );
}
