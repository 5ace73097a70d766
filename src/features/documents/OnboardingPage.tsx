import { useEffect, useState } from 'react';
import { documentPdfUrl, isSigned, onboardingGroups, type DocumentSummary } from '../../../common/documents';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { fetchOnboarding, type Onboarding } from './api';
import { DOCUMENT_TITLES, DOCUMENTS_TEXT, ONBOARDING_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';

type Group = 'outstanding' | 'completed' | 'informational';

function Action({ doc, group }: { doc: DocumentSummary; group: Group }) {
  if (group === 'completed' || (group === 'informational' && isSigned(doc))) {
    return (
      <a className="btn btn-outline-primary btn-sm" href={documentPdfUrl(doc.docHandle)} download>
        {DOCUMENTS_TEXT.downloadCopy}
      </a>
    );
  }
  if (doc.delivery === 'manual') {
    return (
      <Link className="btn btn-outline-primary btn-sm" to="/documents/manual">
        {ONBOARDING_TEXT.signOnPaper}
      </Link>
    );
  }
  return (
    <Link className="btn btn-primary btn-sm" to={`/documents?id=${doc.id}`}>
      {group === 'informational' ? DOCUMENTS_TEXT.view : DOCUMENTS_TEXT.signDigitally}
    </Link>
  );
}

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
        {heading} <span className="badge text-bg-secondary align-middle">{docs.length}</span>
      </h2>
      {docs.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="list-group">
          {docs.map((doc) => (
            <li key={doc.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <span className="fw-semibold">{doc.formTitle}</span>
                <span className="d-block small text-body-secondary">
                  {doc.signedAt
                    ? `${group === 'informational' ? ONBOARDING_TEXT.viewed : DOCUMENTS_TEXT.dateSigned}: ${formatDate(doc.signedAt)}`
                    : doc.docusignStatus === 'declined'
                      ? ONBOARDING_TEXT.declined
                      : `${DOCUMENTS_TEXT.updated} ${formatDate(doc.lastUpdateTimestamp)}`}
                </span>
              </div>
              <Action doc={doc} group={group} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC §2 /onboarding and §4 grouping: outstanding, completed, informational; progress of completed. */
export function OnboardingPage() {
  const [data, setData] = useState<Onboarding | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchOnboarding().then(
      (result) => active && setData(result),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const groups = data ? onboardingGroups(data.myDocuments) : null;
  const done = data?.myDocumentsCompletedCount ?? 0;
  const total = data?.myDocumentsCompletableCount ?? 0;
  const percent = total ? Math.round((done / total) * 100) : 100;
  return (
    <section>
      <PageHeading title={DOCUMENT_TITLES.onboarding} lead={ONBOARDING_TEXT.lead} />
      <nav className="d-flex flex-wrap gap-2 mb-4" aria-label="Document screens">
        <Link className="btn btn-outline-secondary btn-sm" to="/documents/electronic">
          {ONBOARDING_TEXT.goElectronic}
        </Link>
        <Link className="btn btn-outline-secondary btn-sm" to="/documents/manual">
          {ONBOARDING_TEXT.goManual}
        </Link>
      </nav>
      {failed ? (
        <FailureAlert message={DOCUMENTS_TEXT.couldNotGet} />
      ) : !data || !groups ? (
        <Spinner label={DOCUMENTS_TEXT.loading} />
      ) : (
        <>
          <div className="mb-4">
            <p className="mb-1 fw-semibold" id="onboarding-progress-label" data-testid="onboarding-progress">
              {ONBOARDING_TEXT.progress(done, total)}
            </p>
            <div
              className="progress"
              role="progressbar"
              aria-labelledby="onboarding-progress-label"
              aria-valuenow={done}
              aria-valuemin={0}
              aria-valuemax={total}
            >
              <div className="progress-bar bg-success" style={{ width: `${percent}%` }} />
            </div>
          </div>
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
