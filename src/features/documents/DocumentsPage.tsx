import { type ReactNode, useEffect, useState } from 'react';
import type { DocumentLists, DocumentSummary } from '../../../common/documents';
import { HelpPopover } from '../../components/HelpPopover';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { fetchLists } from './api';
import { DocumentItem } from './DocumentItem';
import { DOCUMENT_TITLES, DOCUMENTS_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';

type Variant = 'manual' | 'electronic';

function Section({
  heading,
  docs,
  variant,
  help,
}: {
  heading: string;
  docs: DocumentSummary[];
  variant: Variant;
  help?: ReactNode;
}) {
  const id = `section-${heading.toLowerCase()}`;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <div className="d-flex align-items-baseline mb-2">
        <h2 id={id} className="h4 mb-0">
          {heading}
        </h2>
        {help}
      </div>
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
          <Section
            heading={DOCUMENTS_TEXT.unsigned}
            docs={lists.unsigned}
            variant={variant}
            help={
              lists.unsigned.length ? (
                <HelpPopover label={DOCUMENTS_TEXT.actionsHelpLabel}>{DOCUMENTS_TEXT.actionsHelp}</HelpPopover>
              ) : null
            }
          />
          <Section heading={DOCUMENTS_TEXT.signed} docs={lists.signed} variant={variant} />
        </>
      )}
    </section>
  );
}
