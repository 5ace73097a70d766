import { useEffect, useState } from 'react';
import type { DocumentLists, DocumentSummary } from '../../../common/documents';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { fetchLists } from './api';
import { DocumentItem } from './DocumentItem';
import { DOCUMENT_TITLES, DOCUMENTS_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';

type Variant = 'manual' | 'electronic';

function Section({ heading, docs, variant }: { heading: string; docs: DocumentSummary[]; variant: Variant }) {
  const id = `section-${heading.toLowerCase()}`;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h4">
        {heading}
      </h2>
      {docs.length === 0 ? (
        <p className="text-body-secondary">{DOCUMENTS_TEXT.empty}</p>
      ) : (
        <ul className="list-group">
          {docs.map((doc) => (
            <DocumentItem key={doc.id} doc={doc} variant={variant} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC §2 documents screens: hard-copy and electronic, each split into Unsigned and Signed. */
export function DocumentsPage({ variant }: { variant: Variant }) {
  const [lists, setLists] = useState<DocumentLists | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchLists(variant).then(
      (result) => active && setLists(result),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [variant]);

  const electronic = variant === 'electronic';
  return (
    <section>
      <PageHeading
        title={electronic ? DOCUMENT_TITLES.electronic : DOCUMENT_TITLES.manual}
        lead={electronic ? DOCUMENTS_TEXT.leadElectronic : DOCUMENTS_TEXT.leadManual}
      />
      <div className="alert alert-info" role="note">
        {electronic ? DOCUMENTS_TEXT.alertElectronic : DOCUMENTS_TEXT.alertManual}
      </div>
      {failed ? (
        <FailureAlert message={DOCUMENTS_TEXT.couldNotGet} />
      ) : !lists ? (
        <Spinner label={DOCUMENTS_TEXT.loading} />
      ) : (
        <>
          <Section heading={DOCUMENTS_TEXT.unsigned} docs={lists.unsigned} variant={variant} />
          <Section heading={DOCUMENTS_TEXT.signed} docs={lists.signed} variant={variant} />
        </>
      )}
    </section>
  );
}
