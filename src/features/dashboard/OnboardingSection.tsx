/**
 * Onboarding: completed of completable documents and the next ones to do (the documents feature's
 * pieces). The section's frame is in OverviewPage.
 */
import { onboardingGroups } from '../../../common/documents';
import { DocumentAction, DocumentScreensNav, OnboardingProgress } from '../documents';
import type { OverviewRecord } from './api';
import { ONBOARDING_SECTION_TEXT as TEXT } from './section-messages';
import ListGroup from 'react-bootstrap/ListGroup';

const NEXT_DOCUMENTS = 3;

function Body({ data }: { data: OverviewRecord }) {
  if (data.myDocumentsCount === 0) return <p className="text-body-secondary mb-3">{TEXT.none}</p>;
  const { outstanding } = onboardingGroups(data.myDocuments);
  return (
    <>
      <OnboardingProgress
        done={data.myDocumentsCompletedCount}
        total={data.myDocumentsCompletableCount}
        className="mb-3"
      />
      {outstanding.length ? (
        <>
          <h3 className="h6">{TEXT.next}</h3>
          <ListGroup as="ul" className="mb-3" data-testid="next-documents">
            {outstanding.slice(0, NEXT_DOCUMENTS).map((doc) => (
              <ListGroup.Item key={doc.id} as="li" className="d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">{doc.formTitle}</span>
                <DocumentAction doc={doc} group="outstanding" />
              </ListGroup.Item>
            ))}
          </ListGroup>
          {outstanding.length > NEXT_DOCUMENTS ? (
            <p className="small text-body-secondary">{TEXT.more(outstanding.length - NEXT_DOCUMENTS)}</p>
          ) : null}
        </>
      ) : (
        <p className="mb-3">{TEXT.allDone}</p>
      )}
    </>
  );
}

export function Onboarding({ data }: { data: OverviewRecord }) {
  return (
    <>
      <Body data={data} />
      <DocumentScreensNav withOnboarding />
    </>
  );
}
